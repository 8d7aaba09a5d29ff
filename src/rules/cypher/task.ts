import { checkChoice, checkInteger } from '../core/check.ts';
import { MAX_DIFFICULTY, MIN_DIFFICULTY } from './difficulty.ts';
import { RulesInputError } from '../core/errors.ts';
import { MAX_STEPS, ranges } from './limits.ts';
import { checkRuleset } from './rulesets.ts';
import { skillIds, skills } from './skills.ts';
import type { RulesetId, Skill } from './types.ts';

/** Assets ease a task by two steps at most. 004 "Assets"; 000 "난이도 조정하기"; 001 (Spanish) "más de dos grados". */
export const MAX_ASSET_STEPS = 2;

/**
 * Effort never eases a task by more than six steps. 004 "Effort". Here, beside the asset cap, rather than in
 * effort.ts: every task needs it, and only some islands need the costs of Effort.
 */
export const MAX_EFFORT_STEPS = 6;

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
  /**
   * Probability that the roll plus the roll bonus is higher than the target: initiative's rule, where a roll equal to
   * the target fails (it acts after the NPC), unlike a task's (`chance`). 1 when routine: every roll beats 0.
   * 004 "Encounters, Rounds, And Initiative".
   */
  chanceToBeat: number;
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
    chanceToBeat: Math.min(20, Math.max(0, 20 + rollBonus - target)) / 20,
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

/** What the character brings to a task whose difficulty a rule works out: skill, assets, Effort, hindrance, bonus. */
export type TaskModifiers = Omit<TaskInput, 'difficulty'>;

/** A task whose starting difficulty a rule worked out. */
export interface BaseTaskResult {
  /** The difficulty the rule gives, before skill, assets and Effort: 0 or more, and above 10 for some rules. */
  base: number;
  /** The final difficulty, target number and chance. */
  task: TaskResult;
}

/**
 * The hardest starting difficulty the calculators take: the top of the scale (10) plus ten steps, the most that
 * skills, assets and Effort together can ease a task (004 "Modifying The Difficulty"). Anything harder stays above
 * 10 whatever the character does.
 */
export const MAX_BASE_DIFFICULTY = 20;

/**
 * Resolve a task whose starting difficulty a rule works out (a jump's length, a weight, a combat situation) and
 * may put below 0 or above 10. Below 0 it is 0: the task is routine. Above 10 it enters resolveTask as 10 plus
 * hindering steps, the way resolveTask lets hindering push a difficulty past 10, so the result reports the real
 * difficulty and a task that cannot be rolled is impossible.
 */
export function resolveFromBase(base: number, modifiers: TaskModifiers, ruleset: RulesetId): BaseTaskResult {
  const start = Math.max(0, base);
  const over = Math.max(0, start - MAX_DIFFICULTY);
  // The steps past 10 and the task's own hindering steps share resolveTask's bound on hindering steps.
  const hinder = checkInteger('hinder', modifiers.hinder ?? 0, { min: 0, max: MAX_STEPS - over });
  const task = resolveTask({ ...modifiers, difficulty: start - over, hinder: hinder + over }, ruleset);
  return { base: start, task };
}

/**
 * The modifiers with `extra` more assets, for an asset the rule itself names (a run-up, a saddle). The assets given
 * for the task leave room for it under resolveTask's bound on assets.
 */
export function withAssets(modifiers: TaskModifiers, extra: number): TaskModifiers {
  const assets = checkInteger('assets', modifiers.assets ?? 0, { min: 0, max: MAX_STEPS - extra });
  return { ...modifiers, assets: assets + extra };
}
