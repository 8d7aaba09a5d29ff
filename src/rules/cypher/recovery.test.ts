import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dailyRecovery,
  recoverPools,
  recoverTrackStep,
  recoveryDice,
  recoveryRoll,
  restLadder,
  restTime,
  spendRecoveryRoll,
} from './recovery.ts';
import { tracks } from './track.ts';
import type { Pools, Track } from './types.ts';

describe('restTime', () => {
  // 004 "Recovering Points in a Pool" (table); 000 "역량 점수 회복하기": one action, ten minutes, one hour, ten hours.
  it.each([
    { rest: 1, time: 'action' },
    { rest: 2, time: 'tenMinutes' },
    { rest: 3, time: 'oneHour' },
    { rest: 4, time: 'tenHours' },
    // 004: after the fourth rest a new day begins and the ladder starts again.
    { rest: 5, time: 'action' },
    { rest: 6, time: 'tenMinutes' },
    { rest: 8, time: 'tenHours' },
  ])('rest $rest of the cycle takes $time', ({ rest, time }) => {
    expect(restTime(rest).time).toBe(time);
  });

  // 004 "Recovering Points in a Pool" (table): one action, ten minutes, one hour, ten hours; 000 "역량 점수 회복하기":
  // 행동 하나, 10분, 1시간, 10시간.
  it('gives each rest its duration', () => {
    expect(restLadder.map(({ duration }) => duration)).toEqual([
      { amount: 1, unit: 'action' },
      { amount: 10, unit: 'minute' },
      { amount: 1, unit: 'hour' },
      { amount: 10, unit: 'hour' },
    ]);
  });

  it('has four rungs with their keys', () => {
    expect(restLadder.map(({ rest, name }) => [rest, name])).toEqual([
      [1, 'rules.recovery.rest.action'],
      [2, 'rules.recovery.rest.tenMinutes'],
      [3, 'rules.recovery.rest.oneHour'],
      [4, 'rules.recovery.rest.tenHours'],
    ]);
  });

  it.each([0, -1, 1.5])('refuses rest %s', (rest) => {
    expect(() => restTime(rest)).toThrow(expect.objectContaining({ field: 'rest' }));
  });
});

describe('recoveryRoll', () => {
  it.each([
    // 004 "Recovering Points in a Pool": a d6 plus the tier; its example: a roll of 4 restores 4 points.
    { d6: 3, tier: 1, points: 4 },
    { d6: 3, tier: 4, points: 7 },
    { d6: 6, tier: 6, points: 12 },
    { d6: 1, tier: 6, points: 7 },
  ])('d6 $d6 at tier $tier -> $points', ({ d6, tier, points }) => {
    expect(recoveryRoll({ d6, tier })).toBe(points);
  });

  // 000 "역량 점수 회복하기" (the Numenera quick-start, tier 1 characters): "roll 1d6 + 1". 002 "Recovering Points
  // in a Pool" (Ninth World): "roll 1d6 and add your tier". The quick-start's rule is the tier 1 case.
  it.each([1, 2, 3, 4, 5, 6])("at tier 1 is the quick-start's 1d6 + 1 (d6 %i)", (d6) => {
    expect(recoveryRoll({ d6, tier: 1 })).toBe(d6 + 1);
  });

  // 004 "Recovering Points in a Pool": "roll a d6"; 000: "1d6 + 1".
  it('rolls one d6', () => {
    expect(recoveryDice).toEqual({ count: 1, die: 6 });
  });

  it('grows by one point per tier, whatever the die shows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 5 }), (d6, tier) => {
        expect(recoveryRoll({ d6, tier: tier + 1 }) - recoveryRoll({ d6, tier })).toBe(1);
      }),
    );
  });

  it.each([
    { input: { d6: 0, tier: 1 }, field: 'd6', reason: 'below-minimum' },
    { input: { d6: 7, tier: 1 }, field: 'd6', reason: 'above-maximum' },
    { input: { d6: 3, tier: 0 }, field: 'tier', reason: 'below-minimum' },
    { input: { d6: 3, tier: 7 }, field: 'tier', reason: 'above-maximum' },
  ])('refuses $input', ({ input, field, reason }) => {
    expect(() => recoveryRoll(input)).toThrow(expect.objectContaining({ field, reason }));
  });
});

