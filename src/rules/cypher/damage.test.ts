import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyDamage, damageNpc, type Hit, type PcState } from './damage.ts';
import { npc } from './npc.ts';
import { tracks } from './track.ts';
import type { HitType } from './types.ts';

const fresh = { might: 10, speed: 10, intellect: 10 };

describe('applyDamage: Armor', () => {
  it.each([
    // 004 "Armor": a Warrior with 2 Armor hit for 4 takes 2; 002 "Damage": a Human with 2 Armor and a sword.
    { armor: 2, amount: 4, taken: 2, absorbed: 2 },
    // 004 "Armor": 2 Armor stops attacks of 1 or 2 points entirely.
    { armor: 2, amount: 1, taken: 0, absorbed: 1 },
    { armor: 2, amount: 2, taken: 0, absorbed: 2 },
    // 000 "전투": a leather jerkin (1 Armor) against a knife for 2: 1 point.
    { armor: 1, amount: 2, taken: 1, absorbed: 1 },
    // 004 "Armor": chainmail 2 + force field 1 + cypher 1 = 4 Armor.
    { armor: 4, amount: 6, taken: 2, absorbed: 4 },
  ])('$armor Armor, hit for $amount -> takes $taken', ({ armor, amount, taken, absorbed }) => {
    expect(applyDamage({ ...fresh, armor }, { amount })).toMatchObject({ taken, absorbed, might: 10 - taken });
  });

  // 004 "Armor": Speed and Intellect damage ignore Armor; "Ambient Damage": physical armor usually doesn't help.
  it.each([
    { type: 'speed', pool: 'speed' },
    { type: 'intellect', pool: 'intellect' },
    { type: 'ambient', pool: 'might' },
  ] as const)('$type damage ignores Armor and hits $pool', ({ type, pool }) => {
    const result = applyDamage({ ...fresh, armor: 3 }, { amount: 4, type });
    expect(result).toMatchObject({ taken: 4, absorbed: 0, [pool]: 6 });
  });

  it('an attack that ignores Armor', () => {
    expect(applyDamage({ ...fresh, armor: 3 }, { amount: 4, ignoreArmor: true })).toMatchObject({
      might: 6,
      absorbed: 0,
    });
  });
});

describe('applyDamage: Pools at 0 and the damage track', () => {
  // 004 "The Effects of Taking Damage"; 002 (Garou); 000 "피해의 효과" (Glaive): 2 Armor, 0 Might, claw for 3:
  // Armor still counts, 1 point comes off Speed.
  it('a character with 2 Armor at 0 Might hit for 3 loses 1 from Speed', () => {
    expect(applyDamage({ might: 0, speed: 5, intellect: 7, track: 'impaired', armor: 2 }, { amount: 3 })).toEqual({
      might: 0,
      speed: 4,
      intellect: 7,
      track: 'impaired',
      taken: 1,
      absorbed: 2,
      overflow: 0,
    });
  });

  // 004 "The Effects of Taking Damage": a Pool reaching 0 moves the PC one step down: hale -> impaired.
  it('a hale character whose Might reaches 0 is impaired; the excess goes to Speed', () => {
    expect(applyDamage({ might: 3, speed: 5, intellect: 5 }, { amount: 5 })).toMatchObject({
      might: 0,
      speed: 3,
      track: 'impaired',
    });
  });

  it('two Pools reaching 0 in one hit are two steps', () => {
    expect(applyDamage({ might: 2, speed: 3, intellect: 5 }, { amount: 7 })).toMatchObject({
      might: 0,
      speed: 0,
      intellect: 3,
      track: 'debilitated',
    });
  });

  // 004 "The Damage Track" (Debilitated): one more Pool at 0 and the character is dead.
  it('a debilitated character whose last Pool reaches 0 is dead', () => {
    expect(applyDamage({ might: 0, speed: 0, intellect: 2, track: 'debilitated' }, { amount: 5 })).toEqual({
      might: 0,
      speed: 0,
      intellect: 0,
      track: 'dead',
      taken: 2,
      absorbed: 0,
      overflow: 3,
    });
  });

  it('a Pool already at 0 does not move the track again', () => {
    expect(applyDamage({ might: 0, speed: 6, intellect: 5, track: 'impaired' }, { amount: 2 })).toMatchObject({
      speed: 4,
      track: 'impaired',
    });
  });

  // 004 "The Effects of Taking Damage": excess damage of a stat goes on in the order Might, Speed, Intellect.
  it.each([
    { type: 'speed', pc: { might: 4, speed: 2, intellect: 5 }, after: { might: 1, speed: 0, intellect: 5 } },
    { type: 'speed', pc: { might: 0, speed: 2, intellect: 5 }, after: { might: 0, speed: 0, intellect: 2 } },
    { type: 'intellect', pc: { might: 4, speed: 4, intellect: 1 }, after: { might: 0, speed: 4, intellect: 0 } },
    { type: 'intellect', pc: { might: 1, speed: 4, intellect: 1 }, after: { might: 0, speed: 1, intellect: 0 } },
  ] as const)('$type damage spills over: $pc -> $after', ({ type, pc, after }) => {
    const track = pc.might === 0 ? 'impaired' : 'hale';
    expect(applyDamage({ ...pc, track }, { amount: 5, type })).toMatchObject(after);
  });

  it('nothing happens on a hit for 0', () => {
    expect(applyDamage(fresh, { amount: 0 })).toEqual({ ...fresh, track: 'hale', taken: 0, absorbed: 0, overflow: 0 });
  });

  it('dead stays dead', () => {
    expect(applyDamage({ might: 0, speed: 0, intellect: 0, track: 'dead' }, { amount: 3 }).track).toBe('dead');
  });
});

