import { checkChoice, checkInteger, checkObject } from '../core/check.ts';
import { MAX_BASE_DIFFICULTY, resolveFromBase, type BaseTaskResult, type TaskModifiers } from './task.ts';
import type { RulesetId } from './types.ts';

/** Unit of a weight. */
export type WeightUnit = 'pounds' | 'kilograms';

/** Weight that hinders moving an object one step: 50 pounds or 23 kg. 004 "Moving A Heavy Object". */
export const weightPerStep = { pounds: 50, kilograms: 23 } as const satisfies { [U in WeightUnit]: number };

/** Pushing or pulling a heavy object: its weight and what the character brings. */
export interface HeavyObjectInput extends TaskModifiers {
  /** A whole number of pounds or kilograms, 1 or more. */
  weight: number;
  /** Default 'pounds'. */
  unit?: WeightUnit;
}

/** The Might task, and how far the object moves with one action on a success. */
export interface HeavyObjectResult extends BaseTaskResult {
  /** 'short' when the task was eased to 0, otherwise 'immediate'. */
  moves: 'immediate' | 'short';
}

/**
 * Push or pull a very heavy object: a Might task hindered one step per 50 pounds (23 kg), from difficulty 0. A weight
 * between two steps counts to the nearest one, halves rounding up, so that 004's metric examples agree with its
 * pounds (68 kg is difficulty 3 like 150 lb, 180 kg is 8 like 400 lb): the site's reading `rounding` (readings.ts),
 * the same as a jump in meters. Success moves it an immediate distance as the action, or a short distance when the
 * task was eased to 0. 004 "Moving A Heavy Object".
 *
 * @example
 * resolveHeavyObject({ weight: 150 }).task.difficulty; // 3
 * resolveHeavyObject({ weight: 180, unit: 'kilograms' }).task.difficulty; // 8
 */
export function resolveHeavyObject(input: HeavyObjectInput, ruleset: RulesetId = 'cypher'): HeavyObjectResult {
  checkObject('input', input);
  const unit = checkChoice('unit', input.unit ?? 'pounds', Object.keys(weightPerStep) as WeightUnit[]);
  const perStep = weightPerStep[unit];
  // The heaviest weight that still rounds to MAX_BASE_DIFFICULTY steps.
  const max = Math.ceil(((2 * MAX_BASE_DIFFICULTY + 1) * perStep) / 2) - 1;
  const weight = checkInteger('weight', input.weight, { min: 1, max });
  const result = resolveFromBase(Math.floor((2 * weight + perStep) / (2 * perStep)), input, ruleset);
  return { ...result, moves: result.task.routine ? 'short' : 'immediate' };
}
