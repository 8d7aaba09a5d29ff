#!/usr/bin/env node
// Writes what the search dialog reads besides Pagefind's index (src/components/search/search-data.ts), for each
// language: the glossary's terms and the words of its index by first letter, into <dist>/pagefind/query/. Then takes
// the blocks of other languages' words for search out of the pages, now that Pagefind has read them (a reader never
// does: src/lib/search-synonyms.ts). Runs after `pagefind` (the build script) and before scripts/build-offline.mjs,
// whose manifest lists the files.
// Usage: node scripts/build-search.mjs [--dist dist]
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parse } from 'yaml';
import { locales } from '../src/i18n/locales.ts';
import { glossaryFile } from '../src/lib/content-dir.ts';
import {
  groupedWords,
  queryFolder,
  searchTermsOf,
  termsFile,
  vocabularyOf,
  wordsFile,
} from '../src/components/search/search-data.ts';
import { withoutSearchSynonyms } from '../src/lib/search-synonyms.ts';

const args = process.argv.slice(2);
const dist = args.includes('--dist') ? args[args.indexOf('--dist') + 1] : 'dist';

// The glossary as the build read it (astro build has checked it against its schema, src/content.config.ts).
const glossary = parse(readFileSync(glossaryFile, 'utf8'));
const files = readdirSync(dist, { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('.html') && !file.startsWith('pagefind'));
const pages = files.map((file) => readFileSync(join(dist, file), 'utf8'));
const langOf = (html) => /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1];

mkdirSync(join(dist, queryFolder), { recursive: true });
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const sizes = locales.map((locale) => {
  const words = vocabularyOf(
    pages.filter((html) => langOf(html) === locale),
    locale,
  );
  const groups = groupedWords(words);
  const terms = JSON.stringify(searchTermsOf(glossary, locale, new Set(words)));
  writeFileSync(join(dist, termsFile(locale)), terms);
  const groupSizes = [...groups].map(([group, list]) => {
    const text = JSON.stringify(list);
    writeFileSync(join(dist, wordsFile(locale, group)), text);
    return gzipSync(text).length;
  });
  return `${locale} terms ${kb(gzipSync(terms).length)}, ${words.length} words in ${groups.size} groups of at most ${kb(Math.max(...groupSizes))}`;
});
console.log(`Search: ${join(dist, queryFolder)} (gzip) ${sizes.join('; ')}`);

// Indexed: the words for search leave the pages.
files.forEach((file, at) => {
  const html = withoutSearchSynonyms(pages[at]);
  if (html !== pages[at]) writeFileSync(join(dist, file), html);
});
