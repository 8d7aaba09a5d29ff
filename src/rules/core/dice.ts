import { checkChoice, checkFunction, checkInteger } from './check.ts';

/** The dice the rules use: the d20 for every roll, the d6 for recovery rolls. 004 "Key Concepts" (ROLL). */
export type Die = 6 | 20;

/** Every die the rules use. */
export const dice = [6, 20] as const satisfies readonly Die[];

/**
 * Roll one die with a random source returning a number in [0, 1) (such as Math.random). The rules stay pure:
 * the caller supplies the randomness.
 *
 * @example
 * rollDie(20, () => 0.5); // 11
 */
export function rollDie(sides: Die, random: () => number): number {
  const die = checkChoice('sides', sides, dice);
  const fraction = checkFunction('random', random)();
  // A fraction outside [0, 1), or no number at all, gives no face of the die: refused as the random source's fault.
  const face = typeof fraction === 'number' ? Math.floor(fraction * die) + 1 : fraction;
  return checkInteger('random', face, { min: 1, max: die });
}