describe('dailyRecovery', () => {
  // 004 "Recovering Points in a Pool": a full day of rest restores 4d6 points + 4 points per tier.
  it('Cypher System: 4d6 + 4 per tier over a 24-hour day', () => {
    expect(dailyRecovery(2)).toEqual({ dice: 4, flat: 8, hours: 24 });
  });

  // 000 "역량 점수 회복하기": "4d6 points + 4 points" at tier 1; "Ninth World days are 28 hours long".
  it("Numenera: the quick-start's 4d6 + 4 at tier 1, over a 28-hour day", () => {
    expect(dailyRecovery(1, 'numenera')).toEqual({ dice: 4, flat: 4, hours: 28 });
  });

  it('Numenera: 4 per tier at higher tiers, like the Cypher System', () => {
    expect(dailyRecovery(3, 'numenera')).toEqual({ dice: 4, flat: 12, hours: 28 });
  });

  it('is four recovery rolls', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.constantFrom('cypher' as const, 'numenera' as const),
        (tier, ruleset) => {
          const day = dailyRecovery(tier, ruleset);
          expect(day.flat).toBe(4 * (recoveryRoll({ d6: 1, tier }) - 1));
        },
      ),
    );
  });

  it('refuses tier 7', () => {
    expect(() => dailyRecovery(7)).toThrow(expect.objectContaining({ field: 'tier', max: 6 }));
  });
});

const max: Pools = { might: 10, speed: 10, intellect: 10 };

