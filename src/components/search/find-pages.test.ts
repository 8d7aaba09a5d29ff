import { describe, expect, it } from 'vitest';
import { explainingPageFirst, matchedWords, searchPlan, type Pagefind, type PagefindHit } from './find-pages.ts';

/**
 * A Pagefind that finds, for each text, the pages listed for it (`<collection>/<slug>`, which is also the page's
 * `page` filter value), each matching the text's words exactly; a `page` filter keeps that page only.
 */
const pagefind = (found: Record<string, [id: string, score: number][]>): Pagefind => ({
  options: async () => {},
  init: async () => {},
  search: async (text, options) => ({
    results: (found[text] ?? [])
      .filter(([id]) => !options?.filters?.['page'] || options.filters['page'].includes(id))
      .map(([id, score]): PagefindHit => ({
        id,
        score,
        data: async () => ({ url: id, excerpt: '', content: text, locations: [0], meta: {}, sub_results: [] }),
      })),
  }),
});
const ids = (hits: PagefindHit[]) => hits.map((hit) => hit.id);

describe('matchedWords', () => {
  it('reads the words Pagefind matched from the page text', () => {
    expect(matchedWords({ content: 'Limit X per investigator. X again', locations: [1, 4, 9] })).toEqual(['X', 'X']);
  });
});

// QA Q2: 판정 is the quick-start's word for 굴림 and also a word of a few pages; those pages outranked 굴림's.
describe('searchPlan', () => {
  it("lists the term's pages first, then the pages of the word as typed that the term did not find", async () => {
    const pf = pagefind({
      굴림: [
        ['rolls', 3],
        ['tasks', 2],
      ],
      판정: [
        ['comparison', 8],
        ['tasks', 5],
      ],
    });
    const { exact } = await searchPlan(pf, { texts: ['굴림'], asTyped: ['판정'], matchedTerms: [] }, '');
    expect(ids(exact)).toEqual(['rolls', 'tasks', 'comparison']);
  });

  it('merges the spellings of one text by score', async () => {
    const pf = pagefind({
      분발을: [['a', 1]],
      분발: [
        ['b', 2],
        ['a', 3],
      ],
    });
    const { exact } = await searchPlan(pf, { texts: ['분발을', '분발'], matchedTerms: [] }, '');
    expect(exact.map((hit) => [hit.id, hit.score])).toEqual([
      ['a', 3],
      ['b', 2],
    ]);
  });
});

// QA Q2: the page the glossary names for 굴림 was Pagefind's 17th for the word, so no reader saw it.
describe('explainingPageFirst', () => {
  const rolls: Record<string, [string, number][]> = {
    굴림: [
      ['cypher/special-rolls', 3],
      ['cypher/other-actions', 2],
      ...Array.from({ length: 14 }, (_, at): [string, number] => [`cypher/page-${at}`, 1]),
      ['cypher/how-to-play', 0.8],
    ],
  };

  it('puts the page of the section to rank first at the top, wherever Pagefind ranked it', async () => {
    const hits = (await pagefind(rolls).search('굴림')).results;
    const plan = { texts: ['굴림'], matchedTerms: [], first: 'cypher/how-to-play#key-concepts' };
    const ranked = await explainingPageFirst(pagefind(rolls), plan, '', hits);
    expect(ids(ranked)).toEqual(['cypher/how-to-play', ...ids(hits).filter((id) => id !== 'cypher/how-to-play')]);
  });

  it('leaves the pages as they are with nothing to rank first, or a page without the words', async () => {
    const hits = (await pagefind(rolls).search('굴림')).results;
    expect(await explainingPageFirst(pagefind(rolls), { texts: ['굴림'], matchedTerms: [] }, '', hits)).toBe(hits);
    const elsewhere = { texts: ['굴림'], matchedTerms: [], first: 'cypher/hazards#black-hole' };
    expect(ids(await explainingPageFirst(pagefind(rolls), elsewhere, '', hits))).toEqual(ids(hits));
  });
});
