import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildManifest, integrity } from './build-manifest.ts';
import { packOf, saveSize } from './manifest.ts';

const page = (title: string) => `<html><head><meta property="og:title" content="${title}"></head></html>`;

/** A small built site: what `astro build`, `pagefind` and the search step write, with a file of each kind. */
const site: Record<string, string> = {
  '_astro/style.A1.css': 'body{}',
  '_astro/search.B2.js': 'export{}',
  'index.html': '<html><head><title>Rules Reference</title></head></html>',
  '404.html': page('Not found'),
  'en/index.html':
    '<html><head><meta property="og:title" content="Rules Reference"><link rel="icon" href="/favicon.svg">' +
    '<link rel="manifest" href="/en/manifest.webmanifest"><link rel="canonical" href="https://example.org/en/"></head></html>',
  'favicon.svg': '<svg/>',
  'icons/icon-192.png': 'png',
  'icons/unused.png': 'png, linked from nowhere',
  'en/cypher/stats/index.html': page('Your Character&#39;s Stats'),
  'en/404.html': page('Not found'),
  'ko/cypher/stats/index.html': page('능력치'),
  'es/cypher/stats/index.html': page('Estadísticas'),
  'es/404.html': page('No encontrada'),
  'ko/404.html': page('없는 페이지'),
  'en/offline/index.html': page('Offline'),
  'es/offline/index.html': page('Sin conexión'),
  'ko/offline/index.html': page('오프라인'),
  'en/manifest.webmanifest': JSON.stringify({ icons: [{ src: '/icons/icon-192.png' }] }),
  'pagefind/pagefind.js': 'export{}',
  'pagefind/pagefind-ui.js': 'export{}',
  'pagefind/pagefind-entry.json': JSON.stringify({
    version: '1.6.0',
    languages: {
      en: { hash: 'en_1', wasm: 'en', page_count: 2 },
      es: { hash: 'es_1', wasm: 'es', page_count: 1 },
      ko: { hash: 'ko_1', wasm: null, page_count: 1 },
    },
  }),
  'pagefind/pagefind.en_1.pf_meta': 'en meta',
  'pagefind/pagefind.es_1.pf_meta': 'es meta',
  'pagefind/pagefind.ko_1.pf_meta': 'ko meta',
  'pagefind/index/en_a.pf_index': 'en index',
  'pagefind/fragment/en_b.pf_fragment': 'en fragment',
  'pagefind/filter/es_c.pf_filter': 'es filter',
  'pagefind/fragment/ko_d.pf_fragment': 'ko fragment',
  'pagefind/wasm.en.pagefind': 'en wasm',
  'pagefind/wasm.es.pagefind': 'es wasm',
  'pagefind/wasm.unknown.pagefind': 'generic wasm',
  'pagefind/query/en_terms.json': '[]',
  'pagefind/query/en_words_e.json': '["effort"]',
  'pagefind/query/es_terms.json': '[]',
  'pagefind/query/es_words_e.json': '["esfuerzo"]',
  'pagefind/query/ko_terms.json': '[]',
  'pagefind/query/ko_words_h06.json': '["분발"]',
  'en/search-dialog.json': '{"title":"Search the rules"}',
  'es/search-dialog.json': '{"title":"Buscar en las reglas"}',
  'ko/search-dialog.json': '{"title":"규칙 검색"}',
  'es/island-words/chaos-bag.json': '{"blank":"Escribe un número."}',
  ...Object.fromEntries(
    ['en', 'es', 'ko'].flatMap((locale) =>
      ['cypher', 'arkham'].map((game) => [`${locale}/term-definitions/${game}.json`, '{"more":"","definitions":{}}']),
    ),
  ),
};

let dist: string;
beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'offline-manifest-'));
  for (const [file, content] of Object.entries(site)) {
    mkdirSync(dirname(join(dist, file)), { recursive: true });
    writeFileSync(join(dist, file), content);
  }
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe('integrity', () => {
  it('is the SHA-256 of the content in base64, as Subresource Integrity writes it', () => {
    // FIPS 180-2, appendix B.1: SHA-256("abc").
    expect(integrity(Buffer.from('abc'))).toBe('sha256-ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=');
  });
});

