// What the search dialog does with the text a reader types before and after Pagefind: a sane length, a short quote
// of it for messages, and whether the results match it at all.

/** Longer queries are cut to this many characters (a pasted paragraph is not a search). */
export const MAX_QUERY_LENGTH = 200;

/** Messages quote at most this many characters of the query, so the live region never reads out a paragraph. */
const MAX_QUOTED_LENGTH = 40;

/**
 * The text to search: trimmed, and cut to MAX_QUERY_LENGTH characters (whole characters, never half an emoji).
 *
 * @example
 * searchText('  armor ') // { query: 'armor', cut: false }
 */
export function searchText(typed: string): { query: string; cut: boolean } {
  const characters = Array.from(typed.trim());
  if (characters.length <= MAX_QUERY_LENGTH) return { query: characters.join(''), cut: false };
  return { query: characters.slice(0, MAX_QUERY_LENGTH).join('').trim(), cut: true };
}

/**
 * The query as messages quote it: whole when short, else its first characters and an ellipsis.
 *
 * @example
 * quotedQuery('armor') // 'armor'
 */
export function quotedQuery(query: string): string {
  const characters = Array.from(query);
  if (characters.length <= MAX_QUOTED_LENGTH) return query;
  return `${characters.slice(0, MAX_QUOTED_LENGTH).join('').trimEnd()}…`;
}

/** A word as compared here: lower case, accents folded, letters and digits only. */
function fold(word: string): string {
  return word
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

function commonPrefix(a: string[], b: string[]): number {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length += 1;
  return length;
}

/**
 * Whether some word a result matched is really one of the query's words. Pagefind, when it does not know a word,
 * falls back to the longest prefix it knows: "xqzvwk" matches "X", "armour" matches "arm". A word counts as matched
 * when it shares more than half of the query word's characters from the start (stemming: "Reservas" matches
 * "Reserva", "menores" "menor"), or starts with the whole query word (prefix search: "recov" matches "recovery").
 *
 * @example
 * matchesQuery('xqzvwk', ['X'])          // false
 * matchesQuery('efectos menores', ['menor.']) // true
 */
export function matchesQuery(query: string, matchedWords: readonly string[]): boolean {
  const terms = query
    .split(/\s+/)
    .map((term) => Array.from(fold(term)))
    .filter((term) => term.length > 0);
  const words = matchedWords.map((word) => Array.from(fold(word)));
  return terms.some((term) =>
    words.some((word) => {
      const shared = commonPrefix(term, word);
      return shared === term.length || shared > term.length / 2;
    }),
  );
}
