import { checkChoice, checkInteger, checkObject } from '../core/check.ts';
import { MAX_BASE_DIFFICULTY, resolveFromBase, withAssets, type BaseTaskResult, type TaskModifiers } from './task.ts';
import type { RulesetId } from './types.ts';

const jumpKinds = ['long', 'high'] as const;
const runUps = ['none', 'immediate', 'short'] as const;
const lengthUnits = ['feet', 'meters'] as const;

/** A jump across (standing or with a run-up) or straight up. */
export type JumpKind = (typeof jumpKinds)[number];
/** How far the character runs before jumping. */
export type RunUp = (typeof runUps)[number];
/** Unit of a length. */
export type LengthUnit = (typeof lengthUnits)[number];

/** A jump: how far, in which unit, with what run-up, and what the jumper brings. */
export interface JumpInput extends TaskModifiers {
  jump: JumpKind;
  /** The length (or height) to clear, a whole number of feet or meters, 1 or more. */
  distance: number;
  /** Default 'feet'. */
  unit?: LengthUnit;
  /** Default 'none'. */
  runUp?: RunUp;
}

/** A jump's difficulty: the Might task, and whether the run-up counted as an asset. */
export interface JumpResult extends BaseTaskResult {
  runUpAsset: boolean;
  /**
   * The rule's figure fell between two steps (a jump in meters, or an odd number of feet after a short run) and was
   * rounded to `base`: the site's reading `rounding` (readings.ts).
   */
  rounded: boolean;
}

/** Feet in one unit, as a fraction: the sources convert 10 feet to 3 m (004 "Distance", "Jumping"). */
const feetPer = { feet: { num: 1, den: 1 }, meters: { num: 10, den: 3 } } as const satisfies {
  [U in LengthUnit]: { num: number; den: number };
};

/** `num / den` rounded to the nearest whole number, a half rounding up (to the harder step), and whether it was whole. */
function nearest(num: number, den: number): { base: number; rounded: boolean } {
  return { base: Math.floor((2 * num + den) / (2 * den)), rounded: num % den !== 0 };
}

/**
 * The base difficulty of a jump of `feet` (a fraction num/den), rounded to the nearest step, a half rounding up to
 * the harder one: the site's reading `rounding` (readings.ts), the same as a heavy object's weight. 004 "Jumping":
 * standing, the distance in feet minus 4; after a short run, half the distance minus 4 (an odd number of feet gives a
 * half step); straight up, the height in feet.
 */
function jumpBase(jump: JumpKind, runUp: RunUp, num: number, den: number): { base: number; rounded: boolean } {
  if (jump === 'high') return nearest(num, den);
  if (runUp === 'short') return nearest(num - 8 * den, 2 * den);
  return nearest(num - 4 * den, den);
}

/**
 * The longest whole distance whose base difficulty stays within MAX_BASE_DIFFICULTY: its feet stay below the
 * distance that rounds past it (MAX_BASE_DIFFICULTY + 1/2, plus 4 for a long jump, doubled after a short run).
 */
function maxDistance(jump: JumpKind, runUp: RunUp, unit: LengthUnit): number {
  let twiceLimitFeet = 2 * MAX_BASE_DIFFICULTY + 1;
  if (jump === 'long') twiceLimitFeet = (twiceLimitFeet + 8) * (runUp === 'short' ? 2 : 1);
  const { num, den } = feetPer[unit];
  return Math.ceil((twiceLimitFeet * den) / (2 * num)) - 1;
}

/**
 * A jump: a Might task whose difficulty the distance sets. Running an immediate distance first counts as an asset;
 * running a short distance also halves the distance before subtracting 4 (and still counts as the asset). A run-up
 * eases a high jump as an asset. 004 "Jumping" (10 ft standing: difficulty 6; 20 ft after a short run: 20 / 2 - 4
 * = 6, eased by the run to 5).
 *
 * @example
 * resolveJump({ jump: 'long', distance: 20, runUp: 'short' }).task.difficulty; // 5
 * resolveJump({ jump: 'long', distance: 3, unit: 'meters' }).task.difficulty; // 6
 */
export function resolveJump(input: JumpInput, ruleset: RulesetId = 'cypher'): JumpResult {
  checkObject('input', input);
  const jump = checkChoice('jump', input.jump, jumpKinds);
  const unit = checkChoice('unit', input.unit ?? 'feet', lengthUnits);
  const runUp = checkChoice('runUp', input.runUp ?? 'none', runUps);
  const distance = checkInteger('distance', input.distance, { min: 1, max: maxDistance(jump, runUp, unit) });
  const { base, rounded } = jumpBase(jump, runUp, distance * feetPer[unit].num, feetPer[unit].den);
  const runUpAsset = runUp !== 'none';
  return { ...resolveFromBase(base, withAssets(input, runUpAsset ? 1 : 0), ruleset), runUpAsset, rounded };
}
