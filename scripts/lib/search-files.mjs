// What the search dialog reads besides Pagefind's index (src/components/search/search-data.ts), for each language:
// the glossary's terms and the words of its index by first letter, into <dist>/pagefind/query/; and the built pages
// without the blocks of other languages' words for search, once Pagefind has read them (a reader never does:
// src/lib/search-synonyms.ts). Used by scripts/build-index.mjs (the build) and scripts/build-search.mjs.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parse } from 'yaml';
import { locales } from '../../src/i18n/locales.ts';
import { glossaryFile } from '../../src/lib/content-dir.ts';
import { groupedWords, searchTermsOf, vocabularyOf } from '../../src/components/search/search-data.ts';
import { queryFolder, termsFile, wordsFile } from '../../src/lib/search-file-names.ts';
import { withoutSearchSynonyms } from '../../src/lib/search-synonyms.ts';
import { withoutIndexedAttributes } from '../../src/components/search/page-words.ts';

/** Every built page of a site: its file (relative to `dist`) and its HTML. */
export function readPages(dist) {
  return readdirSync(dist, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.html') && !file.startsWith('pagefind'))
    .map((file) => ({ file, html: readFileSync(join(dist, file), 'utf8') }));
}

const langOf = (html) => /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1];

/** The words of each language's index, most frequent first (vocabularyOf): the costly part, read from the pages. */
export function vocabularies(pages) {
  return new Map(
    locales.map((locale) => [
      locale,
      vocabularyOf(
        pages.filter((page) => langOf(page.html) === locale).map((page) => page.html),
        locale,
      ),
    ]),
  );
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Writes each language's terms and words files; returns what it wrote, to print. */
export function writeSearchFiles(dist, words) {
  // The glossary as the build read it (astro build has checked it against its schema, src/content.config.ts).
  const glossary = parse(readFileSync(glossaryFile, 'utf8'));
  mkdirSync(join(dist, queryFolder), { recursive: true });
  const sizes = locales.map((locale) => {
    const list = words.get(locale);
    const groups = groupedWords(list);
    const terms = JSON.stringify(searchTermsOf(glossary, locale, new Set(list)));
    writeFileSync(join(dist, termsFile(locale)), terms);
    const groupSizes = [...groups].map(([group, grouped]) => {
      const text = JSON.stringify(grouped);
      writeFileSync(join(dist, wordsFile(locale, group)), text);
      return gzipSync(text).length;
    });
    return `${locale} terms ${kb(gzipSync(terms).length)}, ${list.length} words in ${groups.size} groups of at most ${kb(Math.max(...groupSizes))}`;
  });
  return `Search: ${join(dist, queryFolder)} (gzip) ${sizes.join('; ')}`;
}

/** The pages without their words for search (only those that had some), as they are to be written. */
export function strippedPages(pages) {
  return pages
    .map((page) => ({
      file: page.file,
      html: withoutIndexedAttributes(withoutSearchSynonyms(page.html)),
      had: page.html,
    }))
    .filter((page) => page.html !== page.had)
    .map(({ file, html }) => ({ file, html }));
}
