import { describe, expect, it } from 'vitest';
import { getPastGuard, stopAtGuard } from './guarding.ts';

describe('getPastGuard', () => {
  // 004 "Guarding": Diana's level 3 bodyguard guards her; a PC must succeed at a difficulty 4 Speed task to get past.
  it("getting past Diana's level 3 bodyguard is difficulty 4", () => {
    expect(getPastGuard({ level: 3 })).toMatchObject({ base: 4, task: { difficulty: 4, target: 12 } });
  });

  it('a level 10 guard is impossible to pass without easing', () => {
    expect(getPastGuard({ level: 10 }).task).toMatchObject({ difficulty: 11, impossible: true });
  });
});

describe('stopAtGuard', () => {
  // 004 "Guarding": a PC standing guard attempts an eased Speed action against the NPC's level.
  it.each([
    { level: 3, difficulty: 2 },
    { level: 1, difficulty: 0 },
  ])('stopping a level $level NPC is difficulty $difficulty', ({ level, difficulty }) => {
    expect(stopAtGuard({ level }).task.difficulty).toBe(difficulty);
  });

  it.each([getPastGuard, stopAtGuard])('refuses a level outside 1..10', (run) => {
    expect(() => run({ level: 0 })).toThrow(expect.objectContaining({ field: 'level', reason: 'below-minimum' }));
  });
});
