import { checkBoolean, checkInteger } from '../core/check.ts';
import { damageTrack } from './track.ts';

/** Extra result of a special roll outside of damage. */
export type SpecialEffect = 'none' | 'minor' | 'major';

/** A natural d20 result with a special rule. */
export type SpecialNatural = 1 | 17 | 18 | 19 | 20;

/** One row of the special rolls table. */
export interface SpecialRollRow {
  natural: SpecialNatural;
  name: `rules.specialRoll.${SpecialNatural}.name`;
  /** Extra damage when the roll was a damage-dealing attack. */
  attackDamage: number;
  effect: SpecialEffect;
}

/**
 * The special rolls. 004 "Special Rolls" (1: GM intrusion; 17: +1 damage; 18: +2; 19: +3 damage or a minor effect;
 * 20: +4 damage or a major effect, and the action's point cost drops to 0); 000 "특수 효과"; 001 (Spanish) "19
 * natural", "20 natural", "17 ó 18 naturales", "1 natural".
 */
export const specialRolls = [
  { natural: 1, name: 'rules.specialRoll.1.name', attackDamage: 0, effect: 'none' },
  { natural: 17, name: 'rules.specialRoll.17.name', attackDamage: 1, effect: 'none' },
  { natural: 18, name: 'rules.specialRoll.18.name', attackDamage: 2, effect: 'none' },
  { natural: 19, name: 'rules.specialRoll.19.name', attackDamage: 3, effect: 'minor' },
  { natural: 20, name: 'rules.specialRoll.20.name', attackDamage: 4, effect: 'major' },
] as const satisfies readonly SpecialRollRow[];

/** The roll being judged. */
export interface SpecialRollContext {
  /** The roll was a damage-dealing attack. */
  attack: boolean;
  /** The roller is impaired. Default false. */
  impaired?: boolean;
}

/** What a natural d20 result grants. */
export interface SpecialRollResult {
  /** Natural 1: the GM makes a free intrusion. */
  intrusion: boolean;
  /** Extra damage of an attack. */
  bonusDamage: number;
  /** Minor or major effect. */
  effect: SpecialEffect;
  /** An attack's bonus damage and its effect are alternatives: the player takes one of them. */
  damageOrEffect: boolean;
  /**
   * Natural 20: points spent from a Pool on this action are regained (its cost drops to 0). Not for an impaired
   * character: the site's reading `impaired-refund` (readings.ts).
   */
  refundsCost: boolean;
}

const ordinaryRoll = { attackDamage: 0, effect: 'none' } as const;

/**
 * What a natural d20 result grants. Impaired characters ignore minor and major effects, and their attacks gain at
 * most 1 extra point of damage.
 * 004 "Special Rolls" and "The Damage Track" (Impaired); 002 "The Damage Track"; 000 "특수 효과".
 *
 * The refund of a natural 20 ("If the PC spent points from a stat Pool on the action, the point cost for the action
 * decreases to 0") is given in the entry headed "20: Major Effect" (004 "Special Rolls"; 000 "특수 효과"), and 004
 * "Action: Activate a Special Ability" makes the lower cost the fruit of the major effect ("a major effect, which would
 * reduce the cost for their action"). An impaired character "ignores minor and major effect results on their rolls"
 * (004 "The Damage Track"). Whether that takes the refund too, the sources do not say in so many words: this module
 * reads the refund as part of the major effect, so an impaired character's natural 20 gives no points back, the site's
 * reading `impaired-refund` (readings.ts; the tools name the other reading beside it).
 *
 * @example
 * specialRoll(19, { attack: true }); // { intrusion: false, bonusDamage: 3, effect: 'minor', damageOrEffect: true, refundsCost: false }
 * specialRoll(18, { attack: true, impaired: true }).bonusDamage; // 1
 */
export function specialRoll(natural: number, ctx: SpecialRollContext): SpecialRollResult {
  const face = checkInteger('natural', natural, { min: 1, max: 20 });
  const attack = checkBoolean('attack', ctx?.attack);
  const state = damageTrack[checkBoolean('impaired', ctx?.impaired ?? false) ? 'impaired' : 'hale'];
  const row = specialRolls.find((special) => special.natural === face) ?? ordinaryRoll;
  const attackDamage =
    state.specialRollDamageCap === null ? row.attackDamage : Math.min(row.attackDamage, state.specialRollDamageCap);
  const effect = state.ignoresMinorMajorEffects ? 'none' : row.effect;
  return {
    intrusion: face === 1,
    bonusDamage: attack ? attackDamage : 0,
    effect,
    damageOrEffect: attack && effect !== 'none',
    refundsCost: face === 20 && !state.ignoresMinorMajorEffects,
  };
}
