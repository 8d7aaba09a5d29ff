#!/usr/bin/env node
// Writes the service worker of a built site (after `astro build` and `pagefind`): src/offline/worker/sw.ts bundled
// with Workbox's modules (nothing loaded from elsewhere at run time) and the build's offline manifest
// (src/offline/build-manifest.ts) into <dist>/sw.js. README, "Decisions" ("Offline"), explains the design.
// Usage: node scripts/build-offline.mjs [--dist dist]
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { locales } from '../src/i18n/locales.ts';
import { buildManifest } from '../src/offline/build-manifest.ts';
import { packOf } from '../src/offline/manifest.ts';

const args = process.argv.slice(2);
const dist = args.includes('--dist') ? args[args.indexOf('--dist') + 1] : 'dist';
const outfile = join(dist, 'sw.js');

const manifest = buildManifest(dist);
await build({
  entryPoints: ['src/offline/worker/sw.ts'],
  outfile,
  bundle: true,
  minify: true,
  format: 'iife',
  target: 'es2022',
  // Workbox's development logging is left out of the bundle.
  define: { OFFLINE_MANIFEST: JSON.stringify(manifest), 'process.env.NODE_ENV': '"production"' },
  logLevel: 'error',
});

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
const shellBytes = manifest.shell.reduce((sum, entry) => sum + statSync(join(dist, entryFile(entry.url))).size, 0);
const packs = locales.map((locale) => {
  const pack = packOf(manifest, locale);
  return `${locale} ${kb(pack.reduce((sum, entry) => sum + entry.size, 0))} (${pack.length} files)`;
});
console.log(
  `Offline: ${outfile} ${kb(statSync(outfile).size)}; shell ${kb(shellBytes)} (${manifest.shell.length} files); ` +
    `saved languages: ${packs.join(', ')}`,
);

/** The file of a site address: `/en/offline/` -> `en/offline/index.html`. */
function entryFile(url) {
  return url.endsWith('/') ? `${url.slice(1)}index.html` : url.slice(1);
}
