import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { areaEffortDamage, effortCost, effortDamage } from './effort.ts';

describe('effortCost', () => {
  it.each([
    // 004 "Effort": 3 for one level, 5 for two, 7 for three.
    { levels: 0, edge: 0, impaired: false, cost: 0 },
    { levels: 1, edge: 0, impaired: false, cost: 3 },
    { levels: 2, edge: 0, impaired: false, cost: 5 },
    { levels: 3, edge: 0, impaired: false, cost: 7 },
    // 004 "The Damage Track" (Impaired) and 002 "The Damage Track": 4 instead of 3, 7 instead of 5.
    { levels: 1, edge: 0, impaired: true, cost: 4 },
    { levels: 2, edge: 0, impaired: true, cost: 7 },
    // 001 (Spanish): one level with Speed Edge 2 costs 1; two levels cost 3.
    { levels: 1, edge: 2, impaired: false, cost: 1 },
    { levels: 2, edge: 2, impaired: false, cost: 3 },
    // 001 (Spanish): with Edge 3, one level of Effort is free ("sin coste alguno").
    { levels: 1, edge: 3, impaired: false, cost: 0 },
    { levels: 0, edge: 4, impaired: false, cost: 0 },
  ])('$levels level(s), Edge $edge, impaired $impaired -> $cost', ({ levels, edge, impaired, cost }) => {
    expect(effortCost(levels, { edge, impaired })).toBe(cost);
  });

  it('needs no options', () => {
    expect(effortCost(2)).toBe(5);
  });

  it.each([
    { levels: -1, opts: {}, field: 'levels', reason: 'below-minimum' },
    { levels: 1.5, opts: {}, field: 'levels', reason: 'not-an-integer' },
    { levels: 1, opts: { edge: -1 }, field: 'edge', reason: 'below-minimum' },
    { levels: 1, opts: { edge: Number.NaN }, field: 'edge', reason: 'not-a-number' },
  ])('refuses $levels levels with $opts: $field $reason', ({ levels, opts, field, reason }) => {
    expect(() => effortCost(levels, opts)).toThrow(expect.objectContaining({ field, reason }));
  });

  const levels = fc.integer({ min: 0, max: 10 });
  const opts = fc.record({ edge: fc.integer({ min: 0, max: 8 }), impaired: fc.boolean() });

  it('never costs less than 0', () => {
    fc.assert(
      fc.property(levels, opts, (n, o) => {
        expect(effortCost(n, o)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('more Effort never costs less', () => {
    fc.assert(
      fc.property(levels, opts, (n, o) => {
        expect(effortCost(n + 1, o)).toBeGreaterThanOrEqual(effortCost(n, o));
      }),
    );
  });

  it('being impaired never makes Effort cheaper, and more Edge never makes it dearer', () => {
    fc.assert(
      fc.property(levels, opts, (n, o) => {
        expect(effortCost(n, { ...o, impaired: true })).toBeGreaterThanOrEqual(
          effortCost(n, { ...o, impaired: false }),
        );
        expect(effortCost(n, { ...o, edge: o.edge + 1 })).toBeLessThanOrEqual(effortCost(n, o));
      }),
    );
  });
});

describe('Effort on damage', () => {
  // 004 "Damage": Effort adds 3 points of damage; 001 (Spanish): 3 per level.
  it.each([
    { levels: 0, perTarget: 0 },
    { levels: 1, perTarget: 3 },
    { levels: 2, perTarget: 6 },
  ])('$levels level(s) on one target -> +$perTarget', ({ levels, perTarget }) => {
    expect(effortDamage(levels)).toEqual({ perTarget, onMiss: 0 });
  });

  // 001 (Spanish), Effort on an area attack: 2 per level to every target, and targets that avoid it still take
  // 1 point; 004 "Special Situation: Area Attacks": the leader Shatter misses takes that 1 point.
  it.each([
    { levels: 0, perTarget: 0, onMiss: 0 },
    { levels: 1, perTarget: 2, onMiss: 1 },
    { levels: 2, perTarget: 4, onMiss: 1 },
    { levels: 3, perTarget: 6, onMiss: 1 },
  ] as const)('$levels level(s) on an area -> +$perTarget, $onMiss on a miss', ({ levels, perTarget, onMiss }) => {
    expect(areaEffortDamage(levels)).toEqual({ perTarget, onMiss });
  });

  it.each([effortDamage, areaEffortDamage])('refuses negative levels', (variant) => {
    expect(() => variant(-1)).toThrow(expect.objectContaining({ field: 'levels', reason: 'below-minimum' }));
  });
});
