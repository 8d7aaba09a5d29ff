import { checkBoolean, checkInteger } from '../core/check.ts';
import { RulesInputError } from '../core/errors.ts';
import { MAX_BONUS, MIN_TIER, ranges } from './limits.ts';
import {
  checkRecoveringPc,
  recoverPools,
  restLadder,
  type RecoveringPc,
  type RestRow,
  type RestTime,
} from './recovery.ts';
import { stats } from './stats.ts';
import type { Pools, Track } from './types.ts';

// A day of recovery rolls, as a character sheet keeps it: four boxes, one for each roll of the day, ticked as each
// is taken, and cleared when a new day begins. 004 "Recovering Points in a Pool"; 002 the same section; 000 "역량
// 점수 회복하기".

/** Which of the day's four recovery rolls are used, by the rest each needs: the four boxes of a character sheet. */
export type RecoveryRollsUsed = Record<RestTime, boolean>;

/**
 * A new day: none of its recovery rolls used. The fourth roll's ten-hour rest ends the day ("After that much rest,
 * it's assumed to be a new day, so the next time you rest, it takes only a few seconds"). 004 "Recovering Points in
 * a Pool"; 002 the same section.
 *
 * @example
 * newRecoveryDay(); // { action: false, tenMinutes: false, oneHour: false, tenHours: false }
 */
export function newRecoveryDay(): RecoveryRollsUsed {
  return { action: false, tenMinutes: false, oneHour: false, tenHours: false };
}

/** The boxes checked: each a yes or no, in the order of the day's rests. */
function checkUsed(used: RecoveryRollsUsed): RecoveryRollsUsed {
  return Object.fromEntries(
    restLadder.map(({ time }) => [time, checkBoolean(`used.${time}`, used?.[time])]),
  ) as RecoveryRollsUsed;
}

/** A character about to take a recovery roll: Pools, maxima, damage track, and the day's rolls used so far. */
export interface RestingPc extends RecoveringPc {
  used: RecoveryRollsUsed;
}

/**
 * The next recovery roll a character can take today, and the rest it needs: the first whose box is not ticked. The
 * rolls of a day come in order ("The first time you rest each day… The second time…"), so a box ticked after one that
 * is not is refused (`rests-out-of-order`); so is a fifth roll once the four are used (`day-over`, `max` the four):
 * only the fourth roll's ten-hour rest starts a new day. A dead character takes none ("Dead is dead"), and the Pools,
 * maxima and track are checked as for any recovery (recoverPools). 004 "Recovering Points in a Pool" (text and
 * table); 002 the same section; 000 "역량 점수 회복하기".
 *
 * @example
 * nextRecoveryRoll({ ...pc, used: { action: true, tenMinutes: false, oneHour: false, tenHours: false } }).time;
 * // 'tenMinutes'
 */
export function nextRecoveryRoll(pc: RestingPc): RestRow {
  checkRecoveringPc(pc);
  const used = checkUsed(pc.used);
  const ticked = restLadder.map(({ time }) => used[time]);
  const next = ticked.indexOf(false);
  if (next === -1) throw new RulesInputError('used', 'day-over', { max: restLadder.length, value: pc.used });
  if (ticked.includes(true, next)) throw new RulesInputError('used', 'rests-out-of-order', { value: pc.used });
  // `next` is the index of a rung of the ladder.
  return restLadder[next]!;
}

/** A recovery roll: the d6, the bonus added to it, and how the player shares its points among the Pools. */
export interface RecoveryRollTaken {
  /** The d6 result, 1..6. */
  d6: number;
  /** What the roll adds to the die: the tier (1..6), or more where an ability adds to it (up to MAX_BONUS). */
  bonus: number;
  /** The points each Pool gets. */
  share: Pools;
}

/** The character after a recovery roll, and the roll. */
export interface RecoveryRollResult extends Pools {
  track: Track;
  /** The day's rolls, this one now used. */
  used: RecoveryRollsUsed;
  /** Which roll of the day it was, and the rest it took. */
  rest: RestRow;
  /** The roll's points: the d6 plus the bonus. */
  points: number;
  /** Points that went nowhere, because the Pools had no room left for them. */
  lost: number;
}

/**
 * Takes the day's next recovery roll: a d6 plus the bonus (the tier: "roll a d6 and add your tier"), its points
 * shared among the Pools as the player wishes, the roll's box ticked. Resting never raises a Pool past its maximum, so
 * a share that would is refused (`past-pool-maximum`, `max` the room left in that Pool); the shares may not add up
 * to more than the roll (`share-above-roll`, `max` the roll's points), and must use every point the Pools have room
 * for (`share-below-roll`, `min` the points to share): only points no Pool can take go away. Each Pool raised from 0
 * moves the character one step up the damage track (recoverPools). A fifth roll in a day is refused (nextRecoveryRoll).
 * 004 "Recovering Points in a Pool" and "Restoring the Damage Track"; 002 the same sections; 000 "역량 점수 회복하기".
 *
 * @example
 * // 004's example: a roll of 4 after losing 4 Might and 2 Speed, shared 2 and 2.
 * takeRecoveryRoll(
 *   { might: 6, speed: 8, intellect: 10, track: 'hale', max: { might: 10, speed: 10, intellect: 10 }, used: newRecoveryDay() },
 *   { d6: 3, bonus: 1, share: { might: 2, speed: 2, intellect: 0 } },
 * ); // { might: 8, speed: 10, intellect: 10, track: 'hale', used: { action: true, … }, rest: { rest: 1, time: 'action', … }, points: 4, lost: 0 }
 */
export function takeRecoveryRoll(pc: RestingPc, roll: RecoveryRollTaken): RecoveryRollResult {
  const rest = nextRecoveryRoll(pc);
  const { max, track, ...current } = checkRecoveringPc(pc);
  const points =
    checkInteger('d6', roll?.d6, { min: 1, max: 6 }) +
    checkInteger('bonus', roll?.bonus, { min: MIN_TIER, max: MAX_BONUS });
  const share = {} as Pools;
  let room = 0;
  for (const { stat } of stats) {
    const space = max[stat] - current[stat];
    share[stat] = checkInteger(`share.${stat}`, roll.share?.[stat], ranges.points);
    if (share[stat] > space)
      throw new RulesInputError(`share.${stat}`, 'past-pool-maximum', { min: 0, max: space, value: share[stat] });
    room += space;
  }
  const shared = share.might + share.speed + share.intellect;
  if (shared > points) throw new RulesInputError('share', 'share-above-roll', { max: points, value: shared });
  const toShare = Math.min(points, room);
  if (shared < toShare) throw new RulesInputError('share', 'share-below-roll', { min: toShare, value: shared });
  const after = recoverPools({ ...current, track, max }, { roll: points, ...share });
  return {
    might: after.might,
    speed: after.speed,
    intellect: after.intellect,
    track: after.track,
    used: { ...checkUsed(pc.used), [rest.time]: true },
    rest,
    points,
    lost: after.wasted,
  };
}
