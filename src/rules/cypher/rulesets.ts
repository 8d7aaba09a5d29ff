import { checkChoice } from '../core/check.ts';
import type { RulesetId } from './types.ts';

/** What differs between the rulesets in the sources, as data. See README "Numenera vs Cypher System". */
export interface Ruleset {
  id: RulesetId;
  name: `rules.ruleset.${RulesetId}.name`;
  /** Hours in a day, the span of the four daily recovery rolls. */
  hoursPerDay: number;
  /**
   * Points each level of Speed Effort costs on top of the armor's own extra when the character is not practiced with
   * the armor they wear.
   */
  unpracticedArmorPerLevel: number;
}

/**
 * The two rulesets.
 * - hoursPerDay: 000 "역량 점수 회복하기" ("Ninth World days are 28 hours long"); 004 "Timekeeping" keeps time
 *   as usual (24-hour days).
 * - unpracticedArmorPerLevel: CSRD chapter 10 "Equipment", "Using Armor": a character not experienced with the armor
 *   they wear pays 1 more per level of Speed Effort ("this cost is further increased by 1"). Numenera Discovery's
 *   "Using Armor" has no such rule (Glaives' and Jacks' abilities lower the cost instead), so 0 for Numenera.
 */
export const rulesets = {
  cypher: {
    id: 'cypher',
    name: 'rules.ruleset.cypher.name',
    hoursPerDay: 24,
    unpracticedArmorPerLevel: 1,
  },
  numenera: {
    id: 'numenera',
    name: 'rules.ruleset.numenera.name',
    hoursPerDay: 28,
    unpracticedArmorPerLevel: 0,
  },
} as const satisfies { [R in RulesetId]: Ruleset & { id: R; name: `rules.ruleset.${R}.name` } };

/** `ruleset` must be one of the rulesets; returns it. Throws RulesInputError ('not-a-choice') otherwise. */
export function checkRuleset(ruleset: unknown): RulesetId {
  return checkChoice('ruleset', ruleset, Object.keys(rulesets) as RulesetId[]);
}