describe('recoverPools', () => {
  // 004 "Recovering Points in a Pool": a recovery roll of 4 after losing 4 Might and 2 Speed can restore 4 Might,
  // or 2 Might and 2 Speed.
  it.each([
    { share: { might: 4 }, after: { might: 10, speed: 8, intellect: 10 }, wasted: 0 },
    { share: { might: 2, speed: 2 }, after: { might: 8, speed: 10, intellect: 10 }, wasted: 0 },
    // 004: no Pool goes past its maximum; extra points go away.
    { share: { speed: 4 }, after: { might: 6, speed: 10, intellect: 10 }, wasted: 2 },
    { share: { might: 1 }, after: { might: 7, speed: 8, intellect: 10 }, wasted: 3 },
  ])('a roll of 4 split $share', ({ share, after, wasted }) => {
    const pc = { might: 6, speed: 8, intellect: 10, track: 'hale' as const, max };
    expect(recoverPools(pc, { roll: 4, ...share })).toEqual({ ...after, track: 'hale', wasted });
  });

  // 004 "Restoring the Damage Track": raising a Pool from 0 moves the character one step up.
  it('raising a Pool from 0 moves one step up the track', () => {
    const pc = { might: 0, speed: 6, intellect: 8, track: 'impaired' as const, max };
    expect(recoverPools(pc, { roll: 4, might: 4 })).toEqual({
      might: 4,
      speed: 6,
      intellect: 8,
      track: 'hale',
      wasted: 0,
    });
  });

  it('raising two Pools from 0 moves two steps up', () => {
    const pc = { might: 0, speed: 0, intellect: 8, track: 'debilitated' as const, max };
    expect(recoverPools(pc, { roll: 5, might: 3, speed: 2 }).track).toBe('hale');
  });

  it('refuses more points than the roll', () => {
    const pc = { might: 2, speed: 2, intellect: 2, track: 'hale' as const, max };
    expect(() => recoverPools(pc, { roll: 4, might: 3, speed: 2 })).toThrow(
      expect.objectContaining({ field: 'points', reason: 'above-maximum', max: 4, value: 5 }),
    );
  });

  // 004 "The Damage Track": "Dead is dead."
  it('refuses a dead character', () => {
    const pc = { might: 0, speed: 0, intellect: 0, track: 'dead' as const, max };
    expect(() => recoverPools(pc, { roll: 4, might: 4 })).toThrow(
      expect.objectContaining({ field: 'track', reason: 'dead', message: 'track: dead' }),
    );
  });

  it.each([
    { pc: { might: 11, speed: 5, intellect: 5, track: 'hale', max }, field: 'might', reason: 'above-maximum' },
    { pc: { might: 5, speed: -1, intellect: 5, track: 'hale', max }, field: 'speed', reason: 'below-minimum' },
    {
      pc: { might: 5, speed: 5, intellect: 5, track: 'hale', max: { ...max, intellect: 0 } },
      field: 'max.intellect',
      reason: 'below-minimum',
    },
    { pc: { might: 0, speed: 5, intellect: 5, track: 'hale', max }, field: 'track', reason: 'track-too-healthy' },
  ] as const)('refuses $field ($reason)', ({ pc, field, reason }) => {
    expect(() => recoverPools(pc, { roll: 3 })).toThrow(expect.objectContaining({ field, reason }));
  });

  it.each([
    { points: { roll: -1 }, field: 'roll', reason: 'below-minimum' },
    { points: { roll: 4, might: -1 }, field: 'points', reason: 'below-minimum' },
    { points: { roll: 4, intellect: 0.5 }, field: 'points', reason: 'not-an-integer' },
  ])('refuses the split $points: $field $reason', ({ points, field, reason }) => {
    const pc = { might: 5, speed: 5, intellect: 5, track: 'hale' as const, max };
    expect(() => recoverPools(pc, points)).toThrow(expect.objectContaining({ field, reason }));
  });

  it('restores what the roll gives up to the maximums, and the track only moves up', () => {
    const pool = fc.integer({ min: 0, max: 10 });
    fc.assert(
      fc.property(
        // A living character has at most two Pools at 0 (a third would have killed them).
        fc
          .record({ might: pool, speed: pool, intellect: pool })
          .filter((p) => Object.values(p).filter((v) => v === 0).length < 3),
        fc.integer({ min: 0, max: 3 }),
        fc.record({
          might: fc.integer({ min: 0, max: 4 }),
          speed: fc.integer({ min: 0, max: 4 }),
          intellect: fc.integer({ min: 0, max: 4 }),
        }),
        fc.integer({ min: 0, max: 4 }),
        (pools, extraSteps, share, unassigned) => {
          const atZero = [pools.might, pools.speed, pools.intellect].filter((p) => p === 0).length;
          const track: Track = tracks[Math.min(2, atZero + extraSteps)] ?? 'debilitated';
          const roll = share.might + share.speed + share.intellect + unassigned;
          const after = recoverPools({ ...pools, track, max }, { roll, ...share });
          const before = pools.might + pools.speed + pools.intellect;
          expect(after.might + after.speed + after.intellect - before + after.wasted).toBe(roll);
          for (const stat of ['might', 'speed', 'intellect'] as const) {
            expect(after[stat]).toBeLessThanOrEqual(max[stat]);
            expect(after[stat]).toBeGreaterThanOrEqual(pools[stat]);
          }
          expect(tracks.indexOf(after.track)).toBeLessThanOrEqual(tracks.indexOf(track));
        },
      ),
    );
  });
});

