import { describe, expect, it } from 'vitest';
import { correctedTexts, matchedWords, rankFirst } from './find-pages.ts';

describe('correctedTexts', () => {
  const english = ['the', 'roll', 'effort', 'recovery', 'fort', 'rolls', 'what', 'happens', 'at', 'might'];
  const korean = ['분발', '난이도', '블랙홀', '부상트랙', '피해'];
  it.each([
    ['en', 'efort', ['effort', 'fort']],
    ['en', 'recovrey roll', ['recovery roll']],
    ['en', 'what happens at 0 migth', ['what happens at 0 might']],
    ['ko', '난이드는', ['난이도']],
    ['ko', '블랙 홀', ['블랙홀']],
    ['ko', '부상트렉', ['부상트랙']],
  ])('%s: %s -> %j', (lang, text, expected) => {
    expect(correctedTexts(text, lang, lang === 'ko' ? korean : english)).toEqual(expected);
  });

  it('offers nothing when every word is known, or some word has no near word', () => {
    expect(correctedTexts('effort roll', 'en', english)).toEqual([]);
    expect(correctedTexts('effort xqzvwk', 'en', english)).toEqual([]);
  });
});

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
