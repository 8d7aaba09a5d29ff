import { armors } from './armor.ts';
import {
  combatCaps,
  combatModifierName,
  combatModifiers,
  combatOutcomes,
  type CombatModifierId,
} from './combatModifiers.ts';
import { climbingSurfaces } from './climbing.ts';
import { craftingTable } from './crafting.ts';
import { difficultyTable } from './difficulty.ts';
import { distances } from './distance.ts';
import { hazards, hazardUnits } from './hazards.ts';
import { materials, objectTrack } from './objects.ts';
import { pilotingManeuvers } from './piloting.ts';
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
    ...(Object.keys(combatModifiers) as CombatModifierId[]).map(combatModifierName),
    ...Object.values(combatCaps).map((cap) => cap.name),
    ...Object.values(combatOutcomes).map((outcome) => outcome.name),
    ...Object.values(climbingSurfaces).map((surface) => surface.name),
    ...Object.values(pilotingManeuvers).map((maneuver) => maneuver.name),
    // Rows 8 to 10 of the crafting table share their examples and time.
    ...new Set(craftingTable.flatMap((row) => [row.examples, row.timeName])),
  ] as const;
}

/** An i18n key of the rules module. */
export type RulesI18nKey = ReturnType<typeof rulesI18nKeys>[number];
