// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import { satteri } from '@astrojs/markdown-satteri';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { locales, defaultLocale } from './src/i18n/locales.ts';
import { markdownSource } from './src/markdown/markdown-source.ts';
import { siteURL } from './src/lib/site-url.ts';
import { sitemapPages } from './src/lib/sitemap.ts';
import { beforePaintHashes } from './src/integrations/before-paint-hashes.ts';
import { localeNotFoundPages } from './src/integrations/locale-not-found-pages.ts';

// RULES_OUT_DIR: the fixture site of the browser tests is built beside the real one (dist-fixture/).
const outDir = process.env.RULES_OUT_DIR ?? 'dist';

export default defineConfig({
  // The production URL (src/lib/site-url.ts), or SITE_URL: canonical, hreflang, Open Graph, sitemap, robots.txt.
  site: siteURL(process.env.SITE_URL),
  outDir,
  trailingSlash: 'always',
  // Four pages rendered at a time: a page waits on its files while another renders (the build at 16 times the content
  // took 9% less time, the same memory; scripts/bench.mjs --scale).
  build: { format: 'directory', concurrency: 4 },
  i18n: {
    locales: [...locales],
    defaultLocale,
    // Every URL carries its locale; `/` is our own language chooser (src/pages/index.astro).
    routing: { prefixDefaultLocale: true, redirectToDefaultLocale: false },
  },
  markdown: {
    // Sätteri is Astro 7's Markdown engine. Heading attributes give us `## 분발 {#effort}`: ids shared by all
    // locales so that a language switch keeps the reader's section. No plugin of ours runs inside it (see
    // src/markdown/markdown-source.ts, in `vite.plugins`).
    processor: satteri({ features: { headingAttributes: true } }),
  },
  integrations: [
    mdx(),
    // The CSP's hashes of the scripts that run before first paint, written into dist/_headers.
    beforePaintHashes(),
    // sitemap-index.xml: every indexable page with its hreflang alternates (the versions that really exist).
    sitemap({
      i18n: { defaultLocale, locales: Object.fromEntries(locales.map((locale) => [locale, locale])) },
      filter: sitemapPages(outDir),
    }),
    // Each locale's 404 page where the hosts look for it: <locale>/404.html.
    localeNotFoundPages(),
  ],
  vite: {
    // The MDX pages' sources rewritten before the MDX compiler reads them: table captions, literal tildes.
    plugins: [markdownSource(), tailwindcss()],
    // Bundles built through Vite's worker pipeline are ES modules: the character sheet's code is one
    // (src/components/islands/character-sheet/load-character-sheet.ts says why), with chunks of its own.
    worker: { format: 'es' },
    build: {
      // Never inline a bundled script or stylesheet into the HTML: the Content-Security-Policy of public/_headers
      // allows scripts and styles from files only ('self'), no inline code. One stylesheet for the whole site
      // (component styles add a few hundred bytes to it): one request, cached once for every page.
      assetsInlineLimit: 0,
      cssCodeSplit: false,
      rolldownOptions: {
        // Astro marks each MDX page's asset module with a "use astro:head-inject" directive, which it reads itself
        // before bundling; Rolldown then warns that it may drop it, once per page (withastro/astro#18087). Only that
        // warning is dropped, so any other one still shows.
        onLog(level, log, handler) {
          if (log.code === 'MODULE_LEVEL_DIRECTIVE' && log.message.includes('use astro:head-inject')) return;
          handler(level, log);
        },
        // Modules that islands share, grouped so that an island loads a few files rather than many small ones: each
        // file compresses on its own, and a shared chunk split in two costs the islands that load both 100-200 bytes of
        // gzip (tests/e2e/budgets.e2e.ts holds each island to 8 KB). The islands' base class
        // (src/components/islands/shared/island.ts) goes with the rulesets and input limits (left to itself, Rolldown
        // split the rulesets off once the chaos bag, which takes no ruleset, shared the base class); the task rules with
        // the words every task calculator shows them in (all of them load both; the dice roller only the rules); the
        // Effort costs with the damage track and the recovery rolls (the Effort calculator and the damage simulator load
        // the first two, the damage simulator and the recovery roll the last two); the dice with the special rolls (the
        // dice roller and the damage simulator load both, the recovery roll only the dice).
        output: {
          codeSplitting: {
            groups: [
              {
                name: 'island',
                test: /src[\\/](components[\\/]islands[\\/]shared[\\/]island|rules[\\/]cypher[\\/](rulesets|limits))\.ts$/,
              },
              {
                name: 'task',
                test: /src[\\/](components[\\/]islands[\\/]shared[\\/]task-text|rules[\\/]cypher[\\/]task)\.ts$/,
              },
              {
                name: 'pools',
                test: /src[\\/]rules[\\/](core[\\/]dice|cypher[\\/](effort|track|recovery|specialRolls))\.ts$/,
              },
            ],
          },
        },
      },
    },
  },
  devToolbar: { enabled: false },
});
