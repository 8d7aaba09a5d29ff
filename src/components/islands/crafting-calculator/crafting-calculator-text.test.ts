import { describe, expect, it } from 'vitest';
import { resolveCrafting } from '../../../rules/index.ts';
import { calculateCrafting } from './crafting-calculator-text.ts';
import { islandText } from '../shared/strings.ts';

const text = (key: string, values: Record<string, string | number> = {}) =>
  [key, ...Object.entries(values).map(([name, value]) => `${name}=${value}`)].join(' ');
const format = (n: number) => `#${n}`;

describe('calculateCrafting', () => {
  // 004 "Crafting Difficulty and Time": a spear is level 2, about an hour; it needs level 2, 1 and 0 material.
  it('a spear: difficulty 2, an hour, materials of levels 2 to 0', () => {
    const result = calculateCrafting({ level: 2, exotic: false }, {}, 'cypher', text, format);
    expect(result.task).toEqual(resolveCrafting({ level: 2 }).task);
    expect(result.outputs.time).toEqual({ value: 'oneHour', text: 'rules.crafting.time.oneHour' });
    expect(result.notes.slice(0, 3)).toEqual([
      'craftingCalculator.note.level level=2 examples=rules.crafting.examples.2',
      'craftingCalculator.note.materials levels=#2, #1, #0',
      'craftingCalculator.note.repair',
    ]);
  });

  // 004 "Crafting, Building, And Repairing": an exotic item is its level plus 5; its time stays its level's.
  it('an exotic level 3 item: difficulty 8, a day', () => {
    const result = calculateCrafting({ level: 3, exotic: true }, {}, 'cypher', text, format);
    expect(result.base).toBe(8);
    expect(result.notes[1]).toBe('craftingCalculator.note.exotic base=8');
    expect(result.outputs.time!.value).toBe('oneDay');
  });

  // The examples are the table's own labels, capitalized: they open the note rather than sit mid-sentence.
  it.each([
    ['en', 'A spear, a simple shelter, furniture (level 2).'],
    ['es', 'Una lanza, un refugio sencillo, un mueble (nivel 2).'],
    ['ko', '창, 간단한 은신처, 가구 하나(레벨 2).'],
  ] as const)('%s: the level note starts with its examples', (locale, note) => {
    const result = calculateCrafting({ level: 2, exotic: false }, {}, 'cypher', islandText(locale), String);
    expect(result.notes[0]).toBe(note);
  });
});
