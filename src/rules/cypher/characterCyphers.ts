// A character's cyphers against their cypher limit: gaining one, using one and crossing it off.
import { checkInteger } from '../core/check.ts';
import { RulesInputError } from '../core/errors.ts';
import { checkCharacter, type Character } from './character.ts';

/** The cyphers a character carries (not yet used) against their limit. */
export interface CypherLoad {
  carried: number;
  limit: number;
  /** More than the limit: said plainly on the sheet. */
  over: boolean;
}

/**
 * How many cyphers the character carries against their limit. Each cypher counts as one (the Cypher System;
 * Numenera Discovery, Monte Cook Games "Smoothing Out the Rules"); one used is crossed off and counts no more. A
 * character cannot safely carry more than the limit (001 "los dispositivos": no se puede llevar muchos a la vez).
 *
 * @example
 * cypherLoad({ ...character, cypherLimit: 2, cyphers: [{ used: false }, { used: true }] }); // { carried: 1, limit: 2, over: false }
 */
export function cypherLoad(character: Character): CypherLoad {
  const { cyphers, cypherLimit } = checkCharacter(character);
  const carried = cyphers.filter((cypher) => !cypher.used).length;
  return { carried, limit: cypherLimit, over: carried > cypherLimit };
}

/**
 * The character gains a cypher: refused when it would carry them over their limit (`over-cypher-limit`, `max`: the
 * limit), which the sheet says instead of adding it. See `cypherLoad`.
 *
 * @example
 * gainCypher({ ...character, cypherLimit: 1, cyphers: [{ used: false }] }, { used: false }); // throws: over-cypher-limit
 */
export function gainCypher<C extends Character>(character: C, cypher: C['cyphers'][number]): C {
  const { carried, limit } = cypherLoad(character);
  if (carried + 1 > limit)
    throw new RulesInputError('cyphers', 'over-cypher-limit', { max: limit, value: carried + 1 });
  return { ...checkCharacter(character), cyphers: [...character.cyphers, { ...cypher, used: false }] };
}

/**
 * The character uses a cypher: it is crossed off (kept on the sheet as used) and counts no more toward the limit.
 * `index` is its place in the list; one already used is refused (`already-used`). 004 "Actions" (activating a cypher
 * is an action).
 *
 * @example
 * useCypher(character, 0).cyphers[0].used; // true
 */
export function useCypher<C extends Character>(character: C, index: number): C {
  const checked = checkCharacter(character);
  const which = checkInteger('cyphers', index, { min: 0, max: checked.cyphers.length - 1 });
  if (checked.cyphers[which]!.used) throw new RulesInputError('cyphers', 'already-used', { value: which });
  return {
    ...checked,
    cyphers: checked.cyphers.map((cypher, place) => (place === which ? { ...cypher, used: true } : cypher)),
  };
}
