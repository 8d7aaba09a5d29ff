import { checkObject } from '../core/check.ts';
import { npc } from './npc.ts';
import { resolveFromBase, type BaseTaskResult, type TaskModifiers } from './task.ts';
import type { RulesetId } from './types.ts';

/** A Speed task at a guard: the NPC's level and what the PC brings. */
export interface GuardInput extends TaskModifiers {
  /** The NPC's level, 1..10. */
  level: number;
}

/**
 * A PC standing guard stops an NPC from getting past them or from the action they guard against: an eased Speed
 * task against the NPC's level. Success wastes the NPC's action. 004 "Guarding". (The guard's own defense rolls
 * are eased too: `guarding` in resolveCombatRoll.)
 *
 * @example
 * stopAtGuard({ level: 3 }).task.difficulty; // 2
 */
export function stopAtGuard(input: GuardInput, ruleset: RulesetId = 'cypher'): BaseTaskResult {
  checkObject('input', input);
  return resolveFromBase(npc(input.level).level - 1, input, ruleset);
}

/**
 * A PC gets past an NPC standing guard: a hindered Speed task against the guard's level. 004 "Guarding".
 *
 * @example
 * getPastGuard({ level: 3 }).task.difficulty; // 4: Diana's level 3 bodyguard (004 "Guarding")
 */
export function getPastGuard(input: GuardInput, ruleset: RulesetId = 'cypher'): BaseTaskResult {
  checkObject('input', input);
  return resolveFromBase(npc(input.level).level + 1, input, ruleset);
}
