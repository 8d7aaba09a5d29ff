// What the search dialog reads besides Pagefind's index, written at build time for each language into
// dist/pagefind/query/ (scripts/build-search.mjs), after Pagefind has indexed the built pages:
// - <lang>_terms.json, the glossary's terms (terms.ts), loaded with Pagefind on the reader's intent to search;
// - <lang>_words_<group>.json, the words of the language's index in groups by first letter, most frequent first
//   (vocabulary.ts), the groups of a query's words loaded the first time a query finds nothing.
// Their names are in src/lib/search-file-names.ts; the service worker saves them with the language's index
// (src/offline/build-manifest.ts).
import type { Locale } from '../../i18n/locales.ts';
import type { GlossaryEntry } from '../../lib/glossary.ts';
import { stripKoreanParticles } from './korean.ts';
import { indexedText, wordsOf } from './page-words.ts';
import type { SearchTerm } from './terms.ts';
import { wordGroupOf, wordGroups } from './vocabulary.ts';

/**
 * The glossary's entries as the search of one language reads them. `pageWords`, the words of the language's index
 * (vocabularyOf), tells which search words are also the pages' everyday words.
 */
export function searchTermsOf(
  entries: readonly GlossaryEntry[],
  locale: Locale,
  pageWords: ReadonlySet<string>,
): SearchTerm[] {
  const inPages = (text: string) => {
    const words = wordsOf(text).map((word) => indexedWord(word, locale));
    return words.length > 0 && words.every((word) => pageWords.has(word));
  };
  return entries.map((entry) => {
    const words = entry[locale];
    const search = words.search ?? [];
    const searchInPages = search.filter(inPages);
    return {
      id: entry.id,
      term: words.term,
      aliases: words.aliases ?? [],
      search: search.filter((word) => !inPages(word)),
      ...(searchInPages.length > 0 ? { searchInPages } : {}),
      explained: `${entry.page}#${entry.section}`,
      ...(words.link === false ? { everyday: true as const } : {}),
    };
  });
}

/** Words in their groups (vocabulary.ts, wordGroupOf), each group in the words' order; every group, empty or not. */
export function groupedWords(words: readonly string[]): Map<string, string[]> {
  const groups = new Map<string, string[]>(wordGroups.map((group) => [group, []]));
  for (const word of words) {
    const group = wordGroupOf(word);
    const list = groups.get(group) ?? [];
    list.push(word);
    groups.set(group, list);
  }
  return groups;
}

/**
 * The words Pagefind indexes on a language's pages (their HTML), each once, most frequent first. Korean words are
 * listed without their particles (분발을, 분발은: 분발), as a query word is compared without them.
 */
export function vocabularyOf(pages: readonly string[], locale: Locale): string[] {
  const typed = new Map<string, number>();
  for (const html of pages) for (const word of wordsOf(indexedText(html))) typed.set(word, (typed.get(word) ?? 0) + 1);
  // Each distinct word once: the pages repeat most of theirs.
  const counts = new Map<string, number>();
  for (const [word, count] of typed) {
    const stem = indexedWord(word, locale);
    counts.set(stem, (counts.get(stem) ?? 0) + count);
  }
  return [...counts].sort(([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : 1)).map(([word]) => word);
}

/** A word as the list holds it: Korean without its particles. */
function indexedWord(word: string, locale: Locale): string {
  return locale === 'ko' ? (stripKoreanParticles(word) ?? word) : word;
}
