import { checkBoolean, checkChoice, checkInteger } from '../core/check.ts';
import { RulesInputError } from '../core/errors.ts';
import { ranges } from './limits.ts';
import { stats } from './stats.ts';
import { checkTrack, stepDown, tracks } from './track.ts';
import type { HitType, Pools, Stat, Track } from './types.ts';

/** A PC about to take damage. */
export interface PcState extends Pools {
  /** Default 'hale'. */
  track?: Track;
  /** Armor, whole number 0..20. Default 0. */
  armor?: number;
}

/** One source of damage. */
export interface Hit {
  /** Points of damage, whole number 0..9999. */
  amount: number;
  /** Default 'might': damage that names no stat is Might damage. */
  type?: HitType;
  /** The attack ignores Armor. Default false. */
  ignoreArmor?: boolean;
}

/** The PC after the hit. */
export interface DamageResult extends Pools {
  track: Track;
  /** Points the Pools lost. */
  taken: number;
  /** Points Armor stopped. */
  absorbed: number;
  /** Points left over once all three Pools were at 0. */
  overflow: number;
}

/** Every kind of hit: a stat's damage, or ambient damage. */
export const hitTypes = ['might', 'speed', 'intellect', 'ambient'] as const satisfies readonly HitType[];

/** Checks a hit's fields; returns them with their defaults. */
export function checkHit(hit: Hit): Required<Hit> {
  return {
    amount: checkInteger('amount', hit?.amount, ranges.points),
    type: checkChoice('type', hit?.type ?? 'might', hitTypes),
    ignoreArmor: checkBoolean('ignoreArmor', hit?.ignoreArmor ?? false),
  };
}

/**
 * Points of a hit that Armor stops: Armor counts only against Might damage that does not ignore it.
 * 004 "Armor" (Speed and Intellect damage ignore Armor; Armor reducing damage to 0 or lower means no damage) and
 * "Ambient Damage" (physical armor usually does not protect); 002 (opening section, on Armor); 000 "전투".
 */
export function absorbedByArmor({ amount, type, ignoreArmor }: Required<Hit>, armor: number): number {
  return type === 'might' && !ignoreArmor ? Math.min(armor, amount) : 0;
}

// 004 "The Effects of Taking Damage": damage goes to its own Pool first; once that Pool is at 0 the rest goes to
// Might, Speed, Intellect in that order, skipping Pools at 0. Damage that names no stat (ambient) is Might damage
// (004 "Damage").
function poolOrder(type: HitType): Stat[] {
  const first: Stat = type === 'ambient' ? 'might' : type;
  return [first, ...stats.map(({ stat }) => stat).filter((stat) => stat !== first)];
}

/**
 * Apply one hit to a PC. Armor reduces Might damage only; a Pool at 0 passes the rest on in the order Might,
 * Speed, Intellect; each Pool that reaches 0 moves the character one step down the damage track.
 * 004 "Armor", "The Effects of Taking Damage" and "The Damage Track"; 002 (opening section on Armor, "The
 * Effects of Taking Damage", "The Damage Track"); 000 "피해의 효과".
 *
 * @example
 * // 004 "The Effects of Taking Damage": 2 Armor, 0 Might, a claw for 3 -> 1 point from Speed.
 * applyDamage({ might: 0, speed: 5, intellect: 5, track: 'impaired', armor: 2 }, { amount: 3 });
 * // { might: 0, speed: 4, intellect: 5, track: 'impaired', taken: 1, absorbed: 2, overflow: 0 }
 */
export function applyDamage(pc: PcState, hit: Hit): DamageResult {
  const pools: Pools = {
    might: checkInteger('might', pc?.might, ranges.points),
    speed: checkInteger('speed', pc?.speed, ranges.points),
    intellect: checkInteger('intellect', pc?.intellect, ranges.points),
  };
  const track = checkChoice('track', pc?.track ?? 'hale', tracks);
  checkTrack(pools, track);
  const armor = checkInteger('armor', pc?.armor ?? 0, ranges.armor);
  const checkedHit = checkHit(hit);
  const { amount, type } = checkedHit;

  const absorbed = absorbedByArmor(checkedHit, armor);
  let left = amount - absorbed;
  let poolsReachingZero = 0;
  for (const stat of poolOrder(type)) {
    const lost = Math.min(pools[stat], left);
    if (lost > 0) {
      pools[stat] -= lost;
      left -= lost;
      if (pools[stat] === 0) poolsReachingZero += 1;
    }
  }
  return {
    ...pools,
    track: stepDown(track, poolsReachingZero),
    taken: amount - absorbed - left,
    absorbed,
    overflow: left,
  };
}

/** The NPC after a hit. */
export interface NpcDamageResult {
  health: number;
  /** Health lost. */
  taken: number;
  /** Points Armor stopped. */
  absorbed: number;
  /** Points left over once its health was at 0. */
  overflow: number;
  /** Health 0: dead, or incapacitated if the attacker wishes. */
  defeated: boolean;
}

/**
 * Apply a hit to an NPC: damage of any kind comes off its health, after Armor. An NPC already at 0 health is dead or
 * incapacitated, so there is nothing left to hit: it is refused (`already-defeated`).
 * 004 "Damage" (NPCs have health, not Pools), "Armor" and "The Effects of Taking Damage" (an NPC at 0 health is
 * dead or incapacitated); 002 "The Effects of Taking Damage".
 *
 * @example
 * damageNpc({ health: 6, armor: 1 }, { amount: 4 }); // { health: 3, taken: 3, absorbed: 1, overflow: 0, defeated: false }
 */
export function damageNpc(target: { health: number; armor?: number }, hit: Hit): NpcDamageResult {
  const health = checkInteger('health', target?.health, ranges.points);
  if (health === 0) throw new RulesInputError('health', 'already-defeated', { min: 1, value: health });
  const armor = checkInteger('armor', target?.armor ?? 0, ranges.armor);
  const checkedHit = checkHit(hit);
  const absorbed = absorbedByArmor(checkedHit, armor);
  const afterArmor = checkedHit.amount - absorbed;
  const taken = Math.min(health, afterArmor);
  return { health: health - taken, taken, absorbed, overflow: afterArmor - taken, defeated: health - taken === 0 };
}
