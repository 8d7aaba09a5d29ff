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
      // 004 "The Damage Track": an impaired character ignores major effects; 004 "Special Rolls": the refund is a
      // rule of its own, so it stays (src/rules/cypher/specialRolls.ts).
      'a natural 20 while impaired: no effect, but the refund',
      { difficulty: 4, natural: 20, impaired: true },
      ['note.success total=20 target=12', 'note.refund', 'note.impaired'],
    ],
    [
      'an impaired attack',
      { difficulty: 4, natural: 19, attack: true, impaired: true },
      ['note.success total=19 target=12', 'note.damage natural=19 damage=1', 'note.impaired'],
    ],
    // cypher/special-rolls#rolling-anyway: on a routine task rolled anyway only a natural 20 counts.
    ['a routine task', { difficulty: 0, natural: 8 }, ['note.routine', 'note.routineOther natural=8']],
    ['a natural 1 on a routine task', { difficulty: 0, natural: 1 }, ['note.routine', 'note.routineOther natural=1']],
    [
      'a natural 19 on a routine attack',
      { difficulty: 0, natural: 19, attack: true },
      ['note.routine', 'note.routineOther natural=19'],
    ],
    [
      'a natural 20 on a routine task',
      { difficulty: 0, natural: 20 },
      ['note.routine', 'note.major natural=20', 'note.refund'],
    ],
    [
      'a natural 20 on a routine task while impaired',
      { difficulty: 0, natural: 20, impaired: true },
      ['note.routine', 'note.refund', 'note.impaired'],
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
  it.each([
    [
      'en',
      'Difficulty 0 is routine: the task succeeds with no roll. If you spent points on it, you may roll anyway: a natural 20 then brings a major effect and gives the points back.',
      'Natural 1 on a routine task rolled anyway: it changes nothing.',
    ],
    [
      'es',
      'La dificultad 0 es rutinaria: la tarea sale bien sin tirar. Si has gastado puntos en ella, puedes tirar igualmente: un 20 natural te da entonces un efecto mayor y te devuelve los puntos.',
      '1 natural en una tarea rutinaria que se tira igualmente: no cambia nada.',
    ],
    [
      'ko',
      '난이도 0은 일상적인 일이라 굴리지 않고 성공합니다. 점수를 쓴 일이라면 그래도 굴려 볼 수 있으며, 그때 눈 20이 나오면 큰 이득을 얻고 쓴 점수를 돌려받습니다.',
      '일상적인 일을 그래도 굴렸을 때 눈 1: 달라지는 것이 없습니다.',
    ],
  ] as const)(
    '%s: a routine task rolled anyway counts only on a 20, a 1 brings no intrusion',
    (locale, routine, one) => {
      const words = islandText(locale);
      const [first, second] = describeRoll(resolveRoll({ difficulty: 0, natural: 1 }), false, words);
      expect(first).toBe(routine);
      expect(second).toContain(one);
      expect(rollOutputs(resolveRoll({ difficulty: 0, natural: 1 }), words, String).intrusion.value).toBe(false);
    },
  );
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
