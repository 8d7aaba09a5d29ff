import { checkBoolean, checkChoice, checkObject } from '../core/check.ts';
import { resolveFromBase, withAssets, type BaseTaskResult, type TaskModifiers } from './task.ts';
import type { RulesetId } from './types.ts';

/** A maneuver on a mount or in a vehicle. */
export type PilotingManeuver =
  | 'riding'
  | 'stayOnInBattle'
  | 'stayOnWhenHurt'
  | 'mountMovingSteed'
  | 'abruptTurn'
  | 'vehicleDoubleSpeed'
  | 'mountDoubleSpeed'
  | 'vehicleLongJump';

/**
 * Riding or piloting difficulty by maneuver. 004 "Riding Or Piloting Difficulty": riding 0; staying on in a battle 1;
 * staying on when taking damage 3; mounting a moving steed, an abrupt turn at speed, or a vehicle at twice its speed
 * for a round 4; a mount at twice its speed or distance for a round, or a long jump with a vehicle not made to fly,
 * 5.
 */
export const pilotingManeuvers = {
  riding: { difficulty: 0, name: 'rules.piloting.riding.name' },
  stayOnInBattle: { difficulty: 1, name: 'rules.piloting.stayOnInBattle.name' },
  stayOnWhenHurt: { difficulty: 3, name: 'rules.piloting.stayOnWhenHurt.name' },
  mountMovingSteed: { difficulty: 4, name: 'rules.piloting.mountMovingSteed.name' },
  abruptTurn: { difficulty: 4, name: 'rules.piloting.abruptTurn.name' },
  vehicleDoubleSpeed: { difficulty: 4, name: 'rules.piloting.vehicleDoubleSpeed.name' },
  mountDoubleSpeed: { difficulty: 5, name: 'rules.piloting.mountDoubleSpeed.name' },
  vehicleLongJump: { difficulty: 5, name: 'rules.piloting.vehicleLongJump.name' },
} as const satisfies { [M in PilotingManeuver]: { difficulty: number; name: `rules.piloting.${M}.name` } };

/** A maneuver and what the rider or pilot brings. */
export interface PilotingInput extends TaskModifiers {
  maneuver: PilotingManeuver;
  /** A saddle or other fitting gear: an asset. Default false. */
  gear?: boolean;
}

/**
 * A Speed task on a trained mount or in a vehicle: the maneuver sets the difficulty, and a saddle or other fitting
 * gear is an asset. Going from A to B is routine. 004 "Riding Or Piloting", "Riding Or Piloting Difficulty".
 *
 * @example
 * resolvePiloting({ maneuver: 'stayOnWhenHurt', gear: true }).task.difficulty; // 2
 */
export function resolvePiloting(input: PilotingInput, ruleset: RulesetId = 'cypher'): BaseTaskResult {
  checkObject('input', input);
  const maneuver = checkChoice('maneuver', input.maneuver, Object.keys(pilotingManeuvers) as PilotingManeuver[]);
  const gear = checkBoolean('gear', input.gear ?? false);
  return resolveFromBase(pilotingManeuvers[maneuver].difficulty, withAssets(input, gear ? 1 : 0), ruleset);
}