describe('recoverTrackStep', () => {
  // 004 "Restoring the Damage Track"; 002 (a jack); 000 (a Jack): debilitated by a cell-disrupting device, rests
  // and moves up to impaired instead of recovering points.
  it('a debilitated character with all Pools above 0 moves up to impaired', () => {
    expect(recoverTrackStep({ might: 5, speed: 4, intellect: 6, track: 'debilitated' })).toBe('impaired');
    expect(recoverTrackStep({ might: 5, speed: 4, intellect: 6, track: 'impaired' })).toBe('hale');
  });

  it.each([
    // Issue 13: a track that is not on the damage track ('wounded') returned 'hale'.
    { pc: { might: 5, speed: 4, intellect: 6, track: 'wounded' }, field: 'track', reason: 'not-a-choice' },
    { pc: { might: 5, speed: 0, intellect: 6, track: 'debilitated' }, field: 'speed', reason: 'pool-at-zero' },
    { pc: { might: 5, speed: 4, intellect: 6, track: 'hale' }, field: 'track', reason: 'already-hale' },
    { pc: { might: 5, speed: 4, intellect: 6, track: 'dead' }, field: 'track', reason: 'dead' },
    { pc: { might: -2, speed: 4, intellect: 6, track: 'impaired' }, field: 'might', reason: 'below-minimum' },
  ] as const)('refuses $pc: $reason', ({ pc, field, reason }) => {
    expect(() => recoverTrackStep(pc as never)).toThrow(expect.objectContaining({ field, reason }));
  });

  it('names the field and the reason in its message', () => {
    expect(() => recoverTrackStep({ might: 5, speed: 4, intellect: 6, track: 'hale' })).toThrow('track: already-hale');
    expect(() => recoverTrackStep({ might: 0, speed: 4, intellect: 6, track: 'impaired' })).toThrow(
      'might: pool-at-zero',
    );
  });
});

describe('spendRecoveryRoll', () => {
  const max = { might: 10, speed: 10, intellect: 10 };

  // 004 "Recovering Points in a Pool": the points go to a Pool, never above its maximum.
  it('puts the whole roll into one Pool', () => {
    expect(spendRecoveryRoll({ might: 0, speed: 6, intellect: 8, track: 'impaired', max }, 5, 'might')).toEqual({
      might: 5,
      speed: 6,
      intellect: 8,
      track: 'hale',
      wasted: 0,
    });
    expect(spendRecoveryRoll({ might: 9, speed: 6, intellect: 8, track: 'hale', max }, 5, 'might')).toMatchObject({
      might: 10,
      wasted: 4,
    });
  });

  // 004 "Restoring the Damage Track": the roll moves the character one step up instead of restoring points.
  it('or buys one step up the damage track instead', () => {
    expect(spendRecoveryRoll({ might: 5, speed: 4, intellect: 6, track: 'debilitated', max }, 5, 'track')).toEqual({
      might: 5,
      speed: 4,
      intellect: 6,
      track: 'impaired',
      wasted: 0,
    });
  });

  // Issue 13: recoverTo=luck reported all the points "lost above the maximum".
  it.each([
    { target: 'luck', roll: 5, field: 'target', reason: 'not-a-choice' },
    { target: 'track', roll: -1, field: 'roll', reason: 'below-minimum' },
    { target: 'might', roll: 10_000, field: 'roll', reason: 'above-maximum' },
  ])('refuses the target $target with a roll of $roll: $field $reason', ({ target, roll, field, reason }) => {
    expect(() =>
      spendRecoveryRoll({ might: 5, speed: 4, intellect: 6, track: 'impaired', max }, roll, target as never),
    ).toThrow(expect.objectContaining({ field, reason }));
  });

  it('refuses what recoverPools and recoverTrackStep refuse, for both targets', () => {
    const dead = { might: 0, speed: 0, intellect: 0, track: 'dead' as const, max };
    expect(() => spendRecoveryRoll(dead, 5, 'track')).toThrow(expect.objectContaining({ reason: 'dead' }));
    expect(() => spendRecoveryRoll(dead, 5, 'speed')).toThrow(expect.objectContaining({ reason: 'dead' }));
    const hale = { might: 5, speed: 4, intellect: 6, track: 'hale' as const, max };
    expect(() => spendRecoveryRoll(hale, 5, 'track')).toThrow(expect.objectContaining({ reason: 'already-hale' }));
  });
});
