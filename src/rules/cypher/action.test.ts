import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { actionCost, spendFromPool } from './action.ts';

describe('actionCost', () => {
  // 004 "Initial Cost": initial cost 3, Might Edge 2 -> 1; with one level of Effort Edge is already used: 1 + 3 = 4.
  it('initial cost 3 with Edge 2 plus one level of Effort costs 4 in all', () => {
    expect(actionCost({ edge: 2, initialCost: 3, effortTask: 1 })).toEqual({
      total: 4,
      minimum: 1,
      ignoredEffort: 0,
      edgeSaved: 2,
      edgeOn: 'initialCost',
      damageBonus: 0,
      armorPerLevel: 0,
      armorAdded: 0,
      costs: { initialCost: 3, abilityCost: 0, effortTask: 3, effortDamage: 0 },
    });
    expect(actionCost({ edge: 2, initialCost: 3 }).total).toBe(1);
  });

  // 001 (Spanish): an ability costing 1 Intellect point with Edge subtracted is free.
  it('Edge can make an ability free', () => {
    expect(actionCost({ edge: 1, abilityCost: 1 })).toMatchObject({ total: 0, edgeSaved: 1 });
  });

  // Not a worked example: the site's reading `effort-split` (src/rules/cypher/readings.ts). 001 (Spanish) lets
  // Effort 2 go one level on the attack and one on damage, and Edge reduce only one of the two, but gives no cost
  // for it; the site reads the two as separate expenditures, each starting at 3 points (3 + 3 - Edge 2 = 4).
  it('Effort on the attack and on damage are costed apart, Edge once (the site reading effort-split)', () => {
    expect(actionCost({ edge: 2, effortTask: 1, effortDamage: 1, maxEffort: 2 })).toEqual({
      total: 4,
      minimum: 0,
      ignoredEffort: 0,
      edgeSaved: 2,
      edgeOn: 'effortTask',
      damageBonus: 3,
      armorPerLevel: 0,
      armorAdded: 0,
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
      minimum: 0,
      ignoredEffort: 0,
      edgeSaved: 0,
      edgeOn: null,
      damageBonus: 0,
      armorPerLevel: 0,
      armorAdded: 0,
      costs: { initialCost: 0, abilityCost: 0, effortTask: 0, effortDamage: 0 },
    });
  });

  // 001 (Spanish): "La cantidad total de niveles de Esfuerzo ... no puede superar el valor de Esfuerzo".
  it('refuses more levels than the Effort score', () => {
    expect(() => actionCost({ effortTask: 1, effortDamage: 1, maxEffort: 1 })).toThrow(
      expect.objectContaining({ field: 'effort', reason: 'too-much-effort', max: 1, value: 2 }),
    );
    expect(() => actionCost({ effortTask: 2, maxEffort: 1 })).toThrow('effort: too-much-effort');
  });

  // 004 "Taking Action": the minimum is what the action needs without Effort; Edge applies to it once.
  it.each([
    { input: { initialCost: 3, effortTask: 2 }, minimum: 3 },
    { input: { edge: 2, initialCost: 3, effortTask: 1 }, minimum: 1 },
    { input: { edge: 2, initialCost: 1, abilityCost: 3 }, minimum: 2 },
    { input: { edge: 5, initialCost: 1, abilityCost: 3 }, minimum: 1 },
    { input: { edge: 3, effortTask: 3 }, minimum: 0 },
  ])('the minimum cost of $input is $minimum', ({ input, minimum }) => {
    expect(actionCost(input).minimum).toBe(minimum);
  });

  // 004 "Effort": "any more than six steps from applying Effort doesn't count"; the levels are still paid for.
  it('flags Effort on the task beyond six levels: paid for, easing nothing', () => {
    expect(actionCost({ effortTask: 6 })).toMatchObject({ ignoredEffort: 0, total: 13 });
    expect(actionCost({ effortTask: 8 })).toMatchObject({ ignoredEffort: 2, total: 17 });
    // Effort on damage has no six-step cap: it is not easing.
    expect(actionCost({ effortDamage: 8 })).toMatchObject({ ignoredEffort: 0, damageBonus: 24 });
  });

  it.each([
    { input: { impaired: 'no' }, field: 'impaired', reason: 'not-a-boolean' },
    { input: { stat: 'luck' }, field: 'stat', reason: 'not-a-choice' },
    { input: { armor: 'plate' }, field: 'armor', reason: 'not-a-choice' },
    { input: { armor: 2 }, field: 'armor', reason: 'not-a-choice' },
    { input: { armorPracticed: 'yes' }, field: 'armorPracticed', reason: 'not-a-boolean' },
    { input: { edge: 21 }, field: 'edge', reason: 'above-maximum' },
    { input: { effortTask: 21 }, field: 'effortTask', reason: 'above-maximum' },
    { input: { initialCost: 10_000 }, field: 'initialCost', reason: 'above-maximum' },
    { input: { maxEffort: 21 }, field: 'maxEffort', reason: 'above-maximum' },
  ])('refuses $input: $field $reason', ({ input, field, reason }) => {
    expect(() => actionCost(input as never)).toThrow(expect.objectContaining({ field, reason }));
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

describe('actionCost in armor', () => {
  // CSRD chapter 10 "Equipment", "Using Armor": "if you're wearing light armor and want to use two levels of Effort
  // on a Speed-based roll ..., it costs 7 points from your Speed Pool rather than 5 (3 for the first level of Effort,
  // plus 2 for the second level of Effort, plus 1 per level for wearing light armor)". Numenera Discovery, "Using
  // Armor", gives the same example.
  it.each(['cypher', 'numenera'] as const)(
    'the worked example in %s: two levels of Speed Effort in light armor cost 7',
    (ruleset) => {
      expect(actionCost({ stat: 'speed', armor: 'light', effortTask: 2 }, ruleset)).toMatchObject({
        total: 7,
        armorPerLevel: 1,
        armorAdded: 2,
        costs: { effortTask: 7 },
      });
      expect(actionCost({ stat: 'speed', effortTask: 2 }, ruleset).total).toBe(5);
    },
  );

  // CSRD "Using Armor", table "Speed Effort Additional Cost Per Level": light +1, medium +2, heavy +3.
  it.each([
    { armor: 'none', perLevel: 0, total: 5 },
    { armor: 'light', perLevel: 1, total: 7 },
    { armor: 'medium', perLevel: 2, total: 9 },
    { armor: 'heavy', perLevel: 3, total: 11 },
  ] as const)('two levels of Speed Effort in $armor armor cost $total', ({ armor, perLevel, total }) => {
    expect(actionCost({ stat: 'speed', armor, effortTask: 2 })).toMatchObject({ armorPerLevel: perLevel, total });
  });

  // CSRD "Using Armor": "If you are not experienced with a certain type of armor but wear it anyway, this cost is
  // further increased by 1", per level. Numenera Discovery's "Using Armor" has no such sentence: its whole text, as
  // the public transcription IverCold/ivercold.github.io quotes it (character_creation/equipment.html, commit
  // 0f4383ca8c4f), reads "Anyone can wear any armor, but it can be taxing. Wearing armor increases the cost of using
  // Speed Effort (see the table). [The light-armor example.] Edge reduces the overall cost as normal. Glaives and Jacks
  // have abilities that reduce the cost of wearing armor", with the table light 1, medium 2, heavy 3 and nothing on
  // practice (src/rules/README.md, "Armor and Speed Effort", lists this and a forum quotation of p. 95).
  it('not practiced with the armor: 1 more per level in the Cypher System, nothing more in Numenera', () => {
    const unpracticed = { stat: 'speed', armor: 'light', armorPracticed: false, effortTask: 2 } as const;
    expect(actionCost(unpracticed)).toMatchObject({ armorPerLevel: 2, armorAdded: 4, total: 9 });
    expect(actionCost(unpracticed, 'numenera')).toMatchObject({ armorPerLevel: 1, armorAdded: 2, total: 7 });
    expect(actionCost({ ...unpracticed, armor: 'heavy' })).toMatchObject({ armorPerLevel: 4, total: 13 });
  });

  // CSRD "Using Armor": "Edge reduces the overall cost as normal."
  it('Edge reduces the overall cost as usual', () => {
    expect(actionCost({ stat: 'speed', armor: 'light', edge: 2, effortTask: 2 })).toMatchObject({
      total: 5,
      edgeSaved: 2,
      armorAdded: 2,
    });
    // Edge can absorb what the armor adds: 4 points (3 + 1) less Edge 4 is 0, as 3 less 4 would be.
    expect(actionCost({ stat: 'speed', armor: 'light', edge: 4, effortTask: 1 })).toMatchObject({
      total: 0,
      armorAdded: 0,
    });
  });

  // CSRD "Using Armor": armor increases the cost of "a level of Effort when attempting a Speed-based action": every
  // level on the action, on the attack roll and on its damage alike; the initial and ability costs are not Effort.
  it('armor raises every level of Speed Effort on the action, and nothing else', () => {
    expect(
      actionCost({ stat: 'speed', armor: 'medium', initialCost: 2, effortTask: 1, effortDamage: 1, maxEffort: 2 }),
    ).toMatchObject({
      total: 12,
      armorAdded: 4,
      costs: { initialCost: 2, abilityCost: 0, effortTask: 5, effortDamage: 5 },
    });
  });

  // The Damage Track (004, impaired: 1 more per level) and armor add up.
  it('an impaired character in armor pays both extras', () => {
    expect(actionCost({ stat: 'speed', armor: 'light', impaired: true, effortTask: 2 }).total).toBe(9);
  });

  // CSRD "Using Armor": only Speed Effort costs more.
  it.each(['might', 'intellect'] as const)('%s Effort costs the same in any armor', (stat) => {
    expect(actionCost({ stat, armor: 'heavy', armorPracticed: false, effortTask: 2 })).toMatchObject({
      total: 5,
      armorPerLevel: 0,
      armorAdded: 0,
    });
  });

  it('refuses an unknown ruleset', () => {
    expect(() => actionCost({}, 'strange' as never)).toThrow(
      expect.objectContaining({ field: 'ruleset', reason: 'not-a-choice' }),
    );
  });

  it('what armor adds is the difference it makes to the total, never more than it costs before Edge', () => {
    fc.assert(
      fc.property(
        fc.record({
          stat: fc.constantFrom('might', 'speed', 'intellect'),
          armor: fc.constantFrom('none', 'light', 'medium', 'heavy'),
          armorPracticed: fc.boolean(),
          edge: fc.integer({ min: 0, max: 6 }),
          impaired: fc.boolean(),
          initialCost: fc.integer({ min: 0, max: 6 }),
          effortTask: fc.integer({ min: 0, max: 6 }),
          effortDamage: fc.integer({ min: 0, max: 6 }),
        }),
        fc.constantFrom('cypher', 'numenera'),
        (input, ruleset) => {
          const armored = actionCost(input, ruleset);
          const bare = actionCost({ ...input, armor: 'none' }, ruleset);
          expect(armored.armorAdded).toBe(armored.total - bare.total);
          expect(armored.armorAdded).toBeGreaterThanOrEqual(0);
          expect(armored.armorAdded).toBeLessThanOrEqual(
            armored.armorPerLevel * (input.effortTask + input.effortDamage),
          );
          if (input.stat !== 'speed') expect(armored).toEqual(bare);
        },
      ),
    );
  });
});

describe('spendFromPool', () => {
  // 004 "Taking Action": a character who cannot spend the minimum points an action needs automatically fails at
  // the task; 004 "Effort": Effort is paid from the Pool, so Effort the Pool cannot pay is not applied.
  it.each([
    { pool: 10, action: { initialCost: 3, effortTask: 1 }, outcome: 'paid', poolAfter: 4 },
    { pool: 6, action: { initialCost: 3, effortTask: 1 }, outcome: 'paid', poolAfter: 0 },
    { pool: 5, action: { initialCost: 3, effortTask: 1 }, outcome: 'effort-unaffordable', poolAfter: 5 },
    { pool: 3, action: { initialCost: 3, effortTask: 1 }, outcome: 'effort-unaffordable', poolAfter: 3 },
    { pool: 2, action: { initialCost: 3, effortTask: 1 }, outcome: 'task-fails', poolAfter: 2 },
    { pool: 2, action: { initialCost: 3 }, outcome: 'task-fails', poolAfter: 2 },
    // Edge lowers the minimum: 004 "Initial Cost" (initial cost 3, Edge 2: 1 point).
    { pool: 1, action: { edge: 2, initialCost: 3 }, outcome: 'paid', poolAfter: 0 },
    { pool: 2, action: { effortTask: 1 }, outcome: 'effort-unaffordable', poolAfter: 2 },
  ] as const)(
    'a Pool of $pool paying for $action -> $outcome, $poolAfter left',
    ({ pool, action, outcome, poolAfter }) => {
      expect(spendFromPool(pool, actionCost(action))).toMatchObject({ outcome, poolAfter });
    },
  );

  // 004 "The Damage Track": "When one of a PC's stat Pools reaches 0, they move one step down the damage track."
  it('a Pool paid down to 0 moves the character one step down the damage track', () => {
    const cost = actionCost({ effortTask: 1 });
    expect(spendFromPool(3, cost)).toEqual({ outcome: 'paid', poolAfter: 0, reachesZero: true, track: 'impaired' });
    expect(spendFromPool(4, actionCost({ effortTask: 1, impaired: true }), { impaired: true })).toEqual({
      outcome: 'paid',
      poolAfter: 0,
      reachesZero: true,
      track: 'debilitated',
    });
    expect(spendFromPool(4, cost)).toEqual({ outcome: 'paid', poolAfter: 1, reachesZero: false, track: 'hale' });
  });

  it('a Pool already at 0 that pays nothing does not move the character again', () => {
    expect(spendFromPool(0, actionCost({}), { impaired: true })).toEqual({
      outcome: 'paid',
      poolAfter: 0,
      reachesZero: false,
      track: 'impaired',
    });
  });

  it('refuses a hale character with a Pool at 0: a Pool at 0 is at least impaired', () => {
    expect(() => spendFromPool(0, actionCost({}))).toThrow(
      expect.objectContaining({ field: 'track', reason: 'track-too-healthy', min: 1 }),
    );
  });

  it.each([
    { pool: -1, cost: { total: 0, minimum: 0 }, field: 'pool', reason: 'below-minimum' },
    { pool: 1.5, cost: { total: 0, minimum: 0 }, field: 'pool', reason: 'not-an-integer' },
    { pool: 10_000, cost: { total: 0, minimum: 0 }, field: 'pool', reason: 'above-maximum' },
    { pool: 5, cost: null, field: 'cost', reason: 'not-a-number' },
    { pool: 5, cost: { total: -1, minimum: 0 }, field: 'cost', reason: 'below-minimum' },
    { pool: 5, cost: { total: 2, minimum: 3 }, field: 'minimumCost', reason: 'above-maximum' },
  ])('refuses a Pool of $pool paying $cost: $field $reason', ({ pool, cost, field, reason }) => {
    expect(() => spendFromPool(pool, cost as never)).toThrow(expect.objectContaining({ field, reason }));
  });

  it('tells the outcomes apart for any action', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }),
        fc.record({
          edge: fc.integer({ min: 0, max: 4 }),
          initialCost: fc.integer({ min: 0, max: 6 }),
          abilityCost: fc.integer({ min: 0, max: 6 }),
          effortTask: fc.integer({ min: 0, max: 4 }),
          effortDamage: fc.integer({ min: 0, max: 4 }),
        }),
        (pool, action) => {
          const cost = actionCost(action);
          const payment = spendFromPool(pool, cost);
          expect(cost.minimum).toBeLessThanOrEqual(cost.total);
          if (payment.outcome === 'paid') expect(payment.poolAfter).toBe(pool - cost.total);
          else expect(payment.poolAfter).toBe(pool);
          expect(payment.outcome === 'task-fails').toBe(cost.minimum > pool);
          expect(payment.reachesZero).toBe(payment.outcome === 'paid' && cost.total === pool);
        },
      ),
    );
  });
});
