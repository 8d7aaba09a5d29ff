import type { Difficulty } from './difficulty.ts';
import { checkBoolean, checkInteger, checkObject } from '../core/check.ts';
import { MAX_OBJECT_LEVEL, MIN_OBJECT_LEVEL } from './objects.ts';
import { resolveFromBase, type BaseTaskResult, type TaskModifiers } from './task.ts';
import type { RulesetId } from './types.ts';

/** How long building something usually takes. */
export type CraftingTime =
  | 'fewMinutes'
  | 'fiveMinutes'
  | 'oneHour'
  | 'oneDay'
  | 'oneToTwoDays'
  | 'oneWeek'
  | 'oneMonth'
  | 'oneYear'
  | 'manyYears';

/** Examples of what is built at a level: one key per row, the last three rows share one. */
export type CraftingExamples = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 'offworld';

/** One row of the crafting table. */
export interface CraftingRow {
  difficulty: Difficulty;
  examples: `rules.crafting.examples.${CraftingExamples}`;
  time: CraftingTime;
  timeName: `rules.crafting.time.${CraftingTime}`;
}

/**
 * Crafting difficulty and time by the item's level. 004 "Crafting Difficulty and Time" (8 to 10 share their
 * examples and "many years").
 */
export const craftingTable = [
  {
    difficulty: 0,
    examples: 'rules.crafting.examples.0',
    time: 'fewMinutes',
    timeName: 'rules.crafting.time.fewMinutes',
  },
  {
    difficulty: 1,
    examples: 'rules.crafting.examples.1',
    time: 'fiveMinutes',
    timeName: 'rules.crafting.time.fiveMinutes',
  },
  { difficulty: 2, examples: 'rules.crafting.examples.2', time: 'oneHour', timeName: 'rules.crafting.time.oneHour' },
  { difficulty: 3, examples: 'rules.crafting.examples.3', time: 'oneDay', timeName: 'rules.crafting.time.oneDay' },
  {
    difficulty: 4,
    examples: 'rules.crafting.examples.4',
    time: 'oneToTwoDays',
    timeName: 'rules.crafting.time.oneToTwoDays',
  },
  { difficulty: 5, examples: 'rules.crafting.examples.5', time: 'oneWeek', timeName: 'rules.crafting.time.oneWeek' },
  { difficulty: 6, examples: 'rules.crafting.examples.6', time: 'oneMonth', timeName: 'rules.crafting.time.oneMonth' },
  { difficulty: 7, examples: 'rules.crafting.examples.7', time: 'oneYear', timeName: 'rules.crafting.time.oneYear' },
  {
    difficulty: 8,
    examples: 'rules.crafting.examples.offworld',
    time: 'manyYears',
    timeName: 'rules.crafting.time.manyYears',
  },
  {
    difficulty: 9,
    examples: 'rules.crafting.examples.offworld',
    time: 'manyYears',
    timeName: 'rules.crafting.time.manyYears',
  },
  {
    difficulty: 10,
    examples: 'rules.crafting.examples.offworld',
    time: 'manyYears',
    timeName: 'rules.crafting.time.manyYears',
  },
] as const satisfies readonly CraftingRow[];

/** Steps added to the difficulty of building or repairing exotic items. 004 "Crafting, Building, And Repairing". */
export const EXOTIC_CRAFTING_STEPS = 5;

/** Building or repairing an item: its level, whether it is exotic, and what the crafter brings. */
export interface CraftingInput extends TaskModifiers {
  /** The item's level, 0..10. */
  level: number;
  /** A cypher, an artifact, an item that needs specialized knowledge or one from another world. Default false. */
  exotic?: boolean;
}

/** The crafting task, the usual time, and the materials it needs. */
export interface CraftingResult extends BaseTaskResult {
  /** The table row of the item's level: its usual time to build (a repair takes half of it to all of it). */
  row: CraftingRow;
  /** Levels of material needed: the item's level and every level below it, down to 0. */
  materials: readonly number[];
}

/**
 * Build or repair an item: the item's level sets the difficulty and the usual time; exotic items (cyphers,
 * artifacts, items needing specialized knowledge, items from another world) add 5 to the difficulty. The time stays
 * that of the item's level: the rule adds the 5 "to determine the difficulty" only. The item needs material of its
 * level and of every level below. 004 "Crafting, Building, And Repairing", "Crafting Difficulty and Time".
 *
 * @example
 * resolveCrafting({ level: 2 }).task.difficulty; // 2: a spear, about an hour
 * resolveCrafting({ level: 3, exotic: true }).base; // 8
 */
export function resolveCrafting(input: CraftingInput, ruleset: RulesetId = 'cypher'): CraftingResult {
  checkObject('input', input);
  const level = checkInteger('level', input.level, { min: MIN_OBJECT_LEVEL, max: MAX_OBJECT_LEVEL });
  const base = level + (checkBoolean('exotic', input.exotic ?? false) ? EXOTIC_CRAFTING_STEPS : 0);
  // The level was checked against the table's bounds, so its row exists.
  const row = craftingTable[level]!;
  const materials = Array.from({ length: level + 1 }, (_, index) => level - index);
  return { ...resolveFromBase(base, input, ruleset), row, materials };
}
