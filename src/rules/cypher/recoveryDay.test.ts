import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { restLadder } from './recovery.ts';
import { newRecoveryDay, nextRecoveryRoll, takeRecoveryRoll, type RecoveryRollsUsed } from './recoveryDay.ts';
import { tracks } from './track.ts';
import type { Pools, Track } from './types.ts';

const max: Pools = { might: 10, speed: 10, intellect: 10 };
const none: Pools = { might: 0, speed: 0, intellect: 0 };
/** A hale character with room in every Pool. */
const resting = { might: 5, speed: 5, intellect: 5, track: 'hale' as const, max };

/** A day with its first `count` rolls used, in order. */
const usedFirst = (count: number): RecoveryRollsUsed =>
  Object.fromEntries(restLadder.map(({ time }, index) => [time, index < count])) as RecoveryRollsUsed;

describe('newRecoveryDay', () => {
  // 004 "Recovering Points in a Pool": after the fourth rest "it's assumed to be a new day, so the next time you
  // rest, it takes only a few seconds".
  it('has none of its four rolls used, so its next roll takes one action', () => {
    expect(newRecoveryDay()).toEqual({ action: false, tenMinutes: false, oneHour: false, tenHours: false });
    expect(nextRecoveryRoll({ ...resting, used: newRecoveryDay() }).time).toBe('action');
  });

  it('is a fresh day each time: changing one leaves the next alone', () => {
    const day = newRecoveryDay();
    day.action = true;
    expect(newRecoveryDay().action).toBe(false);
  });
});

describe('nextRecoveryRoll', () => {
  // 004 "Recovering Points in a Pool" (table) and 002, 000 "역량 점수 회복하기": the first rest of a day takes an
  // action, the second ten minutes, the third an hour, the fourth ten hours.
  it.each([
    { used: 0, rest: 1, time: 'action' },
    { used: 1, rest: 2, time: 'tenMinutes' },
    { used: 2, rest: 3, time: 'oneHour' },
    { used: 3, rest: 4, time: 'tenHours' },
  ])('after $used rolls of the day, the next is roll $rest: $time', ({ used, rest, time }) => {
    expect(nextRecoveryRoll({ ...resting, used: usedFirst(used) })).toMatchObject({
      rest,
      time,
      name: `rules.recovery.rest.${time}`,
    });
  });

  // 004: four rolls a day; only the fourth one's ten-hour rest starts a new day.
  it('refuses a fifth roll in a day', () => {
    expect(() => nextRecoveryRoll({ ...resting, used: usedFirst(4) })).toThrow(
      expect.objectContaining({ field: 'used', reason: 'day-over', max: 4 }),
    );
  });

  // 004: "The second time you rest each day, you must rest for ten minutes": the rests come in order.
  it.each([
    { action: false, tenMinutes: true, oneHour: false, tenHours: false },
    { action: true, tenMinutes: false, oneHour: true, tenHours: false },
    { action: false, tenMinutes: false, oneHour: false, tenHours: true },
  ])('refuses boxes ticked out of order: %o', (used) => {
    expect(() => nextRecoveryRoll({ ...resting, used })).toThrow(
      expect.objectContaining({ field: 'used', reason: 'rests-out-of-order' }),
    );
  });

  // 004 "The Damage Track": "Dead is dead."; and Pools as any recovery checks them.
  it.each([
    { pc: { ...resting, might: 0, speed: 0, intellect: 0, track: 'dead' }, field: 'track', reason: 'dead' },
    { pc: { ...resting, might: 11 }, field: 'might', reason: 'above-maximum' },
    { pc: { ...resting, speed: 0 }, field: 'track', reason: 'track-too-healthy' },
  ] as const)('refuses a character who cannot take a roll: $field $reason', ({ pc, field, reason }) => {
    expect(() => nextRecoveryRoll({ ...pc, used: newRecoveryDay() })).toThrow(
      expect.objectContaining({ field, reason }),
    );
  });

  it.each([
    { used: undefined, field: 'used.action' },
    { used: { action: true, tenMinutes: 'yes' }, field: 'used.tenMinutes' },
    { used: { action: true, tenMinutes: true, oneHour: 1, tenHours: false }, field: 'used.oneHour' },
  ])('refuses a box that is not a yes or no: $field', ({ used, field }) => {
    expect(() => nextRecoveryRoll({ ...resting, used: used as unknown as RecoveryRollsUsed })).toThrow(
      expect.objectContaining({ field, reason: 'not-a-boolean' }),
    );
  });
});

