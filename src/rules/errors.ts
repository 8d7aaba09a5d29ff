// Bad input to a rule throws RulesInputError. Its structured fields let the UI show a localized
// message; the English `message` is for logs and developers. Every message lives in this file.

/** Why an input was refused. */
export type RulesInputReason =
  | 'not-a-number'
  | 'not-an-integer'
  | 'below-minimum'
  | 'above-maximum'
  | 'too-much-effort'
  | 'retry-needs-effort'
  | 'track-too-healthy'
  | 'already-hale'
  | 'dead'
  | 'pool-at-zero'
  | 'destroyed';

/** The input field an error is about (the name the public API uses for it). */
export type RulesInputField =
  | 'difficulty'
  | 'assets'
  | 'effort'
  | 'hinder'
  | 'bonus'
  | 'levels'
  | 'edge'
  | 'initialCost'
  | 'abilityCost'
  | 'effortTask'
  | 'effortDamage'
  | 'maxEffort'
  | 'pool'
  | 'might'
  | 'speed'
  | 'intellect'
  | 'max.might'
  | 'max.speed'
  | 'max.intellect'
  | 'armor'
  | 'amount'
  | 'track'
  | 'object'
  | 'natural'
  | 'd6'
  | 'tier'
  | 'rest'
  | 'points'
  | 'level'
  | 'health'
  | 'roll'
  | 'steps'
  | 'units'
  | 'random'
  | 'distance'
  | 'weight'
  | 'targets'
  | RollOffField;

/** An input of one side of a fight between PCs (resolvePlayerVsPlayer), named with its side. */
type RollOffField = `${'attacker' | 'defender'}.${'skill' | 'assets' | 'effort' | 'hinder' | 'bonus' | 'natural'}`;

/** Allowed range of a whole-number input: every input has a minimum, some a maximum. */
export interface Range {
  min: number;
  max?: number;
}

/** What an error reports besides field and reason. */
interface Details {
  min?: number;
  max?: number;
  value?: unknown;
}

/**
 * Bad input to a rule. A RangeError with the field, the reason and, where they apply, the allowed
 * `min`/`max`, so that islands can show a localized message.
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
  /** The value that was refused. */
  readonly value: unknown;

  constructor(field: RulesInputField, reason: RulesInputReason, details: Details) {
    super(message(field, reason, details));
    this.field = field;
    this.reason = reason;
    this.min = details.min;
    this.max = details.max;
    this.value = details.value;
  }
}

function rangeText({ min, max }: Details): string {
  return max === undefined ? `a whole number, ${min} or more` : `a whole number from ${min} to ${max}`;
}

function message(field: RulesInputField, reason: RulesInputReason, details: Details): string {
  const got = `got ${String(details.value)}`;
  switch (reason) {
    case 'not-a-number':
    case 'not-an-integer':
    case 'below-minimum':
    case 'above-maximum':
      return `${field} must be ${rangeText(details)}; ${got}`;
    case 'too-much-effort':
      return `${field}: ${String(details.value)} levels of Effort in one action exceed the character's Effort of ${details.max}`;
    case 'retry-needs-effort':
      return `${field}: retrying a failed task needs at least ${details.min} level of Effort; ${got}`;
    case 'track-too-healthy':
      return `${field}: a character with ${details.min} Pool(s) at 0 is at least ${details.min} step(s) down the damage track; ${got}`;
    case 'already-hale':
      return `${field}: the character is already hale`;
    case 'dead':
      return `${field}: a dead character cannot recover`;
    case 'pool-at-zero':
      return `${field}: the Pool is at 0, so the damage track cannot be restored instead of points`;
    case 'destroyed':
      return `${field}: a destroyed object cannot be repaired`;
  }
}

/**
 * The one input check of the module: `value` must be a whole number within `range`.
 * Returns the value; throws RulesInputError otherwise. No clamping.
 *
 * @example
 * checkInteger('assets', 3, { min: 0 }); // 3
 * checkInteger('difficulty', 11, { min: 0, max: 10 }); // throws: above-maximum
 */
export function checkInteger(field: RulesInputField, value: unknown, range: Range): number {
  const details = { ...range, value };
  if (typeof value !== 'number' || Number.isNaN(value)) {
    throw new RulesInputError(field, 'not-a-number', details);
  }
  if (!Number.isInteger(value)) throw new RulesInputError(field, 'not-an-integer', details);
  if (value < range.min) throw new RulesInputError(field, 'below-minimum', details);
  if (range.max !== undefined && value > range.max) {
    throw new RulesInputError(field, 'above-maximum', details);
  }
  return value;
}
