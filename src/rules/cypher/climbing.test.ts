import { describe, expect, it } from 'vitest';
import { climbingSurfaces, resolveClimb } from './climbing.ts';

describe('climbingSurfaces', () => {
  // 004 "Climbing Difficulty", row by row.
  it.each([
    ['manyHandholds', 2],
    ['fewHandholds', 3],
    ['crumbling', 4],
    ['smoothStone', 5],
    ['metal', 6],
    ['upsideDown', 8],
    ['glass', 10],
  ] as const)('%s is difficulty %i', (surface, difficulty) => {
    expect(climbingSurfaces[surface].difficulty).toBe(difficulty);
  });
});

describe('resolveClimb', () => {
  // 000 "난이도 조정하기" and 001: a trained climber turns a difficulty 6 climb into 5, a specialized one into 4.
  it.each([
    { skill: 'trained', difficulty: 5 },
    { skill: 'specialized', difficulty: 4 },
  ] as const)('a $skill climber on a metal wall: difficulty $difficulty', ({ skill, difficulty }) => {
    expect(resolveClimb({ surface: 'metal', skill }).task.difficulty).toBe(difficulty);
  });

  // 000 "마스터 개입" (Example Intrusion): skill and help ease a difficulty 2 wall climb to 0.
  it('a difficulty 2 climb with skill and help is routine', () => {
    expect(resolveClimb({ surface: 'manyHandholds', skill: 'trained', assets: 1 }).task).toMatchObject({
      difficulty: 0,
      routine: true,
    });
  });

  // 004 "Climbing": climbing under fire adds hindering steps.
  it('climbing under fire is hindered', () => {
    expect(resolveClimb({ surface: 'fewHandholds', hinder: 1 }).task.difficulty).toBe(4);
  });

  it('refuses an unknown surface', () => {
    expect(() => resolveClimb({ surface: 'ice' } as never)).toThrow(
      expect.objectContaining({ field: 'surface', reason: 'not-a-choice' }),
    );
  });
});
