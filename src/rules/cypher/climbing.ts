import { checkChoice, checkObject } from '../core/check.ts';
import { resolveFromBase, type BaseTaskResult, type TaskModifiers } from './task.ts';
import type { RulesetId } from './types.ts';

/** A surface to climb. */
export type ClimbingSurface =
  'manyHandholds' | 'fewHandholds' | 'crumbling' | 'smoothStone' | 'metal' | 'upsideDown' | 'glass';

/**
 * Climbing difficulty by surface. 004 "Climbing Difficulty": lots of handholds 2; a stone wall with a few handholds
 * 3; crumbling or slippery 4; smooth stone 5; metal 6; a smooth horizontal surface, climbed upside down, 8; glass 10.
 */
export const climbingSurfaces = {
  manyHandholds: { difficulty: 2, name: 'rules.climbing.manyHandholds.name' },
  fewHandholds: { difficulty: 3, name: 'rules.climbing.fewHandholds.name' },
  crumbling: { difficulty: 4, name: 'rules.climbing.crumbling.name' },
  smoothStone: { difficulty: 5, name: 'rules.climbing.smoothStone.name' },
  metal: { difficulty: 6, name: 'rules.climbing.metal.name' },
  upsideDown: { difficulty: 8, name: 'rules.climbing.upsideDown.name' },
  glass: { difficulty: 10, name: 'rules.climbing.glass.name' },
} as const satisfies { [S in ClimbingSurface]: { difficulty: number; name: `rules.climbing.${S}.name` } };

/** A climb: the surface and what the climber brings (`hinder` for unusual circumstances, such as being shot at). */
export interface ClimbInput extends TaskModifiers {
  surface: ClimbingSurface;
}

/**
 * A climb: the surface sets the difficulty; unusual circumstances such as climbing under fire add hindering steps.
 * The climber moves at half speed. 004 "Climbing", "Climbing Difficulty". The table gives the climb's difficulty; its
 * comparison with difficult terrain explains the half speed and is not read as one more step (README).
 *
 * @example
 * resolveClimb({ surface: 'metal', skill: 'trained' }).task.difficulty; // 5
 */
export function resolveClimb(input: ClimbInput, ruleset: RulesetId = 'cypher'): BaseTaskResult {
  checkObject('input', input);
  const surface = checkChoice('surface', input.surface, Object.keys(climbingSurfaces) as ClimbingSurface[]);
  return resolveFromBase(climbingSurfaces[surface].difficulty, input, ruleset);
}
