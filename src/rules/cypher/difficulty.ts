import { checkInteger } from '../core/check.ts';

/** A task difficulty as the GM sets it: 0 (routine) to 10. 004 "Key Concepts" (DIFFICULTY). */
export type Difficulty = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;

/** One row of the task difficulty table. Name and guidance are i18n keys, not prose. */
export interface DifficultyRow {
  difficulty: Difficulty;
  target: number;
  name: `rules.difficulty.name.${Difficulty}`;
  guidance: `rules.difficulty.guidance.${Difficulty}`;
}

/** Smallest and largest difficulty a GM can set. 004 "Determining Task Difficulty"; 001 "Hay 10 grados de dificultad". */
export const MIN_DIFFICULTY = 0;
export const MAX_DIFFICULTY = 10;

/**
 * The task difficulty table: each difficulty with its target number, name and guidance.
 * 000 "일 난이도 표" (difficulties 1-10, names and guidance); 004 "Taking Action" (difficulty 0: automatic
 * success) and "Determining Task Difficulty" (target = 3 x difficulty).
 */
export const difficultyTable = [
  { difficulty: 0, target: 0, name: 'rules.difficulty.name.0', guidance: 'rules.difficulty.guidance.0' },
  { difficulty: 1, target: 3, name: 'rules.difficulty.name.1', guidance: 'rules.difficulty.guidance.1' },
  { difficulty: 2, target: 6, name: 'rules.difficulty.name.2', guidance: 'rules.difficulty.guidance.2' },
  { difficulty: 3, target: 9, name: 'rules.difficulty.name.3', guidance: 'rules.difficulty.guidance.3' },
  { difficulty: 4, target: 12, name: 'rules.difficulty.name.4', guidance: 'rules.difficulty.guidance.4' },
  { difficulty: 5, target: 15, name: 'rules.difficulty.name.5', guidance: 'rules.difficulty.guidance.5' },
  { difficulty: 6, target: 18, name: 'rules.difficulty.name.6', guidance: 'rules.difficulty.guidance.6' },
  { difficulty: 7, target: 21, name: 'rules.difficulty.name.7', guidance: 'rules.difficulty.guidance.7' },
  { difficulty: 8, target: 24, name: 'rules.difficulty.name.8', guidance: 'rules.difficulty.guidance.8' },
  { difficulty: 9, target: 27, name: 'rules.difficulty.name.9', guidance: 'rules.difficulty.guidance.9' },
  { difficulty: 10, target: 30, name: 'rules.difficulty.name.10', guidance: 'rules.difficulty.guidance.10' },
] as const satisfies readonly DifficultyRow[];

/**
 * The number a d20 roll must reach for a task of this difficulty: three times the difficulty.
 * 004 "Determining Task Difficulty"; 000 step 5 ("목표치는 언제나 그 일의 난이도의 3배"); 001 "el triple de la dificultad".
 *
 * @example
 * targetNumber(4); // 12
 */
export function targetNumber(difficulty: number): number {
  return 3 * checkInteger('difficulty', difficulty, { min: MIN_DIFFICULTY, max: MAX_DIFFICULTY });
}
