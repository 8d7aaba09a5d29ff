import { checkInteger } from './errors.ts';

/** The dice the rules use: the d20 for every roll, the d6 for recovery rolls. 004 "Key Concepts" (ROLL). */
export type Die = 6 | 20;

/**
 * Roll one die with a random source returning a number in [0, 1) (such as Math.random). The rules stay pure:
 * the caller supplies the randomness.
 *
 * @example
 * rollDie(20, () => 0.5); // 11
 */
export function rollDie(sides: Die, random: () => number): number {
  return checkInteger('random', Math.floor(random() * sides) + 1, { min: 1, max: sides });
}
