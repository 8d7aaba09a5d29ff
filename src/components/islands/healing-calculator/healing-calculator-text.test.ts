import { describe, expect, it } from 'vitest';
import { resolveHealing } from '../../../rules/index.ts';
import { calculateHealing } from './healing-calculator-text.ts';

const text = (key: string, values: Record<string, string | number> = {}) =>
  [key, ...Object.entries(values).map(([name, value]) => `${name}=${value}`)].join(' ');

describe('calculateHealing', () => {
  // 004 "Healing": healing 3 points is a difficulty 3 task, target number 9.
  it('healing 3 points is difficulty 3, target 9', () => {
    const result = calculateHealing(3, { skill: 'practiced' }, 'cypher', text);
    expect(result.task).toEqual(resolveHealing({ points: 3 }).task);
    expect(result.task.target).toBe(9);
    expect(result.notes[0]).toBe('healingCalculator.note.points count=3');
  });

  it('refuses no points at all', () => {
    expect(() => calculateHealing(0, {}, 'cypher', text)).toThrow(expect.objectContaining({ field: 'points' }));
  });
});
