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

/**
 * A word as search compares it, as Pagefind does: lower case, accents folded, letters and digits only. Korean comes
 * out as jamo (Unicode NFD), the form Pagefind indexes it in, so that a word is a prefix of another as Pagefind sees it.
 */
export function foldWord(word: string): string {
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

/** How a result's matched words cover a query (queryMatch). */
export type QueryMatch = 'exact' | 'near' | 'none';

/** Letters an inflection may add to a word ("Reserva" -> "Reservas", "menor" -> "menores"). */
const INFLECTION = 2;

/**
 * How the words a result matched cover every word of the query. Pagefind, when it does not know a word, falls back to
 * the longest prefix it knows: "xqzvwk" matches "X", "esfuerso" matches "es", "dificulad" matches "dificultad".
 *
 * - 'exact': each query word is matched as typed or as a form of it: a matched word starts with it (prefix search:
 *   "recov" matches "recovery") or is it less an inflection ("Reservas" matches "Reserva").
 * - 'near': each query word shares more than half of its letters, from the start, with a matched word: Pagefind's
 *   fallback found a word like it ("dificulad": "dificultad"), or stemming took more than an inflection ("abilities":
 *   "ability").
 * - 'none': some query word matched nothing like it.
 *
 * @example
 * queryMatch('xqzvwk', ['X'])                         // 'none'
 * queryMatch('efectos menores', ['menor.', 'efecto']) // 'exact'
 * queryMatch('dificulad', ['dificultad'])             // 'near'
 * queryMatch('armor xqzvwk', ['Armor', 'X'])          // 'none'
 */
export function queryMatch(query: string, matchedWords: readonly string[]): QueryMatch {
  const terms = query
    .split(/\s+/)
    .map((term) => Array.from(foldWord(term)))
    .filter((term) => term.length > 0);
  const words = matchedWords.map((word) => Array.from(foldWord(word)));
  const matchOf = (term: string[]): QueryMatch => {
    let best: QueryMatch = 'none';
    for (const word of words) {
      const shared = commonPrefix(term, word);
      if (shared === term.length || (shared === word.length && term.length - shared <= INFLECTION)) return 'exact';
      if (shared > term.length / 2) best = 'near';
    }
    return best;
  };
  const matches = terms.map(matchOf);
  if (matches.length === 0 || matches.includes('none')) return 'none';
  return matches.includes('near') ? 'near' : 'exact';
}
