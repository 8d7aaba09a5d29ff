import { describe, expect, it } from 'vitest';
import { craftingTable, resolveCrafting } from './crafting.ts';

describe('craftingTable', () => {
  // 004 "Crafting Difficulty and Time", row by row.
  it.each([
    [0, 'fewMinutes'],
    [1, 'fiveMinutes'],
    [2, 'oneHour'],
    [3, 'oneDay'],
    [4, 'oneToTwoDays'],
    [5, 'oneWeek'],
    [6, 'oneMonth'],
    [7, 'oneYear'],
    [8, 'manyYears'],
    [9, 'manyYears'],
    [10, 'manyYears'],
  ] as const)('level %i takes %s', (level, time) => {
    expect(craftingTable[level]).toMatchObject({ difficulty: level, time, timeName: `rules.crafting.time.${time}` });
  });

  it('rows 8 to 10 share their examples', () => {
    expect(new Set(craftingTable.slice(8).map((row) => row.examples))).toEqual(
      new Set(['rules.crafting.examples.offworld']),
    );
  });
});

describe('resolveCrafting', () => {
  // 004 "Crafting, Building, And Repairing": a torch is level 1, a spear level 2; a level 0 object is routine.
  it.each([
    { level: 0, difficulty: 0, time: 'fewMinutes' },
    { level: 1, difficulty: 1, time: 'fiveMinutes' },
    { level: 2, difficulty: 2, time: 'oneHour' },
  ] as const)('a level $level item: difficulty $difficulty, $time', ({ level, difficulty, time }) => {
    expect(resolveCrafting({ level })).toMatchObject({ base: difficulty, row: { time }, task: { difficulty } });
  });

  // 004: cyphers, artifacts and the like add 5 to the level for the difficulty; the time stays the level's.
  it('an exotic level 3 item is difficulty 8 and takes the time of level 3', () => {
    expect(resolveCrafting({ level: 3, exotic: true })).toMatchObject({ base: 8, row: { time: 'oneDay' } });
  });

  it('an exotic level 7 item is difficulty 12: impossible unless eased', () => {
    expect(resolveCrafting({ level: 7, exotic: true }).task).toMatchObject({ difficulty: 12, impossible: true });
    expect(resolveCrafting({ level: 7, exotic: true, skill: 'specialized', effort: 5 }).task.difficulty).toBe(5);
  });

  // 004: a level 5 device needs level 5, 4, 3, 2 and 1 material "(and, technically, level 0 material)".
  it('needs material of its level and every level below', () => {
    expect(resolveCrafting({ level: 5 }).materials).toEqual([5, 4, 3, 2, 1, 0]);
    expect(resolveCrafting({ level: 0 }).materials).toEqual([0]);
  });

  it.each([
    { input: { level: 11 }, field: 'level', reason: 'above-maximum' },
    { input: { level: -1 }, field: 'level', reason: 'below-minimum' },
    { input: { level: 3, exotic: 'yes' }, field: 'exotic', reason: 'not-a-boolean' },
  ])('refuses $field: $reason', ({ input, field, reason }) => {
    expect(() => resolveCrafting(input as never)).toThrow(expect.objectContaining({ field, reason }));
  });
});
