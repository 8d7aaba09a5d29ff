import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { isLocale, locales, type Locale } from '../i18n/locales.ts';
import { notFoundPageFor } from '../lib/not-found-page.ts';
import { offlinePageOf, type ContentEntry, type OfflineManifest, type ShellEntry } from './manifest.ts';
import { pageTitle } from './page-title.ts';
import { dialogWordsFile, termsFile } from '../lib/search-file-names.ts';
import { termDefinitionsFile, termGames } from '../lib/term-definitions.ts';

/** Pagefind's entry file: each language's index (`hash`) and the WebAssembly it uses (null: the generic one). */
interface PagefindEntry {
  languages: Record<string, { hash: string; wasm: string | null }>;
}

/**
 * Reads a built site (after `astro build` and `pagefind`) and lists what its service worker stores once a language is
 * saved: the shell (every file of `_astro/`, named by a hash of its content, the offline and 404 pages of each locale
 * and the site's own 404 page, and what every page's head asks for besides: its icons, its web app manifest and the
 * icons that manifest lists) and the content (every page but the error and offline pages, and each language's search
 * files, the search dialog's words among them), each with the SHA-256 of its content and its size.
 *
 * @example
 * buildManifest('dist').content.find((entry) => entry.url === '/en/') // { url: '/en/', integrity: 'sha256-…', size: 14022, locales: ['en'], title: 'Rules Reference' }
 */
export function buildManifest(dist: string, site: SiteEntries = siteEntries(dist)): OfflineManifest {
  const entryFile = join(dist, 'pagefind', 'pagefind-entry.json');
  if (!existsSync(entryFile)) throw new Error(`${entryFile} is missing: run pagefind before building the worker.`);
  const pagefind = JSON.parse(readFileSync(entryFile, 'utf8')) as PagefindEntry;
  return { shell: site.shell, content: [...site.pages, ...searchEntries(dist, pagefind)] };
}

/** What the manifest lists of the pages and files Astro built: its whole shell, and every page. */
export interface SiteEntries {
  shell: ShellEntry[];
  pages: ContentEntry[];
}

/**
 * The manifest's entries for what Astro built (buildManifest), which Pagefind's output has no part in: the build works
 * them out while Pagefind is still writing its index, once the pages are as they are to be served.
 */
export function siteEntries(dist: string): SiteEntries {
  // Pagefind's folder, which it may still be writing, is left unread.
  const files = listFiles(dist, (folder) => folder !== 'pagefind');
  const byRevision = (url: string, file: string): ShellEntry => {
    const content = read(dist, file);
    return { url, revision: integrity(content), ...describe(content) };
  };
  const shell: ShellEntry[] = [
    ...files
      .filter((file) => file.startsWith('_astro/'))
      .map((file) => ({ url: `/${file}`, revision: null, ...describe(read(dist, file)) })),
    ...locales.map((locale) => byRevision(offlinePageOf(locale), `${locale}/offline/index.html`)),
    // What the worker answers, offline, for an address that is no page of the build (notFoundPageFor).
    ...[...locales.map((locale) => `/${locale}/`), '/'].map((path) => {
      const page = notFoundPageFor(path);
      return byRevision(page, page.slice(1));
    }),
    ...pageResources(dist, files).map((file) => byRevision(`/${file}`, file)),
  ];

  const pages: ContentEntry[] = files
    .filter((file) => file.endsWith('index.html') && !file.startsWith('_astro/'))
    .filter((file) => !/^[^/]+\/(404|offline)\/index\.html$/.test(file))
    .map((file) => {
      const content = read(dist, file);
      const first = file.split('/')[0];
      return {
        ...describe(content),
        url: `/${file.replace(/index\.html$/, '')}`,
        locales: isLocale(first) ? [first] : [...locales],
        title: titleOf(content, file),
      };
    });
  return { shell, pages };
}