describe('applyDamage: bad input', () => {
  it.each([
    { pc: { ...fresh, might: -1 }, hit: { amount: 1 }, field: 'might', reason: 'below-minimum' },
    { pc: { ...fresh, speed: 1.5 }, hit: { amount: 1 }, field: 'speed', reason: 'not-an-integer' },
    { pc: { ...fresh, intellect: Number.NaN }, hit: { amount: 1 }, field: 'intellect', reason: 'not-a-number' },
    { pc: { ...fresh, armor: -1 }, hit: { amount: 1 }, field: 'armor', reason: 'below-minimum' },
    { pc: fresh, hit: { amount: -3 }, field: 'amount', reason: 'below-minimum' },
  ])('refuses $field ($reason)', ({ pc, hit, field, reason }) => {
    expect(() => applyDamage(pc, hit)).toThrow(expect.objectContaining({ field, reason }));
  });

  // 004 "The Damage Track": a hale character has all three Pools at 1 or more.
  it('refuses a track healthier than the Pools at 0 allow', () => {
    expect(() => applyDamage({ might: 0, speed: 0, intellect: 4, track: 'impaired' }, { amount: 1 })).toThrow(
      expect.objectContaining({ field: 'track', reason: 'track-too-healthy', min: 2, value: 'impaired' }),
    );
    expect(() => applyDamage({ might: 0, speed: 3, intellect: 4 }, { amount: 1 })).toThrow(
      expect.objectContaining({ field: 'track', reason: 'track-too-healthy', min: 1, value: 'hale' }),
    );
  });
});

