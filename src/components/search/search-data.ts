// What the search dialog reads besides Pagefind's index, written at build time for each language into
// dist/pagefind/query/ (scripts/build-search.mjs), after Pagefind has indexed the built pages:
// - <lang>_terms.json, the glossary's terms (terms.ts), loaded with Pagefind on the reader's intent to search;
// - <lang>_words.json, the words of the language's index, most frequent first (vocabulary.ts), loaded the first time a
//   query finds nothing.
// The service worker saves both with the language's index (src/offline/build-manifest.ts).
import type { Locale } from '../../i18n/locales.ts';
import type { GlossaryEntry } from '../../lib/glossary.ts';
import { stripKoreanParticles } from './korean.ts';
import { indexedText, wordsOf } from './page-words.ts';
import type { SearchTerm } from './terms.ts';

/** The folder of dist/ the files are written to, and their names. */
export const queryFolder = 'pagefind/query';
export const termsFile = (locale: Locale) => `${queryFolder}/${locale}_terms.json`;
export const wordsFile = (locale: Locale) => `${queryFolder}/${locale}_words.json`;

/** The glossary's entries as the search of one language reads them. */
export function searchTermsOf(entries: readonly GlossaryEntry[], locale: Locale): SearchTerm[] {
  return entries.map((entry) => {
    const words = entry[locale];
    const numenera = words.numenera ? [words.numenera.term, ...(words.numenera.aliases ?? [])] : [];
    return {
      id: entry.id,
      term: words.term,
      aliases: [...new Set([...(words.aliases ?? []), ...numenera])].filter((alias) => alias !== words.term),
      search: words.search ?? [],
      explained: `${entry.page}#${entry.section}`,
      ...(words.link === false ? { everyday: true as const } : {}),
    };
  });
}

/**
 * The words Pagefind indexes on a language's pages (their HTML), each once, most frequent first. Korean words are
 * listed without their particles (분발을, 분발은: 분발), as a query word is compared without them.
 */
export function vocabularyOf(pages: readonly string[], locale: Locale): string[] {
  const counts = new Map<string, number>();
  for (const html of pages)
    for (const word of wordsOf(indexedText(html))) {
      const stem = locale === 'ko' ? (stripKoreanParticles(word) ?? word) : word;
      counts.set(stem, (counts.get(stem) ?? 0) + 1);
    }
  return [...counts].sort(([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : 1)).map(([word]) => word);
}
