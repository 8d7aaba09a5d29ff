import { describe, expect, it } from 'vitest';
import { difficultyTable, resolveTask } from '../../../rules/index.ts';
import { islandText } from './strings.ts';
import { calculation, describeTask, difficultyText, percent, taskOutputs } from './task-text.ts';

// A stand-in for the page's strings: the key and its values, so the tests see what was asked for.
const text = (key: string, values: Record<string, string | number> = {}) =>
  [key, ...Object.entries(values).map(([name, value]) => `${name}=${value}`)].join(' ');
const format = (n: number) => `#${n}`;

describe('difficultyText', () => {
  it.each(difficultyTable.map((row) => row.difficulty))('names difficulty %i as the difficulty table does', (d) => {
    expect(difficultyText(d, text, format)).toBe(`#${d} · ${difficultyTable[d]!.name}`);
  });

  it('gives a difficulty past the scale as a bare number', () => {
    expect(difficultyText(14, text, format)).toBe('#14');
  });
});

describe('taskOutputs', () => {
  it('writes the final difficulty, target and chance, each with its plain value', () => {
    const task = resolveTask({ difficulty: 6, skill: 'trained' });
    expect(taskOutputs(task, task.chance, text, format, 'en-US')).toEqual({
      finalDifficulty: { value: 5, text: '#5 · rules.difficulty.name.5' },
      target: { value: 15, text: '#15' },
      chance: { value: 0.3, text: '30%' },
    });
  });

  it('formats the chance in the page’s language', () => {
    expect(percent(0.45, 'es-ES')).toMatch(/^45\s%$/);
    expect(percent(0.45, 'ko-KR')).toBe('45%');
  });
});

describe('describeTask', () => {
  it('says which steps counted, the caps, and a roll bonus', () => {
    const task = resolveTask({ difficulty: 6, assets: 3, effort: 7, bonus: 1 });
    expect(describeTask(task, 0, text)).toEqual([
      'difficultyTable.eased.assets count=2',
      'difficultyTable.eased.effort count=6',
      'difficultyTable.capAssets count=1',
      'difficultyTable.capEffort count=1',
      'difficultyTable.routine',
    ]);
    expect(describeTask(resolveTask({ difficulty: 4, bonus: 2 }), 0, text)).toContain(
      'difficultyTable.rollBonus bonus=2',
    );
  });

  it('names only what changed the task: no zero parts', () => {
    expect(describeTask(resolveTask({ difficulty: 4 }), 0, text)).toEqual([]);
    expect(describeTask(resolveTask({ difficulty: 4, skill: 'specialized', hinder: 3 }), 3, text)).toEqual([
      'difficultyTable.eased.skill count=2',
      'difficultyTable.hindered.steps count=3',
    ]);
  });

  // 004 "Skills": an inability hinders the task by one step; it is never "eased by -1".
  it('says an inability hinders', () => {
    expect(describeTask(resolveTask({ difficulty: 4, skill: 'inability' }), 0, text)).toEqual([
      'difficultyTable.hindered.inability',
    ]);
  });

  it.each([
    [
      'en',
      [
        'An inability hinders the task by one step.',
        'Assets ease the task by 2 steps.',
        'The situation hinders the task by 1 step.',
      ],
    ],
    [
      'es',
      [
        'La ineptitud aumenta la dificultad un grado.',
        'Los recursos reducen la dificultad 2 grados.',
        'La situación aumenta la dificultad 1 grado.',
      ],
    ],
    ['ko', ['무능이 일을 한 단계 방해합니다.', '보탬이 일을 2단계 완화합니다.', '상황이 일을 1단계 방해합니다.']],
  ] as const)('%s: in words a player uses, with no zero part', (locale, expected) => {
    const task = resolveTask({ difficulty: 5, skill: 'inability', assets: 2, hinder: 1 });
    const notes = describeTask(task, 1, islandText(locale));
    expect(notes).toEqual(expected);
    expect(notes.join(' ')).not.toMatch(/(?<![\d.])0(?![\d.])|-1|−1/);
  });

  it('says when no roll can reach the target', () => {
    expect(describeTask(resolveTask({ difficulty: 10, hinder: 1 }), 1, text)).toContain('difficultyTable.impossible');
  });
});

describe('calculation', () => {
  // 004 "Encounters, Rounds, And Initiative": a roll must be higher than the target, so level 2 (target 6) is 70%.
  it('puts the rule’s notes before the task’s, and keeps the task’s chance unless the roll must beat the target', () => {
    const task = resolveTask({ difficulty: 2 });
    const result = calculation({ base: 2, task }, text, ['rule']);
    expect(result.notes[0]).toBe('rule');
    expect(result.notes.slice(1)).toEqual(describeTask(task, 0, text));
    expect(result.chance).toBe(task.chance);
    expect(result.higher).toBe(false);
    const initiative = calculation({ base: 2, task }, text, [], { higher: true });
    expect(initiative.chance).toBe(0.7);
    expect(initiative.higher).toBe(true);
  });
});
