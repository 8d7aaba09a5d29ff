import { describe, expect, it } from 'vitest';
import { bestSections, spoken } from './search-dialog.ts';

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
    // The section that explains the term a question asks about comes first, when the page has it.
    expect(bestSections(result, '/en/x/#d').map((sub) => sub.url)).toEqual(['/en/x/#d', '/en/x/#b', '/en/x/#c']);
  });
});

// QA Q6: the live region ran a count and the next line together ("페이지 16개 페이지 16개 중 5개를 보여 줍니다.").
describe('spoken', () => {
  it.each([
    [
      ['“분발을” 검색 결과: 페이지 16개', '페이지 16개 중 5개를 보여 줍니다.'],
      '“분발을” 검색 결과: 페이지 16개. 페이지 16개 중 5개를 보여 줍니다.',
    ],
    [
      ['15 pages found for “armour”', 'Showing 5 of 15 pages.', ''],
      '15 pages found for “armour”. Showing 5 of 15 pages.',
    ],
    [
      ['Glossary term for “token”: chaos token', '2 pages found for “token”'],
      'Glossary term for “token”: chaos token. 2 pages found for “token”.',
    ],
    [['No results for “x”.', ' Check the spelling. '], 'No results for “x”. Check the spelling.'],
  ])('says %j as sentences', (lines, said) => {
    expect(spoken(lines)).toBe(said);
  });
});
