#!/usr/bin/env node
// After `astro build` (the build script, package.json): indexes the built site for search with Pagefind, writes what
// the search dialog reads besides (scripts/lib/search-files.mjs), takes the words for search out of the pages once
// Pagefind has read them, and writes the offline worker (scripts/lib/offline-worker.mjs).
//
// Pagefind runs as a process of its own and keeps about one core busy; meanwhile this process reads every page once
// and works out each language's words for the search dialog on the other core. Run one after another, as separate
// steps, the two took 1.14x Starlight's build time at 16 times the content (issue 32). Usage:
// node scripts/build-index.mjs [--dist dist]
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { writeWorker } from './lib/offline-worker.mjs';
import { readPages, strippedPages, vocabularies, writeSearchFiles } from './lib/search-files.mjs';

const args = process.argv.slice(2);
const dist = args.includes('--dist') ? args[args.indexOf('--dist') + 1] : 'dist';

// Pagefind's own command (package.json's `bin`, which its exports do not name).
const pagefindCli = fileURLToPath(new URL('../node_modules/pagefind/lib/runner/bin.cjs', import.meta.url));
const pagefind = new Promise((resolve, reject) => {
  const child = spawn(process.execPath, [pagefindCli, '--site', dist], { stdio: 'inherit' });
  child.once('error', reject);
  child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`pagefind exited with code ${code}`))));
});
// Only reads the pages, as Pagefind does, until it is done.
const pages = readPages(dist);
const words = vocabularies(pages);
const stripped = strippedPages(pages);
await pagefind;

console.log(writeSearchFiles(dist, words));
for (const page of stripped) writeFileSync(join(dist, page.file), page.html);
console.log(await writeWorker(dist));
