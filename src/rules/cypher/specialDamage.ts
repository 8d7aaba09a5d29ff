import { checkChoice, checkInteger } from '../core/check.ts';
import { MAX_STEPS } from './limits.ts';
import { stepDown, tracks } from './track.ts';
import type { Track } from './types.ts';

/**
 * Move a PC down the damage track by special damage (rare poisons, cell-disrupting attacks, massive traumas such as
 * a fall from a great height), whatever their Pools: one or more steps, stopping at dead. 004 "The Effects of Taking
 * Damage" and "Special Damage"; 002 "The Effects of Taking Damage"; 000 "피해의 효과". A recovery roll can later
 * move the PC back up a step instead of restoring points (recoverTrackStep).
 *
 * @example
 * shiftDamageTrack('hale', 1); // 'impaired'
 * shiftDamageTrack('impaired', 3); // 'dead'
 */
export function shiftDamageTrack(track: Track, steps: number): Track {
  const from = checkChoice('track', track, tracks);
  return stepDown(from, checkInteger('steps', steps, { min: 1, max: MAX_STEPS }));
}
