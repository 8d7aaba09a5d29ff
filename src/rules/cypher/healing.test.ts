import { describe, expect, it } from 'vitest';
import { resolveHealing } from './healing.ts';

describe('resolveHealing', () => {
  // 004 "Healing": healing 3 points is a difficulty 3 Intellect task, target number 9.
  it('healing 3 points is difficulty 3, target 9', () => {
    expect(resolveHealing({ points: 3 })).toMatchObject({ base: 3, task: { difficulty: 3, target: 9 } });
  });

  it.each([
    { input: { points: 1 }, difficulty: 1 },
    { input: { points: 5, skill: 'trained' }, difficulty: 4 },
    { input: { points: 6, skill: 'specialized', assets: 1, effort: 1 }, difficulty: 2 },
  ] as const)('$input: difficulty $difficulty', ({ input, difficulty }) => {
    expect(resolveHealing(input).task.difficulty).toBe(difficulty);
  });

  it('healing more than 10 points sets a difficulty past 10: impossible unless eased', () => {
    expect(resolveHealing({ points: 12 }).task).toMatchObject({ difficulty: 12, impossible: true });
    expect(resolveHealing({ points: 12, skill: 'specialized', assets: 2, effort: 3 }).task).toMatchObject({
      difficulty: 5,
      target: 15,
    });
  });

  it.each([
    { points: 0, reason: 'below-minimum' },
    { points: 21, reason: 'above-maximum' },
    { points: 2.5, reason: 'not-an-integer' },
    { points: '3', reason: 'not-a-number' },
  ])('refuses $points points: $reason', ({ points, reason }) => {
    expect(() => resolveHealing({ points } as never)).toThrow(expect.objectContaining({ field: 'points', reason }));
  });
});
