import { describe, expect, it } from 'vitest';
import { resolveJump } from '../../../rules/index.ts';
import { calculateJump, type JumpFields } from './jump-calculator-text.ts';
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

  // The rounding is the site's reading, and the note marks it wherever the rule's figure falls between two steps: in
  // meters, and after a short run over an odd number of feet (src/rules/cypher/readings.ts, rounding; issue 44 RA4).
  it.each([
    ['en', '3 m is 10 feet', 'exactly halfway counts as the harder one ([reading:rounding])'],
    ['es', '3 m son 10 pies', 'y en la mitad justa, el más difícil ([reading:rounding])'],
    ['ko', '3m는 10피트입니다', '딱 중간이면 어려운 쪽으로 셉니다 ([reading:rounding])'],
  ] as const)('%s: says how meters become steps, and marks the rounding', (locale, meters, rounding) => {
    const notes = (fields: Partial<JumpFields>) =>
      calculateJump(
        { jump: 'long', distance: 20, unit: 'feet', runUp: 'none', ...fields },
        nothing,
        'cypher',
        islandText(locale),
      ).notes.join('\n');
    expect(notes({ jump: 'high', distance: 2, unit: 'meters' })).toContain(meters);
    expect(notes({ jump: 'high', distance: 2, unit: 'meters' })).toContain(rounding);
    expect(notes({ distance: 21, runUp: 'short' })).toContain(rounding);
    expect(notes({ distance: 20, runUp: 'short' })).not.toContain(rounding);
    expect(notes({ distance: 3, unit: 'meters' })).not.toContain(rounding);
  });
});
