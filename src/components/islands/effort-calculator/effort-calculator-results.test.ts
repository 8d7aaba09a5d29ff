import { describe, expect, it } from 'vitest';
import { actionNotes, describeAction, workOutAction, type EffortCalculatorInput } from './effort-calculator-results.ts';

const nothing: EffortCalculatorInput = {
  stat: 'speed',
  pool: 10,
  edge: 0,
  armor: 'none',
  armorPracticed: true,
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
    const results = workOutAction({ ...nothing, edge: 2, initialCost: 3, effortTask: 1 });
    expect(results.cost).toMatchObject({ total: 4, edgeSaved: 2, edgeOn: 'initialCost' });
    expect(results.payment).toEqual({ outcome: 'paid', poolAfter: 6, reachesZero: false, track: 'hale' });
    expect(results.damage).toEqual({ perTarget: 0, onMiss: 0 });
  });

  // 001 (Spanish): 3 extra damage per level on one target; 2 per level on an area, and 1 point to those who
  // avoid it (the Cypher System pages apply the same rule: src/rules/effort.ts, areaEffortDamage).
  it.each([
    { area: false, damage: { perTarget: 6, onMiss: 0 } },
    { area: true, damage: { perTarget: 4, onMiss: 1 } },
  ] as const)('Effort on damage, area $area -> $damage', ({ area, damage }) => {
    const input = { ...nothing, maxEffort: 2, effortDamage: 2, area };
    expect(workOutAction(input).damage).toEqual(damage);
  });

  // 004 "Taking Action": a character who cannot spend the minimum fails at the task automatically; Effort the Pool
  // cannot pay is not applied.
  it('says when the Pool cannot pay, and what it cannot pay', () => {
    expect(workOutAction({ ...nothing, pool: 2, effortTask: 1 }).payment).toMatchObject({
      outcome: 'effort-unaffordable',
      poolAfter: 2,
    });
    expect(workOutAction({ ...nothing, pool: 2, initialCost: 3 }).payment).toMatchObject({
      outcome: 'task-fails',
      poolAfter: 2,
    });
  });

  it('pays as an impaired character when the box is ticked', () => {
    const results = workOutAction({ ...nothing, pool: 4, effortTask: 1, impaired: true });
    expect(results.payment).toEqual({ outcome: 'paid', poolAfter: 0, reachesZero: true, track: 'debilitated' });
  });

  // CSRD chapter 10 "Equipment", "Using Armor": two levels of Speed Effort in light armor cost 7 points, not 5;
  // 1 more per level when not practiced with the armor (the Cypher System only; Numenera Discovery has no such rule).
  it('costs Speed Effort in armor as each game does', () => {
    const light = { ...nothing, maxEffort: 2, effortTask: 2, armor: 'light' } as const;
    expect(workOutAction(light).cost).toMatchObject({ total: 7, armorAdded: 2, armorPerLevel: 1 });
    expect(workOutAction({ ...light, armorPracticed: false }).cost).toMatchObject({ total: 9, armorAdded: 4 });
    expect(workOutAction({ ...light, armorPracticed: false }, 'numenera').cost).toMatchObject({ total: 7 });
    expect(workOutAction({ ...light, stat: 'might' }).cost).toMatchObject({ total: 5, armorAdded: 0 });
  });

  it('refuses more levels than the Effort score, as the rules module does', () => {
    expect(() => workOutAction({ ...nothing, effortTask: 1, effortDamage: 1 })).toThrow(
      expect.objectContaining({ field: 'effort', reason: 'too-much-effort', max: 1 }),
    );
  });
});

