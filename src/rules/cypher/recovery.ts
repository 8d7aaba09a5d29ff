import { checkChoice, checkInteger } from '../core/check.ts';
import type { Die } from '../core/dice.ts';
import { RulesInputError } from '../core/errors.ts';
import { MAX_COUNT, MAX_TIER, MIN_TIER, ranges } from './limits.ts';
import { checkRuleset, rulesets } from './rulesets.ts';
import { stats } from './stats.ts';
import { checkTrack, stepUp, tracks } from './track.ts';
import type { Pools, RulesetId, Stat, Track } from './types.ts';

/** How long a rest takes. */
export type RestTime = 'action' | 'tenMinutes' | 'oneHour' | 'tenHours';

/** How long a rest takes, as the rules count it: one action, or so many minutes or hours. */
export type RestDuration = { amount: 1; unit: 'action' } | { amount: number; unit: 'minute' | 'hour' };

/** One rung of the daily rest ladder. */
export interface RestRow {
  /** Which rest of the day: 1 to 4. */
  rest: 1 | 2 | 3 | 4;
  time: RestTime;
  duration: RestDuration;
  name: `rules.recovery.rest.${RestTime}`;
}

/**
 * The daily rest ladder: the nth recovery roll of a day needs this much rest; after the fourth a new day begins.
 * 004 "Recovering Points in a Pool" (table); 002 same section; 000 "역량 점수 회복하기".
 */
export const restLadder = [
  { rest: 1, time: 'action', duration: { amount: 1, unit: 'action' }, name: 'rules.recovery.rest.action' },
  {
    rest: 2,
    time: 'tenMinutes',
    duration: { amount: 10, unit: 'minute' },
    name: 'rules.recovery.rest.tenMinutes',
  },
  { rest: 3, time: 'oneHour', duration: { amount: 1, unit: 'hour' }, name: 'rules.recovery.rest.oneHour' },
  { rest: 4, time: 'tenHours', duration: { amount: 10, unit: 'hour' }, name: 'rules.recovery.rest.tenHours' },
] as const satisfies readonly RestRow[];

/**
 * The dice of one recovery roll: one d6, to which the tier is added (recoveryRoll). 004 "Recovering Points in a Pool"
 * ("roll a d6 and add your tier"); 000 "역량 점수 회복하기" ("1d6 + 1" at tier 1).
 */
export const recoveryDice = { count: 1, die: 6 } as const satisfies { count: number; die: Die };

/**
 * The rest needed for the `restNumber`-th recovery roll since the last new day (1, 2, 3...). The ladder repeats:
 * the fifth rest is the first of a new day. 004 "Recovering Points in a Pool"; 000 "역량 점수 회복하기".
 *
 * @example
 * restTime(2).time; // 'tenMinutes'
 * restTime(5).time; // 'action'
 */
export function restTime(restNumber: number): RestRow {
  const rest = checkInteger('rest', restNumber, { min: 1, max: MAX_COUNT });
  // (rest - 1) % 4 is always a rung of the four-rung ladder.
  return restLadder[(rest - 1) % restLadder.length]!;
}

/** A recovery roll: the d6 result and the PC's tier. */
export interface RecoveryRollInput {
  /** The d6 result, 1..6. */
  d6: number;
  /** The PC's tier, 1..6. */
  tier: number;
}

/**
 * Points a recovery roll restores: 1d6 + tier, in the Cypher System and in Numenera alike.
 * 004 "Recovering Points in a Pool" ("roll a d6 and add your tier"); 002 (Ninth World) same section ("roll 1d6 and
 * add your tier"). 000 "역량 점수 회복하기" says "roll 1d6 + 1": the quick-start's characters are tier 1, so that is
 * the same rule at tier 1.
 *
 * @example
 * recoveryRoll({ d6: 3, tier: 2 }); // 5
 */
export function recoveryRoll(input: RecoveryRollInput): number {
  const d6 = checkInteger('d6', input?.d6, { min: 1, max: recoveryDice.die });
  const tier = checkInteger('tier', input?.tier, { min: MIN_TIER, max: MAX_TIER });
  return d6 + tier;
}

/** The most a full day of resting can restore: `dice` d6 plus `flat` points. */
export interface DailyRecovery {
  dice: number;
  flat: number;
  /** Length of that day in hours. */
  hours: number;
}

/**
 * What a day of nothing but resting restores: four recovery rolls, 4d6 + 4 x tier, over a day of the setting's
 * length. 004 "Recovering Points in a Pool" ("4d6 points + 4 points per tier"); 000 "역량 점수 회복하기" ("4d6
 * points + 4 points" for its tier 1 characters; "Ninth World days are 28 hours long").
 *
 * @example
 * dailyRecovery(3); // { dice: 4, flat: 12, hours: 24 }
 * dailyRecovery(3, 'numenera'); // { dice: 4, flat: 12, hours: 28 }
 */
export function dailyRecovery(tier: number, ruleset: RulesetId = 'cypher'): DailyRecovery {
  const checkedTier = checkInteger('tier', tier, { min: MIN_TIER, max: MAX_TIER });
  const rolls = restLadder.length;
  return {
    dice: rolls * recoveryDice.count,
    flat: rolls * checkedTier,
    hours: rulesets[checkRuleset(ruleset)].hoursPerDay,
  };
}

/** A PC before spending a recovery roll: current Pools, maximum Pools and damage track. */
export interface RecoveringPc extends Pools {
  track: Track;
  max: Pools;
}

