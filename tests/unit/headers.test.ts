import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { headersFor, parseHeaders, pathMatches } from '../../scripts/lib/headers.mjs';

describe('parseHeaders', () => {
  it('reads paths, their indented headers and skips comments and blank lines', () => {
    const text = [
      '# comment',
      '/*',
      '  X-Content-Type-Options: nosniff',
      '  Referrer-Policy: no-referrer',
      '',
      '/_astro/*',
      '  Cache-Control: public, max-age=31536000, immutable',
    ].join('\n');
    expect(parseHeaders(text)).toEqual([
      {
        path: '/*',
        headers: [
          ['X-Content-Type-Options', 'nosniff'],
          ['Referrer-Policy', 'no-referrer'],
        ],
      },
      { path: '/_astro/*', headers: [['Cache-Control', 'public, max-age=31536000, immutable']] },
    ]);
  });

  it.each([
    ['a header before any path', '  X-Test: 1', /below a path/],
    ['a header without a value', '/\n  X-Test:', /below a path/],
    ['a placeholder', '/:locale/*\n  X-Test: 1', /not a path we can match/],
    ['a splat inside the path', '/pagefind/*.pf_meta\n  X-Test: 1', /not a path we can match/],
    ['a path without a leading slash', 'ko/*\n  X-Test: 1', /not a path we can match/],
  ])('refuses %s', (_, text, message) => {
    expect(() => parseHeaders(text)).toThrow(message);
  });
});

describe('pathMatches', () => {
  it.each([
    ['/*', '/', true],
    ['/*', '/ko/cypher/', true],
    ['/', '/', true],
    ['/', '/ko/', false],
    ['/ko/*', '/ko/', true],
    ['/ko/*', '/ko/cypher/effort/', true],
    ['/ko/*', '/ko', false],
    ['/ko/*', '/kor/', false],
    ['/404.html', '/404.html', true],
    ['/404.html', '/404.html/x', false],
  ])('%s on %s: %s', (rule, path, expected) => {
    expect(pathMatches(rule, path)).toBe(expected);
  });
});

describe('headersFor', () => {
  const rules = parseHeaders(
    ['/*', '  X-A: all', '/ko/*', '  X-B: korean', '  x-a: again', '/es/*', '  X-B: spanish'].join('\n'),
  );

  it('gives every matching rule’s headers, in file order', () => {
    expect(headersFor(rules, '/es/x/')).toEqual({ 'X-A': 'all', 'X-B': 'spanish' });
    expect(headersFor(rules, '/en/')).toEqual({ 'X-A': 'all' });
  });

  it('joins a header set by two matching rules, whatever its case, as Cloudflare Pages does', () => {
    expect(headersFor(rules, '/ko/')).toEqual({ 'X-A': 'all, again', 'X-B': 'korean' });
  });
});

describe('public/_headers', () => {
  const rules = parseHeaders(readFileSync('public/_headers', 'utf8'));
  const sentTo = (path: string) => headersFor(rules, path);

  it('sends the security headers with every response', () => {
    for (const path of ['/', '/ko/cypher/effort/', '/_astro/x.js', '/pagefind/pagefind.js', '/og/ko.png']) {
      const headers = sentTo(path);
      expect(headers['Content-Security-Policy'], path).toMatch(/^default-src 'none';/);
      expect(headers['X-Content-Type-Options'], path).toBe('nosniff');
      expect(headers['Referrer-Policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['Permissions-Policy'], path).toContain('camera=()');
      expect(headers['Strict-Transport-Security'], path).toMatch(/^max-age=\d{8,}/);
    }
  });

  it.each([
    ['/', 'public, max-age=0, must-revalidate'],
    ['/ko/', 'public, max-age=0, must-revalidate'],
    ['/es/numenera/how-to-play/', 'public, max-age=0, must-revalidate'],
    ['/en/manifest.webmanifest', 'public, max-age=0, must-revalidate'],
    ['/404.html', 'public, max-age=0, must-revalidate'],
    ['/pagefind/pagefind.js', 'public, max-age=0, must-revalidate'],
    ['/pagefind/pagefind-entry.json', 'public, max-age=0, must-revalidate'],
    ['/sw.js', 'public, max-age=0, must-revalidate'],
    ['/_astro/Search.BtYYFzxN.js', 'public, max-age=31536000, immutable'],
    ['/pagefind/fragment/en_1a2b3c.pf_fragment', 'public, max-age=31536000, immutable'],
    ['/pagefind/index/ko_1a2b3c.pf_index', 'public, max-age=31536000, immutable'],
    // No rule: the hosts' default, which revalidates.
    ['/og/ko.png', undefined],
    ['/pagefind/wasm.en.pagefind', undefined],
  ])('%s: Cache-Control %s', (path, expected) => {
    expect(sentTo(path)['Cache-Control']).toBe(expected);
  });
});