describe('takeRecoveryRoll', () => {
  // 004 "Recovering Points in a Pool": "if your recovery roll is 4 and you've lost 4 points of Might and 2 points
  // of Speed, you can recover 4 points of Might, or 2 points of Might and 2 points of Speed". A 3 on the d6 at tier 1.
  it.each([
    { share: { ...none, might: 4 }, after: { might: 10, speed: 8, intellect: 10 } },
    { share: { ...none, might: 2, speed: 2 }, after: { might: 8, speed: 10, intellect: 10 } },
    { share: { ...none, might: 3, speed: 1 }, after: { might: 9, speed: 9, intellect: 10 } },
  ])("004's roll of 4 shared $share", ({ share, after }) => {
    const pc = { might: 6, speed: 8, intellect: 10, track: 'hale' as const, max, used: newRecoveryDay() };
    expect(takeRecoveryRoll(pc, { d6: 3, bonus: 1, share })).toEqual({
      ...after,
      track: 'hale',
      used: { action: true, tenMinutes: false, oneHour: false, tenHours: false },
      rest: restLadder[0],
      points: 4,
      lost: 0,
    });
  });

  // 004 "Patching up after a bad fight": a character who has not rested yet today can take the few-seconds rest,
  // then at once the ten-minute one, each 1d6 + 1 per tier.
  it('takes the day’s rolls one after another, each with its own rest', () => {
    const pc = { might: 1, speed: 2, intellect: 10, track: 'hale' as const, max, used: newRecoveryDay() };
    const first = takeRecoveryRoll(pc, { d6: 2, bonus: 3, share: { might: 5, speed: 0, intellect: 0 } });
    expect([first.rest.time, first.points, first.might]).toEqual(['action', 5, 6]);
    const second = takeRecoveryRoll(
      { ...pc, ...first, max },
      { d6: 6, bonus: 3, share: { ...none, might: 1, speed: 8 } },
    );
    expect([second.rest.time, second.points, second.might, second.speed]).toEqual(['tenMinutes', 9, 7, 10]);
    expect(second.used).toEqual({ action: true, tenMinutes: true, oneHour: false, tenHours: false });
  });

  // 004 "Restoring the Damage Track": points that raise a Pool from 0 move the character one step up the track.
  it('raising a Pool from 0 moves one step up the damage track', () => {
    const pc = { might: 0, speed: 0, intellect: 7, track: 'debilitated' as const, max, used: usedFirst(1) };
    const after = takeRecoveryRoll(pc, { d6: 4, bonus: 2, share: { might: 5, speed: 1, intellect: 0 } });
    expect([after.might, after.speed, after.track, after.rest.time]).toEqual([5, 1, 'hale', 'tenMinutes']);
  });

  // 004: "You can't increase a Pool past its maximum by resting… Any extra points gained go away with no effect."
  it('loses only the points no Pool has room for', () => {
    const pc = { might: 9, speed: 10, intellect: 8, track: 'hale' as const, max, used: usedFirst(2) };
    const after = takeRecoveryRoll(pc, { d6: 5, bonus: 2, share: { might: 1, speed: 0, intellect: 2 } });
    expect(after).toMatchObject({ might: 10, speed: 10, intellect: 10, points: 7, lost: 4 });
    expect(after.rest.time).toBe('oneHour');
  });

  it('refuses a share that raises a Pool past its maximum, saying the room left', () => {
    const pc = { might: 7, speed: 2, intellect: 10, track: 'hale' as const, max, used: newRecoveryDay() };
    expect(() => takeRecoveryRoll(pc, { d6: 3, bonus: 2, share: { might: 4, speed: 1, intellect: 0 } })).toThrow(
      expect.objectContaining({ field: 'share.might', reason: 'past-pool-maximum', max: 3, value: 4 }),
    );
    expect(() => takeRecoveryRoll(pc, { d6: 3, bonus: 2, share: { might: 0, speed: 4, intellect: 1 } })).toThrow(
      expect.objectContaining({ field: 'share.intellect', reason: 'past-pool-maximum', max: 0 }),
    );
  });

  it('refuses shares that add up to more than the roll', () => {
    const pc = { might: 2, speed: 2, intellect: 2, track: 'hale' as const, max, used: newRecoveryDay() };
    expect(() => takeRecoveryRoll(pc, { d6: 1, bonus: 1, share: { might: 2, speed: 1, intellect: 0 } })).toThrow(
      expect.objectContaining({ field: 'share', reason: 'share-above-roll', max: 2, value: 3 }),
    );
  });

  it('refuses shares that leave points unshared while a Pool has room for them', () => {
    const pc = { might: 2, speed: 9, intellect: 10, track: 'hale' as const, max, used: newRecoveryDay() };
    // A roll of 6 and 9 points of room: all 6 must be shared.
    expect(() => takeRecoveryRoll(pc, { d6: 5, bonus: 1, share: { might: 5, speed: 0, intellect: 0 } })).toThrow(
      expect.objectContaining({ field: 'share', reason: 'share-below-roll', min: 6, value: 5 }),
    );
    // A roll of 6 and 2 points of room: those 2 must be shared.
    const nearlyFull = { ...pc, might: 9 };
    expect(() =>
      takeRecoveryRoll(nearlyFull, { d6: 5, bonus: 1, share: { might: 1, speed: 0, intellect: 0 } }),
    ).toThrow(expect.objectContaining({ reason: 'share-below-roll', min: 2 }));
  });

  it('refuses a fifth roll in a day, a dead character and bad input', () => {
    const pc = { might: 5, speed: 5, intellect: 5, track: 'hale' as const, max, used: usedFirst(4) };
    const roll = { d6: 3, bonus: 1, share: { ...none, might: 4 } };
    expect(() => takeRecoveryRoll(pc, roll)).toThrow(expect.objectContaining({ reason: 'day-over' }));
    // 004 "The Damage Track": "Dead is dead."
    const dead = { ...pc, might: 0, speed: 0, intellect: 0, track: 'dead' as const, used: newRecoveryDay() };
    expect(() => takeRecoveryRoll(dead, roll)).toThrow(expect.objectContaining({ field: 'track', reason: 'dead' }));
    const fresh = { ...pc, used: newRecoveryDay() };
    expect(() => takeRecoveryRoll(fresh, { ...roll, d6: 7 })).toThrow(
      expect.objectContaining({ field: 'd6', reason: 'above-maximum' }),
    );
    // The bonus is the tier at least (004: "roll a d6 and add your tier"; tiers start at 1).
    expect(() => takeRecoveryRoll(fresh, { ...roll, bonus: 0 })).toThrow(
      expect.objectContaining({ field: 'bonus', reason: 'below-minimum', min: 1 }),
    );
    expect(() => takeRecoveryRoll(fresh, { ...roll, share: { might: 4, speed: -1, intellect: 0 } })).toThrow(
      expect.objectContaining({ field: 'share.speed', reason: 'below-minimum' }),
    );
    expect(() => takeRecoveryRoll(fresh, { d6: 3, bonus: 1 } as never)).toThrow(
      expect.objectContaining({ field: 'share.might', reason: 'not-a-number' }),
    );
  });

  it('restores exactly the points the Pools take, up to their maximums, uses one roll, and only moves up the track', () => {
    const pool = fc.integer({ min: 0, max: 10 });
    fc.assert(
      fc.property(
        // A living character has at most two Pools at 0.
        fc
          .record({ might: pool, speed: pool, intellect: pool })
          .filter((pools) => Object.values(pools).filter((points) => points === 0).length < 3),
        fc.integer({ min: 0, max: 2 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 8 }),
        fc.array(fc.constantFrom('might', 'speed', 'intellect'), { minLength: 14, maxLength: 14 }),
        (current, extraSteps, usedToday, d6, bonus, order) => {
          const atZero = Object.values(current).filter((points) => points === 0).length;
          const track: Track = tracks[Math.min(2, atZero + extraSteps)]!;
          // The reader shares the points one by one, each to a Pool with room, as far as the Pools take them.
          const share: Pools = { ...none };
          const points = d6 + bonus;
          for (const stat of order.slice(0, points)) if (current[stat] + share[stat] < max[stat]) share[stat] += 1;
          for (const stat of ['might', 'speed', 'intellect'] as const)
            while (share.might + share.speed + share.intellect < points && current[stat] + share[stat] < max[stat])
              share[stat] += 1;
          const after = takeRecoveryRoll({ ...current, track, max, used: usedFirst(usedToday) }, { d6, bonus, share });
          const before = current.might + current.speed + current.intellect;
          const room = 30 - before;
          expect(after.might + after.speed + after.intellect).toBe(before + Math.min(points, room));
          expect(after.lost).toBe(Math.max(0, points - room));
          for (const stat of ['might', 'speed', 'intellect'] as const) expect(after[stat]).toBeLessThanOrEqual(10);
          expect(after.rest.rest).toBe(usedToday + 1);
          expect(Object.values(after.used).filter(Boolean)).toHaveLength(usedToday + 1);
          const raised = (['might', 'speed', 'intellect'] as const).filter((s) => current[s] === 0 && after[s] > 0);
          expect(tracks.indexOf(after.track)).toBe(Math.max(0, tracks.indexOf(track) - raised.length));
        },
      ),
    );
  });
});
