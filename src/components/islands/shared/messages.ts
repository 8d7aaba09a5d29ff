import type { RulesInputError, RulesInputReason } from '../../../rules/index.ts';
import { fill } from '../../tables/fill.ts';
import type { ParseProblem } from './parse.ts';

/** A number the rules module refused for its range: every number there has both bounds, so one message says both. */
type OutOfRange = 'not-an-integer' | 'below-minimum' | 'above-maximum';

/**
 * Reasons an island never meets: its own code always passes a boolean, an object, a list and a function where the
 * rules module wants one, so these have no localized message (the English one stands in, should one ever show).
 */
type ProgrammingError = 'not-a-boolean' | 'not-an-object' | 'not-a-list' | 'not-a-function';

/** What a rule refuses beyond a bad number or choice (each island carries the messages of its own rules). */
export type Refusal = Exclude<RulesInputReason, OutOfRange | ProgrammingError | 'not-a-number' | 'not-a-choice'>;

/**
 * The message of a refusal, or of a refusal for one count: `track-too-healthy.2` is the message when two Pools are at
 * 0 (the error's `min`), since each count calls for a different state of the damage track.
 */
export type RefusalMessage = Refusal | `${Refusal}.${number}`;

/**
 * Why a field's text is no number, as the reader is told: a field whose usual values are negative (a chaos token's
 * modifier) gets an example with a sign, `not-a-signed-number`, instead of "Use digits only, like 3".
 */
export type NumberProblem = ParseProblem | 'not-a-signed-number';

/** The problem to tell the reader for a field's text, `signed` for a field whose usual values are negative. */
export function numberProblem(problem: ParseProblem, signed: boolean): NumberProblem {
  return signed && problem === 'not-a-number' ? 'not-a-signed-number' : problem;
}

/** The localized message templates an island needs for bad input (`{min}`, `{max}` filled in). */
export type ErrorStrings = Record<NumberProblem | 'range' | 'not-a-choice', string> &
  Partial<Record<RefusalMessage, string>>;

const outOfRange: readonly RulesInputReason[] = ['not-an-integer', 'below-minimum', 'above-maximum'];

/**
 * The message shown beside a field: for text that is not a number, or for a value the rules module refused. A
 * number out of its range gets the whole range ("from 0 to 10"). A refusal takes its message for the count it
 * reports, if the island has one, else its one message. A refusal whose message the island did not ship falls back to
 * the rules module's English message rather than to nothing.
 */
export function errorMessage(
  cause: NumberProblem | Pick<RulesInputError, 'reason' | 'min' | 'max' | 'message'>,
  strings: ErrorStrings,
  formatNumber: (n: number) => string,
): string {
  if (typeof cause === 'string') return strings[cause];
  let template: string;
  if (outOfRange.includes(cause.reason)) template = strings.range;
  else if (cause.reason === 'not-a-number' || cause.reason === 'not-a-choice') template = strings[cause.reason];
  else {
    const reason = cause.reason as Refusal;
    template =
      (cause.min === undefined ? undefined : strings[`${reason}.${cause.min}`]) ?? strings[reason] ?? cause.message;
  }
  return fill(template, { min: cause.min ?? '', max: cause.max ?? '' }, formatNumber);
}
