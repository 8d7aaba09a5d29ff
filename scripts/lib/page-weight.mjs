// What one built page costs on the wire: its HTML, CSS and JavaScript, raw and gzip.
// Shared by the budget test (tests/e2e/budgets.e2e.ts) and the benchmark (scripts/bench.mjs).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import { budgetFile, bytes } from './budgets.mjs';

const { kb } = budgetFile.dist;

/** The budgets of pages over dist/ (budgets.json, "dist"), in bytes of gzip. */
export const budgets = {
  /** HTML + CSS + JS of a reading page. */
  page: bytes(kb.page),
  /** JavaScript on a page without islands, before search opens. */
  jsWithoutIslands: bytes(kb.jsWithoutIslands),
  /**
   * JavaScript of one island, its share of src/rules included: what loading the island adds to a page that shows it
   * (modules the page already loaded at start, such as Vite's preload helper, are not counted twice).
   */
  island: bytes(kb.island),
  /** The islands held to a budget of their own (budgets.json says why), in bytes of gzip. */
  islandExceptions: Object.fromEntries(
    Object.entries(budgetFile.dist.islandExceptions.kb).map(([island, figure]) => [island, bytes(figure)]),
  ),
  css: bytes(kb.css),
  /** HTML of a long rules page. */
  longPageHtml: bytes(kb.longPageHtml),
  /** HTML of a GM screen (issue 43), a static page with no island. */
  screenHtml: bytes(kb.screenHtml),
};

/**
 * A page whose HTML alone passes this (gzip; about 2,000 words of rules text) is a long rules page: it is held to
 * `longPageHtml` instead of the whole-page budget, which is meant for an ordinary reading page.
 */
export const longPageThreshold = bytes(kb.longPageThreshold);

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

/** The site paths of a script and of every module it imports statically. */
export function modulePaths(dist, sitePath) {
  const seen = new Set();
  moduleGraph(dist, sitePath, seen);
  return [...seen];
}

/**
 * The chunk a script imports dynamically for the module `name` (`import("./every-page.CrTg_vVS.js")`), as a site path
 * in `_astro/`, or undefined when the code imports none.
 */
export function chunkNamed(code, name) {
  // `import("./<name>.<hash>.js")`; the character sheet, a bundle of its own, names `/_astro/<name>-entry-<hash>.js`.
  const file = new RegExp(`["'\`](?:\\./|/_astro/)(${name}[.-][\\w-]+\\.js)["'\`]`).exec(code)?.[1];
  return file && `/_astro/${file}`;
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
  const { js, seen } = startupScripts(dist, html);
  const named = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]);
  const islands = [...html.matchAll(/data-island="([^"]+)"/g)].map((m) => m[1]);
  const result = {
    file,
    html: sizes([html]),
    css: sizes(css),
    /** The stylesheets it links, by file name without the content hash (`style`, `screen`). */
    stylesheets: stylesheets.map((href) => href.split('/').at(-1).split('.')[0]),
    js: sizes(js),
    islands: [...new Set(islands)],
    /** Modules the page loads at start that its HTML does not name: each one waits for the script importing it. */
    chained: [...seen].filter((path) => !named.includes(path)),
  };
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
  if (/(^|\/)404\.html$/.test(file)) return '404';
  const parts = dirname(file).split('/');
  if (parts.length === 1) return 'home';
  if (parts[1] === 'tools') return 'tools';
  if (parts[1] === 'character') return 'character';
  if (parts[1] === 'glossary') return 'glossary';
  if (parts.length === 2) return 'collection index';
  return `${parts[1]} page`;
}

/**
 * The JavaScript of each island: what showing it adds to a page. Every page's start-up script names each island's
 * chunk (src/components/islands/load-islands.ts) and imports it once the island nears the viewport; the character
 * page's own script names the character sheet's bundle: that chunk and every module it imports, each counted once,
 * gzip, without the modules the page loaded at start. Keyed by the island's tag, which is also its folder in
 * src/components/islands/.
 */
export function islandWeights(dist) {
  const weights = {};
  for (const file of readdirSync(dist, { recursive: true }).map(String)) {
    if (!file.endsWith('.html')) continue;
    const html = readFileSync(join(dist, file), 'utf8');
    const tags = new Set([...html.matchAll(/data-island="([^"]+)"/g)].map((m) => m[1]));
    const { js, seen } = startupScripts(dist, html);
    for (const tag of tags) {
      if (weights[tag]) continue;
      const chunk = chunkNamed(js.join('\n'), tag);
      if (chunk) weights[tag] = sizes(moduleGraph(dist, chunk, new Set(seen)));
    }
  }
  return weights;
}
