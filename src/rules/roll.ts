import { specialRoll, type SpecialRollResult } from './specialRolls.ts';
import { resolveTask, type TaskInput, type TaskResult } from './task.ts';
import type { RulesetId } from './types.ts';

/** A d20 rolled for a task: the task as set up, the die's natural result and what kind of roll it was. */
export interface RollInput extends TaskInput {
  /** The number the d20 shows, whole number 1..20. */
  natural: number;
  /** The roll is a damage-dealing attack. Default false. */
  attack?: boolean;
  /** The roller is impaired. Default false. */
  impaired?: boolean;
}

/** What a d20 roll achieved. */
export interface RollResult {
  /** The resolved task: final difficulty, target number, routine or impossible, roll bonus. */
  task: TaskResult;
  /** The number the d20 shows. */
  natural: number;
  /** The natural result plus the roll bonus, compared with the target number. */
  total: number;
  /** False when the task is impossible: no roll is made, so the die counts for nothing. */
  rolled: boolean;
  /** The task succeeds: routine, or the total reaches the target number. */
  success: boolean;
  /** What the die face grants, whatever the outcome (`specialRoll`). */
  granted: SpecialRollResult;
  /** What the roll actually gets: extra damage and effects only on a success, nothing when no roll is made. */
  special: SpecialRollResult;
}

const nothingSpecial: SpecialRollResult = {
  intrusion: false,
  bonusDamage: 0,
  effect: 'none',
  damageOrEffect: false,
  refundsCost: false,
};

/**
 * Judge a d20 roll for a task: success or failure, and what its special roll brings.
 * Only the natural result makes a special roll; the bonus counts toward the target only (004 "Special Rolls").
 * Extra damage and minor or major effects come with a success: a missed attack deals no damage, and 000 "특수 효과"
 * and 001 grant the effects only "if the roll succeeds". A routine task succeeds; a character may still roll it, and
 * the special roll then counts (004 "Action: Activate a Special Ability"). An impossible task is not rolled
 * (004 "Rolling The Die"), so its die brings nothing.
 *
 * @example
 * resolveRoll({ difficulty: 4, natural: 19, attack: true }); // success, total 19, special: +3 damage or a minor effect
 * resolveRoll({ difficulty: 6, natural: 17, attack: true }).special.bonusDamage; // 0: 17 misses target 18
 */
export function resolveRoll(input: RollInput, ruleset: RulesetId = 'cypher'): RollResult {
  const task = resolveTask(input, ruleset);
  const granted = specialRoll(input.natural, { attack: input.attack ?? false, impaired: input.impaired ?? false });
  const natural = input.natural;
  const total = natural + task.rollBonus;
  const rolled = !task.impossible;
  const success = task.routine || (rolled && total >= task.target);
  let special = granted;
  if (!rolled) special = nothingSpecial;
  else if (!success) special = { ...granted, bonusDamage: 0, effect: 'none', damageOrEffect: false };
  return { task, natural, total, rolled, success, granted, special };
}
