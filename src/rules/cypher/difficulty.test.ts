import { describe, expect, it } from 'vitest';
import { difficultyTable, targetNumber } from './difficulty.ts';

// 000 "일 난이도 표" (1 -> 3 ... 10 -> 30); 004 "Taking Action" (difficulty 0 succeeds automatically).
const fromSources = [
  { difficulty: 0, target: 0 },
  { difficulty: 1, target: 3 },
  { difficulty: 2, target: 6 },
  { difficulty: 3, target: 9 },
  { difficulty: 4, target: 12 },
  { difficulty: 5, target: 15 },
  { difficulty: 6, target: 18 },
  { difficulty: 7, target: 21 },
  { difficulty: 8, target: 24 },
  { difficulty: 9, target: 27 },
  { difficulty: 10, target: 30 },
];

describe('targetNumber', () => {
  it.each(fromSources)('difficulty $difficulty -> target $target', ({ difficulty, target }) => {
    expect(targetNumber(difficulty)).toBe(target);
  });

  // 000 step 5 ("난이도 4인 일은 목표치가 12"); 001 (Spanish) "número objetivo de 12".
  it('difficulty 4 needs a 12', () => {
    expect(targetNumber(4)).toBe(12);
  });

  // 004 "Determining Task Difficulty": difficulties 7 to 10 have targets of 21 or higher.
  it.each([7, 8, 9, 10])('difficulty %i is beyond a d20', (difficulty) => {
    expect(targetNumber(difficulty)).toBeGreaterThan(20);
  });

  it.each([
    { difficulty: -1, reason: 'below-minimum' },
    { difficulty: 11, reason: 'above-maximum' },
    { difficulty: 2.5, reason: 'not-an-integer' },
    { difficulty: Number.NaN, reason: 'not-a-number' },
  ])('difficulty $difficulty is refused ($reason)', ({ difficulty, reason }) => {
    expect(() => targetNumber(difficulty)).toThrow(
      expect.objectContaining({ field: 'difficulty', reason, min: 0, max: 10 }),
    );
  });
});

describe('difficultyTable', () => {
  it('has the difficulties 0 to 10 with the targets of the sources', () => {
    expect(difficultyTable.map(({ difficulty, target }) => ({ difficulty, target }))).toEqual(fromSources);
  });

  it.each(difficultyTable)('difficulty $difficulty names its keys', ({ difficulty, name, guidance }) => {
    expect(name).toBe(`rules.difficulty.name.${difficulty}`);
    expect(guidance).toBe(`rules.difficulty.guidance.${difficulty}`);
  });
});
