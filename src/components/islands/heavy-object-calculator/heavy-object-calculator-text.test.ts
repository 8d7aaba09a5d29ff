import { describe, expect, it } from 'vitest';
import { resolveHeavyObject } from '../../../rules/index.ts';
import { islandText } from '../shared/strings.ts';
import { calculateHeavyObject } from './heavy-object-calculator-text.ts';

const text = (key: string, values: Record<string, string | number> = {}) =>
  [key, ...Object.entries(values).map(([name, value]) => `${name}=${value}`)].join(' ');
const nothing = { skill: 'practiced', assets: 0, effort: 0 } as const;

describe('calculateHeavyObject', () => {
  // 004 "Moving A Heavy Object": 150 pounds (68 kg) is difficulty 3; 400 pounds (180 kg) is 8.
  it.each([
    { weight: 150, unit: 'pounds', difficulty: 3 },
    { weight: 68, unit: 'kilograms', difficulty: 3 },
    { weight: 400, unit: 'pounds', difficulty: 8 },
    { weight: 180, unit: 'kilograms', difficulty: 8 },
  ] as const)('$weight $unit: difficulty $difficulty, moved an immediate distance', ({ weight, unit, difficulty }) => {
    const result = calculateHeavyObject({ weight, unit }, nothing, 'cypher', text);
    expect(result.task).toEqual(resolveHeavyObject({ weight, unit }).task);
    expect(result.task.difficulty).toBe(difficulty);
    expect(result.notes[0]).toBe(`heavyObjectCalculator.note.steps pounds=50 kilograms=23 base=${difficulty}`);
    expect(result.outputs.moves).toEqual({ value: 'immediate', text: 'heavyObjectCalculator.moves.immediate' });
  });

  // 004: a task eased to 0 moves the object as far as a short distance.
  it('eased to 0, it moves a short distance', () => {
    const result = calculateHeavyObject({ weight: 100, unit: 'pounds' }, { skill: 'specialized' }, 'cypher', text);
    expect(result.task.routine).toBe(true);
    expect(result.notes).toContain('heavyObjectCalculator.note.short');
    expect(result.outputs.moves).toEqual({ value: 'short', text: 'heavyObjectCalculator.moves.short' });
  });

  it.each([
    [
      'en',
      'Each 50 pounds (23 kg) adds one step: difficulty 3. A weight in between counts as the nearest step; exactly halfway counts as the harder one ([reading:rounding]).',
      'An immediate distance',
    ],
    [
      'es',
      'Cada 23 kg (50 libras) suma un grado: dificultad 3. Un peso intermedio cuenta como el grado más cercano, y en la mitad justa, como el más difícil ([reading:rounding]).',
      'Hasta tus inmediaciones',
    ],
    [
      'ko',
      '23kg(50파운드)마다 한 단계씩 더합니다: 난이도 3. 그 사이의 무게는 가까운 단계로, 딱 중간이면 어려운 쪽으로 셉니다([reading:rounding]).',
      '지근거리까지',
    ],
  ] as const)('%s: says how weight rounds and names the distance moved', (locale, steps, moves) => {
    const result = calculateHeavyObject({ weight: 150, unit: 'pounds' }, nothing, 'cypher', islandText(locale));
    expect(result.notes[0]).toBe(steps);
    expect(result.outputs.moves?.text).toBe(moves);
  });
});
