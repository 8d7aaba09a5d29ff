import { describe, expect, it } from 'vitest';
import { builtPages, readBuilt } from './support/dist.ts';

// Every table of the site is a real, accessible table: a caption and header cells (issue 5).
describe('tables in dist/', () => {
  const tables = builtPages().flatMap((file) =>
    [...readBuilt(file).matchAll(/<table\b[\s\S]*?<\/table>/g)].map((match) => ({ file, html: match[0] })),
  );

  it('finds the rules tables', () => {
    expect(tables.length).toBeGreaterThan(100);
  });

  it('gives every table a caption and header cells', () => {
    const bad = tables
      .filter(({ html }) => !/<caption\b[^>]*>\s*\S/.test(html) || !/<th\b/.test(html))
      .map(({ file }) => file);
    expect(bad).toEqual([]);
  });
});
