import type { RulesInputError, RulesInputReason } from '../../../rules/index.ts';
import type { ParseProblem } from './parse.ts';

/** What a rule refuses beyond a number out of its range (each island carries the messages of its own rules). */
export type Refusal = Exclude<RulesInputReason, 'not-a-number' | 'not-an-integer' | 'below-minimum' | 'above-maximum'>;

/** The localized message templates an island needs for bad input (`{min}`, `{max}` filled in). */
export type ErrorStrings = Record<ParseProblem | Exclude<RulesInputReason, Refusal> | 'range', string> &
  Partial<Record<Refusal, string>>;

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
  return template
    .replace('{min}', cause.min === undefined ? '' : formatNumber(cause.min))
    .replace('{max}', cause.max === undefined ? '' : formatNumber(cause.max));
}
