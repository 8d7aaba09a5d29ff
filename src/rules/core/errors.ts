// Bad input to a rule throws RulesInputError. Its structured fields let the UI show a localized message; the
// English `message` ("skill: not-a-choice") is for logs and developers.
//
// This file knows no game. The reasons and fields below are the ones every game shares; each game names its own in
// its inputs.ts (cypher/inputs.ts, arkham/inputs.ts) by adding an entry to GameInputReasons and GameInputFields
// (TypeScript merges the declarations), so that RulesInputReason and RulesInputField list them all.

/** Why an input was refused, whatever the game: a value of the wrong kind or out of its range. */
type CheckReason =
  | 'not-a-number'
  | 'not-an-integer'
  | 'below-minimum'
  | 'above-maximum'
  | 'not-a-choice'
  | 'not-a-boolean'
  | 'not-an-object'
  | 'not-a-function'
  | 'not-a-list';

/** The inputs named the same in every game: the whole argument, options, and a die and its random source. */
type SharedField = 'input' | 'options' | 'random' | 'sides';

/** The reasons of each game's own rules, by game (added in each game's inputs.ts). */
export interface GameInputReasons {}

/** The inputs of each game's rules, by game (added in each game's inputs.ts). */
export interface GameInputFields {}

/** Why an input was refused. */
export type RulesInputReason = CheckReason | GameInputReasons[keyof GameInputReasons];

/** The input an error is about: the name the public API uses for a field or a parameter. */
export type RulesInputField = SharedField | GameInputFields[keyof GameInputFields];

/** What an error reports besides field and reason. */
interface Details {
  min?: number | undefined;
  max?: number | undefined;
  allowed?: readonly (string | number)[] | undefined;
  value?: unknown;
}

/**
 * Bad input to a rule. A RangeError with the field, the reason and, where they apply, the allowed `min`/`max` or
 * the `allowed` choices, so that islands can show a localized message.
 *
 * @example
 * try { targetNumber(11) } catch (e) {
 *   if (e instanceof RulesInputError) e.field; // 'difficulty', e.reason: 'above-maximum', e.max: 10
 * }
 */
export class RulesInputError extends RangeError {
  override readonly name = 'RulesInputError';
  readonly field: RulesInputField;
  readonly reason: RulesInputReason;
  /** The smallest allowed value, where one applies. */
  readonly min: number | undefined;
  /** The largest allowed value, where one applies. */
  readonly max: number | undefined;
  /** The allowed values of a choice (reason 'not-a-choice'). */
  readonly allowed: readonly (string | number)[] | undefined;
  /** The value that was refused. */
  readonly value: unknown;

  constructor(field: RulesInputField, reason: RulesInputReason, details: Details) {
    // One short pattern for every refusal ("skill: not-a-choice"): the reasons name themselves, and `min`, `max`,
    // `allowed` and `value` are on the error, where logs show them. Every island ships this class, right at its
    // size budget; readers see the islands' localized messages instead.
    super(`${field}: ${reason}`);
    this.field = field;
    this.reason = reason;
    this.min = details.min;
    this.max = details.max;
    this.allowed = details.allowed;
    this.value = details.value;
  }
}
