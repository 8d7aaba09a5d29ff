import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { headersFor, parseHeaders, pathMatches } from '../../scripts/lib/headers.mjs';
import { locales } from '../../src/i18n/locales.ts';
import { beforePaintScriptHashes } from '../../src/integrations/before-paint-hashes.ts';
import { hosts, siteURL } from './support/browser.ts';
import { builtFiles, distDir, readBuilt, urlPathOf } from './support/dist.ts';

// What the hosts answer, over HTTP, with raw request paths (a browser or fetch() would normalise `..` and encoded
// slashes before sending them): scripts/serve.mjs as the browser tests use it (`npm start`), and, for what every host
// must answer alike, Cloudflare Pages' own runtime.
interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}
function get(path: string, headers: Record<string, string> = {}, site = siteURL('/')): Promise<Answer> {
  const { hostname, port } = new URL(site);
  return new Promise((resolve, reject) => {
    request({ hostname, port, path, method: 'GET', headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}

const rules = parseHeaders(readBuilt('_headers'));
// Every file the site may answer with; `_headers` and `_redirects` are read by the hosts, never served.
const files = builtFiles().filter((file) => !['_headers', '_redirects'].includes(file));
const sitePath = (file: string) => (file.endsWith('index.html') ? urlPathOf(file) : `/${file}`);
const hash = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const servable = new Set(files.map((file) => hash(readFileSync(join(distDir, file)))));
const origin = new URL(siteURL('/')).origin;

describe('compression', () => {
  it('sends text gzipped to a browser that accepts it, as the hosts do, and as it is to one that does not', async () => {
    for (const file of ['en/cypher/tasks-and-difficulty/index.html', files.find((name) => name.endsWith('.css'))!]) {
      const built = readFileSync(join(distDir, file));
      const gzipped = await get(sitePath(file), { 'Accept-Encoding': 'gzip' });
      expect(gzipped.headers['content-encoding'], file).toBe('gzip');
      expect(gunzipSync(gzipped.body).equals(built), file).toBe(true);
      const plain = await get(sitePath(file));
      expect(plain.headers['content-encoding'], file).toBeUndefined();
      expect(plain.body.equals(built), file).toBe(true);
    }
  });
});

describe('headers', () => {
  it('dist/_headers is public/_headers with the hashes of the before-paint scripts in script-src', () => {
    expect(readBuilt('_headers')).toBe(
      readFileSync('public/_headers', 'utf8').replace(
        "script-src 'self' 'wasm-unsafe-eval'",
        `script-src 'self' ${beforePaintScriptHashes().join(' ')} 'wasm-unsafe-eval'`,
      ),
    );
  });

  it("dist/_redirects sends each locale's missing addresses to that locale's 404 page, with status 404 (Netlify)", () => {
    const rules = readBuilt('_redirects')
      .split('\n')
      .filter((line) => line.trim() && !line.startsWith('#'));
    expect(rules).toEqual(locales.map((locale) => `/${locale}/* /${locale}/404.html 404`));
    for (const locale of locales) expect(builtFiles()).toContain(`${locale}/404.html`);
  });

  it('no file of the site gets one header from two rules (hosts would combine them differently)', () => {
    const twice = files.flatMap((file) => {
      const names = rules
        .filter((rule) => pathMatches(rule.path, sitePath(file)))
        .flatMap((rule) => rule.headers.map(([name]) => name.toLowerCase()));
      return names.filter((name, index) => names.indexOf(name) !== index).map((name) => `${file}: ${name}`);
    });
    expect(twice).toEqual([]);
  });
});

describe.each(hosts)('headers on $name', (host) => {
  const site = host.url('/');
  /** A file's answer; one redirect within the site followed (Cloudflare Pages sends `/404.html` to `/404`). */
  const fetchFile = async (path: string) => {
    const answer = await get(path, {}, site);
    const location = answer.headers.location;
    if (answer.status !== 308 || !location) return answer;
    const next = new URL(location, site);
    expect(next.origin).toBe(new URL(site).origin);
    return get(next.pathname + next.search, {}, site);
  };

  it('every file is served with the headers _headers gives its path', async () => {
    const wrong: string[] = [];
    for (const file of files) {
      const answer = await fetchFile(sitePath(file));
      const expected = { 'cache-control': 'public, max-age=0, must-revalidate' } as Record<string, string>;
      for (const [name, value] of Object.entries(headersFor(rules, sitePath(file))))
        expected[name.toLowerCase()] = value;
      for (const [name, value] of Object.entries(expected))
        if (answer.headers[name] !== value) wrong.push(`${file}: ${name} is "${answer.headers[name]}"`);
      if (answer.status !== 200) wrong.push(`${file}: status ${answer.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('hashed files are cached for a year; pages and Pagefind’s entry files are revalidated', async () => {
    const cacheControl = async (path: string) => (await fetchFile(path)).headers['cache-control'];
    for (const file of files.filter((name) => name.startsWith('_astro/')))
      expect(await cacheControl(`/${file}`)).toBe('public, max-age=31536000, immutable');
    for (const path of [
      '/',
      '/ko/',
      '/en/cypher/',
      '/404.html',
      '/pagefind/pagefind.js',
      '/pagefind/pagefind-entry.json',
    ])
      expect(await cacheControl(path)).toBe('public, max-age=0, must-revalidate');
  });

  it('does not serve _headers or _redirects, and a missing hashed file is not cached as immutable', async () => {
    for (const file of ['/_headers', '/_redirects']) {
      const answer = await get(file, {}, site);
      expect(answer.status, file).toBeGreaterThanOrEqual(400);
      expect(answer.body.toString(), file).not.toMatch(/Content-Security-Policy|404\.html 404/);
    }
    const missing = await get('/_astro/missing.js', {}, site);
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).not.toContain('immutable');
  });
});

describe.each(hosts)('redirects on $name', (host) => {
  const site = host.url('/');
  const siteOrigin = new URL(site).origin;

  it.each([
    ['/en', '/en/'],
    ['/ko/cypher', '/ko/cypher/'],
    ['/es/arkham/faq?all=1', '/es/arkham/faq/?all=1'],
  ])('%s redirects for good to %s', async (path, location) => {
    const answer = await get(path, {}, site);
    expect([301, 308]).toContain(answer.status);
    const target = new URL(answer.headers.location ?? '', site);
    expect(target.origin + target.pathname + target.search).toBe(siteOrigin + location);
  });

  it.each([
    // The open redirect of the hand-written server: it answered 301 to //evil.example/../en/.
    '/%2Fevil.example%2F..%2Fen',
    '//evil.example/en',
    '/%5Cevil.example/..%2Fen',
    '/\\evil.example/../en',
  ])('%s does not redirect to another site', async (path) => {
    const answer = await get(path, {}, site);
    if (answer.status >= 300 && answer.status < 400) {
      expect(new URL(answer.headers.location ?? '', site).origin).toBe(siteOrigin);
    } else {
      expect(answer.status).toBe(404);
    }
  });
});

describe('paths on npm start', () => {
  it.each([
    // dist-fixture/ beside dist/: the hand-written server's prefix check let this through.
    '/..%2Fdist-fixture%2Findex.html',
    '/../dist-fixture/index.html',
    '/%2e%2e/package.json',
    '/..%5Cpackage.json',
    '/en/../../package.json',
    // The hosts' _headers file, in the spellings sirv resolves to it (the property test below found the first).
    '/_headers/',
    '//_headers',
    '/en/../_headers',
    '/_redirects/',
  ])('%s does not escape dist/', async (path) => {
    const answer = await get(path);
    expect(answer.status).toBe(404);
    expect(servable.has(hash(answer.body))).toBe(true);
  });

  it('any request path: a redirect stays on this site, an answer is a file of dist/', async () => {
    const segment = fc.constantFrom(
      '',
      '.',
      '..',
      '%2e%2e',
      '%2E%2E',
      '%2F',
      '%5C',
      '\\',
      '%00',
      '%ZZ',
      'evil.example',
      '//evil.example',
      'en',
      'ko',
      'cypher',
      'dist',
      'dist-fixture',
      'index.html',
      'package.json',
      '_headers',
      '_redirects',
    );
    const query = fc.constantFrom('', '?x=1', '?//evil.example', '?a=%2F..');
    await fc.assert(
      fc.asyncProperty(fc.array(segment, { maxLength: 6 }), query, async (segments, search) => {
        const answer = await get(`/${segments.join('/')}${search}`);
        if (answer.status >= 300 && answer.status < 400) {
          const location = answer.headers.location ?? '';
          expect(location).toMatch(/^\/(?![/\\])/);
          expect(new URL(location, `${origin}/`).origin).toBe(origin);
        } else {
          expect([200, 404]).toContain(answer.status);
          expect(servable.has(hash(answer.body))).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});
