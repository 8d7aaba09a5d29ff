import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveJump, type JumpInput } from './jumping.ts';

describe('resolveJump: worked examples', () => {
  // 004 "Jumping": a standing jump of 10 feet (3 m) is difficulty 6.
  it.each([
    { distance: 10, unit: 'feet' },
    { distance: 3, unit: 'meters' },
  ] as const)('a standing jump of $distance $unit is difficulty 6', (jump) => {
    expect(resolveJump({ jump: 'long', ...jump })).toMatchObject({
      base: 6,
      runUpAsset: false,
      task: { difficulty: 6 },
    });
  });

  // 004 "Jumping": 20 feet (6 m) after a short run is 20 / 2 - 4 = 6, eased by the run to 5.
  it.each([
    { distance: 20, unit: 'feet' },
    { distance: 6, unit: 'meters' },
  ] as const)('$distance $unit after a short run is difficulty 5', (jump) => {
    const result = resolveJump({ jump: 'long', runUp: 'short', ...jump });
    expect(result).toMatchObject({ base: 6, runUpAsset: true, task: { difficulty: 5, eased: { assets: 1 } } });
  });
});

describe('resolveJump', () => {
  it.each([
    // 004: running an immediate distance first counts as an asset.
    { input: { jump: 'long', distance: 10, runUp: 'immediate' }, base: 6, difficulty: 5 },
    // 004: a vertical jump's difficulty is the height in feet; a run-up is an asset.
    { input: { jump: 'high', distance: 4 }, base: 4, difficulty: 4 },
    { input: { jump: 'high', distance: 4, runUp: 'immediate' }, base: 4, difficulty: 3 },
    { input: { jump: 'high', distance: 4, runUp: 'short' }, base: 4, difficulty: 3 },
    { input: { jump: 'high', distance: 2, unit: 'meters' }, base: 7, difficulty: 7 },
    // Between two difficulties, the nearest, a half going to the harder one (the site's reading `rounding`,
    // readings.ts): 15 ft / 2 - 4 = 3.5 -> 4; 4 m = 13.3 ft, - 4 = 9.3 -> 9; 5 m = 16.7 ft, - 4 = 12.7 -> 13.
    { input: { jump: 'long', distance: 15, runUp: 'short' }, base: 4, difficulty: 3 },
    { input: { jump: 'long', distance: 4, unit: 'meters' }, base: 9, difficulty: 9 },
    { input: { jump: 'long', distance: 5, unit: 'meters' }, base: 13, difficulty: 13 },
    // A short hop is routine.
    { input: { jump: 'long', distance: 3 }, base: 0, difficulty: 0 },
    // Past 10 the jump is impossible without easing, but the difficulty is the real one.
    { input: { jump: 'long', distance: 18 }, base: 14, difficulty: 14 },
    { input: { jump: 'long', distance: 18, skill: 'specialized', assets: 2, effort: 6 }, base: 14, difficulty: 4 },
  ] as const)('$input: base $base, difficulty $difficulty', ({ input, base, difficulty }) => {
    expect(resolveJump(input)).toMatchObject({ base, task: { difficulty } });
  });

  // Issue 44 (RA4): the calculator marks the reading wherever it rounds, odd feet after a short run included.
  it.each([
    { input: { jump: 'long', distance: 21, runUp: 'short' }, rounded: true },
    { input: { jump: 'long', distance: 20, runUp: 'short' }, rounded: false },
    { input: { jump: 'long', distance: 4, unit: 'meters' }, rounded: true },
    { input: { jump: 'long', distance: 3, unit: 'meters' }, rounded: false },
    { input: { jump: 'long', distance: 13 }, rounded: false },
    { input: { jump: 'high', distance: 2, unit: 'meters' }, rounded: true },
  ] as const)('$input was rounded: $rounded', ({ input, rounded }) => {
    expect(resolveJump(input).rounded).toBe(rounded);
  });

  // 004 "Assets": the run-up is an asset, so it counts against the two-asset cap.
  it('the run-up counts against the two-asset cap', () => {
    expect(resolveJump({ jump: 'long', distance: 20, runUp: 'short', assets: 2 }).task).toMatchObject({
      difficulty: 4,
      ignored: { assets: 1 },
    });
  });

  // The longest jump whose difficulty can still matter: base 20 (10 plus the ten steps skills, assets and Effort
  // can ease at most).
  it.each([
    { jump: 'long', runUp: 'none', unit: 'feet', max: 24 },
    { jump: 'long', runUp: 'none', unit: 'meters', max: 7 },
    { jump: 'long', runUp: 'short', unit: 'feet', max: 48 },
    { jump: 'long', runUp: 'short', unit: 'meters', max: 14 },
    { jump: 'high', runUp: 'none', unit: 'feet', max: 20 },
    { jump: 'high', runUp: 'immediate', unit: 'meters', max: 6 },
  ] as const)('$jump jump, run-up $runUp, in $unit: at most $max', ({ max, ...jump }) => {
    expect(resolveJump({ ...jump, distance: max }).base).toBeLessThanOrEqual(20);
    expect(() => resolveJump({ ...jump, distance: max + 1 })).toThrow(
      expect.objectContaining({ field: 'distance', reason: 'above-maximum', max }),
    );
  });

  it('a longer jump is never easier, and meters agree with feet at every 3 m', () => {
    const jump = fc.record({
      jump: fc.constantFrom('long', 'high'),
      runUp: fc.constantFrom('none', 'immediate', 'short'),
    } as const);
    fc.assert(
      fc.property(jump, fc.integer({ min: 1, max: 19 }), fc.integer({ min: 1, max: 2 }), (kind, distance, threes) => {
        const feet = (length: number) => resolveJump({ ...kind, distance: length }).base;
        expect(feet(distance)).toBeLessThanOrEqual(feet(distance + 1));
        expect(resolveJump({ ...kind, distance: 3 * threes, unit: 'meters' }).base).toBe(feet(10 * threes));
      }),
    );
  });

  it.each([
    { input: { jump: 'across', distance: 10 }, field: 'jump', reason: 'not-a-choice' },
    { input: { jump: 'long', distance: 10, unit: 'yards' }, field: 'unit', reason: 'not-a-choice' },
    { input: { jump: 'long', distance: 10, runUp: 'long' }, field: 'runUp', reason: 'not-a-choice' },
    { input: { jump: 'long', distance: 0 }, field: 'distance', reason: 'below-minimum' },
    { input: { jump: 'long', distance: 2.5, unit: 'meters' }, field: 'distance', reason: 'not-an-integer' },
    { input: { jump: 'long', distance: 10, runUp: 'short', assets: 20 }, field: 'assets', reason: 'above-maximum' },
  ])('refuses $field: $reason', ({ input, field, reason }) => {
    expect(() => resolveJump(input as JumpInput)).toThrow(expect.objectContaining({ field, reason }));
  });
});
