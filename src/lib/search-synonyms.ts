/**
 * The hidden block of other-language words a page carries for search (src/lib/term-links.ts) joins its
 * words with this mark, which prose never uses, so that the search dialog can tell a Pagefind excerpt drawn from
 * that block and show the page's description instead.
 */
export const SYNONYM_SEPARATOR = '⸱';

/**
 * The mark of that block. Only Pagefind reads it, never a reader, so the build takes the block out of each page once
 * the pages are indexed (scripts/build-search.mjs; docs/benchmarks.md): about 1 KB gzip a page.
 */
export const SYNONYMS_ATTRIBUTE = 'data-glossary-synonyms';
const SYNONYMS_BLOCK = new RegExp(`<div hidden ${SYNONYMS_ATTRIBUTE}[^>]*>[^<]*</div>`, 'g');

/** A built page without its blocks of words for search. */
export function withoutSearchSynonyms(html: string): string {
  return html.replace(SYNONYMS_BLOCK, '');
}

export function joinSynonyms(words: readonly string[]): string {
  return words.join(` ${SYNONYM_SEPARATOR} `);
}

/** The excerpt to show for a page: Pagefind's, unless it was drawn from the synonyms block. */
export function readableExcerpt(excerpt: string, description: string | undefined): string {
  if (!excerpt.includes(SYNONYM_SEPARATOR)) return excerpt;
  const text = description ?? '';
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
