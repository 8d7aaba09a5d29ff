// How large each kind of number may be. The rules cap few of these (difficulty, level, tier and the dice are capped
// where they are defined); for the rest these bounds sit far above anything play reaches, so that a typo such as
// 999999999999 is refused instead of computed, and every sum stays an exact whole number.
import type { Range } from '../core/check.ts';

/** Points: a Pool, a Pool's maximum, health, damage, a cost, the points of a recovery roll. */
export const MAX_POINTS = 9999;
/** Edge of one stat. */
export const MAX_EDGE = 20;
/** Armor of a PC or an NPC. */
export const MAX_ARMOR = 20;
/** A flat bonus to a roll (each +3 is an asset instead). */
export const MAX_BONUS = 20;
/** Levels of Effort in one expenditure, and a character's Effort score (only six ever ease a task). */
export const MAX_EFFORT_LEVELS = 20;
/** Assets or hindering steps named for one task (only two asset steps ever count). */
export const MAX_STEPS = 20;
/**
 * Lowest and highest level of a creature. 004 "Key Concepts" (LEVEL: 1 to 10); 000 "전투". A rule's cap, here with
 * the other bounds so that every island can check a level without carrying npc.ts.
 */
export const MIN_LEVEL = 1;
export const MAX_LEVEL = 10;
/** Units of a hazard (10-foot drops, rounds) and the count of rests since a day began. */
export const MAX_COUNT = 99;
/**
 * Lowest and highest tier of a PC. 004 "Key Concepts" (LEVEL: tiers go from 1 to 6). A rule's cap, here so that a
 * character can be checked without carrying the recovery rules.
 */
export const MIN_TIER = 1;
export const MAX_TIER = 6;
/**
 * Recovery rolls in a day: one action, ten minutes, one hour, ten hours; after the ten hours a new day begins.
 * 004 "Recovering Points in a Pool" (table); 000 "역량 점수 회복하기". recovery.ts's ladder has one rung for each.
 */
export const RECOVERY_ROLLS_PER_DAY = 4;

/** The ranges the checks use, by kind of number. */
export const ranges = {
  points: { min: 0, max: MAX_POINTS },
  maxPool: { min: 1, max: MAX_POINTS },
  edge: { min: 0, max: MAX_EDGE },
  armor: { min: 0, max: MAX_ARMOR },
  bonus: { min: 0, max: MAX_BONUS },
  effortLevels: { min: 0, max: MAX_EFFORT_LEVELS },
  effortScore: { min: 1, max: MAX_EFFORT_LEVELS },
  steps: { min: 0, max: MAX_STEPS },
  count: { min: 0, max: MAX_COUNT },
  level: { min: MIN_LEVEL, max: MAX_LEVEL },
} as const satisfies Record<string, Range>;
