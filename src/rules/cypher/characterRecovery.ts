// A character's recovery rolls: the d6 plus their bonus, shared among the Pools as the reader chooses (or spent on a
// step up the damage track), each marked on the sheet, four a day; and the new day that the ten hours of rest begin.
import { checkInteger } from '../core/check.ts';
import { RulesInputError } from '../core/errors.ts';
import { checkCharacter, currentPools, withPools, type Character } from './character.ts';
import { RECOVERY_ROLLS_PER_DAY } from './limits.ts';
import { recoverPools, restTime, spendRecoveryRoll, type RecoveredPc, type RestRow } from './recovery.ts';
import type { Pools } from './types.ts';

/** Where a recovery roll's points go: a share for each Pool (the rest is lost), or one step up the damage track. */
export type RecoveryShare = Partial<Pools> | 'track';

/**
 * What the character's recovery roll adds to the d6: their recovery bonus, which is their tier unless the sheet says
 * otherwise (an advancement adds 2, CSRD "Character Tiers": "Add 2 to your recovery rolls"). 004 "Recovering Points
 * in a Pool" ("roll a d6 and add your tier").
 */
export function recoveryBonus(character: Character): number {
  const checked = checkCharacter(character);
  return checked.recoveryBonus ?? checked.tier;
}

/** The character's next recovery roll: its points for this d6 and the rest it needs. */
export interface NextRecoveryRoll {
  /** The d6 plus the recovery bonus. */
  points: number;
  /** Which roll of the day it is (1..4) and how long the rest before it takes. */
  rest: RestRow;
}

/**
 * The character's next recovery roll for a d6 (1..6). Four a day, after one action, ten minutes, one hour and ten
 * hours of rest: a fifth, before a new day begins, is refused (`no-recovery-roll-left`). 004 "Recovering Points in
 * a Pool"; 000 "역량 점수 회복하기".
 *
 * @example
 * characterRecoveryRoll({ ...character, tier: 2, recoveryBonus: null, recoveryRollsUsed: 1 }, 3); // { points: 5, rest: ten minutes }
 */
export function characterRecoveryRoll(character: Character, d6: number): NextRecoveryRoll {
  const checked = checkCharacter(character);
  if (checked.recoveryRollsUsed === RECOVERY_ROLLS_PER_DAY) {
    throw new RulesInputError('recoveryRollsUsed', 'no-recovery-roll-left', {
      max: RECOVERY_ROLLS_PER_DAY,
      value: checked.recoveryRollsUsed + 1,
    });
  }
  return {
    points: checkInteger('d6', d6, { min: 1, max: 6 }) + recoveryBonus(checked),
    rest: restTime(checked.recoveryRollsUsed + 1),
  };
}

/**
 * What the character's next recovery roll does with a d6 and a share: the points raise the Pools as shared (no Pool
 * above its maximum, the excess and what is not shared is lost, `wasted`), each Pool raised from 0 moves the
 * character one step up the damage track; or, with every Pool above 0, the roll buys one step up the track instead.
 * Refused as `recoverPools` and `spendRecoveryRoll` refuse (a share above the roll, a dead character, a track already
 * hale) and as `characterRecoveryRoll` refuses a fifth roll.
 * 004 "Recovering Points in a Pool" (the points divided among the Pools "however you wish") and "Restoring the Damage
 * Track"; 000 "역량 점수 회복하기".
 */
export function characterRecovery(character: Character, d6: number, share: RecoveryShare): RecoveredPc {
  const checked = checkCharacter(character);
  const { points } = characterRecoveryRoll(checked, d6);
  const pc = {
    ...currentPools(checked),
    track: checked.track,
    max: { might: checked.might.max, speed: checked.speed.max, intellect: checked.intellect.max },
  };
  return share === 'track' ? spendRecoveryRoll(pc, points, 'track') : recoverPools(pc, { ...share, roll: points });
}

/**
 * The character after their next recovery roll (`characterRecovery`), the roll marked as used.
 *
 * @example
 * takeCharacterRecoveryRoll(character, 4, { might: 3, speed: 2 }).recoveryRollsUsed; // one more than before
 */
export function takeCharacterRecoveryRoll<C extends Character>(character: C, d6: number, share: RecoveryShare): C {
  const result = characterRecovery(character, d6, share);
  return {
    ...withPools(checkCharacter(character), result, result.track),
    recoveryRollsUsed: character.recoveryRollsUsed + 1,
  };
}

/**
 * Ten hours of rest begin a new day: the next recovery roll takes one action again, so all four are there to take.
 * 004 "Recovering Points in a Pool" ("After that much rest, it's assumed to be a new day"); 000 "역량 점수 회복하기".
 *
 * @example
 * startNewDay(character).recoveryRollsUsed; // 0
 */
export function startNewDay<C extends Character>(character: C): C {
  return { ...checkCharacter(character), recoveryRollsUsed: 0 };
}
