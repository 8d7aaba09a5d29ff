import { checkChoice, checkInteger } from '../core/check.ts';
import { effortDamage } from './effort.ts';
import { ranges } from './limits.ts';
import { specialRoll, type SpecialRollResult } from './specialRolls.ts';
import { weaponCategories, weapons, type WeaponCategory } from './weapons.ts';

/** A hit with a weapon: its category, Effort spent on damage, and the natural d20 the attack rolled. */
export interface AttackInput {
  weapon: WeaponCategory;
  /** Levels of Effort spent on damage (single target). */
  effortLevels?: number;
  /** The natural d20 result, 1..20 (17 and 18 add damage; 19 and 20 add damage or an effect). */
  natural: number;
  impaired?: boolean;
}

/** What a hit deals, and where each point comes from. */
export interface AttackDamage {
  /** Total damage of the hit, before the target's Armor. */
  amount: number;
  weapon: number;
  effort: number;
  /** The special roll's reading (its bonusDamage is the third part of the amount). */
  special: SpecialRollResult;
}

/**
 * The damage of a weapon hit: the weapon's damage, plus 3 per level of Effort on damage, plus the special roll's
 * extra damage (less when impaired). Armor is the target's to subtract (damageNpc, applyDamage).
 * 004 "Damage" (weapon damage; Effort adds 3 per level) and "Special Rolls" (17: +1, 18: +2, 19/20: +3/+4 or an
 * effect); 000 "전투" (weapon categories).
 *
 * @example
 * attackDamage({ weapon: 'medium', effortLevels: 1, natural: 18 }).amount; // 4 + 3 + 2 = 9
 */
export function attackDamage(input: AttackInput): AttackDamage {
  const weapon = weapons[checkChoice('weapon', input?.weapon, weaponCategories)].damage;
  const effort = effortDamage(checkInteger('effortLevels', input?.effortLevels ?? 0, ranges.effortLevels)).perTarget;
  const special = specialRoll(input?.natural, { attack: true, impaired: input?.impaired ?? false });
  return { amount: weapon + effort + special.bonusDamage, weapon, effort, special };
}
