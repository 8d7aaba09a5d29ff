// The one place where the rules module checks its inputs. Every public function passes each field through one of
// these before using it, so that a wrong value is refused with a RulesInputError naming the field, never computed
// into a wrong answer, NaN or an uncaught TypeError. The types already rule most mistakes out; these checks are for
// values that arrive untyped (a URL, a form, JSON). An argument object is read with `?.` (`input?.difficulty`), so
// that a missing one is refused by its first field instead of throwing a TypeError.
import { RulesInputError, type RulesInputField } from './errors.ts';

/** Allowed range of a whole-number input. Every number has both bounds (see limits.ts). */
export interface Range {
  min: number;
  max: number;
}

/**
 * `value` must be a whole number within `range`. Returns it, with -0 turned into 0 (so it never shows as "-0");
 * throws RulesInputError otherwise. No clamping.
 *
 * @example
 * checkInteger('assets', 3, { min: 0, max: 20 }); // 3
 * checkInteger('difficulty', 11, { min: 0, max: 10 }); // throws: above-maximum
 */
export function checkInteger(field: RulesInputField, value: unknown, range: Range): number {
  const details = { ...range, value };
  if (typeof value !== 'number' || Number.isNaN(value)) throw new RulesInputError(field, 'not-a-number', details);
  if (value < range.min) throw new RulesInputError(field, 'below-minimum', details);
  if (value > range.max) throw new RulesInputError(field, 'above-maximum', details);
  if (!Number.isInteger(value)) throw new RulesInputError(field, 'not-an-integer', details);
  return value === 0 ? 0 : value;
}

/**
 * `value` must be one of `allowed` (own keys of a rules table, or a list). Returns it, typed.
 *
 * @example
 * checkChoice('skill', 'trained', ['inability', 'practiced', 'trained', 'specialized']); // 'trained'
 * checkChoice('skill', 'expert', ['inability', 'practiced', 'trained', 'specialized']); // throws: not-a-choice
 */
export function checkChoice<const T extends string | number>(
  field: RulesInputField,
  value: unknown,
  allowed: readonly T[],
): T {
  if (!(allowed as readonly unknown[]).includes(value)) {
    throw new RulesInputError(field, 'not-a-choice', { allowed, value });
  }
  return value as T;
}

/** `value` must be true or false. */
export function checkBoolean(field: RulesInputField, value: unknown): boolean {
  if (typeof value !== 'boolean') throw new RulesInputError(field, 'not-a-boolean', { value });
  return value;
}

/** `value` must be an object (an argument that groups several inputs). */
export function checkObject(field: RulesInputField, value: unknown): void {
  if (typeof value !== 'object' || value === null) throw new RulesInputError(field, 'not-an-object', { value });
}

/** `value` must be a function (such as the random source of a die). */
export function checkFunction(field: RulesInputField, value: unknown): () => unknown {
  if (typeof value !== 'function') throw new RulesInputError(field, 'not-a-function', { value });
  return value as () => unknown;
}

/**
 * `value` must be a list whose length is within `range` (its entries are checked next). Returns it.
 *
 * @example
 * checkList('targets', [2, 4], { min: 1, max: 99 }); // [2, 4]
 * checkList('targets', [], { min: 1, max: 99 }); // throws: below-minimum
 */
export function checkList(field: RulesInputField, value: unknown, range: Range): readonly unknown[] {
  if (!Array.isArray(value)) throw new RulesInputError(field, 'not-a-list', { value });
  checkInteger(field, value.length, range);
  return value;
}