describe('applyDamage: properties', () => {
  const pool = fc.integer({ min: 0, max: 20 });
  const pc: fc.Arbitrary<Required<PcState>> = fc
    .record({
      might: pool,
      speed: pool,
      intellect: pool,
      extraSteps: fc.integer({ min: 0, max: 3 }),
      armor: fc.integer({ min: 0, max: 4 }),
    })
    .map(({ extraSteps, ...rest }) => {
      const atZero = [rest.might, rest.speed, rest.intellect].filter((p) => p === 0).length;
      return { ...rest, track: tracks[Math.min(3, atZero + extraSteps)] ?? 'dead' };
    });
  const hit: fc.Arbitrary<Required<Hit>> = fc.record({
    amount: fc.integer({ min: 0, max: 40 }),
    type: fc.constantFrom<HitType>('might', 'speed', 'intellect', 'ambient'),
    ignoreArmor: fc.boolean(),
  });

  it('what the Pools lose equals what got through Armor, until all Pools are 0', () => {
    fc.assert(
      fc.property(pc, hit, (before, h) => {
        const after = applyDamage(before, h);
        const lost = before.might + before.speed + before.intellect - (after.might + after.speed + after.intellect);
        expect(lost).toBe(after.taken);
        expect(after.taken + after.overflow).toBe(h.amount - after.absorbed);
        if (after.overflow > 0) expect([after.might, after.speed, after.intellect]).toEqual([0, 0, 0]);
      }),
    );
  });

  it('Armor absorbs at most its value, and only Might damage that does not ignore it', () => {
    fc.assert(
      fc.property(pc, hit, (before, h) => {
        const { absorbed } = applyDamage(before, h);
        expect(absorbed).toBeLessThanOrEqual(before.armor);
        if (h.type !== 'might' || h.ignoreArmor) expect(absorbed).toBe(0);
      }),
    );
  });

  it('the track only moves down under damage, one step per Pool that reaches 0', () => {
    fc.assert(
      fc.property(pc, hit, (before, h) => {
        const after = applyDamage(before, h);
        const reached = (['might', 'speed', 'intellect'] as const).filter(
          (s) => before[s] > 0 && after[s] === 0,
        ).length;
        expect(tracks.indexOf(after.track)).toBe(Math.min(3, tracks.indexOf(before.track) + reached));
      }),
    );
  });
});

describe('damageNpc', () => {
  it.each([
    {
      target: { health: 6, armor: 1 },
      hit: { amount: 4 },
      after: { health: 3, taken: 3, absorbed: 1, overflow: 0, defeated: false },
    },
    // 004 "Damage": NPCs lose health from damage of any kind; Intellect damage ignores Armor (004 "Armor").
    {
      target: { health: 6, armor: 1 },
      hit: { amount: 4, type: 'intellect' },
      after: { health: 2, taken: 4, absorbed: 0, overflow: 0, defeated: false },
    },
    // 004 "The Effects of Taking Damage": at 0 health it is dead or incapacitated; 3 points find no health left.
    {
      target: { health: 6 },
      hit: { amount: 9 },
      after: { health: 0, taken: 6, absorbed: 0, overflow: 3, defeated: true },
    },
    {
      target: { health: 6, armor: 3 },
      hit: { amount: 2 },
      after: { health: 6, taken: 0, absorbed: 2, overflow: 0, defeated: false },
    },
    {
      target: { health: 6, armor: 3 },
      hit: { amount: 5, ignoreArmor: true },
      after: { health: 1, taken: 5, absorbed: 0, overflow: 0, defeated: false },
    },
  ] as const)('$target hit by $hit', ({ target, hit, after }) => {
    expect(damageNpc(target, hit)).toEqual(after);
  });

  // 004 "Special Situation: Area Attacks": Shatter deals 3 to each level 2 cultist (health 6).
  it('a cultist hit by Shatter for 3 is at 3 health', () => {
    expect(damageNpc({ health: npc(2).health }, { amount: 3 }).health).toBe(3);
  });

  it.each([
    { target: { health: -1 }, hit: { amount: 1 }, field: 'health' },
    { target: { health: 5, armor: -1 }, hit: { amount: 1 }, field: 'armor' },
    { target: { health: 5 }, hit: { amount: -1 }, field: 'amount' },
  ])('refuses a negative $field', ({ target, hit, field }) => {
    expect(() => damageNpc(target, hit)).toThrow(expect.objectContaining({ field, reason: 'below-minimum' }));
  });

  // 004 "The Effects of Taking Damage": an NPC at 0 health is already dead or incapacitated.
  it('refuses to hit an NPC already at 0 health', () => {
    expect(() => damageNpc({ health: 0 }, { amount: 3 })).toThrow(
      expect.objectContaining({ field: 'health', reason: 'already-defeated', min: 1 }),
    );
  });

  it('health falls by exactly what got through Armor, and never below 0', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 0, max: 40 }),
        (health, armor, amount) => {
          const after = damageNpc({ health, armor }, { amount });
          expect(after.health).toBe(Math.max(0, health - (amount - after.absorbed)));
          // What got through Armor is what the health lost, plus what found no health left.
          expect(amount - after.absorbed).toBe(after.taken + after.overflow);
          expect(after.taken).toBe(health - after.health);
          expect(after.defeated).toBe(after.health === 0);
        },
      ),
    );
  });
});