/** How the points of one recovery roll are divided among the Pools. */
export interface RecoveryPoints extends Partial<Pools> {
  /** The recovery roll's total. The Pools' shares may not add up to more. */
  roll: number;
}

/** The PC after spending the recovery roll. */
export interface RecoveredPc extends Pools {
  track: Track;
  /** Points of the roll that went nowhere: above a Pool's maximum, or not assigned. */
  wasted: number;
}

/** A recovering PC's Pools, maxima and track, checked: each Pool within its maximum, the track consistent. */
export function checkRecoveringPc(pc: RecoveringPc): RecoveringPc {
  const max: Pools = {
    might: checkInteger('max.might', pc?.max?.might, ranges.maxPool),
    speed: checkInteger('max.speed', pc?.max?.speed, ranges.maxPool),
    intellect: checkInteger('max.intellect', pc?.max?.intellect, ranges.maxPool),
  };
  const current: Pools = {
    might: checkInteger('might', pc?.might, { min: 0, max: max.might }),
    speed: checkInteger('speed', pc?.speed, { min: 0, max: max.speed }),
    intellect: checkInteger('intellect', pc?.intellect, { min: 0, max: max.intellect }),
  };
  const track = checkChoice('track', pc?.track, tracks);
  if (track === 'dead') throw new RulesInputError('track', 'dead', { value: track });
  checkTrack(current, track);
  return { ...current, track, max };
}

/**
 * Spend a recovery roll's points on the Pools. No Pool goes above its maximum (the excess is lost); each Pool
 * raised from 0 moves the character one step up the damage track.
 * 004 "Recovering Points in a Pool" and "Restoring the Damage Track"; 002 same sections; 000 "역량 점수 회복하기".
 *
 * @example
 * recoverPools({ might: 0, speed: 6, intellect: 8, track: 'impaired', max: { might: 10, speed: 10, intellect: 10 } },
 *   { roll: 4, might: 4 }); // { might: 4, speed: 6, intellect: 8, track: 'hale', wasted: 0 }
 */
export function recoverPools(pc: RecoveringPc, points: RecoveryPoints): RecoveredPc {
  const { max, track, ...current } = checkRecoveringPc(pc);
  const roll = checkInteger('roll', points?.roll, ranges.points);
  const share: Pools = {
    might: checkInteger('points', points?.might ?? 0, ranges.points),
    speed: checkInteger('points', points?.speed ?? 0, ranges.points),
    intellect: checkInteger('points', points?.intellect ?? 0, ranges.points),
  };
  const assigned = share.might + share.speed + share.intellect;
  if (assigned > roll) throw new RulesInputError('points', 'above-maximum', { min: 0, max: roll, value: assigned });

  const after: Pools = { ...current };
  let raisedFromZero = 0;
  for (const { stat } of stats) {
    after[stat] = Math.min(max[stat], current[stat] + share[stat]);
    if (current[stat] === 0 && after[stat] > 0) raisedFromZero += 1;
  }
  const restored = after.might + after.speed + after.intellect - (current.might + current.speed + current.intellect);
  return { ...after, track: stepUp(track, raisedFromZero), wasted: roll - restored };
}

/**
 * Spend a recovery roll on the damage track instead of points: one step up. Allowed only when every Pool is
 * above 0 (the character was moved down by special damage).
 * 004 "Restoring the Damage Track"; 002 same section; 000 "역량 점수 회복하기".
 *
 * @example
 * recoverTrackStep({ might: 5, speed: 4, intellect: 6, track: 'debilitated' }); // 'impaired'
 */
export function recoverTrackStep(pc: Pools & { track: Track }): Track {
  for (const { stat } of stats) {
    if (checkInteger(stat, pc?.[stat], ranges.points) === 0) {
      throw new RulesInputError(stat, 'pool-at-zero', { value: 0 });
    }
  }
  const track = checkChoice('track', pc?.track, tracks);
  if (track === 'dead') throw new RulesInputError('track', 'dead', { value: track });
  if (track === 'hale') throw new RulesInputError('track', 'already-hale', { value: track });
  return stepUp(track, 1);
}

/** Where a whole recovery roll goes: all its points into one Pool, or one step up the damage track instead. */
export type RecoveryTarget = Stat | 'track';

/** Every recovery target: the three Pools, then the damage track. */
export const recoveryTargets = ['might', 'speed', 'intellect', 'track'] as const satisfies readonly RecoveryTarget[];

/**
 * Spend a whole recovery roll: all its points on one Pool (`recoverPools`), or one step up the damage track instead
 * of points (`recoverTrackStep`).
 * 004 "Recovering Points in a Pool" and "Restoring the Damage Track"; 000 "역량 점수 회복하기".
 *
 * @example
 * spendRecoveryRoll(pc, 5, 'speed'); // Speed regains up to 5 points
 * spendRecoveryRoll(pc, 5, 'track'); // one step up the damage track, no points
 */
export function spendRecoveryRoll(pc: RecoveringPc, roll: number, target: RecoveryTarget): RecoveredPc {
  const where = checkChoice('target', target, recoveryTargets);
  if (where !== 'track') return recoverPools(pc, { roll, [where]: roll });
  const checked = checkRecoveringPc(pc);
  checkInteger('roll', roll, ranges.points);
  const { might, speed, intellect } = checked;
  return { might, speed, intellect, track: recoverTrackStep(checked), wasted: 0 };
}
