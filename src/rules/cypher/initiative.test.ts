import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { actsFirst, resolveInitiative } from './initiative.ts';
import { actsBeforeNpc } from './npc.ts';

describe('actsFirst', () => {
  // 004 "Encounters, Rounds, And Initiative": against level 2 guards (target 6), Charles rolls 8 and Shanna 15 and
  // act before the guards; Tammie rolls 4 and acts after. 000 "초점 장면, 라운드, 행동 순서" gives the same rolls
  // for Colin, Shanna and James against level 2 abhumans.
  it.each([
    { who: 'Charles (Colin)', natural: 8, first: true },
    { who: 'Shanna', natural: 15, first: true },
    { who: 'Tammie (James)', natural: 4, first: false },
  ])('$who rolls $natural: acts first $first', ({ natural, first }) => {
    expect(actsFirst({ level: 2, natural })).toBe(first);
    expect(actsFirst({ level: 2, natural }, 'numenera')).toBe(first);
  });

  // Both sources: "rolls higher than an NPC's target number"; a roll equal to it is not higher.
  it('a roll equal to the target acts after the NPC', () => {
    expect(actsFirst({ level: 2, natural: 6 })).toBe(false);
    expect(actsFirst({ level: 2, natural: 7 })).toBe(true);
  });

  // 004: Effort on initiative comes from Speed, so the roll eases like any task.
  it('Effort eases the initiative roll', () => {
    expect(actsFirst({ level: 3, natural: 7, effort: 1 })).toBe(true);
    expect(actsFirst({ level: 3, natural: 7 })).toBe(false);
  });

  it('agrees with actsBeforeNpc when nothing eases the roll', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), fc.integer({ min: 1, max: 20 }), (level, natural) => {
        expect(actsFirst({ level, natural })).toBe(actsBeforeNpc(natural, level));
      }),
    );
  });

  it('refuses a natural outside 1..20', () => {
    expect(() => actsFirst({ level: 2, natural: 21 })).toThrow(
      expect.objectContaining({ field: 'natural', reason: 'above-maximum' }),
    );
  });
});

describe('resolveInitiative', () => {
  it.each([
    { input: { level: 2 }, chance: 0.7 },
    { input: { level: 1 }, chance: 0.85 },
    { input: { level: 6 }, chance: 0.1 },
    // Target 21: 20 is not higher, so no roll acts first; with +2, 22 is.
    { input: { level: 7 }, chance: 0 },
    { input: { level: 7, bonus: 2 }, chance: 0.05 },
    // Eased to 0: every roll is higher than 0.
    { input: { level: 1, effort: 1 }, chance: 1 },
  ])('$input: chance $chance', ({ input, chance }) => {
    expect(resolveInitiative(input).chance).toBeCloseTo(chance, 12);
  });

  it('its chance is the share of the d20 faces that act first', () => {
    const modifiers = fc.record(
      {
        skill: fc.constantFrom('inability', 'practiced', 'trained', 'specialized'),
        assets: fc.integer({ min: 0, max: 3 }),
        effort: fc.integer({ min: 0, max: 3 }),
        bonus: fc.integer({ min: 0, max: 5 }),
      } as const,
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), modifiers, (level, rest) => {
        const faces = Array.from({ length: 20 }, (_, i) => actsFirst({ level, ...rest, natural: i + 1 }));
        expect(resolveInitiative({ level, ...rest }).chance).toBeCloseTo(faces.filter(Boolean).length / 20, 12);
      }),
    );
  });

  it('refuses a level outside 1..10', () => {
    expect(() => resolveInitiative({ level: 11 })).toThrow(expect.objectContaining({ field: 'level' }));
  });
});
