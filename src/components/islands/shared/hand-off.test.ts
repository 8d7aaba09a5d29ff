import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  resolveCombatRoll,
  resolveHealing,
  resolveHeavyObject,
  resolveInitiative,
  resolveJump,
  resolveTask,
  type Skill,
} from '../../../rules/index.ts';
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

/** The chance the difficulty table shows for a state: with `higher`, the chance to roll higher than the target. */
function tableChance(state: URLSearchParams) {
  const task = tableTask(state);
  return state.get('higher') === '1' ? task.chanceToBeat : task.chance;
}

describe('difficultyTableState', () => {
  // 004 "Jumping": 20 feet after a short run is difficulty 6, eased by the run (an asset) to 5.
  it('hands on a jump as its base difficulty and the run-up as an asset', () => {
    const { base, task } = resolveJump({ jump: 'long', distance: 20, runUp: 'short' });
    expect(Object.fromEntries(difficultyTableState({ base, task }))).toEqual({
      difficulty: '6',
      skill: 'practiced',
      assets: '1',
      effort: '0',
      hinder: '0',
      bonus: '0',
      higher: '0',
    });
  });

  it('hands on a difficulty past 10 as 10 with hindering steps', () => {
    const { base, task } = resolveHealing({ points: 14, skill: 'trained' });
    expect(difficultyTableState({ base, task }).toString()).toBe(
      'difficulty=10&skill=trained&assets=0&effort=0&hinder=4&bonus=0&higher=0',
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
          expect(tableTask(difficultyTableState({ base, task }))).toEqual(task);
        },
      ),
    );
  });

  it('hands on a task the rule makes routine as difficulty 0', () => {
    const { base, task } = resolveHeavyObject({ weight: 10 });
    expect(base).toBe(0);
    expect(tableTask(difficultyTableState({ base, task }))).toEqual(task);
  });

  // 004 "Encounters, Rounds, And Initiative": against level 2 guards a roll of 7 or more acts first, 70%; the same
  // task on the table counts a 6 as a success (75%) unless the table takes initiative's rule with it.
  it('hands on an initiative roll with its rule: the table shows the same chance to act first', () => {
    const { task, chance } = resolveInitiative({ level: 2 });
    const state = difficultyTableState({ base: 2, task, higher: true });
    expect(state.get('higher')).toBe('1');
    expect(tableChance(state)).toBe(chance);
    expect(chance).toBe(0.7);
  });

  it('the table shows the same chance for any initiative roll it is handed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 }),
        fc.constantFrom<Skill>('inability', 'practiced', 'trained', 'specialized'),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 0, max: 8 }),
        (level, skill, assets, effort) => {
          const { task, chance } = resolveInitiative({ level, skill, assets, effort });
          const state = difficultyTableState({ base: level, task, higher: true });
          expect(tableTask(state)).toEqual(task);
          expect(tableChance(state)).toBe(chance);
        },
      ),
    );
  });

  // 004 "Attack Modifiers And Special Situations": a situation's difficulty past 10 goes on as 10 and hindering steps.
  it('hands on a combat roll as the difficulty its situation sets and the PC’s own steps', () => {
    const result = resolveCombatRoll({
      roll: 'attack',
      level: 9,
      kind: 'ranged',
      weaponRange: 'short',
      distance: 'long',
      light: 'dark',
      otherSenses: true,
      skill: 'trained',
      assets: 3,
      effort: 1,
    });
    if (!('task' in result)) throw new Error('a roll was expected');
    const state = difficultyTableState({ base: result.situationDifficulty, task: result.task });
    expect(result.situationDifficulty).toBeGreaterThan(10);
    expect(tableTask(state)).toEqual(result.task);
    expect(tableChance(state)).toBe(result.task.chance);
  });
});
