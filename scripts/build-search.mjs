#!/usr/bin/env node
// Writes what the search dialog reads besides Pagefind's index into <dist>/pagefind/query/, then takes the blocks of
// other languages' words for search out of the pages, now that Pagefind has read them (scripts/lib/search-files.mjs).
// The build does the same inside scripts/build-index.mjs; this runs the step alone, after `pagefind`, on a site built
// otherwise (the offline browser test's second build). Usage: node scripts/build-search.mjs [--dist dist]
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readPages, strippedPages, vocabularies, writeSearchFiles } from './lib/search-files.mjs';

const args = process.argv.slice(2);
const dist = args.includes('--dist') ? args[args.indexOf('--dist') + 1] : 'dist';
const pages = readPages(dist);
console.log(writeSearchFiles(dist, vocabularies(pages)));
for (const page of strippedPages(pages)) writeFileSync(join(dist, page.file), page.html);