describe('describeAction', () => {
  it('formats every result and says where Edge went', () => {
    const results = workOutAction({ ...nothing, edge: 2, initialCost: 3, effortTask: 1 });
    expect(describeAction(results, text, format)).toEqual({
      cost: { value: 4, text: '#4' },
      armorAdded: { value: 0, text: '#0' },
      edgeSaved: {
        value: 2,
        text: 'effortCalculator.edgeOn saved=2 expenditure=effortCalculator.expenditure.initialCost',
      },
      poolAfter: { value: 6, text: '#6' },
      damageBonus: { value: 0, text: '#0' },
      damageOnMiss: { value: 0, text: '#0' },
      outcome: { value: 'paid', text: 'effortCalculator.outcome.paid pool=6 minimum=1 cost=4' },
    });
  });

  it('says how much the armor adds, and how much per level of Speed Effort', () => {
    const input = { ...nothing, maxEffort: 2, effortTask: 2, armor: 'medium', armorPracticed: false } as const;
    expect(describeAction(workOutAction(input), text, format).armorAdded).toEqual({
      value: 6,
      text: 'effortCalculator.armorAddedValue added=6 perLevel=3',
    });
  });

  it('shows a bare number when Edge saved nothing', () => {
    const outputs = describeAction(workOutAction({ ...nothing, effortTask: 1 }), text, format);
    expect(outputs.edgeSaved).toEqual({ value: 0, text: '#0' });
  });

  it('says that a Pool too small for the minimum cost means the task fails', () => {
    const input = { ...nothing, pool: 2, initialCost: 3, effortTask: 1 };
    const outputs = describeAction(workOutAction(input), text, format);
    expect(outputs.outcome).toEqual({
      value: 'task-fails',
      text: 'effortCalculator.outcome.taskFails pool=2 minimum=3 cost=6',
    });
    expect(outputs.poolAfter).toEqual({ value: 2, text: '#2' });
  });

  it('says that a Pool that pays the minimum cannot pay this Effort', () => {
    const input = { ...nothing, pool: 4, initialCost: 3, effortTask: 1 };
    expect(describeAction(workOutAction(input), text, format).outcome).toEqual({
      value: 'effort-unaffordable',
      text: 'effortCalculator.outcome.effortUnaffordable pool=4 minimum=3 cost=6',
    });
  });
});

describe('actionNotes', () => {
  // 004 "The Damage Track": a Pool reaching 0 moves the character one step down.
  it('says when paying empties the Pool, and where on the damage track that leaves the character', () => {
    const results = workOutAction({ ...nothing, pool: 3, effortTask: 1 });
    expect(actionNotes(results, text)).toEqual(['effortCalculator.note.reachesZero track=rules.track.impaired.name']);
  });

  // 004 "Effort": more than six steps from Effort don't count.
  it('flags Effort on the task beyond six levels', () => {
    const results = workOutAction({ ...nothing, pool: 40, maxEffort: 8, effortTask: 8 });
    expect(actionNotes(results, text)).toEqual(['effortCalculator.note.ignoredEffort ignored=2']);
  });

  it('says nothing more of an ordinary action', () => {
    expect(actionNotes(workOutAction({ ...nothing, effortTask: 1 }), text)).toEqual([]);
    expect(actionNotes(workOutAction({ ...nothing, effortTask: 1, armor: 'heavy' }), text)).toEqual([]);
  });

  // CSRD "Using Armor": only Speed Effort costs more; the note says why a Might or Intellect cost did not move.
  it('says that armor leaves Might and Intellect Effort alone', () => {
    const input = { ...nothing, stat: 'intellect', armor: 'light', effortTask: 1 } as const;
    expect(actionNotes(workOutAction(input), text)).toEqual([
      'effortCalculator.note.armorOnlySpeed stat=rules.stat.intellect.name',
    ]);
  });

  // The site's readings the result rests on are said, each note marking its reading (readings.ts).
  it('marks the split of Effort between task and damage as the site reading, in both games', () => {
    const input = { ...nothing, maxEffort: 2, effortTask: 1, effortDamage: 1 };
    expect(actionNotes(workOutAction(input), text)).toEqual(['effortCalculator.note.split']);
    expect(actionNotes(workOutAction(input, 'numenera'), text)).toEqual(['effortCalculator.note.split']);
  });

  // The CSRD ("Effort and Damage") and Numenera give the same rule for Effort on an area attack: a note, no reading.
  it('states the area rule in both games, whenever Effort goes on an area attack’s damage', () => {
    const input = { ...nothing, effortDamage: 1, area: true };
    expect(actionNotes(workOutAction(input), text)).toEqual(['effortCalculator.note.area']);
    expect(actionNotes(workOutAction(input, 'numenera'), text)).toEqual(['effortCalculator.note.area']);
    expect(actionNotes(workOutAction({ ...input, effortDamage: 0 }), text)).toEqual([]);
  });
});
