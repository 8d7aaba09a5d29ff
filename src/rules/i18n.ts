import { armors } from './armor.ts';
import { difficultyTable } from './difficulty.ts';
import { distances } from './distance.ts';
import { hazards, hazardUnits } from './hazards.ts';
import { materials, objectTrack } from './objects.ts';
import { restLadder } from './recovery.ts';
import { rulesets } from './rulesets.ts';
import { skills } from './skills.ts';
import { specialRolls } from './specialRolls.ts';
import { stats } from './stats.ts';
import { damageTrack } from './track.ts';
import { weapons } from './weapons.ts';

/**
 * Every i18n key the rules tables use, gathered from the tables themselves, so that the UI strings can be checked
 * for completeness (one entry per key in each locale file). A function, not a constant, so that a bundle that
 * does not call it (an island) does not carry every table.
 */
export function rulesI18nKeys() {
  return [
    ...Object.values(rulesets).map((ruleset) => ruleset.name),
    ...stats.map((stat) => stat.name),
    ...Object.values(skills).map((skill) => skill.name),
    ...difficultyTable.flatMap((row) => [row.name, row.guidance]),
    ...Object.values(damageTrack).flatMap((state) => [state.name, state.effect]),
    ...specialRolls.map((row) => row.name),
    ...restLadder.map((row) => row.name),
    ...Object.values(weapons).flatMap((weapon) => [weapon.name, weapon.examples]),
    ...Object.values(armors).map((armor) => armor.name),
    ...objectTrack.flatMap((row) => [row.name, row.effect]),
    ...Object.values(materials).map((material) => material.name),
    ...Object.values(hazards).flatMap((hazard) => ('note' in hazard ? [hazard.name, hazard.note] : [hazard.name])),
    ...Object.values(hazardUnits),
    ...distances.flatMap((row) => [row.name, row.guidance]),
  ] as const;
}

/** An i18n key of the rules module. */
export type RulesI18nKey = ReturnType<typeof rulesI18nKeys>[number];
