#!/usr/bin/env node
// Serves the built site (dist/) over HTTP, as a static host would: index.html for directories, a redirect to
// the trailing-slash URL, and the localized 404 page (/<locale>/404/) for missing addresses under a locale.
// Usage: node scripts/serve.mjs [--port 4321] [--host 127.0.0.1]
import { createServer } from 'node:http';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : fallback;
};
const port = Number(option('port', process.env.PORT ?? 4321));
const host = option('host', '127.0.0.1');
const root = resolve(option('root', 'dist'));
const locales = ['ko', 'es', 'en'];

const types = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.wasm': 'application/wasm',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
};

if (!existsSync(root)) {
  console.error(`Nothing to serve: ${root} does not exist. Run "npm run build" first.`);
  process.exit(1);
}

function file(path) {
  return existsSync(path) && statSync(path).isFile() ? path : undefined;
}

function send(response, status, path) {
  response.writeHead(status, {
    'content-type': types[extname(path)] ?? 'application/octet-stream',
    'cache-control': 'no-cache',
  });
  createReadStream(path).pipe(response);
}

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  let pathname;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    pathname = '/';
  }
  const target = normalize(join(root, pathname));
  if (!target.startsWith(root)) {
    response.writeHead(400).end();
    return;
  }
  const direct = file(target);
  if (direct) return send(response, 200, direct);
  const index = file(join(target, 'index.html'));
  if (index) {
    if (!pathname.endsWith('/')) {
      response.writeHead(301, { location: `${pathname}/${url.search}` }).end();
      return;
    }
    return send(response, 200, index);
  }
  const locale = locales.find((code) => pathname === `/${code}` || pathname.startsWith(`/${code}/`));
  const notFound = (locale && file(join(root, locale, '404', 'index.html'))) || file(join(root, '404.html'));
  if (notFound) return send(response, 404, notFound);
  response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
});

server.listen(port, host, () => {
  console.log(`Serving ${root} at http://${host}:${server.address().port}/`);
});
