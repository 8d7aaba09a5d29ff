import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sitemapPages } from './sitemap.ts';

describe('sitemapPages', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'sitemap-'));
  const page = (path: string, head: string) => {
    mkdirSync(join(outDir, path), { recursive: true });
    writeFileSync(join(outDir, path, 'index.html'), `<!DOCTYPE html><html><head>${head}</head><body></body></html>`);
  };
  page('', '<title>Choose a language</title>');
  page('ko/cypher/effort', '<title>분발</title>');
  page('es/cypher/effort', '<meta name="robots" content="noindex"><title>Esfuerzo</title>');
  page('en/404', '<meta name="robots" content="noindex"><title>Page not found</title>');
  const listed = sitemapPages(outDir);

  it.each([
    ['https://rules.example.org/ko/cypher/effort/', true],
    ['https://rules.example.org/es/cypher/effort/', false],
    ['https://rules.example.org/en/404/', false],
    ['https://rules.example.org/', false],
    ['https://rules.example.org/robots.txt', false],
    ['https://rules.example.org/en/cypher/effort/', false],
  ])('%s: %s', (url, expected) => {
    expect(listed(url)).toBe(expected);
  });
});
