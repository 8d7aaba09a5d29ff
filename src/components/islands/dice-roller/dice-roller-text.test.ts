import { describe, expect, it } from 'vitest';
import { resolveRoll, type RollInput } from '../../../rules/index.ts';
import { islandText } from '../shared/strings.ts';
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
      // 004 "The Damage Track": an impaired character ignores major effects, and with them the refund (the site's
      // reading impaired-refund, src/rules/cypher/specialRolls.ts), whose note names the other reading.
      'a natural 20 while impaired: no effect and no refund, with the reading said',
      { difficulty: 4, natural: 20, impaired: true },
      ['note.success total=20 target=12', 'note.impaired', 'note.impairedRefund'],
    ],
    [
      'an impaired attack',
      { difficulty: 4, natural: 19, attack: true, impaired: true },
      ['note.success total=19 target=12', 'note.damage natural=19 damage=1', 'note.impaired'],
    ],
    // cypher/special-rolls#rolling-anyway: a routine task rolled anyway is a roll, and every face counts.
    ['a routine task', { difficulty: 0, natural: 8 }, ['note.routine', 'note.ordinary natural=8']],
    ['a natural 1 on a routine task', { difficulty: 0, natural: 1 }, ['note.routine', 'note.intrusion']],
    [
      'a natural 19 on a routine attack',
      { difficulty: 0, natural: 19, attack: true },
      ['note.routine', 'note.damageOrMinor natural=19 damage=3'],
    ],
    [
      'a natural 20 on a routine task',
      { difficulty: 0, natural: 20 },
      ['note.routine', 'note.major natural=20', 'note.refund'],
    ],
    [
      'a natural 20 on a routine task while impaired',
      { difficulty: 0, natural: 20, impaired: true },
      ['note.routine', 'note.impaired', 'note.impairedRefund'],
    ],
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

describe('the d20 roller in words', () => {
  // 004 "Special Rolls": a natural 1 is a GM intrusion on any roll, a routine task rolled anyway included.
  it.each([
    ['en', 'you may roll anyway in the hope of a natural 20', 'Natural 1: GM intrusion.'],
    ['es', 'puedes tirar igualmente con la esperanza de sacar un 20 natural', '1 natural: intrusión del DJ.'],
    ['ko', '눈 20을 바라고 그래도 굴려 볼 수 있으며', '눈 1: 마스터 개입.'],
  ] as const)('%s: a routine task rolled anyway is a roll, and a 1 brings a GM intrusion', (locale, routine, one) => {
    const words = islandText(locale);
    const [first, second] = describeRoll(resolveRoll({ difficulty: 0, natural: 1 }), false, words);
    expect(first).toContain(routine);
    expect(second).toContain(one);
    expect(rollOutputs(resolveRoll({ difficulty: 0, natural: 1 }), words, String).intrusion.value).toBe(true);
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
      bonusDamage: { value: 3, text: 'damageOrMinor damage=#3' },
      effect: { value: 'minor', text: 'effectInstead effect=effect.minor' },
      refundsCost: { value: false, text: 'no' },
    });
  });

  it.each([
    ['en', '3, or a minor effect instead', 'Minor effect, instead of the extra damage'],
    ['es', '3, o bien un efecto menor', 'Efecto menor, en lugar del daño adicional'],
    ['ko', '3, 또는 그 대신 작은 이득', '추가 피해 대신 작은 이득'],
  ] as const)('%s: extra damage and the effect each say they are alternatives', (locale, damage, effect) => {
    const outputs = rollOutputs(resolveRoll({ difficulty: 4, natural: 19, attack: true }), islandText(locale), String);
    expect(outputs.bonusDamage.text).toBe(damage);
    expect(outputs.effect.text).toBe(effect);
    const major = rollOutputs(resolveRoll({ difficulty: 4, natural: 20, attack: true }), islandText(locale), String);
    expect(major.bonusDamage.text).toMatch(/^4/);
  });

  it('names the effect alone when it is not an alternative to damage', () => {
    const outputs = rollOutputs(resolveRoll({ difficulty: 1, natural: 1 }), text, format);
    expect(outputs.success).toEqual({ value: false, text: 'failure' });
    expect(outputs.intrusion).toEqual({ value: true, text: 'yes' });
    expect(outputs.effect).toEqual({ value: 'none', text: 'effect.none' });
  });
});
