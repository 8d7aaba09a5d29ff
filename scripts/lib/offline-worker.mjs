// The service worker of a built site (after `astro build`, `pagefind` and the search files): the build's offline
// manifest (src/offline/build-manifest.ts) into <dist>/sw-manifest.json, and src/offline/worker/sw.ts bundled with
// Workbox's modules (nothing loaded from elsewhere at run time) into <dist>/sw.js, with the manifest's address and
// SHA-256 and the bytes saving each language downloads. The manifest stays out of the worker file: a first visit
// installs the worker, and only saving a language needs the manifest. docs/decisions.md ("Offline"). Used by
// scripts/build-index.mjs (the build) and scripts/build-offline.mjs.
import { statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { locales } from '../../src/i18n/locales.ts';
import { buildManifest, integrity } from '../../src/offline/build-manifest.ts';
import { packOf, saveSize } from '../../src/offline/manifest.ts';

const manifestFile = 'sw-manifest.json';

/**
 * Writes the worker and its manifest into `dist`; returns what it wrote, to print. `site`: the manifest's entries for
 * what Astro built, if they were worked out before (siteEntries).
 * @param {string} dist
 * @param {import('../../src/offline/build-manifest.ts').SiteEntries} [site]
 */
export async function writeWorker(dist, site) {
  const outfile = join(dist, 'sw.js');
  const manifest = buildManifest(dist, site);
  const manifestText = Buffer.from(JSON.stringify(manifest));
  writeFileSync(join(dist, manifestFile), manifestText);
  /** @type {import('../../src/offline/manifest.ts').OfflineBuild} */
  const offlineBuild = {
    manifest: `/${manifestFile}`,
    integrity: integrity(manifestText),
    sizes: Object.fromEntries(locales.map((locale) => [locale, saveSize(manifest, locale)])),
  };
  await build({
    entryPoints: ['src/offline/worker/sw.ts'],
    outfile,
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2022',
    // Workbox's development logging is left out of the bundle.
    define: { OFFLINE_BUILD: JSON.stringify(offlineBuild), 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });

  const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
  const shellBytes = manifest.shell.reduce((sum, entry) => sum + entry.size, 0);
  const packs = locales.map((locale) => {
    const pack = packOf(manifest, locale);
    return `${locale} ${kb(pack.reduce((sum, entry) => sum + entry.size, 0))} (${pack.length} files)`;
  });
  return (
    `Offline: ${outfile} ${kb(statSync(outfile).size)}, ${manifestFile} ${kb(manifestText.length)}; ` +
    `shell ${kb(shellBytes)} (${manifest.shell.length} files); saved languages: ${packs.join(', ')}`
  );
}
