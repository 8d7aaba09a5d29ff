import { describe, expect, it } from 'vitest';
import { matchedWords, rankFirst } from './find-pages.ts';

describe('rankFirst', () => {
  const page = (url: string) => ({ url }) as Parameters<typeof rankFirst>[0][number];
  it('puts the page of the section to rank first at the top, the others in their order', () => {
    const results = ['/en/a/', '/en/b/', '/en/cypher/pools-edge-effort/', '/en/c/'].map(page);
    expect(rankFirst(results, 'cypher/pools-edge-effort#stats', 'en').map((result) => result.url)).toEqual([
      '/en/cypher/pools-edge-effort/',
      '/en/a/',
      '/en/b/',
      '/en/c/',
    ]);
    expect(rankFirst(results, 'cypher/hazards#black-hole', 'en')).toEqual(results);
    expect(rankFirst(results, undefined, 'en')).toEqual(results);
  });
});

describe('matchedWords', () => {
  it('reads the words Pagefind matched from the page text', () => {
    expect(matchedWords({ content: 'Limit X per investigator. X again', locations: [1, 4, 9] })).toEqual(['X', 'X']);
  });
});
