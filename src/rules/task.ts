import { checkChoice, checkInteger } from './check.ts';
import { MAX_DIFFICULTY, MIN_DIFFICULTY } from './difficulty.ts';
import { MAX_EFFORT_STEPS } from './effort.ts';
import { RulesInputError } from './errors.ts';
import { ranges } from './limits.ts';
import { checkRuleset } from './rulesets.ts';
import { skillIds, skills } from './skills.ts';
import type { RulesetId, Skill } from './types.ts';

/** Assets ease a task by two steps at most. 004 "Assets"; 000 "난이도 조정하기"; 001 (Spanish) "más de dos grados". */
export const MAX_ASSET_STEPS = 2;

/** Roll bonuses that add up to +3 count as one asset instead. 004 "Rolling The Die"; 001 "+3 ... se trata como un recurso". */
export const BONUS_PER_ASSET = 3;

/** A task as the player and GM set it up. */
export interface TaskInput {
  /** Base difficulty set by the GM, whole number 0..10. */
  difficulty: number;
  /** Default 'practiced'. */
  skill?: Skill;
  /** Assets, whole number 0..20; at most two steps count. */
  assets?: number;
  /** Levels of Effort applied to the task, whole number 0..20; at most six steps count. */
  effort?: number;
  /** Extra hindering steps from the situation, whole number 0..20. */
  hinder?: number;
  /** Flat roll bonus, whole number 0..20; each full +3 is an asset instead. */
  bonus?: number;
}

/** The resolved task. */
export interface TaskResult {
  /** Final difficulty, never below 0 (may exceed 10 when hindered). */
  difficulty: number;
  /** 3 x final difficulty. */
  target: number;
  /** Final difficulty 0: success with no roll. */
  routine: boolean;
  /** No d20 result plus the roll bonus reaches the target: no roll is made. */
  impossible: boolean;
  /** Probability of success, 0..1 (1 when routine, 0 when impossible). */
  chance: number;
  /** Steps that counted after the caps; `skill` is -1 for an inability (it hinders). */
  eased: { skill: number; assets: number; effort: number };
  /** Steps over the caps (two for assets, six for Effort) that did not count. */
  ignored: { assets: number; effort: number };
  /** What is added to the d20 roll: the bonus left after whole +3s became assets (0, 1 or 2). */
  rollBonus: number;
  /** The ruleset the task was resolved under. */
  ruleset: RulesetId;
}

/**
 * Resolve a task: ease and hinder the difficulty, find the target number and the chance of success.
 *
 * Ruleset: 000 and 004 resolve tasks the same way, so both rulesets compute the same numbers (see README,
 * "Numenera vs Cypher System", for 001's older natural-20 rule).
 *
 * @example
 * resolveTask({ difficulty: 6, skill: 'trained' }); // difficulty 5, target 15, chance 0.3
 */
export function resolveTask(input: TaskInput, ruleset: RulesetId = 'cypher'): TaskResult {
  const difficulty = checkInteger('difficulty', input?.difficulty, { min: MIN_DIFFICULTY, max: MAX_DIFFICULTY });
  const skill = checkChoice('skill', input?.skill ?? 'practiced', skillIds);
  const assets = checkInteger('assets', input?.assets ?? 0, ranges.steps);
  const effort = checkInteger('effort', input?.effort ?? 0, ranges.effortLevels);
  const hinder = checkInteger('hinder', input?.hinder ?? 0, ranges.steps);
  const bonus = checkInteger('bonus', input?.bonus ?? 0, ranges.bonus);

  // 004 "Rolling The Die": modifiers adding up to +3 become an asset; 001 (Spanish): a roll gets +2 at most.
  const allAssets = assets + Math.floor(bonus / BONUS_PER_ASSET);
  const rollBonus = bonus % BONUS_PER_ASSET;

  // 004 "Modifying The Difficulty": skills, assets (max 2) and Effort (max 6) ease; 004 "Key Concepts" (HINDER).
  const eased = {
    skill: skills[skill].steps,
    assets: Math.min(allAssets, MAX_ASSET_STEPS),
    effort: Math.min(effort, MAX_EFFORT_STEPS),
  };
  // 004 "Modifying The Difficulty": a difficulty eased to 0 or lower needs no roll.
  const final = Math.max(0, difficulty - eased.skill - eased.assets - eased.effort + hinder);
  const target = 3 * final;
  const routine = final === 0;
  // 004 "Rolling The Die": when even a natural 20 plus the bonus cannot reach the target, no roll is made.
  const impossible = !routine && 20 + rollBonus < target;
  const rollsThatSucceed = Math.max(0, 21 - (target - rollBonus));

  return {
    difficulty: final,
    target,
    routine,
    impossible,
    chance: routine ? 1 : rollsThatSucceed / 20,
    eased,
    ignored: { assets: allAssets - eased.assets, effort: effort - eased.effort },
    rollBonus,
    ruleset: checkRuleset(ruleset),
  };
}

/**
 * Resolve a retry of a failed task: the same task, but it needs at least one level of Effort.
 * 004 "Retrying a Task After Failure" (a missed attack is a new situation, not a retry).
 *
 * @example
 * resolveRetry({ difficulty: 4, effort: 1 }); // difficulty 3
 * resolveRetry({ difficulty: 4 }); // throws RulesInputError (retry-needs-effort)
 */
export function resolveRetry(input: TaskInput, ruleset: RulesetId = 'cypher'): TaskResult {
  const result = resolveTask(input, ruleset);
  const effort = result.eased.effort + result.ignored.effort;
  if (effort < 1) throw new RulesInputError('effort', 'retry-needs-effort', { min: 1, value: effort });
  return result;
}
