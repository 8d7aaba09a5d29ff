import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { actionCost, areaEffortDamage, effortCost, effortDamage, spendFromPool } from './effort.ts';

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

describe('actionCost', () => {
  // 004 "Initial Cost": initial cost 3, Might Edge 2 -> 1; with one level of Effort Edge is already used: 1 + 3 = 4.
  it('initial cost 3 with Edge 2 plus one level of Effort costs 4 in all', () => {
    expect(actionCost({ edge: 2, initialCost: 3, effortTask: 1 })).toEqual({
      total: 4,
      edgeSaved: 2,
      edgeOn: 'initialCost',
      damageBonus: 0,
      costs: { initialCost: 3, abilityCost: 0, effortTask: 3, effortDamage: 0 },
    });
    expect(actionCost({ edge: 2, initialCost: 3 }).total).toBe(1);
  });

  // 001 (Spanish): an ability costing 1 Intellect point with Edge subtracted is free.
  it('Edge can make an ability free', () => {
    expect(actionCost({ edge: 1, abilityCost: 1 })).toMatchObject({ total: 0, edgeSaved: 1 });
  });

  // 001 (Spanish): Effort 2, one level on the attack and one on damage; Edge reduces only one of the two.
  it('Effort on the attack and on damage are costed apart, Edge once', () => {
    expect(actionCost({ edge: 2, effortTask: 1, effortDamage: 1, maxEffort: 2 })).toEqual({
      total: 4,
      edgeSaved: 2,
      edgeOn: 'effortTask',
      damageBonus: 3,
      costs: { initialCost: 0, abilityCost: 0, effortTask: 3, effortDamage: 3 },
    });
  });

  // 001 (Spanish): an ability's point cost and Effort on its attack roll share one use of Edge.
  it('Edge goes where it saves most', () => {
    expect(actionCost({ edge: 3, abilityCost: 1, effortTask: 1 })).toMatchObject({
      total: 1,
      edgeSaved: 3,
      edgeOn: 'effortTask',
    });
  });

  // 004 "The Damage Track" (Impaired): the extra point is per level of Effort, not on other costs.
  it('being impaired raises only Effort', () => {
    expect(actionCost({ impaired: true, initialCost: 2, effortTask: 2 })).toMatchObject({
      total: 9,
      costs: { initialCost: 2, abilityCost: 0, effortTask: 7, effortDamage: 0 },
    });
  });

  it('costs nothing when nothing is spent', () => {
    expect(actionCost({})).toEqual({
      total: 0,
      edgeSaved: 0,
      edgeOn: null,
      damageBonus: 0,
      costs: { initialCost: 0, abilityCost: 0, effortTask: 0, effortDamage: 0 },
    });
  });

  // 001 (Spanish): "La cantidad total de niveles de Esfuerzo ... no puede superar el valor de Esfuerzo".
  it('refuses more levels than the Effort score', () => {
    expect(() => actionCost({ effortTask: 1, effortDamage: 1, maxEffort: 1 })).toThrow(
      expect.objectContaining({ field: 'effort', reason: 'too-much-effort', max: 1, value: 2 }),
    );
    expect(() => actionCost({ effortTask: 2, maxEffort: 1 })).toThrow(/2 levels of Effort in one action exceed/);
  });

  it.each([
    { input: { edge: -1 }, field: 'edge' },
    { input: { initialCost: -3 }, field: 'initialCost' },
    { input: { abilityCost: -1 }, field: 'abilityCost' },
    { input: { effortTask: -1 }, field: 'effortTask' },
    { input: { effortDamage: -1 }, field: 'effortDamage' },
    { input: { maxEffort: 0 }, field: 'maxEffort' },
  ])('refuses $input', ({ input, field }) => {
    expect(() => actionCost(input)).toThrow(expect.objectContaining({ field, reason: 'below-minimum' }));
  });

  it('never costs less than 0 and Edge saves at most its value, on one expenditure', () => {
    const cost = fc.integer({ min: 0, max: 12 });
    fc.assert(
      fc.property(
        fc.record({
          edge: cost,
          impaired: fc.boolean(),
          initialCost: cost,
          abilityCost: cost,
          effortTask: fc.integer({ min: 0, max: 6 }),
          effortDamage: fc.integer({ min: 0, max: 6 }),
        }),
        (input) => {
          const result = actionCost(input);
          const { costs } = result;
          const sum = costs.initialCost + costs.abilityCost + costs.effortTask + costs.effortDamage;
          expect(result.total).toBeGreaterThanOrEqual(0);
          expect(result.edgeSaved).toBeLessThanOrEqual(input.edge);
          expect(result.total).toBe(sum - result.edgeSaved);
          expect(result.edgeSaved).toBe(Math.min(input.edge, Math.max(...Object.values(costs))));
          if (result.edgeOn === null) expect(result.edgeSaved).toBe(0);
          else expect(Math.min(input.edge, costs[result.edgeOn])).toBe(result.edgeSaved);
        },
      ),
    );
  });
});

describe('spendFromPool', () => {
  // 004 "Taking Action": a character who cannot spend the points an action needs automatically fails at the task.
  it.each([
    { pool: 10, cost: 4, canPay: true, poolAfter: 6 },
    { pool: 3, cost: 3, canPay: true, poolAfter: 0 },
    { pool: 0, cost: 0, canPay: true, poolAfter: 0 },
    { pool: 2, cost: 3, canPay: false, poolAfter: 2 },
    { pool: 0, cost: 1, canPay: false, poolAfter: 0 },
  ])('a Pool of $pool paying $cost -> $canPay, $poolAfter left', ({ pool, cost, canPay, poolAfter }) => {
    expect(spendFromPool(pool, cost)).toEqual({ canPay, poolAfter });
  });

  it.each([
    { pool: -1, cost: 0, field: 'pool', reason: 'below-minimum' },
    { pool: 1.5, cost: 0, field: 'pool', reason: 'not-an-integer' },
    { pool: 5, cost: -1, field: 'points', reason: 'below-minimum' },
  ])('refuses a Pool of $pool paying $cost: $field $reason', ({ pool, cost, field, reason }) => {
    expect(() => spendFromPool(pool, cost)).toThrow(expect.objectContaining({ field, reason }));
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

  // 001 (Spanish): area attacks take 2 per level, and targets that avoid it still take 1 point (Numenera);
  // 004 "Special Situation: Area Attacks": the 1 point on a miss is Shatter's own rule.
  it.each([
    { levels: 0, ruleset: 'cypher', perTarget: 0, onMiss: 0 },
    { levels: 2, ruleset: 'cypher', perTarget: 4, onMiss: 0 },
    { levels: 0, ruleset: 'numenera', perTarget: 0, onMiss: 0 },
    { levels: 1, ruleset: 'numenera', perTarget: 2, onMiss: 1 },
    { levels: 3, ruleset: 'numenera', perTarget: 6, onMiss: 1 },
  ] as const)(
    '$levels level(s) on an area ($ruleset) -> +$perTarget, $onMiss on a miss',
    ({ levels, ruleset, perTarget, onMiss }) => {
      expect(areaEffortDamage(levels, ruleset)).toEqual({ perTarget, onMiss });
    },
  );

  it('area damage defaults to the Cypher System', () => {
    expect(areaEffortDamage(1)).toEqual({ perTarget: 2, onMiss: 0 });
  });

  it.each([effortDamage, areaEffortDamage])('refuses negative levels', (variant) => {
    expect(() => variant(-1)).toThrow(expect.objectContaining({ field: 'levels', reason: 'below-minimum' }));
  });
});
