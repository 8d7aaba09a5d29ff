import type { RulesInputError, RulesInputReason } from '../../../rules/index.ts';
import { fill } from '../../tables/fill.ts';
import type { ParseProblem } from './parse.ts';

/** What every island can meet: text that is no number, a number out of its range, a choice not in its list. */
type CommonReason = 'not-a-number' | 'not-an-integer' | 'below-minimum' | 'above-maximum' | 'not-a-choice';

/**
 * Reasons an island never meets: its own code always passes a boolean, an object and a function where the rules
 * module wants one, so these have no localized message (the English one stands in, should one ever show).
 */
type ProgrammingError = 'not-a-boolean' | 'not-an-object' | 'not-a-function';

/** What a rule refuses beyond a bad number or choice (each island carries the messages of its own rules). */
export type Refusal = Exclude<RulesInputReason, CommonReason | ProgrammingError>;

/** The localized message templates an island needs for bad input (`{min}`, `{max}` filled in). */
export type ErrorStrings = Record<ParseProblem | CommonReason | 'range', string> &
  Partial<Record<Refusal | ProgrammingError, string>>;

/**
 * The message shown beside a field: for text that is not a number, or for a value the rules module refused.
 * An out-of-range value with both bounds gets the whole range ("from 0 to 10"). A refusal whose message the
 * island did not ship falls back to the rules module's English message rather than to nothing.
 */
export function errorMessage(
  cause: ParseProblem | Pick<RulesInputError, 'reason' | 'min' | 'max' | 'message'>,
  strings: ErrorStrings,
  formatNumber: (n: number) => string,
): string {
  if (typeof cause === 'string') return strings[cause];
  const bounded = cause.min !== undefined && cause.max !== undefined;
  const template =
    bounded &&
    (cause.reason === 'below-minimum' || cause.reason === 'above-maximum' || cause.reason === 'not-an-integer')
      ? strings.range
      : (strings[cause.reason] ?? cause.message);
  return fill(template, { min: cause.min ?? '', max: cause.max ?? '' }, formatNumber);
}
