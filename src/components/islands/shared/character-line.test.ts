import { describe, expect, it } from 'vitest';
import { newCharacter, type CharacterSheet } from '../../../character/sheet.ts';
import { RulesInputError } from '../../../rules/index.ts';
import { tool as damageTool } from '../damage-simulator/damage-simulator-character.ts';
import { tool as effortTool } from '../effort-calculator/effort-calculator-character.ts';
import { tool as recoveryTool, usedBoxes } from '../recovery-roll/recovery-roll-character.ts';
import { followsCharacter, problemMessage, refusalMessage } from './character-line.ts';

// A stand-in for the page's strings: the key and its values, so the tests see what was asked for.
const text = (key: string, values: Record<string, string | number> = {}) =>
  [key, ...Object.entries(values).map(([name, value]) => `${name}=${value}`)].join(' ');

/** Issue 41's character: Speed 12 of 12, Speed Edge 1, light armor they are practiced with, Effort 2. */
const kara: CharacterSheet = {
  ...newCharacter('kara'),
  name: 'Kara',
  effort: 2,
  speed: { max: 12, current: 12, edge: 1 },
  armor: 1,
  armorWeight: 'light',
};

/** The island's fields as the address holds them. */
const fields = (values: Record<string, string>) => new URLSearchParams(values);

describe('followsCharacter', () => {
  it('holds while every field the character fills has its value; fields the island lacks do not count', () => {
    const filled = { pool: '12', edge: '1', armorPracticed: '1' };
    expect(followsCharacter(fields({ pool: '12', edge: '1', effortTask: '2' }), filled)).toBe(true);
    expect(followsCharacter(fields({ pool: '10', edge: '1' }), filled)).toBe(false);
  });
});

describe('the refusals in the page’s words', () => {
  it('names the Pool that cannot pay, and the points it holds', () => {
    const error = new RulesInputError('speed', 'not-enough-points', { max: 3, value: 6 });
    expect(refusalMessage(error, text)).toBe(
      'character.error.notEnoughPoints stat=rules.stat.speed.name min= max=3 value=6',
    );
  });
  it('says shares above a recovery roll’s points as the sheet does, and another number out of range with its range', () => {
    const shares = new RulesInputError('points', 'above-maximum', { min: 0, max: 5, value: 7 });
    expect(refusalMessage(shares, text)).toBe('character.error.shares stat= min=0 max=5 value=7');
    const d6 = new RulesInputError('d6', 'above-maximum', { min: 1, max: 6, value: 9 });
    expect(refusalMessage(d6, text)).toBe('range stat= min=1 max=6 value=9');
  });
  it('falls back to the rules’ own message for a refusal no tool meets', () => {
    const error = new RulesInputError('cypherLimit', 'over-cypher-limit', { max: 2 });
    expect(refusalMessage(error, text)).toBe('cypherLimit: over-cypher-limit');
  });
  it('says a change made in another tab in a tool’s words, and the store’s other problems as the sheet does', () => {
    expect(problemMessage('conflict', text)).toBe('characterLine.conflict');
    expect(problemMessage('full', text)).toBe('character.problem.full');
  });
});

describe('the Effort calculator with a character', () => {
  const spend = effortTool.actions[0]!;
  const action = { stat: 'speed', effortTask: '2', effortDamage: '0', initialCost: '0', abilityCost: '0' };

  it('fills the chosen stat’s Pool and Edge, the Effort score, the armor and the impaired state', () => {
    expect(effortTool.fields(kara, fields({ stat: 'speed' }))).toEqual({
      stat: 'speed',
      pool: '12',
      edge: '1',
      maxEffort: '2',
      armor: 'light',
      armorPracticed: '1',
      impaired: '0',
    });
    expect(effortTool.fields({ ...kara, track: 'impaired' }, fields({ stat: 'might' }))).toMatchObject({
      pool: '10',
      edge: '0',
      impaired: '1',
    });
  });

  // Issue 41's example; CSRD "Using Armor": two levels of Speed Effort, 3 + 2 and 1 a level for light armor, less
  // Edge 1: 6 points, which leave Speed at 6.
  it('spends the action’s cost from the chosen Pool', () => {
    const change = spend.change(kara, fields(action))!;
    expect(change.detail).toEqual({ stat: 'speed', points: 6 });
    expect(change.apply(kara).speed.current).toBe(6);
  });

  it('has nothing to apply while a field holds no number, and refuses what the rules refuse', () => {
    expect(spend.change(kara, fields({ ...action, effortTask: 'x' }))).toBeUndefined();
    const tired = { ...kara, speed: { ...kara.speed, current: 4 } };
    expect(() => spend.change(tired, fields(action))!.apply(tired)).toThrow(
      expect.objectContaining({ reason: 'not-enough-points', max: 4 }),
    );
    expect(() => spend.change({ ...kara, track: 'debilitated' }, fields(action))).toThrow(
      expect.objectContaining({ reason: 'cannot-act' }),
    );
  });
});

