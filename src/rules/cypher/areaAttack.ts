import { checkInteger, checkList, checkObject } from '../core/check.ts';
import { MAX_COUNT, ranges } from './limits.ts';
import { resolveRoll } from './roll.ts';
import { resolveTask, type TaskResult, type TaskModifiers } from './task.ts';
import type { RulesetId } from './types.ts';

/** An area attack on several NPCs: their levels and what the attacker brings. */
export interface AreaAttackInput extends TaskModifiers {
  /** The level (1..10) of each NPC in the area: one entry per NPC, 1 to 99 of them. */
  targets: readonly number[];
}

/** The NPCs' levels, checked. */
function checkTargets(input: AreaAttackInput): number[] {
  checkObject('input', input);
  return checkList('targets', input.targets, { min: 1, max: MAX_COUNT }).map((level) =>
    checkInteger('targets', level, ranges.level),
  );
}

/**
 * The attack roll against each NPC in the area: one roll, compared with each NPC's target number.
 * 004 "Special Situation: Area Attacks".
 *
 * @example
 * resolveAreaAttack({ targets: [2, 4] }).map(({ task }) => task.target); // [6, 12]
 */
export function resolveAreaAttack(
  input: AreaAttackInput,
  ruleset: RulesetId = 'cypher',
): { level: number; task: TaskResult }[] {
  return checkTargets(input).map((level) => ({ level, task: resolveTask({ ...input, difficulty: level }, ruleset) }));
}

/**
 * Judge an area attack's single roll against every NPC in the area: it hits each NPC whose target number the total
 * reaches (equal or higher), so one roll may hit the weaker NPCs and miss the stronger. PCs in the area make their
 * own defense rolls instead. 004 "Special Situation: Area Attacks" (Shatter: a roll of 11 hits six level 2 cultists,
 * target 6, and misses their level 4 leader, target 12).
 *
 * @example
 * areaAttackRoll({ targets: [2, 4], natural: 11 }).map(({ hit }) => hit); // [true, false]
 */
export function areaAttackRoll(
  input: AreaAttackInput & { natural: number },
  ruleset: RulesetId = 'cypher',
): { level: number; total: number; hit: boolean }[] {
  return checkTargets(input).map((level) => {
    const roll = resolveRoll({ ...input, difficulty: level }, ruleset);
    return { level, total: roll.total, hit: roll.success };
  });
}
