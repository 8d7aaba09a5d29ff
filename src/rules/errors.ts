import type { ChaosToken, SymbolToken } from './arkham/chaosTokens.ts';

// Bad input to a rule throws RulesInputError. Its structured fields let the UI show a localized message; the
// English `message` ("skill: not-a-choice") is for logs and developers.

/** Why an input was refused. */
export type RulesInputReason =
  | 'not-a-number'
  | 'not-an-integer'
  | 'below-minimum'
  | 'above-maximum'
  | 'not-a-choice'
  | 'not-a-boolean'
  | 'not-an-object'
  | 'not-a-function'
  | 'not-a-list'
  | 'too-much-effort'
  | 'retry-needs-effort'
  | 'track-too-healthy'
  | 'already-hale'
  | 'dead'
  | 'pool-at-zero'
  | 'already-defeated'
  | 'destroyed'
  | 'empty-bag';

/** The input an error is about: the name the public API uses for a field or a parameter. */
export type RulesInputField =
  // numbers
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
  | 'effortLevels'
  | 'maxEffort'
  | 'pool'
  | 'cost'
  | 'minimumCost'
  | 'might'
  | 'speed'
  | 'intellect'
  | 'max.might'
  | 'max.speed'
  | 'max.intellect'
  | 'armor'
  | 'amount'
  | 'natural'
  | 'd6'
  | 'tier'
  | 'rest'
  | 'points'
  | 'level'
  | 'health'
  | 'roll'
  | 'effectiveLevel'
  | 'steps'
  | 'units'
  | 'random'
  | 'distance'
  | 'weight'
  | 'targets'
  // choices
  | 'kind'
  | 'cover'
  | 'surprise'
  | 'light'
  | 'lowLight'
  | 'mist'
  | 'water'
  | 'riding'
  | 'jostled'
  | 'weaponRange'
  | 'jump'
  | 'runUp'
  | 'unit'
  | 'surface'
  | 'maneuver'
  | 'helpers'
  | 'skill'
  | 'ruleset'
  | 'track'
  | 'type'
  | 'target'
  | 'weapon'
  | 'state'
  | 'material'
  | 'hazard'
  | 'sides'
  // yes/no
  | 'attack'
  | 'impaired'
  | 'ignoreArmor'
  | 'throughCover'
  | 'prone'
  | 'higherGround'
  | 'otherSenses'
  | 'hiding'
  | 'invisible'
  | 'aquatic'
  | 'targetMoving'
  | 'dazed'
  | 'stabbing'
  | 'atLimit'
  | 'guarding'
  | 'distracted'
  | 'drewAttack'
  | 'exotic'
  | 'gear'
  // whole arguments
  | 'input'
  | 'options'
  | 'pc'
  | 'max'
  | 'hit'
  | 'npc'
  | 'object'
  | 'attacker'
  | 'defender'
  | 'naturals'
  // one side of a fight between PCs
  | RollOffField
  // Arkham Horror's chaos bag: the bag, a count of one kind of token, a symbol's or the elder sign's modifier and effect,
  // and the campaign and difficulty whose starting bag is asked for
  | 'bag'
  | 'campaign'
  | 'campaignDifficulty'
  | `bag.${ChaosToken}`
  | SymbolToken
  | 'elderSign'
  | `${SymbolToken | 'elderSign'}Effect`;

/** An input of one side of a fight between PCs (resolvePlayerVsPlayer), named with its side. */
type RollOffField = `${'attacker' | 'defender'}.${'skill' | 'assets' | 'effort' | 'hinder' | 'bonus' | 'natural'}`;

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
