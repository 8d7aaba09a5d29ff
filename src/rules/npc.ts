import { absorbedByArmor, type Hit } from './damage.ts';
import { checkInteger } from './errors.ts';

/** Lowest and highest level of a creature. 004 "Key Concepts" (LEVEL: 1 to 10); 000 "전투". */
export const MIN_LEVEL = 1;
export const MAX_LEVEL = 10;

/** What an NPC's level gives it. */
export interface NpcStats {
  level: number;
  /** 3 x level: what the player's rolls against it must reach (including initiative). */
  target: number;
  /** Health unless its description says otherwise: equal to its target number. */
  health: number;
  /** Difficulty of a PC's attack roll against it. */
  attackDifficulty: number;
  /** Difficulty of a PC's defense roll against its attacks. */
  defenseDifficulty: number;
}

/**
 * An NPC's target number, health and attack/defense difficulties from its level.
 * 004 "Damage" (health equals its target number), "Encounters, Rounds, And Initiative" (target = 3 x level) and
 * "The Player Always Rolls" (the NPC's level sets the target of the player's attack and defense rolls);
 * 000 "전투" (attack difficulty = level); 002 (opening section: health equals target number).
 *
 * @example
 * npc(2); // { level: 2, target: 6, health: 6, attackDifficulty: 2, defenseDifficulty: 2 }
 */
export function npc(level: number): NpcStats {
  checkInteger('level', level, { min: MIN_LEVEL, max: MAX_LEVEL });
  return { level, target: 3 * level, health: 3 * level, attackDifficulty: level, defenseDifficulty: level };
}

/** The NPC after a hit. */
export interface NpcDamageResult {
  health: number;
  /** Health lost. */
  taken: number;
  /** Points Armor stopped. */
  absorbed: number;
  /** Health 0: dead, or incapacitated if the attacker wishes. */
  defeated: boolean;
}

/**
 * Apply a hit to an NPC: damage of any kind comes off its health, after Armor.
 * 004 "Damage" (NPCs have health, not Pools), "Armor" and "The Effects of Taking Damage" (an NPC at 0 health is
 * dead or incapacitated); 002 "The Effects of Taking Damage".
 *
 * @example
 * damageNpc({ health: 6, armor: 1 }, { amount: 4 }); // { health: 3, taken: 3, absorbed: 1, defeated: false }
 */
export function damageNpc(target: { health: number; armor?: number }, hit: Hit): NpcDamageResult {
  const health = checkInteger('health', target.health, { min: 0 });
  const armor = checkInteger('armor', target.armor ?? 0, { min: 0 });
  const amount = checkInteger('amount', hit.amount, { min: 0 });
  const absorbed = absorbedByArmor(amount, hit.type ?? 'might', hit.ignoreArmor ?? false, armor);
  const taken = Math.min(health, amount - absorbed);
  return { health: health - taken, taken, absorbed, defeated: health - taken === 0 };
}
