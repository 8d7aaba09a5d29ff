import { checkInteger, checkObject } from '../core/check.ts';
import { MAX_BASE_DIFFICULTY, resolveFromBase, type BaseTaskResult, type TaskModifiers } from './task.ts';
import type { RulesetId } from './types.ts';

/** Healing a patient: the points to restore and what the healer brings. */
export interface HealingInput extends TaskModifiers {
  /** Points to restore to one stat Pool of the patient's choice, 1..20. */
  points: number;
}

/**
 * Tend a patient (once per patient a day): an Intellect task whose difficulty equals the points to heal.
 * 004 "Healing" (3 points: difficulty 3, target 9).
 *
 * @example
 * resolveHealing({ points: 3 }).task.target; // 9
 */
export function resolveHealing(input: HealingInput, ruleset: RulesetId = 'cypher'): BaseTaskResult {
  checkObject('input', input);
  const points = checkInteger('points', input.points, { min: 1, max: MAX_BASE_DIFFICULTY });
  return resolveFromBase(points, input, ruleset);
}
