// Reading what a reader typed into a number field, the same way for every field of every island. The rules module
// decides what is in range; this only turns text into a number or says why it cannot (blank, letters, decimals,
// exponent notation).

/** Why a field's text is not a whole number, before any rule looks at it. */
export type ParseProblem = 'blank' | 'not-a-number';

export type Parsed = { ok: true; value: number } | { ok: false; problem: ParseProblem };

/**
 * Parses a whole number written with ASCII digits, an optional sign and spaces around it. The sign is `+`, the hyphen
 * `-` or the minus sign `−` (U+2212), which the pages themselves print ("−2"), so a value copied from the page reads
 * back; a space may follow the sign ("− 2").
 *
 * @example
 * parseWholeNumber(' 12 ') // { ok: true, value: 12 }
 * parseWholeNumber('−2')   // { ok: true, value: -2 }
 * parseWholeNumber('1e9')  // { ok: false, problem: 'not-a-number' }
 * parseWholeNumber('-0')   // { ok: true, value: 0 }
 */
export function parseWholeNumber(text: string): Parsed {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, problem: 'blank' };
  const match = /^([+\-\u2212]?)\s*(\d+)$/.exec(trimmed);
  if (!match) return { ok: false, problem: 'not-a-number' };
  const value = Number(match[2]) * (match[1] === '' || match[1] === '+' ? 1 : -1);
  // '-0' is 0: a number shown back to the reader never reads "-0".
  return { ok: true, value: value === 0 ? 0 : value };
}
