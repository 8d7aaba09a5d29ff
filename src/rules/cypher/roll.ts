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
  /**
   * What the roll actually gets: extra damage and effects only on a success, nothing when no roll is made; a routine
   * task rolled anyway succeeds, so it gets all its face grants.
   */
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
 * and 001 grant the effects only "if the roll succeeds". An impossible task is not rolled (004 "Rolling The Die"),
 * so its die brings nothing.
 *
 * A routine task succeeds with no roll (004 "Rules of the Game", steps 2 and 4), so normally it has no special roll
 * (000 "언제 주사위를 굴리나?": no roll, no chance of failure and none of a notable success, a 19 or 20). A character
 * who spent points on it "might want to roll anyway to see if they get a major effect, which would reduce the cost
 * for their action" (004 "Action: Activate a Special Ability"). Such a roll is a roll: "If a character rolls a natural
 * 1, 17, 18, 19, or 20 ..., special rules come into play" (004 "Special Rolls"), so every face counts as on any roll
 * that succeeds, a 1 bringing a GM intrusion. (Until 2026-11-28 the site read the faces other than 20 as bringing
 * nothing, its reading `rolling-anyway`, now settled: readings.ts.)
 *
 * @example
 * resolveRoll({ difficulty: 4, natural: 19, attack: true }); // success, total 19, special: +3 damage or a minor effect
 * resolveRoll({ difficulty: 6, natural: 17, attack: true }).special.bonusDamage; // 0: 17 misses target 18
 * resolveRoll({ difficulty: 0, natural: 1 }).special.intrusion; // true: a routine task rolled anyway is a roll
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
