import { describe, expect, it } from 'vitest';
import { resolveInitiative } from '../../../rules/index.ts';
import { calculateInitiative } from './initiative-calculator-text.ts';

const text = (key: string, values: Record<string, string | number> = {}) =>
  [key, ...Object.entries(values).map(([name, value]) => `${name}=${value}`)].join(' ');

describe('calculateInitiative', () => {
  // 004 "Encounters, Rounds, And Initiative": level 2 guards, target number 6; a roll must be higher to act first.
  it('against level 2 guards: target 6, and 7 to 20 act first', () => {
    const result = calculateInitiative(2, {}, 'cypher', text);
    expect(result.task.target).toBe(6);
    expect(result.chance).toBe(resolveInitiative({ level: 2 }).chance);
    expect(result.chance).toBe(0.7);
    expect(result.chance).not.toBe(result.task.chance);
    expect(result.notes.slice(0, 2)).toEqual([
      'initiativeCalculator.note.level level=2 target=6',
      'initiativeCalculator.note.higher target=6',
    ]);
  });

  it('the roll to beat is the eased target', () => {
    const result = calculateInitiative(4, { skill: 'trained' }, 'cypher', text);
    expect(result.notes.slice(0, 2)).toEqual([
      'initiativeCalculator.note.level level=4 target=12',
      'initiativeCalculator.note.higher target=9',
    ]);
  });
});
