// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import { satteri } from '@astrojs/markdown-satteri';
import tailwindcss from '@tailwindcss/vite';
import { locales, defaultLocale } from './src/i18n/locales.ts';
import { tableCaptions } from './src/markdown/table-captions.ts';
import { glossaryLinks } from './src/markdown/glossary-links.ts';
import { keepParticles } from './src/markdown/keep-particles.ts';
import { glossaryFile } from './src/lib/content-dir.ts';

export default defineConfig({
  // Absolute URLs (canonical, hreflang, Open Graph) are built from `site`; set SITE_URL when deploying.
  site: process.env.SITE_URL ?? 'http://localhost:4321',
  // RULES_OUT_DIR: the fixture site of the browser tests is built beside the real one (dist-fixture/).
  outDir: process.env.RULES_OUT_DIR ?? 'dist',
  trailingSlash: 'always',
  build: { format: 'directory' },
  i18n: {
    locales: [...locales],
    defaultLocale,
    // Every URL carries its locale; `/` is our own language chooser (src/pages/index.astro).
    routing: { prefixDefaultLocale: true, redirectToDefaultLocale: false },
  },
  markdown: {
    // Sätteri is Astro 7's Markdown engine. Heading attributes give us `## 분발 {#effort}`: ids shared by all
    // locales so that a language switch keeps the reader's section.
    processor: satteri({
      features: { headingAttributes: true },
      hastPlugins: [tableCaptions, glossaryLinks(glossaryFile), keepParticles],
    }),
  },
  integrations: [mdx()],
  vite: {
    plugins: [tailwindcss()],
    build: {
      rolldownOptions: {
        // Astro marks each MDX page's asset module with a "use astro:head-inject" directive, which it reads itself
        // before bundling; Rolldown then warns that it may drop it, once per page (withastro/astro#18087). Only that
        // warning is dropped, so any other one still shows.
        onLog(level, log, handler) {
          if (log.code === 'MODULE_LEVEL_DIRECTIVE' && log.message.includes('use astro:head-inject')) return;
          handler(level, log);
        },
      },
    },
  },
  devToolbar: { enabled: false },
});
