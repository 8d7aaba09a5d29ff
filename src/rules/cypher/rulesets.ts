import { checkChoice } from '../core/check.ts';
import type { RulesetId } from './types.ts';

/** What differs between the rulesets in the sources, as data. See README "Numenera vs Cypher System". */
export interface Ruleset {
  id: RulesetId;
  name: `rules.ruleset.${RulesetId}.name`;
  /** Hours in a day, the span of the four daily recovery rolls. */
  hoursPerDay: number;
}

/**
 * The two rulesets.
 * - hoursPerDay: 000 "역량 점수 회복하기" ("Ninth World days are 28 hours long"); 004 "Timekeeping" keeps time
 *   as usual (24-hour days).
 *
 * The other difference that changes a number, what lack of practice with armor adds to Speed Effort, is data too, by
 * ruleset, in armor.ts (`unpracticedArmorPerLevel`): every island carries this table, and only the Effort calculator
 * needs that one (README, "Numenera vs Cypher System").
 */
export const rulesets = {
  cypher: {
    id: 'cypher',
    name: 'rules.ruleset.cypher.name',
    hoursPerDay: 24,
  },
  numenera: {
    id: 'numenera',
    name: 'rules.ruleset.numenera.name',
    hoursPerDay: 28,
  },
} as const satisfies { [R in RulesetId]: Ruleset & { id: R; name: `rules.ruleset.${R}.name` } };

/** `ruleset` must be one of the rulesets; returns it. Throws RulesInputError ('not-a-choice') otherwise. */
export function checkRuleset(ruleset: unknown): RulesetId {
  return checkChoice('ruleset', ruleset, Object.keys(rulesets) as RulesetId[]);
}
