#!/usr/bin/env node
// Writes the service worker of a built site and its manifest (scripts/lib/offline-worker.mjs). The build does the same
// inside scripts/build-index.mjs; this runs the step alone, on a site built and indexed otherwise (the offline browser
// test's second build). Usage: node scripts/build-offline.mjs [--dist dist]
import { writeWorker } from './lib/offline-worker.mjs';

const args = process.argv.slice(2);
const dist = args.includes('--dist') ? args[args.indexOf('--dist') + 1] : 'dist';
console.log(await writeWorker(dist));