/** Each language's search files (buildManifest), which Pagefind and the search files' step wrote. */
function searchEntries(dist: string, pagefind: PagefindEntry): ContentEntry[] {
  const files = listFiles(dist);
  // Each language's search: its metadata, index, fragment and filter files (named `<language>_<hash>`), and the
  // WebAssembly it runs on, which two languages may share. Pagefind's script and entry file serve every language.
  const search = new Map<string, Locale[]>([
    ['pagefind/pagefind.js', [...locales]],
    ['pagefind/pagefind-entry.json', [...locales]],
  ]);
  for (const locale of locales) {
    const language = pagefind.languages[locale];
    if (!language) throw new Error(`Pagefind built no index for "${locale}".`);
    const own = files.filter((file) =>
      ['index/', 'fragment/', 'filter/', 'query/'].some((folder) => file.startsWith(`pagefind/${folder}${locale}_`)),
    );
    // The dialog's words and terms files and the terms' definitions (term-previews.ts) must be there (read() says
    // so); its index words files are among `own`.
    const dialog = [
      dialogWordsFile(locale),
      termsFile(locale),
      ...termGames.map((game) => termDefinitionsFile(locale, game)),
    ];
    // The islands' words in the language (src/components/islands/island-words.ts), which their code needs to start.
    for (const file of files.filter((file) => file.startsWith(`${locale}/island-words/`))) search.set(file, [locale]);
    for (const file of [`pagefind/pagefind.${language.hash}.pf_meta`, ...dialog, ...own]) search.set(file, [locale]);
    const wasm = `pagefind/wasm.${language.wasm ?? 'unknown'}.pagefind`;
    search.set(wasm, [...(search.get(wasm) ?? []), locale]);
  }
  return [...search].map(([file, owners]) => ({
    ...describe(read(dist, file)),
    url: `/${file}`,
    locales: owners,
  }));
}

/**
 * The files outside `_astro/` that pages ask for whatever their content (a browser requests them offline too): the
 * `<link>`s of their heads (icons, the web app manifest) and the icons each manifest lists. Named without a hash,
 * they are stored by revision.
 */
function pageResources(dist: string, files: string[]): string[] {
  const found = new Set<string>();
  for (const file of files.filter((file) => file.endsWith('.html'))) {
    const head = read(dist, file).toString('utf8').split('</head>')[0]!;
    for (const [link] of head.matchAll(/<link\b[^>]*>/g)) {
      const rel = /\brel="([^"]*)"/.exec(link)?.[1] ?? '';
      const href = /\bhref="(\/[^"]*)"/.exec(link)?.[1];
      if (href && /\b(icon|apple-touch-icon|manifest)\b/.test(rel)) found.add(href.slice(1));
    }
  }
  for (const manifest of [...found].filter((file) => file.endsWith('.webmanifest'))) {
    const { icons = [] } = JSON.parse(read(dist, manifest).toString('utf8')) as { icons?: { src: string }[] };
    for (const icon of icons) if (icon.src.startsWith('/')) found.add(icon.src.slice(1));
  }
  return [...found].sort();
}

/** The files under `root`, in the top-level folders `admits` lets in (all by default). */
function listFiles(root: string, admits: (folder: string) => boolean = () => true): string[] {
  return readdirSync(root, { withFileTypes: true })
    .flatMap((entry) => {
      if (entry.isFile()) return [entry.name];
      if (!entry.isDirectory() || !admits(entry.name)) return [];
      return readdirSync(join(root, entry.name), { recursive: true, withFileTypes: true })
        .filter((file) => file.isFile())
        .map((file) => relative(root, join(file.parentPath, file.name)).split(sep).join('/'));
    })
    .sort();
}

function read(dist: string, file: string): Buffer {
  const path = join(dist, file);
  if (!existsSync(path)) throw new Error(`${path} is missing: the offline manifest needs it.`);
  return readFileSync(path);
}

/** Subresource Integrity of some bytes: what the browser checks a download against. */
export function integrity(content: Buffer): string {
  return `sha256-${createHash('sha256').update(content).digest('base64')}`;
}

function describe(content: Buffer): { integrity: string; size: number } {
  return { integrity: integrity(content), size: content.length };
}

/** A page's own title (pageTitle), which every page has. */
function titleOf(content: Buffer, file: string): string {
  const title = pageTitle(content.toString('utf8'));
  if (title === undefined) throw new Error(`${file} has no title.`);
  return title;
}
