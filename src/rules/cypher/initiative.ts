import { checkInteger, checkObject } from '../core/check.ts';
import { ranges } from './limits.ts';
import { resolveTask, type TaskResult, type TaskModifiers } from './task.ts';
import type { RulesetId } from './types.ts';

/** An initiative roll against an NPC (for a group of NPCs acting together, the highest level among them). */
export interface InitiativeInput extends TaskModifiers {
  /** The NPC's level, 1..10. */
  level: number;
}

/** The initiative roll as a task, and the chance to act before the NPC. */
export interface InitiativeResult {
  /** The Speed roll against the NPC's level, eased by skill, assets and Effort. */
  task: TaskResult;
  /**
   * Chance to act before the NPC: the roll must be higher than the target number, so a roll equal to it acts after.
   * Show this, not task.chance (which counts a roll equal to the target).
   */
  chance: number;
}

/**
 * Initiative: a Speed roll against the NPC's target number (3 x level); a PC who rolls higher acts before the NPC,
 * the others after. Effort on it comes from Speed. Both sources say "higher than" and sort the rest as those who
 * "rolled lower", naming no tie; a roll equal to the target is not higher, so that PC acts after the NPC (the site's reading
 * `initiative-tie`, readings.ts).
 * 004 "Encounters, Rounds, And Initiative"; 000 "초점 장면, 라운드, 행동 순서".
 *
 * @example
 * resolveInitiative({ level: 2 }).chance; // 0.7: 7 to 20 beat the target of 6
 */
export function resolveInitiative(input: InitiativeInput, ruleset: RulesetId = 'cypher'): InitiativeResult {
  checkObject('input', input);
  // The NPC's level is the difficulty (npc()), checked here without npc.ts to keep the island that calls this small.
  const task = resolveTask({ ...input, difficulty: checkInteger('level', input.level, ranges.level) }, ruleset);
  return { task, chance: task.chanceToBeat };
}

/**
 * Whether an initiative roll acts before the NPC: the natural d20 plus the roll bonus, higher than the target.
 * 004 "Encounters, Rounds, And Initiative".
 *
 * @example
 * // 004's example against level 2 guards (target 6): Charles (8) and Shanna (15) act first, Tammie (4) after.
 * actsFirst({ level: 2, natural: 8 }); // true
 */
export function actsFirst(input: InitiativeInput & { natural: number }, ruleset: RulesetId = 'cypher'): boolean {
  const { task } = resolveInitiative(input, ruleset);
  return checkInteger('natural', input.natural, { min: 1, max: 20 }) + task.rollBonus > task.target;
}
