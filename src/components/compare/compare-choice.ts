/** Where the reader's choice of a second language is kept between pages: localStorage, under this key. */
export const storageKey = 'compare';

/** The address's query parameter that holds the second language (`?compare=es`), so that a link shares it. */
export const addressParameter = 'compare';

/**
 * The language to show beside the page: the one the address names (a shared link), else the one the reader chose
 * last (stored), and only a language the page's control offers, so never the page's own. A value the control does
 * not offer is ignored, as if it were not there.
 *
 * @example
 * chosenComparison('en', 'es', ['es', 'en']) // 'en': the address wins
 * chosenComparison(null, 'ko', ['es', 'en']) // undefined: a Korean page is not compared with itself
 */
export function chosenComparison(
  fromAddress: string | null,
  stored: string | null,
  offered: readonly string[],
): string | undefined {
  return [fromAddress, stored].find((language): language is string => offered.includes(language ?? ''));
}
