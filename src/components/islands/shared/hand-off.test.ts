import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveHealing, resolveHeavyObject, resolveJump, resolveTask, type Skill } from '../../../rules/index.ts';
import { difficultyTableState } from './hand-off.ts';

/** The task the difficulty table works out from a state, as its island reads the fields. */
function tableTask(state: URLSearchParams) {
  const number = (name: string) => Number(state.get(name));
  return resolveTask({
    difficulty: number('difficulty'),
    skill: state.get('skill') as Skill,
    assets: number('assets'),
    effort: number('effort'),
    hinder: number('hinder'),
    bonus: number('bonus'),
  });
}

describe('difficultyTableState', () => {
  // 004 "Jumping": 20 feet after a short run is difficulty 6, eased by the run (an asset) to 5.
  it('hands on a jump as its base difficulty and the run-up as an asset', () => {
    const { base, task } = resolveJump({ jump: 'long', distance: 20, runUp: 'short' });
    expect(Object.fromEntries(difficultyTableState(base, task))).toEqual({
      difficulty: '6',
      skill: 'practiced',
      assets: '1',
      effort: '0',
      hinder: '0',
      bonus: '0',
    });
  });

  it('hands on a difficulty past 10 as 10 with hindering steps', () => {
    const { base, task } = resolveHealing({ points: 14, skill: 'trained' });
    expect(difficultyTableState(base, task).toString()).toBe(
      'difficulty=10&skill=trained&assets=0&effort=0&hinder=4&bonus=0',
    );
  });

  it('the difficulty table works out the same task from what it is handed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.constantFrom<Skill>('inability', 'practiced', 'trained', 'specialized'),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 0, max: 7 }),
        (points, skill, assets, effort, bonus) => {
          const { base, task } = resolveHealing({ points, skill, assets, effort, bonus });
          expect(tableTask(difficultyTableState(base, task))).toEqual(task);
        },
      ),
    );
  });

  it('hands on a task the rule makes routine as difficulty 0', () => {
    const { base, task } = resolveHeavyObject({ weight: 10 });
    expect(base).toBe(0);
    expect(tableTask(difficultyTableState(base, task))).toEqual(task);
  });
});
