#!/usr/bin/env node
// After `astro build` (the build script, package.json): indexes the built site for search with Pagefind, writes what
// the search dialog reads besides (scripts/lib/search-files.mjs), takes the words for search out of the pages once
// Pagefind has read them, and writes the offline worker (scripts/lib/offline-worker.mjs).
//
// Pagefind runs as a process of its own. While it reads the pages it keeps both cores of a two-core machine busy, then
// about one while it builds and writes its index. This process does its share meanwhile, at the lowest priority so
// that it takes only what Pagefind leaves idle: it reads every page once, works out each language's words for the
// search dialog, and, once Pagefind has read the pages, writes them without those words and lists them for the
// offline worker. Run one after another, as separate steps, the two took 1.14x Starlight's build time at 16 times the
// content (issue 32). Usage: node scripts/build-index.mjs [--dist dist]
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { siteEntries } from '../src/offline/build-manifest.ts';
import { writeWorker } from './lib/offline-worker.mjs';
import { readPages, strippedPages, vocabularies, writeSearchFiles } from './lib/search-files.mjs';

const args = process.argv.slice(2);
const dist = args.includes('--dist') ? args[args.indexOf('--dist') + 1] : 'dist';

// Pagefind's own command (package.json's `bin`, which its exports do not name), its log passed on as it comes.
const pagefindCli = fileURLToPath(new URL('../node_modules/pagefind/lib/runner/bin.cjs', import.meta.url));
const pagefind = spawn(process.execPath, [pagefindCli, '--site', dist], { stdio: ['ignore', 'pipe', 'inherit'] });
const indexed = new Promise((resolve, reject) => {
  pagefind.once('error', reject);
  pagefind.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`pagefind exited with code ${code}`))));
});
// Pagefind reads the pages only in its first step, "[Parsing files]"; from its next one, "[Reading languages]", it
// works on what it has read. Should its log say otherwise one day, the pages wait for it to end.
let log = '';
const pagesRead = new Promise((resolve) => {
  pagefind.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    log += chunk;
    if (log.includes('[Reading languages]')) resolve();
  });
  indexed.finally(resolve).catch(() => {});
});
setPriority(19);

const pages = readPages(dist);
const words = vocabularies(pages);
const stripped = strippedPages(pages);
await pagesRead;
for (const page of stripped) writeFileSync(join(dist, page.file), page.html);
const site = siteEntries(dist);
await indexed;

console.log(writeSearchFiles(dist, words));
console.log(await writeWorker(dist, site));