describe('the damage simulator with a character', () => {
  // Issue 41's example, 004 "Damage": a hit of 8 through Armor 1 on Might 5, Speed 6, Intellect 10 empties Might,
  // takes 2 from Speed and moves the track to impaired.
  const hurt: CharacterSheet = {
    ...kara,
    might: { max: 10, current: 5, edge: 0 },
    speed: { max: 12, current: 6, edge: 1 },
  };

  it('fills the Pools, their maxima, Armor, the damage track and the tier', () => {
    expect(damageTool.fields(hurt, fields({}))).toEqual({
      might: '5',
      mightMax: '10',
      speed: '6',
      speedMax: '12',
      intellect: '10',
      intellectMax: '10',
      armor: '1',
      track: 'hale',
      tier: '1',
    });
  });

  it('takes the hit through the character’s Armor, down the Pools and the track', () => {
    const change = damageTool.actions[0]!.change(hurt, fields({ amount: '8', type: 'might', ignoreArmor: '0' }))!;
    expect(change.detail).toEqual({ amount: 8, type: 'might' });
    expect(change.apply(hurt)).toMatchObject({
      might: { current: 0 },
      speed: { current: 4 },
      intellect: { current: 10 },
      track: 'impaired',
    });
    expect(damageTool.actions[0]!.change(hurt, fields({ amount: '' }))).toBeUndefined();
  });
});

describe('the recovery roll with a character', () => {
  const [recover, newDay] = recoveryTool.actions;
  const roll = { d6: '4', 'share.might': '0', 'share.speed': '5', 'share.intellect': '0' };
  const tired = { ...kara, speed: { ...kara.speed, current: 2 } };

  // The character counts the rolls used; the island ticks them in the order of the rest ladder (004 "Recovering
  // Points in a Pool": one action, ten minutes, one hour, ten hours).
  it('ticks a box for each roll used, in order', () => {
    expect(usedBoxes(0)).toEqual({
      'used.action': '0',
      'used.tenMinutes': '0',
      'used.oneHour': '0',
      'used.tenHours': '0',
    });
    expect(usedBoxes(2)).toEqual({
      'used.action': '1',
      'used.tenMinutes': '1',
      'used.oneHour': '0',
      'used.tenHours': '0',
    });
    expect(recoveryTool.fields({ ...tired, recoveryRollsUsed: 3 }, fields({}))).toMatchObject({
      bonus: '1',
      speed: '2',
      speedMax: '12',
      'used.oneHour': '1',
      'used.tenHours': '0',
    });
  });

  // 004 "Recovering Points in a Pool": 1d6 plus the tier (1), shared as the reader chooses; four rolls a day.
  it('takes the roll on the character and marks it; a fifth is refused; a new day gives them back', () => {
    const change = recover!.change(tired, fields(roll))!;
    expect(change.detail).toEqual({ d6: 4, points: 5 });
    const rested = change.apply(tired);
    expect(rested).toMatchObject({ speed: { current: 7 }, recoveryRollsUsed: 1 });
    expect(change.after).toMatchObject({ d6: '' });
    expect(() => recover!.change({ ...tired, recoveryRollsUsed: 4 }, fields(roll))).toThrow(
      expect.objectContaining({ reason: 'no-recovery-roll-left' }),
    );
    expect(newDay!.change(rested, fields({}))!.apply({ ...rested, recoveryRollsUsed: 4 }).recoveryRollsUsed).toBe(0);
  });
});
