import { difficultyTable, MAX_DIFFICULTY, type TaskResult } from '../../../rules/index.ts';
import type { UiKey } from '../../../i18n/index.ts';
import { difficultyTableState } from './hand-off.ts';
import type { IslandText } from './strings.ts';

/**
 * The UI strings `describeTask` and `taskOutputs` need, for an island's script. Key lists are functions that only
 * the Astro components call, so that no island's script carries them.
 */
export function taskKeys() {
  return [
    'difficultyTable.eased.skill',
    'difficultyTable.hindered.inability',
    'difficultyTable.eased.assets',
    'difficultyTable.eased.effort',
    'difficultyTable.hindered.steps',
    'difficultyTable.capAssets',
    'difficultyTable.capEffort',
    'difficultyTable.routine',
    'difficultyTable.impossible',
    'difficultyTable.rollBonus',
    ...difficultyTable.map((row) => row.name),
  ] as const satisfies readonly UiKey[];
}

/** A chance of success as a whole percentage, in the number format of `numberLocale` (a BCP 47 tag). */
export function percent(chance: number, numberLocale: string): string {
  return new Intl.NumberFormat(numberLocale, { style: 'percent', maximumFractionDigits: 0 }).format(chance);
}

/**
 * The notes under a task's result, in the reader's words: the steps that changed it, each named for what it is
 * (nothing for what added no step: no "eased by 0"; an inability hinders), the caps that applied, and the routine
 * and impossible states. `hinder`: the hindering steps the reader entered. Used at build time and by the islands'
 * scripts, so both say the same.
 */
export function describeTask(result: TaskResult, hinder: number, text: IslandText): string[] {
  const { skill, assets, effort } = result.eased;
  const notes: string[] = [];
  if (skill > 0) notes.push(text('difficultyTable.eased.skill', { count: skill }));
  // An inability is always one step (004 "Skills"), and its note says so in words.
  if (skill < 0) notes.push(text('difficultyTable.hindered.inability'));
  if (assets > 0) notes.push(text('difficultyTable.eased.assets', { count: assets }));
  if (effort > 0) notes.push(text('difficultyTable.eased.effort', { count: effort }));
  if (hinder > 0) notes.push(text('difficultyTable.hindered.steps', { count: hinder }));
  if (result.ignored.assets > 0) notes.push(text('difficultyTable.capAssets', { count: result.ignored.assets }));
  if (result.ignored.effort > 0) notes.push(text('difficultyTable.capEffort', { count: result.ignored.effort }));
  if (result.routine) notes.push(text('difficultyTable.routine'));
  else if (result.impossible) notes.push(text('difficultyTable.impossible'));
  else if (result.rollBonus > 0) notes.push(text('difficultyTable.rollBonus', { bonus: result.rollBonus }));
  return notes;
}

/** One `<output>`: its plain value (`data-value`) and its formatted text. */
export interface OutputText {
  value: number | string;
  text: string;
}

/**
 * A final difficulty as the islands show it: the number, and the difficulty's name while it is on the scale (the
 * key of difficultyTable's name, written out so that no island's script carries the table).
 */
export function difficultyText(difficulty: number, text: IslandText, format: (n: number) => string): string {
  const number = format(difficulty);
  return difficulty > MAX_DIFFICULTY ? number : `${number} · ${text(`rules.difficulty.name.${difficulty}`)}`;
}

/** The three results every task shows: final difficulty, target number and chance. */
export function taskOutputs(
  task: TaskResult,
  chance: number,
  text: IslandText,
  format: (n: number) => string,
  numberLocale: string,
): Record<'finalDifficulty' | 'target' | 'chance', OutputText> {
  return {
    finalDifficulty: { value: task.difficulty, text: difficultyText(task.difficulty, text, format) },
    target: { value: task.target, text: format(task.target) },
    chance: { value: chance, text: percent(chance, numberLocale) },
  };
}

/** What a task calculator shows: the task, its chance, its own outputs and the notes, in the reader's words. */
export interface TaskCalculation {
  /** The starting difficulty the rule worked out, before the character's skill, assets and Effort. */
  base: number;
  task: TaskResult;
  /** The chance shown: the task's, or with `higher` the chance to roll higher than the target. */
  chance: number;
  /** The rule needs a roll higher than the target, so a roll equal to it fails (initiative), unlike a task's. */
  higher: boolean;
  /** The difficulty table's state that gives the same task and chance, for the link that hands it on (hand-off.ts). */
  handOff: URLSearchParams;
  /** The island's outputs beyond the three every task shows, by `<output name>`. */
  outputs: Record<string, OutputText>;
  /** What the rule says of this case, then the steps and caps of the task. */
  notes: string[];
}

/** A calculation from a rule's result: its notes first, then the task's. */
export function calculation(
  result: { base: number; task: TaskResult },
  text: IslandText,
  ruleNotes: readonly string[],
  options: { outputs?: Record<string, OutputText>; higher?: boolean } = {},
): TaskCalculation {
  const higher = options.higher ?? false;
  return {
    base: result.base,
    task: result.task,
    chance: higher ? result.task.chanceToBeat : result.task.chance,
    higher,
    handOff: difficultyTableState({ ...result, higher }),
    outputs: options.outputs ?? {},
    notes: [...ruleNotes, ...describeTask(result.task, 0, text)],
  };
}
