import { MAX_DIFFICULTY } from './difficulty.ts';
import { checkInteger } from './check.ts';
import { MAX_STEPS } from './limits.ts';
import { resolveTask, type TaskInput, type TaskResult } from './task.ts';
import type { RulesetId } from './types.ts';

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
