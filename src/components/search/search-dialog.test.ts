import { describe, expect, it } from 'vitest';
import { bestSections, matchedWords, searchedQueries } from './search-dialog.ts';

const section = (url: string, scores: number[]) => ({
  title: url,
  url,
  excerpt: '',
  weighted_locations: scores.map((balanced_score) => ({ balanced_score })),
});

describe('bestSections', () => {
  it('orders a result’s sections by how well they match, not by page order, keeping three', () => {
    const result = {
      url: '/en/x/',
      excerpt: '',
      meta: {},
      sub_results: [
        section('/en/x/', [9]),
        section('/en/x/#a', [1]),
        section('/en/x/#b', [2, 3]),
        section('/en/x/#c', [4]),
        section('/en/x/#d', [0.5]),
      ],
    };
    expect(bestSections(result).map((sub) => sub.url)).toEqual(['/en/x/#b', '/en/x/#c', '/en/x/#a']);
  });
});

describe('searchedQueries', () => {
  it.each([
    ['en', 'armour', ['armor']],
    ['en', 'damage track', ['damage track']],
    ['ko', '분발을', ['분발을', '분발']],
    ['ko', '피해', ['피해']],
    ['es', 'Armadura', ['Armadura']],
  ])('%s: %s -> %j', (lang, query, expected) => {
    expect(searchedQueries(query, lang)).toEqual(expected);
  });
});

describe('matchedWords', () => {
  it('reads the words Pagefind matched from the page text', () => {
    expect(matchedWords({ content: 'Limit X per investigator. X again', locations: [1, 4, 9] })).toEqual(['X', 'X']);
  });
});
