import { describe, expect, it } from 'vitest';
import { describeAction, workOutAction, type EffortCalculatorInput } from './effort-calculator-results.ts';

const nothing: EffortCalculatorInput = {
  pool: 10,
  edge: 0,
  maxEffort: 1,
  effortTask: 0,
  effortDamage: 0,
  area: false,
  initialCost: 0,
  abilityCost: 0,
  impaired: false,
};
// A stand-in for the page's strings: the key and its values, so the tests see what was asked for.
const text = (key: string, values: Record<string, string | number> = {}) =>
  [key, ...Object.entries(values).map(([name, value]) => `${name}=${value}`)].join(' ');
const format = (n: number) => `#${n}`;

describe('workOutAction', () => {
  // 004 "Initial Cost": Might Edge 2, initial cost 3, one level of Effort: 1 + 3 = 4 points.
  it('costs an action and pays it from the Pool', () => {
    const results = workOutAction({ ...nothing, edge: 2, initialCost: 3, effortTask: 1 }, 'cypher');
    expect(results.cost).toMatchObject({ total: 4, edgeSaved: 2, edgeOn: 'initialCost' });
    expect(results.payment).toEqual({ canPay: true, poolAfter: 6 });
    expect(results.damage).toEqual({ perTarget: 0, onMiss: 0 });
  });

  // 001 (Spanish): 3 extra damage per level on one target; 2 per level on an area, and 1 point to those who
  // avoid it in Numenera.
  it.each([
    { area: false, ruleset: 'numenera', damage: { perTarget: 6, onMiss: 0 } },
    { area: true, ruleset: 'numenera', damage: { perTarget: 4, onMiss: 1 } },
    { area: true, ruleset: 'cypher', damage: { perTarget: 4, onMiss: 0 } },
  ] as const)('Effort on damage, area $area, $ruleset -> $damage', ({ area, ruleset, damage }) => {
    const input = { ...nothing, maxEffort: 2, effortDamage: 2, area };
    expect(workOutAction(input, ruleset).damage).toEqual(damage);
  });

  // 004 "Taking Action": a character who cannot spend the points fails at the task automatically.
  it('says when the Pool cannot pay', () => {
    expect(workOutAction({ ...nothing, pool: 2, effortTask: 1 }, 'cypher').payment).toEqual({
      canPay: false,
      poolAfter: 2,
    });
  });

  it('refuses more levels than the Effort score, as the rules module does', () => {
    expect(() => workOutAction({ ...nothing, effortTask: 1, effortDamage: 1 }, 'cypher')).toThrow(
      expect.objectContaining({ field: 'effort', reason: 'too-much-effort', max: 1 }),
    );
  });
});

describe('describeAction', () => {
  it('formats every result and says where Edge went', () => {
    const results = workOutAction({ ...nothing, edge: 2, initialCost: 3, effortTask: 1 }, 'cypher');
    expect(describeAction(results, text, format)).toEqual({
      cost: { value: 4, text: '#4' },
      edgeSaved: {
        value: 2,
        text: 'effortCalculator.edgeOn saved=2 expenditure=effortCalculator.expenditure.initialCost',
      },
      poolAfter: { value: 6, text: '#6' },
      damageBonus: { value: 0, text: '#0' },
      damageOnMiss: { value: 0, text: '#0' },
      canPay: { value: true, text: 'effortCalculator.canPay' },
    });
  });

  it('shows a bare number when Edge saved nothing', () => {
    const outputs = describeAction(workOutAction({ ...nothing, effortTask: 1 }, 'cypher'), text, format);
    expect(outputs.edgeSaved).toEqual({ value: 0, text: '#0' });
  });

  it('says that a Pool too small cannot pay and the task fails', () => {
    const outputs = describeAction(workOutAction({ ...nothing, pool: 0, effortTask: 1 }, 'cypher'), text, format);
    expect(outputs.canPay).toEqual({ value: false, text: 'effortCalculator.cannotPay pool=0 cost=3' });
    expect(outputs.poolAfter).toEqual({ value: 0, text: '#0' });
  });
});
