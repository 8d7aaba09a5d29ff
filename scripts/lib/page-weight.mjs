// What one built page costs on the wire: its HTML, CSS and JavaScript, raw and gzip.
// Shared by the budget test (tests/e2e/budgets.e2e.ts) and the benchmark (scripts/bench.mjs).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The budgets of ../shared/guide/architecture.md, in bytes of gzip. */
export const budgets = {
  /** HTML + CSS + JS of a reading page. */
  page: 25 * 1024,
  /** JavaScript on a page without islands, before search opens. */
  jsWithoutIslands: 3 * 1024,
  /**
   * JavaScript of one island, its share of src/rules included: what loading the island adds to a page that shows it
   * (modules the page already loaded at start, such as Vite's preload helper, are not counted twice).
   */
  island: 8 * 1024,
  css: 20 * 1024,
  /** HTML of a long rules page. */
  longPageHtml: 60 * 1024,
};

/**
 * A page whose HTML alone passes this (gzip; about 2,000 words of rules text) is a long rules page: it is held to
 * `longPageHtml` instead of the whole-page budget, which is meant for an ordinary reading page.
 */
export const longPageThreshold = 10 * 1024;

const gzip = (text) => gzipSync(text, { level: 9 }).length;

/** Raw and gzip bytes of some files, each compressed on its own as it travels. */
function sizes(texts) {
  return {
    raw: texts.reduce((sum, text) => sum + Buffer.byteLength(text), 0),
    gzip: texts.reduce((sum, text) => sum + gzip(text), 0),
  };
}

/** Resolves a site path (`/_astro/x.js`) to its file in dist. */
function distFile(dist, sitePath) {
  const file = join(dist, sitePath.split('?')[0]);
  return existsSync(file) ? file : undefined;
}

/** A script and every module it imports statically, each once. */
function moduleGraph(dist, sitePath, seen = new Set()) {
  if (seen.has(sitePath)) return [];
  seen.add(sitePath);
  const file = distFile(dist, sitePath);
  if (!file) return [];
  const code = readFileSync(file, 'utf8');
  const imports = [...code.matchAll(/(?:import|from)\s*["']([^"']+\.js)["']/g)].map((m) =>
    posix.join(posix.dirname(sitePath), m[1]),
  );
  return [code, ...imports.flatMap((path) => moduleGraph(dist, path, seen))];
}

/**
 * The scripts a page loads at start (inline and module scripts with their static imports): their code, and the site
 * paths of the modules among them.
 */
function startupScripts(dist, html) {
  const seen = new Set();
  const js = [];
  for (const match of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    const src = /src="([^"]+)"/.exec(match[1])?.[1];
    if (src) js.push(...moduleGraph(dist, src, seen));
    else if (!/type="application\/(ld\+)?json"/.test(match[1])) {
      js.push(match[2]);
      for (const imported of match[2].matchAll(/(?:import|from)\s*["']([^"']+\.js)["']/g))
        js.push(...moduleGraph(dist, imported[1], seen));
    }
  }
  return { js, seen };
}

/**
 * Measures one built HTML file: the HTML itself, the stylesheets it links and inlines, and the scripts it loads
 * at start (inline and module scripts with their static imports). Scripts an island loads only when it is used
 * are not part of the start-up weight; they are listed by the island budget test.
 */
export function pageWeight(dist, file) {
  const html = readFileSync(join(dist, file), 'utf8');
  const stylesheets = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
  const inlineStyles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
  const css = [
    ...stylesheets.map((href) => readFileSync(distFile(dist, href) ?? '/dev/null', 'utf8')),
    ...inlineStyles,
  ];
  const { js } = startupScripts(dist, html);
  const islands = [...html.matchAll(/data-island="([^"]+)"/g)].map((m) => m[1]);
  const result = { file, html: sizes([html]), css: sizes(css), js: sizes(js), islands: [...new Set(islands)] };
  return {
    ...result,
    total: {
      raw: result.html.raw + result.css.raw + result.js.raw,
      gzip: result.html.gzip + result.css.gzip + result.js.gzip,
    },
  };
}

/** The page type a built file belongs to, for the benchmark's report. */
export function pageType(file) {
  if (file === 'index.html') return 'language chooser';
  if (file === '404.html' || /\/404\//.test(file)) return '404';
  const parts = dirname(file).split('/');
  if (parts.length === 1) return 'home';
  if (parts[1] === 'tools') return 'tools';
  if (parts[1] === 'glossary') return 'glossary';
  if (parts.length === 2) return 'collection index';
  return `${parts[1]} page`;
}

/** The island components: src/components/islands/<island>/<Component>.astro. */
function islandComponents() {
  const root = fileURLToPath(new URL('../../src/components/islands/', import.meta.url));
  return new Set(
    readdirSync(root, { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.astro'))
      .map((file) => basename(file, '.astro')),
  );
}

/**
 * The JavaScript of each island: what showing it adds to a page. That is its loader (a start-up script that waits
 * until the island nears the viewport) and the chunk the loader then imports, with every module they import, each
 * counted once, gzip. Modules the page's other start-up scripts load anyway (Vite's preload helper, which every
 * page's scripts share) are not counted again. Keyed by component name.
 */
export function islandWeights(dist) {
  const components = islandComponents();
  const loaders = readdirSync(join(dist, '_astro'))
    .filter((file) => /^[A-Z]\w+\.astro_astro_type_script_index_\d+_lang\..+\.js$/.test(file))
    .filter((file) => components.has(file.split('.')[0]))
    .map((file) => `/_astro/${file}`);
  const pages = readdirSync(dist, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.html'))
    .map((file) => readFileSync(join(dist, file), 'utf8'));
  const weights = {};
  for (const loader of loaders) {
    const page = pages.find((html) => html.includes(`src="${loader}"`));
    if (!page) continue;
    // The page's start-up scripts without the islands' loaders: what the page loads whether or not it has islands.
    const withoutIslands = page.replace(/<script[^>]*src="([^"]+)"[^>]*><\/script>/g, (tag, src) =>
      loaders.includes(src) ? '' : tag,
    );
    const { seen } = startupScripts(dist, withoutIslands);
    const code = readFileSync(join(dist, loader), 'utf8');
    const lazy = [...code.matchAll(/import\(\s*["'`]\.\/([^"'`]+\.js)["'`]\s*\)/g)].map((m) => `/_astro/${m[1]}`);
    const modules = [loader, ...lazy].flatMap((path) => moduleGraph(dist, path, seen));
    weights[loader.split('/').pop().split('.')[0]] = sizes(modules);
  }
  return weights;
}
