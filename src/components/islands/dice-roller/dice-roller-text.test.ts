import { describe, expect, it } from 'vitest';
import { resolveRoll, type RollInput } from '../../../rules/index.ts';
import { describeRoll, rollOutputNames, rollOutputs } from './dice-roller-text.ts';

// A stand-in for the UI strings: the key, then the values it was filled with.
const text = (key: string, values: Record<string, string | number> = {}) =>
  [key.replace(/^diceRoller\./, ''), ...Object.entries(values).map(([name, value]) => `${name}=${value}`)].join(' ');
const notes = (input: RollInput) => describeRoll(resolveRoll(input), input.impaired ?? false, text);

describe('describeRoll', () => {
  it.each<[string, RollInput, string[]]>([
    [
      'a natural 19 on an attack (the worked example)',
      { difficulty: 4, natural: 19, attack: true },
      ['note.success total=19 target=12', 'note.damageOrMinor natural=19 damage=3'],
    ],
    [
      'a natural 20 on an attack',
      { difficulty: 4, natural: 20, attack: true },
      ['note.success total=20 target=12', 'note.damageOrMajor natural=20 damage=4', 'note.refund'],
    ],
    [
      'a natural 18 on an attack',
      { difficulty: 4, natural: 18, attack: true },
      ['note.success total=18 target=12', 'note.damage natural=18 damage=2'],
    ],
    [
      'a natural 19 on another task',
      { difficulty: 4, natural: 19 },
      ['note.success total=19 target=12', 'note.minor natural=19'],
    ],
    [
      'a natural 20 on another task',
      { difficulty: 4, natural: 20 },
      ['note.success total=20 target=12', 'note.major natural=20', 'note.refund'],
    ],
    ['a natural 1', { difficulty: 1, natural: 1 }, ['note.failure total=1 target=3', 'note.intrusion']],
    [
      'a natural 17 that misses',
      { difficulty: 6, natural: 17, attack: true },
      ['note.failure total=17 target=18', 'note.missed natural=17'],
    ],
    [
      'a natural 17 on a task that is not an attack',
      { difficulty: 4, natural: 17 },
      ['note.success total=17 target=12', 'note.ordinary natural=17'],
    ],
    [
      // 004 "The Damage Track": an impaired character ignores major effects, the refund with them (src/rules README).
      'a natural 20 while impaired: no effect, no refund',
      { difficulty: 4, natural: 20, impaired: true },
      ['note.success total=20 target=12', 'note.impaired'],
    ],
    [
      'an impaired attack',
      { difficulty: 4, natural: 19, attack: true, impaired: true },
      ['note.success total=19 target=12', 'note.damage natural=19 damage=1', 'note.impaired'],
    ],
    ['a routine task', { difficulty: 0, natural: 8 }, ['note.routine', 'note.ordinary natural=8']],
    ['an impossible task', { difficulty: 7, natural: 20, attack: true }, ['note.impossible target=21']],
    [
      'a bonus of +3 or more, beyond the asset cap',
      { difficulty: 6, natural: 12, bonus: 10 },
      [
        'note.success total=13 target=12',
        'note.bonusAsAsset difficulty=4 bonus=1',
        'note.capAssets count=1',
        'note.ordinary natural=12',
      ],
    ],
  ])('%s', (_name, input, expected) => {
    expect(notes(input)).toEqual(expected);
  });
});

describe('rollOutputs', () => {
  const format = (n: number) => `#${n}`;

  it('gives every output its plain value and its text', () => {
    const outputs = rollOutputs(resolveRoll({ difficulty: 4, natural: 19, attack: true }), text, format);
    expect(Object.keys(outputs)).toEqual([...rollOutputNames]);
    expect(outputs).toEqual({
      success: { value: true, text: 'success' },
      total: { value: 19, text: '#19' },
      target: { value: 12, text: '#12' },
      intrusion: { value: false, text: 'no' },
      bonusDamage: { value: 3, text: '#3' },
      effect: { value: 'minor', text: 'effectInstead effect=effect.minor' },
      refundsCost: { value: false, text: 'no' },
    });
  });

  it('names the effect alone when it is not an alternative to damage', () => {
    const outputs = rollOutputs(resolveRoll({ difficulty: 1, natural: 1 }), text, format);
    expect(outputs.success).toEqual({ value: false, text: 'failure' });
    expect(outputs.intrusion).toEqual({ value: true, text: 'yes' });
    expect(outputs.effect).toEqual({ value: 'none', text: 'effect.none' });
  });
});
