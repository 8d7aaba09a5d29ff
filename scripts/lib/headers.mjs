// @ts-check
// The `_headers` file of Netlify and Cloudflare Pages: read it, and tell which headers a request path gets.
// scripts/serve.mjs applies it, so `npm start` and the browser tests send what production sends.

/** @typedef {{ path: string, headers: [name: string, value: string][] }} HeaderRule */

/**
 * Parses a `_headers` file: a path on its own line, then its headers indented (`  Name: value`); `#` starts a
 * comment line. Paths are exact (`/404.html`) or end in `/*` (every path below): the two forms both hosts match
 * alike. Anything else (a `:placeholder`, a `*` elsewhere) is refused rather than matched differently.
 *
 * @param {string} text
 * @returns {HeaderRule[]}
 * @example
 * parseHeaders('/_astro/*\n  Cache-Control: immutable') // [{ path: '/_astro/*', headers: [['Cache-Control', 'immutable']] }]
 */
export function parseHeaders(text) {
  /** @type {HeaderRule[]} */
  const rules = [];
  for (const [index, line] of text.split(/\r?\n/).entries()) {
    const where = `_headers, line ${index + 1}`;
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const path = line.trim();
      if (!/^\/[^\s*:]*$/.test(path.replace(/\/\*$/, '/')))
        throw new Error(`${where}: "${path}" is not a path we can match (exact, or ending in /*)`);
      rules.push({ path, headers: [] });
      continue;
    }
    const header = /^\s+([A-Za-z0-9-]+):\s*(\S.*)$/.exec(line);
    const rule = rules.at(-1);
    if (!header || !rule) throw new Error(`${where}: expected "  Name: value" below a path`);
    rule.headers.push([header[1] ?? '', (header[2] ?? '').trim()]);
  }
  return rules;
}

/**
 * Whether a rule's path matches a request path.
 *
 * @param {string} rulePath
 * @param {string} pathname
 * @example
 * pathMatches('/ko/*', '/ko/cypher/') // true
 * pathMatches('/', '/ko/') // false
 */
export function pathMatches(rulePath, pathname) {
  return rulePath.endsWith('/*') ? pathname.startsWith(rulePath.slice(0, -1)) : pathname === rulePath;
}

/**
 * The headers a request path gets: those of every matching rule, in file order. A header that two matching
 * rules set is joined with ", " as Cloudflare Pages does (Netlify keeps one): public/_headers has none, and
 * tests/e2e/server.e2e.ts checks that for every file of the site.
 *
 * @param {HeaderRule[]} rules
 * @param {string} pathname
 * @returns {Record<string, string>}
 */
export function headersFor(rules, pathname) {
  /** @type {Map<string, [string, string]>} */
  const headers = new Map();
  for (const rule of rules) {
    if (!pathMatches(rule.path, pathname)) continue;
    for (const [name, value] of rule.headers) {
      const previous = headers.get(name.toLowerCase());
      headers.set(name.toLowerCase(), previous ? [previous[0], `${previous[1]}, ${value}`] : [name, value]);
    }
  }
  return Object.fromEntries(headers.values());
}
