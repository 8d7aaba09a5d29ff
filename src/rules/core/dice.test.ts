import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rollDie } from './dice.ts';

describe('rollDie', () => {
  it.each([
    { sides: 20, random: 0, result: 1 },
    { sides: 20, random: 0.5, result: 11 },
    { sides: 20, random: 0.9999, result: 20 },
    { sides: 6, random: 0, result: 1 },
    { sides: 6, random: 0.9999, result: 6 },
  ] as const)('d$sides with random $random -> $result', ({ sides, random, result }) => {
    expect(rollDie(sides, () => random)).toBe(result);
  });

  it.each([
    { random: 1, reason: 'above-maximum' },
    { random: -0.1, reason: 'below-minimum' },
    { random: Number.NaN, reason: 'not-a-number' },
  ])('refuses a random source returning $random', ({ random, reason }) => {
    expect(() => rollDie(20, () => random)).toThrow(expect.objectContaining({ field: 'random', reason }));
  });

  it('every value in [0, 1) gives a face of the die', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<6 | 20>(6, 20),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (sides, r) => {
          const face = rollDie(sides, () => r);
          expect(Number.isInteger(face)).toBe(true);
          expect(face).toBeGreaterThanOrEqual(1);
          expect(face).toBeLessThanOrEqual(sides);
        },
      ),
    );
  });
});
