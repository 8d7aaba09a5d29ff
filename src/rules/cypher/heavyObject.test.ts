import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveHeavyObject } from './heavyObject.ts';

describe('resolveHeavyObject', () => {
  // 004 "Moving A Heavy Object": 150 pounds (68 kg) is difficulty 3; 400 pounds (180 kg) is difficulty 8.
  it.each([
    { weight: 150, unit: 'pounds', difficulty: 3 },
    { weight: 68, unit: 'kilograms', difficulty: 3 },
    { weight: 400, unit: 'pounds', difficulty: 8 },
    { weight: 180, unit: 'kilograms', difficulty: 8 },
  ] as const)('$weight $unit is difficulty $difficulty', ({ weight, unit, difficulty }) => {
    expect(resolveHeavyObject({ weight, unit }).task.difficulty).toBe(difficulty);
  });

  // A step per 50 pounds (23 kg), from 0, to the nearest step, halves up: the site's reading `rounding` (readings.ts).
  it.each([
    { weight: 24, base: 0 },
    { weight: 25, base: 1 },
    { weight: 50, base: 1 },
    { weight: 74, base: 1 },
    { weight: 75, base: 2 },
    { weight: 600, base: 12 },
  ])('$weight pounds: base $base', ({ weight, base }) => {
    expect(resolveHeavyObject({ weight }).base).toBe(base);
  });

  // 004: eased to 0, the object moves up to a short distance as the action; otherwise an immediate distance.
  it.each([
    { input: { weight: 100, skill: 'trained', assets: 1 }, difficulty: 0, moves: 'short' },
    { input: { weight: 100, skill: 'trained' }, difficulty: 1, moves: 'immediate' },
    { input: { weight: 20 }, difficulty: 0, moves: 'short' },
  ] as const)('$input moves $moves', ({ input, difficulty, moves }) => {
    expect(resolveHeavyObject(input)).toMatchObject({ moves, task: { difficulty } });
  });

  it('a heavier object is never easier to move', () => {
    fc.assert(
      fc.property(fc.constantFrom('pounds', 'kilograms'), fc.integer({ min: 1, max: 470 }), (unit, weight) => {
        expect(resolveHeavyObject({ weight: weight + 1, unit }).base).toBeGreaterThanOrEqual(
          resolveHeavyObject({ weight, unit }).base,
        );
      }),
    );
  });

  // The heaviest weight whose difficulty can still matter: base 20.
  it.each([
    { unit: 'pounds', max: 1024 },
    { unit: 'kilograms', max: 471 },
  ] as const)('takes at most $max $unit', ({ unit, max }) => {
    expect(resolveHeavyObject({ weight: max, unit }).base).toBe(20);
    expect(() => resolveHeavyObject({ weight: max + 1, unit })).toThrow(
      expect.objectContaining({ field: 'weight', reason: 'above-maximum', max }),
    );
  });

  it.each([
    { input: { weight: 0 }, field: 'weight', reason: 'below-minimum' },
    { input: { weight: 100, unit: 'stone' }, field: 'unit', reason: 'not-a-choice' },
  ])('refuses $field: $reason', ({ input, field, reason }) => {
    expect(() => resolveHeavyObject(input as never)).toThrow(expect.objectContaining({ field, reason }));
  });
});
