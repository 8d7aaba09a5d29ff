import { describe, expect, it } from 'vitest';
import { resolveJump } from '../../../rules/index.ts';
import { calculateJump } from './jump-calculator-text.ts';
import { islandText } from '../shared/strings.ts';

const text = (key: string, values: Record<string, string | number> = {}) =>
  [key, ...Object.entries(values).map(([name, value]) => `${name}=${value}`)].join(' ');
const nothing = { skill: 'practiced', assets: 0, effort: 0 } as const;

describe('calculateJump', () => {
  // 004 "Jumping": 20 feet (6 m) after a short run is 20 / 2 - 4 = 6, eased by the run to 5.
  it.each([
    { distance: 20, unit: 'feet', notes: ['jumpCalculator.note.longShortRun base=6', 'jumpCalculator.note.runUp'] },
    {
      distance: 6,
      unit: 'meters',
      notes: ['jumpCalculator.note.longShortRun base=6', 'jumpCalculator.note.meters', 'jumpCalculator.note.runUp'],
    },
  ] as const)('$distance $unit after a short run: difficulty 5', ({ distance, unit, notes }) => {
    const result = calculateJump({ jump: 'long', distance, unit, runUp: 'short' }, nothing, 'cypher', text);
    expect(result.base).toBe(6);
    expect(result.task).toEqual(resolveJump({ jump: 'long', distance, unit, runUp: 'short' }).task);
    expect(result.task.difficulty).toBe(5);
    expect(result.notes.slice(0, notes.length)).toEqual(notes);
  });

  // 004 "Jumping": a standing jump of 10 feet is difficulty 6; a high jump's difficulty is its height.
  it.each([
    { jump: 'long', distance: 10, runUp: 'none', note: 'jumpCalculator.note.long base=6', difficulty: 6 },
    { jump: 'high', distance: 4, runUp: 'none', note: 'jumpCalculator.note.high base=4', difficulty: 4 },
    { jump: 'high', distance: 4, runUp: 'immediate', note: 'jumpCalculator.note.high base=4', difficulty: 3 },
  ] as const)('$jump jump of $distance feet, run-up $runUp: difficulty $difficulty', (input) => {
    const result = calculateJump({ ...input, unit: 'feet' }, nothing, 'cypher', text);
    expect(result.notes[0]).toBe(input.note);
    expect(result.task.difficulty).toBe(input.difficulty);
    expect(result.notes.includes('jumpCalculator.note.runUp')).toBe(input.runUp !== 'none');
  });

  it('refuses a distance the rules module refuses', () => {
    expect(() =>
      calculateJump({ jump: 'long', distance: 0, unit: 'feet', runUp: 'none' }, nothing, 'cypher', text),
    ).toThrow(expect.objectContaining({ field: 'distance', reason: 'below-minimum' }));
  });

  // The rounding is the site's reading, and the note marks it (src/rules/cypher/readings.ts, rounding).
  it.each([
    [
      'en',
      'Meters are converted to feet (3 m = 10 ft). A difficulty between two steps counts as the nearest one, and a half as the harder ([reading:rounding]).',
    ],
    [
      'es',
      'Los metros se pasan a pies (3 m = 10 pies). Si la dificultad no sale exacta, cuenta el grado más cercano, y en la mitad justa, el más difícil ([reading:rounding]).',
    ],
    [
      'ko',
      '미터는 피트로 바꿔 계산합니다(3m = 10피트). 두 단계 사이에 걸친 난이도는 가까운 쪽으로, 딱 중간이면 어려운 쪽으로 셉니다([reading:rounding]).',
    ],
  ] as const)('%s: says how meters become steps', (locale, note) => {
    const result = calculateJump(
      { jump: 'high', distance: 2, unit: 'meters', runUp: 'none' },
      nothing,
      'cypher',
      islandText(locale),
    );
    expect(result.notes).toContain(note);
  });
});
