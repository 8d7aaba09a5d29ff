import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playerVsPlayerRoll, resolvePlayerVsPlayer } from './playerVsPlayer.ts';
import type { TaskModifiers } from './task.ts';

describe('resolvePlayerVsPlayer', () => {
  // 004 "Special Situation: Combat Between PCs": +3 to the roll for one step of easing, +6 for two, and so on.
  it.each([
    { attacker: {}, modifier: 0 },
    { attacker: { skill: 'trained' }, modifier: 3 },
    { attacker: { skill: 'specialized' }, modifier: 6 },
    { attacker: { skill: 'trained', assets: 1 }, modifier: 6 },
    { attacker: { effort: 2 }, modifier: 6 },
    { attacker: { skill: 'specialized', assets: 2, effort: 6 }, modifier: 30 },
    // Each full +3 of bonus is an asset (004 "Rolling The Die"), worth +3 here too; the rest is added as it is.
    { attacker: { bonus: 2 }, modifier: 2 },
    { attacker: { bonus: 4 }, modifier: 4 },
    // What would hinder the roll takes 3 away per step.
    { attacker: { skill: 'inability' }, modifier: -3 },
    { attacker: { hinder: 1, skill: 'trained' }, modifier: 0 },
  ] as const)('an attacker with $attacker adds $modifier', ({ attacker, modifier }) => {
    expect(resolvePlayerVsPlayer({ attacker, defender: {} }).attacker.modifier).toBe(modifier);
  });

  it('keeps the caps of assets and Effort, and reports what they kept out', () => {
    const { attacker } = resolvePlayerVsPlayer({ attacker: { assets: 3, effort: 7 }, defender: {} });
    expect(attacker).toEqual({ steps: 8, modifier: 24, ignored: { assets: 1, effort: 1 } });
  });

  // The defender's "appropriate modifiers" are read the same way (README).
  it('reads the defender the same way', () => {
    expect(resolvePlayerVsPlayer({ attacker: {}, defender: { skill: 'trained' } }).defender.modifier).toBe(3);
  });

  it('with nothing on either side, hit and miss are equally likely and 1 in 20 rolls ties', () => {
    expect(resolvePlayerVsPlayer({ attacker: {}, defender: {} })).toMatchObject({
      hit: 0.475,
      miss: 0.475,
      tie: 0.05,
    });
  });

  it('a +20 attacker always hits', () => {
    const { hit, miss, tie } = resolvePlayerVsPlayer({ attacker: { skill: 'specialized', effort: 6 }, defender: {} });
    expect({ hit, miss, tie }).toEqual({ hit: 1, miss: 0, tie: 0 });
  });

  const side = fc.record(
    {
      skill: fc.constantFrom('inability', 'practiced', 'trained', 'specialized'),
      assets: fc.integer({ min: 0, max: 3 }),
      effort: fc.integer({ min: 0, max: 7 }),
      hinder: fc.integer({ min: 0, max: 3 }),
      bonus: fc.integer({ min: 0, max: 5 }),
    } as const,
    { requiredKeys: [] },
  );

  it('the three outcomes add up to 1, and swapping the sides swaps hit and miss', () => {
    fc.assert(
      fc.property(side, side, (attacker, defender) => {
        const forward = resolvePlayerVsPlayer({ attacker, defender });
        const swapped = resolvePlayerVsPlayer({ attacker: defender, defender: attacker });
        expect(forward.hit + forward.miss + forward.tie).toBeCloseTo(1, 12);
        expect(swapped.hit).toBeCloseTo(forward.miss, 12);
        expect(swapped.tie).toBeCloseTo(forward.tie, 12);
      }),
    );
  });

  it('one more asset for the attacker never lowers the chance to hit', () => {
    fc.assert(
      fc.property(side, side, (attacker: TaskModifiers, defender) => {
        const more = { ...attacker, assets: (attacker.assets ?? 0) + 1 };
        expect(resolvePlayerVsPlayer({ attacker: more, defender }).hit).toBeGreaterThanOrEqual(
          resolvePlayerVsPlayer({ attacker, defender }).hit,
        );
      }),
    );
  });

  it.each([
    { input: { attacker: { assets: -1 }, defender: {} }, field: 'attacker.assets', reason: 'below-minimum' },
    { input: { attacker: {}, defender: { skill: 'expert' } }, field: 'defender.skill', reason: 'not-a-choice' },
    { input: { attacker: 3, defender: {} }, field: 'attacker', reason: 'not-an-object' },
    { input: null, field: 'input', reason: 'not-an-object' },
  ])('refuses $field: $reason', ({ input, field, reason }) => {
    expect(() => resolvePlayerVsPlayer(input as never)).toThrow(expect.objectContaining({ field, reason }));
  });

  it('refuses an unknown ruleset before reading either side', () => {
    expect(() => resolvePlayerVsPlayer({ attacker: {}, defender: {} }, 'd20' as never)).toThrow(
      expect.objectContaining({ field: 'ruleset', reason: 'not-a-choice' }),
    );
  });

  it('lets an error that is not about the input pass through unchanged', () => {
    const broken = new TypeError('a getter failed');
    const attacker = {
      get skill(): never {
        throw broken;
      },
    };
    expect(() => resolvePlayerVsPlayer({ attacker, defender: {} })).toThrow(broken);
  });
});

describe('playerVsPlayerRoll', () => {
  // 004 "Special Situation: Combat Between PCs": the attacker's higher result hits, the defender's higher misses.
  it.each([
    { attacker: 10, defender: 12, outcome: 'hit', attackerTotal: 13 },
    { attacker: 9, defender: 12, outcome: 'tie', attackerTotal: 12 },
    { attacker: 8, defender: 12, outcome: 'miss', attackerTotal: 11 },
  ] as const)('a trained attacker rolling $attacker against $defender: $outcome', (naturals) => {
    expect(playerVsPlayerRoll({ attacker: { skill: 'trained' }, defender: {} }, naturals)).toEqual({
      attackerTotal: naturals.attackerTotal,
      defenderTotal: naturals.defender,
      outcome: naturals.outcome,
    });
  });

  it.each([
    { naturals: { attacker: 21, defender: 5 }, field: 'attacker.natural', reason: 'above-maximum' },
    { naturals: { attacker: 5, defender: 0 }, field: 'defender.natural', reason: 'below-minimum' },
    { naturals: 'd20', field: 'naturals', reason: 'not-an-object' },
  ])('refuses $field: $reason', ({ naturals, field, reason }) => {
    expect(() => playerVsPlayerRoll({ attacker: {}, defender: {} }, naturals as never)).toThrow(
      expect.objectContaining({ field, reason }),
    );
  });
});