describe('buildManifest', () => {
  it('precaches every script and stylesheet (named by their hash), the offline and 404 pages and what page heads link to (by revision)', () => {
    const { shell } = buildManifest(dist);
    const size = (file: string) => Buffer.byteLength(site[file]!);
    const byRevision = (file: string) => {
      const hash = integrity(Buffer.from(site[file]!));
      return { url: `/${file.replace(/index\.html$/, '')}`, revision: hash, integrity: hash, size: size(file) };
    };
    const byName = (file: string) => ({
      url: `/${file}`,
      revision: null,
      integrity: integrity(Buffer.from(site[file]!)),
      size: size(file),
    });
    expect(shell).toEqual([
      byName('_astro/search.B2.js'),
      byName('_astro/style.A1.css'),
      ...['ko', 'es', 'en'].map((locale) => byRevision(`${locale}/offline/index.html`)),
      // What the worker answers offline for an address that is no page: each locale's 404 page, and the site's.
      ...['ko/404.html', 'es/404.html', 'en/404.html', '404.html'].map(byRevision),
      // The icon and manifest of a page's head, and the icon the manifest lists; not the canonical address, nor an
      // icon nothing asks for.
      ...['en/manifest.webmanifest', 'favicon.svg', 'icons/icon-192.png'].map(byRevision),
    ]);
  });

  it("tells the bytes that saving a language downloads: the shell and that language's pages and search", () => {
    const manifest = buildManifest(dist);
    const sum = (entries: { size: number }[]) => entries.reduce((total, entry) => total + entry.size, 0);
    expect(saveSize(manifest, 'en')).toBe(sum(manifest.shell) + sum(packOf(manifest, 'en')));
    expect(saveSize(manifest, 'en')).toBeGreaterThan(saveSize(manifest, 'ko'));
  });

  it('lists every page but the error and offline pages, with its languages, title and size', () => {
    const pages = buildManifest(dist).content.filter((entry) => entry.title !== undefined);
    expect(pages.map(({ url, locales, title }) => ({ url, locales, title }))).toEqual([
      { url: '/en/cypher/stats/', locales: ['en'], title: "Your Character's Stats" },
      { url: '/en/', locales: ['en'], title: 'Rules Reference' },
      { url: '/es/cypher/stats/', locales: ['es'], title: 'Estadísticas' },
      { url: '/', locales: ['ko', 'es', 'en'], title: 'Rules Reference' },
      { url: '/ko/cypher/stats/', locales: ['ko'], title: '능력치' },
    ]);
    const stats = pages.find((entry) => entry.url === '/ko/cypher/stats/');
    expect(stats?.size).toBe(Buffer.byteLength(site['ko/cypher/stats/index.html']!));
    expect(stats?.integrity).toBe(integrity(Buffer.from(site['ko/cypher/stats/index.html']!)));
  });

  it("gives each language its own search files and the WebAssembly it runs on, and every language Pagefind's script", () => {
    const manifest = buildManifest(dist);
    const searchFiles = (locale: 'ko' | 'es' | 'en') =>
      packOf(manifest, locale)
        .filter((entry) => entry.url.startsWith('/pagefind/'))
        .map((entry) => entry.url)
        .sort();
    expect(searchFiles('en')).toEqual([
      '/pagefind/fragment/en_b.pf_fragment',
      '/pagefind/index/en_a.pf_index',
      '/pagefind/pagefind-entry.json',
      '/pagefind/pagefind.en_1.pf_meta',
      '/pagefind/pagefind.js',
      '/pagefind/query/en_terms.json',
      '/pagefind/query/en_words_e.json',
      '/pagefind/wasm.en.pagefind',
    ]);
    expect(searchFiles('ko')).toEqual([
      '/pagefind/fragment/ko_d.pf_fragment',
      '/pagefind/pagefind-entry.json',
      '/pagefind/pagefind.js',
      '/pagefind/pagefind.ko_1.pf_meta',
      '/pagefind/query/ko_terms.json',
      '/pagefind/query/ko_words_h06.json',
      '/pagefind/wasm.unknown.pagefind',
    ]);
    expect(searchFiles('es')).toContain('/pagefind/filter/es_c.pf_filter');
    // The dialog's own words, in each language's pack only.
    expect(packOf(manifest, 'ko').map((entry) => entry.url)).toContain('/ko/search-dialog.json');
    expect(packOf(manifest, 'ko').map((entry) => entry.url)).not.toContain('/es/search-dialog.json');
    // The terms' definitions (term previews) of each game, in each language's pack only.
    expect(packOf(manifest, 'es').map((entry) => entry.url)).toEqual(
      expect.arrayContaining(['/es/term-definitions/cypher.json', '/es/term-definitions/arkham.json']),
    );
    expect(packOf(manifest, 'es').map((entry) => entry.url)).not.toContain('/ko/term-definitions/cypher.json');
    // An island's words, in its language's pack.
    expect(packOf(manifest, 'es').map((entry) => entry.url)).toContain('/es/island-words/chaos-bag.json');
    expect(packOf(manifest, 'en').map((entry) => entry.url)).not.toContain('/es/island-words/chaos-bag.json');
    // Pagefind's own UI (unused: the dialog is ours) and the web app manifest are never stored.
    const urls = manifest.content.map((entry) => entry.url);
    expect(urls).not.toContain('/pagefind/pagefind-ui.js');
    expect(urls).not.toContain('/en/manifest.webmanifest');
  });

  it("refuses a site without the search dialog's terms (scripts/build-search.mjs), its words or the terms' definitions", () => {
    rmSync(join(dist, 'pagefind/query/es_terms.json'));
    expect(() => buildManifest(dist)).toThrow(/pagefind\/query\/es_terms\.json is missing/);
    writeFileSync(join(dist, 'pagefind/query/es_terms.json'), '[]');
    rmSync(join(dist, 'ko/search-dialog.json'));
    expect(() => buildManifest(dist)).toThrow(/ko\/search-dialog\.json is missing/);
    writeFileSync(join(dist, 'ko/search-dialog.json'), '{}');
    rmSync(join(dist, 'en/term-definitions/arkham.json'));
    expect(() => buildManifest(dist)).toThrow(/en\/term-definitions\/arkham\.json is missing/);
  });

  it('refuses a site that Pagefind has not indexed, or indexed without a language', () => {
    rmSync(join(dist, 'pagefind/pagefind-entry.json'));
    expect(() => buildManifest(dist)).toThrow(/pagefind-entry\.json is missing: run pagefind/);
    writeFileSync(
      join(dist, 'pagefind/pagefind-entry.json'),
      JSON.stringify({ languages: { en: { hash: 'en_1', wasm: 'en' } } }),
    );
    expect(() => buildManifest(dist)).toThrow('Pagefind built no index for "ko".');
  });
});
