#!/usr/bin/env node
// Serves the built site (dist/) over HTTP as the static hosts of docs/deploy.md do: the headers of its _headers
// file (the CSP, cache rules…), text compressed (brotli or gzip) for a browser that accepts it, a redirect to the
// trailing-slash URL of a folder, and the localized 404 page (/<locale>/404.html) for a missing address under a
// locale, else /404.html.
//
// Files are served by sirv (the static server of Vite's preview), which lists the folder once at start and
// answers only paths in that list: no request can reach a file outside it. Restart after a new build.
// Usage: node scripts/serve.mjs [--port 4321] [--host 127.0.0.1] [--root dist]
import { createReadStream, existsSync, readFileSync, readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, posix, relative, resolve, sep } from 'node:path';
import { lookup } from 'mrmime';
import compression from 'compression';
import sirv from 'sirv';
import { headersFor, parseHeaders } from './lib/headers.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : fallback;
};
const port = Number(option('port', process.env.PORT ?? 4321));
const host = option('host', '127.0.0.1');
const root = resolve(option('root', 'dist'));
const locales = ['ko', 'es', 'en'];
// What Netlify and Cloudflare Pages send for a file no rule gives a Cache-Control.
const defaultCacheControl = 'public, max-age=0, must-revalidate';

if (!existsSync(join(root, 'index.html'))) {
  console.error(`Nothing to serve: ${root} has no index.html. Run "npm run build" first.`);
  process.exit(1);
}
// The build copies public/_headers to dist/_headers: the very file the hosts read.
const rules = parseHeaders(readFileSync(join(root, '_headers'), 'utf8'));
/** The files of dist/ that hosts read as their configuration and never serve. */
const hostFiles = ['/_headers', '/_redirects'];

// Every folder with an index.html, as the URL path that ends in a slash ('/', '/ko/cypher/'). A redirect's
// address is taken from this list, never from the request, so it always stays on this site.
const folders = new Set(
  readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name === 'index.html')
    .map((entry) => relative(root, entry.parentPath).split(sep).filter(Boolean))
    .map((segments) => (segments.length ? `/${segments.join('/')}/` : '/')),
);

/** Sets the headers _headers gives this request path, with the hosts' default Cache-Control. */
function applyHeaders(response, pathname) {
  response.setHeader('Cache-Control', defaultCacheControl);
  for (const [name, value] of Object.entries(headersFor(rules, pathname))) response.setHeader(name, value);
}

/** Answers 404 with the page of the locale the path is under, else the three-language /404.html. */
function notFound(response, pathname) {
  const locale = locales.find((code) => pathname.startsWith(`/${code}/`));
  const page = locale ? `/${locale}/404.html` : '/404.html';
  // The 404 page's own headers: a missing /_astro/ file must not be cached as immutable.
  applyHeaders(response, page);
  response.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
  createReadStream(join(root, page)).pipe(response);
}

const files = sirv(root, {
  dev: false,
  etag: true,
  setHeaders(response, pathname) {
    applyHeaders(response, pathname);
    // Pagefind's index files have extensions of their own; hosts send unknown types as bytes. (A path without
    // an extension is a page: sirv answers it with an .html file.)
    if (extname(pathname) && !lookup(pathname)) response.setHeader('Content-Type', 'application/octet-stream');
  },
});

// Every host of docs/deploy.md compresses text; so does this server, so that a page weighs here what it weighs there.
const compress = compression();

const server = createServer((request, response) => compress(request, response, () => serve(request, response)));

function serve(request, response) {
  const [rawPath = '/', query] = (request.url ?? '/').split(/\?(.*)/s);
  let pathname = rawPath;
  try {
    // As sirv decodes it: %2F stays %2F, so an encoded slash never becomes a path separator.
    pathname = decodeURI(rawPath);
  } catch {
    return notFound(response, rawPath);
  }
  // The hosts read _headers and _redirects but never serve them, however the path spells them (`/_headers/`,
  // `//_headers`, `/en/../_headers`: sirv would find the file behind each).
  if (hostFiles.includes(posix.normalize(pathname).replace(/\/+$/, ''))) return notFound(response, pathname);
  if (!pathname.endsWith('/') && folders.has(`${pathname}/`)) {
    applyHeaders(response, pathname);
    response.writeHead(301, { Location: encodeURI(`${pathname}/`) + (query ? `?${query}` : '') });
    return response.end();
  }
  files(request, response, () => notFound(response, pathname));
}

server.listen(port, host, () => {
  console.log(`Serving ${root} at http://${host}:${server.address().port}/`);
});
