import { describe, expect, it } from 'vitest';
import { pagesOf, read } from './support/content.ts';
import { endingOf, particleMismatches } from './support/particles.ts';

// Korean pages read as written by a Korean: the particle after a link fits the link's text (issue 11, "link text
// that does not match the target page's title" was fixed by changing link texts, and the particles after three of
// them were left in the old form).

describe('the check itself', () => {
  it.each([
    ['행동 순서', 'vowel'],
    ['특수 상황', 'consonant'],
    ['주사위 눈 17', 'rieul'],
    ['2.16', 'consonant'],
    ['20', 'consonant'],
    ['맹공(Onslaught)', 'consonant'],
    ['Cypher System', undefined],
  ] as const)('%s ends in a %s', (text, ending) => {
    expect(endingOf(text)).toBe(ending);
  });

  it.each([
    ['[초점 장면, 라운드, 행동 순서](/cypher/encounters-rounds-initiative/)을 보세요.', 1],
    ['[초점 장면, 라운드, 행동 순서](/cypher/encounters-rounds-initiative/)를 보세요.', 0],
    ['[공격 수정치와 특수 상황](/cypher/attack-modifiers/)를 보세요.', 1],
    ['[특수 굴림](/cypher/special-rolls/)으로 갑니다. [사물 공격하기](/x/)로 갑니다.', 0],
    ['[주사위 눈 17](/cypher/special-rolls/)으로', 1],
    ['[**주변 피해**](/cypher/hazards/)도 대개 방어도를 무시합니다.', 0],
    ['[부상 트랙](/cypher/damage-track-recovery/)가', 1],
  ] as const)('%s -> %i', (mdx, count) => {
    expect(particleMismatches(mdx)).toHaveLength(count);
  });
});

describe('ko: the particle after a link fits the link text', () => {
  it.each(pagesOf('ko'))('on %s', (page) => {
    expect(particleMismatches(read('ko', page))).toEqual([]);
  });
});
