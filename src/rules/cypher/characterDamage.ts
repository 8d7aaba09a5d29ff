// A hit on a character, through the Armor on their sheet, down their Pools and the damage track (`applyDamage`).
import { RulesInputError } from '../core/errors.ts';
import { checkCharacter, currentPools, withPools, type Character } from './character.ts';
import { applyDamage, type DamageResult, type Hit } from './damage.ts';

/**
 * What a hit does to this character (`applyDamage` with their Pools, Armor and damage track): Armor stops what it
 * stops of Might damage, the Pools take the rest in order and each Pool that reaches 0 moves the character one step
 * down the damage track. A dead character takes no more hits: refused (`dead`).
 * 004 "Armor", "The Effects of Taking Damage", "The Damage Track"; 000 "피해의 효과".
 *
 * @example
 * // Armor 1; Might 5, Speed 6, Intellect 10; a hit of 8: Armor stops 1, Might gives 5 and reaches 0, Speed 2.
 * characterHit(character, { amount: 8 }); // { might: 0, speed: 4, intellect: 10, track: 'impaired', absorbed: 1, ... }
 */
export function characterHit(character: Character, hit: Hit): DamageResult {
  const checked = checkCharacter(character);
  if (checked.track === 'dead') throw new RulesInputError('track', 'dead', { value: checked.track });
  return applyDamage({ ...currentPools(checked), track: checked.track, armor: checked.armor }, hit);
}

/**
 * The character after a hit (`characterHit`).
 *
 * @example
 * takeHit(character, { amount: 8 }).track; // 'impaired'
 */
export function takeHit<C extends Character>(character: C, hit: Hit): C {
  const result = characterHit(character, hit);
  return withPools(checkCharacter(character), result, result.track);
}
