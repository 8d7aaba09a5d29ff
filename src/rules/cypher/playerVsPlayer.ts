import { checkInteger, checkObject } from '../core/check.ts';
import { RulesInputError, type RulesInputField } from '../core/errors.ts';
import { checkRuleset } from './rulesets.ts';
import { resolveTask, type TaskResult, type TaskModifiers } from './task.ts';
import type { RulesetId } from './types.ts';

/** One side of a fight between PCs. */
export type RollOffSide = 'attacker' | 'defender';

/** What each PC brings: skill, assets, Effort, hindering steps and roll bonus, as for a task. */
export interface PlayerVsPlayerInput {
  attacker: TaskModifiers;
  defender: TaskModifiers;
}

/** What one side adds to their d20. */
export interface RollOffModifier {
  /** Steps that would ease the roll against an NPC, less hindering steps (caps applied: two assets, six Effort). */
  steps: number;
  /** What is added to the d20: 3 per step plus the roll bonus left after whole +3s became assets. */
  modifier: number;
  /** Steps over the caps that did not count. */
  ignored: TaskResult['ignored'];
}

/** Both sides' modifiers and the chances of each outcome of the two rolls. */
export interface PlayerVsPlayerResult {
  attacker: RollOffModifier;
  defender: RollOffModifier;
  /** The attacker's total is higher: the attack hits. */
  hit: number;
  /** The defender's total is higher: the attack misses. */
  miss: number;
  /** Equal totals: the rule names no winner, the GM decides. */
  tie: number;
}

/** Points added to a roll per step that would ease it against an NPC. 004 "Special Situation: Combat Between PCs". */
export const BONUS_PER_EASED_STEP = 3;

function sideModifier(side: RollOffSide, modifiers: TaskModifiers, ruleset: RulesetId): RollOffModifier {
  checkObject(side, modifiers);
  let task: TaskResult;
  try {
    // The difficulty does not matter here: only the steps the side's modifiers would ease are read.
    task = resolveTask({ ...modifiers, difficulty: 0 }, ruleset);
  } catch (error) {
    // Say which side's input was refused.
    if (error instanceof RulesInputError) {
      const field = `${side}.${error.field}` as RulesInputField;
      const { min, max, allowed, value } = error;
      throw new RulesInputError(field, error.reason, { min, max, allowed, value });
    }
    throw error;
  }
  const hinder = modifiers.hinder ?? 0;
  const steps = task.eased.skill + task.eased.assets + task.eased.effort - hinder;
  return { steps, modifier: BONUS_PER_EASED_STEP * steps + task.rollBonus, ignored: task.ignored };
}

/**
 * One PC attacks another: the attacker makes an attack roll and the defender a defense roll. Whatever would ease
 * either roll against an NPC (skill, assets, Effort) adds 3 to it per step instead, and a hindering step takes 3
 * away; the higher total wins. 004 "Special Situation: Combat Between PCs" states the +3 for the attacker's easing
 * steps; the defender's "appropriate modifiers", and a hindering step on either side, are read the same way: the
 * site's reading `pvp-steps` (readings.ts). The rule names no winner for equal totals.
 *
 * @example
 * resolvePlayerVsPlayer({ attacker: { skill: 'trained' }, defender: {} }).attacker.modifier; // 3
 */
export function resolvePlayerVsPlayer(input: PlayerVsPlayerInput, ruleset: RulesetId = 'cypher'): PlayerVsPlayerResult {
  checkObject('input', input);
  checkRuleset(ruleset);
  const attacker = sideModifier('attacker', input.attacker, ruleset);
  const defender = sideModifier('defender', input.defender, ruleset);
  let hit = 0;
  let miss = 0;
  for (let attack = 1; attack <= 20; attack += 1) {
    for (let defense = 1; defense <= 20; defense += 1) {
      const margin = attack + attacker.modifier - (defense + defender.modifier);
      if (margin > 0) hit += 1;
      if (margin < 0) miss += 1;
    }
  }
  return { attacker, defender, hit: hit / 400, miss: miss / 400, tie: (400 - hit - miss) / 400 };
}

/** Both PCs' natural d20 results. */
export interface RollOffNaturals {
  attacker: number;
  defender: number;
}

/**
 * Judge one exchange between PCs: each natural d20 plus that side's modifier; the higher total wins.
 * 004 "Special Situation: Combat Between PCs".
 *
 * @example
 * playerVsPlayerRoll({ attacker: { skill: 'trained' }, defender: {} }, { attacker: 10, defender: 12 }).outcome; // 'hit'
 */
export function playerVsPlayerRoll(
  input: PlayerVsPlayerInput,
  naturals: RollOffNaturals,
  ruleset: RulesetId = 'cypher',
): { attackerTotal: number; defenderTotal: number; outcome: 'hit' | 'miss' | 'tie' } {
  const { attacker, defender } = resolvePlayerVsPlayer(input, ruleset);
  checkObject('naturals', naturals);
  const attackerTotal = checkInteger('attacker.natural', naturals.attacker, { min: 1, max: 20 }) + attacker.modifier;
  const defenderTotal = checkInteger('defender.natural', naturals.defender, { min: 1, max: 20 }) + defender.modifier;
  let outcome: 'hit' | 'miss' | 'tie' = 'tie';
  if (attackerTotal > defenderTotal) outcome = 'hit';
  if (attackerTotal < defenderTotal) outcome = 'miss';
  return { attackerTotal, defenderTotal, outcome };
}
