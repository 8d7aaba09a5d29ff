import { renameSync, rmdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { locales } from '../i18n/locales.ts';
import { notFoundPageOf } from '../lib/not-found-page.ts';

export { notFoundPageOf };

/**
 * Moves each locale's 404 page (src/pages/[locale]/404.astro, which Astro writes as `<locale>/404/index.html`) to
 * `<locale>/404.html`, where the hosts of docs/deploy.md look for it: Cloudflare Pages answers a missing address
 * with the 404.html nearest to it up its path, Netlify with the page its `_redirects` rule names (public/_redirects),
 * and scripts/serve.mjs does the same as they do.
 */
export function localeNotFoundPages(): AstroIntegration {
  return {
    name: 'locale-not-found-pages',
    hooks: {
      'astro:build:done': ({ dir }) => {
        for (const locale of locales) {
          const folder = fileURLToPath(new URL(`${locale}/404/`, dir));
          renameSync(`${folder}index.html`, fileURLToPath(new URL(notFoundPageOf(locale).slice(1), dir)));
          rmdirSync(folder);
        }
      },
    },
  };
}
