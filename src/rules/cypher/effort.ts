import { checkBoolean, checkInteger } from '../core/check.ts';
import { ranges } from './limits.ts';
import { damageTrack } from './track.ts';

/** Options of a single Effort expenditure. */
export interface EffortCostOptions {
  /** Edge of the stat the points come from, whole number 0..20. Default 0. */
  edge?: number;
  /** The character is impaired: +1 point per level. Default false. */
  impaired?: boolean;
}

// 004 "Effort": 3 points for the first level, 2 for each further level; 001 (Spanish) "cuesta solo 2 puntos".
// 004 "The Damage Track" (Impaired): 1 extra point per level.
export function pointsForLevels(levels: number, impaired: boolean): number {
  if (levels === 0) return 0;
  const extraPerLevel = damageTrack[impaired ? 'impaired' : 'hale'].effortExtraPerLevel;
  return 3 + 2 * (levels - 1) + extraPerLevel * levels;
}

/**
 * Points one Effort expenditure costs: 3 for the first level, 2 per further level, 1 more per level when
 * impaired, minus Edge, never below 0.
 * 004 "Effort"; 001 (Spanish) "se resta la Ventaja" (Edge 3 makes one level free); 004 "The Damage Track"
 * (Impaired).
 *
 * @example
 * effortCost(2, { edge: 2 }); // 3
 * effortCost(2, { impaired: true }); // 7
 */
export function effortCost(levels: number, opts: EffortCostOptions = {}): number {
  const checked = checkInteger('levels', levels, ranges.effortLevels);
  const edge = checkInteger('edge', opts?.edge ?? 0, ranges.edge);
  return Math.max(0, pointsForLevels(checked, checkBoolean('impaired', opts?.impaired ?? false)) - edge);
}

/** Extra damage from Effort spent on an attack's damage. */
export interface EffortDamage {
  /** Extra damage to each target hit. */
  perTarget: number;
  /** Damage each target takes even when it avoids the attack. */
  onMiss: number;
}

/**
 * Extra damage from Effort on a single-target attack: 3 per level.
 * 004 "Damage" (Effort for 3 more points); 001 (Spanish) "3 puntos de daño adicionales".
 *
 * @example
 * effortDamage(2); // { perTarget: 6, onMiss: 0 }
 */
export function effortDamage(levels: number): EffortDamage {
  return { perTarget: 3 * checkInteger('levels', levels, ranges.effortLevels), onMiss: 0 };
}

/**
 * Extra damage from Effort on an area attack: 2 per level to every target instead of 3, and targets that avoid the
 * attack still take 1 point. The CSRD states it as the rule for every area attack (chapter "Creating Your
 * Character", "Effort and Damage": "you inflict 2 additional points of damage instead of 3 points ... even if one or
 * more of the targets resist the attack, they still take 1 point of damage"; not in 004, which holds the chapter
 * "Rules of the Game"), and so does 001 (Spanish: "2 puntos adicionales… siguen sufriendo 1 punto de daño").
 * (Until 2026-11-28 the site called it a reading of its own, `area-effort`, now settled: readings.ts.)
 *
 * @example
 * areaEffortDamage(1); // { perTarget: 2, onMiss: 1 }
 */
export function areaEffortDamage(levels: number): EffortDamage {
  const checked = checkInteger('levels', levels, ranges.effortLevels);
  return { perTarget: 2 * checked, onMiss: checked > 0 ? 1 : 0 };
}
