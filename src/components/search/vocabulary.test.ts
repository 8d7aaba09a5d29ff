import { describe, expect, it } from 'vitest';
import { isKnownWord, joinedKorean, nearestWords, wordGroupOf, wordGroupsFor } from './vocabulary.ts';

// Words as the build lists them: most frequent first, Korean without particles.
const english = ['the', 'damage', 'effort', 'difficulty', 'initiative', 'recovery', 'fort', 'efforts', 'intrusion'];
const spanish = ['de', 'daño', 'esfuerzo', 'dificultad', 'iniciativa', 'cobertura', 'armadura', 'seguidores'];
const korean = [
  '피해',
  '분발',
  '난이도',
  '난이',
  '엄폐',
  '추종자',
  '블랙홀',
  '무거운',
  '무기',
  '회복',
  '굴림',
  'effort',
];

describe('nearestWords', () => {
  it.each([
    ['efort', english, ['effort', 'fort']], // distance 1, most frequent first
    ['Efforrt', english, ['effort']],
    ['diffculty', english, ['difficulty']],
    ['intiative', english, ['initiative']],
    ['recovrey', english, ['recovery']],
    ['esfuerso', spanish, ['esfuerzo']],
    ['dificulad', spanish, ['dificultad']],
    ['armadrua', spanish, ['armadura']], // a swap
    ['cobertra', spanish, ['cobertura']],
    ['segidores', spanish, ['seguidores']],
    ['난이드', korean, ['난이도']], // one jamo: ㅡ for ㅗ
    ['분말', korean, ['분발']], // one jamo: ㅁ for ㅂ
    ['엄페', korean, ['엄폐']], // ㅔ for ㅖ
    ['추종지', korean, ['추종자']],
    ['efort', korean, ['effort']], // other languages' words are in a Korean page's index too
  ])('%s -> %j', (word, vocabulary, expected) => {
    expect(nearestWords(word, vocabulary)).toEqual(expected);
  });

  it('allows two edits in a word of six letters or more, one in a word of four or five', () => {
    expect(nearestWords('effrot', ['effort'])).toEqual(['effort']); // a swap is one edit
    expect(nearestWords('eforr', ['effort'])).toEqual([]); // two edits in five letters
    expect(nearestWords('iniciatva', ['iniciativa'])).toEqual(['iniciativa']);
    expect(nearestWords('inciatva', ['iniciativa'])).toEqual(['iniciativa']); // two edits
  });

  it('does not guess at short words: three letters, one Korean syllable', () => {
    expect(nearestWords('rol', ['roll', 'role'])).toEqual([]);
    expect(nearestWords('힙', ['힘', '합'])).toEqual([]);
  });

  it('compares Korean by jamo, and longer words by syllables too', () => {
    // Two syllables: one jamo at most. 분노 is one syllable but three jamo from 분발.
    expect(nearestWords('분노', ['분발'])).toEqual([]);
    // Three syllables or more: a syllable too many, after any word one or two jamo away.
    expect(nearestWords('회복굴굴림', ['회복굴림'])).toEqual(['회복굴림']);
    expect(nearestWords('난이이도', ['난이도', '난이고'])).toEqual(['난이도']);
  });

  it('finds nothing for nonsense', () => {
    for (const word of ['xqzvwk', 'zzxxqq', 'qwpfjv', 'fhqwhgads'])
      expect(nearestWords(word, [...english, ...spanish])).toEqual([]);
    for (const word of ['뷁뛟쀍', '쀍쀍']) expect(nearestWords(word, korean)).toEqual([]);
  });

  it('keeps the three nearest at most, most frequent first', () => {
    expect(nearestWords('cart', ['card', 'care', 'carp', 'cars', 'cat'])).toEqual(['card', 'care', 'carp']);
  });
});

describe('isKnownWord', () => {
  it('knows a word pages have, or begin with it, as Pagefind matches a prefix; accents and case aside', () => {
    expect(isKnownWord('Effort', english)).toBe(true);
    expect(isKnownWord('recov', english)).toBe(true);
    expect(isKnownWord('dano', spanish)).toBe(true);
    expect(isKnownWord('efort', english)).toBe(false);
    expect(isKnownWord('난이', korean)).toBe(true);
    expect(isKnownWord('난이드', korean)).toBe(false);
  });
});

describe('joinedKorean', () => {
  it.each([
    [['블랙', '홀'], ['블랙홀']], // a space too many
    [['블랙', '홀에'], ['블랙홀에']],
    [
      ['회복', '굴림'],
      ['회복', '굴림'],
    ], // both words are words of the pages: as typed
    [['무거운무기'], ['무거운무기']], // a space too few is for the glossary's terms only (terms.ts)
    [['뷁뛟쀍'], ['뷁뛟쀍']],
  ])('%j -> %j', (words, expected) => {
    expect(joinedKorean(words, korean)).toEqual(expected);
  });
});

describe('wordGroupOf', () => {
  it.each([
    ['Effort', 'e'],
    ['hale', 'e'], // e-h
    ['ñandú', 'i'], // ñ is an n: i-o
    ['Ámbito', 'a'],
    ['zone', 's'],
    ['공격', 'h00'], // ㄱ
    ['깨기', 'h00'], // ㄲ
    ['난이도', 'h02'], // ㄴ-ㄹ
    ['분발', 'h06'], // ㅁ-ㅃ
    ['사이퍼', 'h09'], // ㅅㅆ
    ['엄폐', 'h11'], // ㅇ
    ['힘', 'h12'], // ㅈ-ㅎ
    ['28시간', '_'],
    ['', '_'],
  ])('%s -> %s', (word, group) => {
    expect(wordGroupOf(word)).toBe(group);
  });

  it("loads each word's group, once", () => {
    expect(wordGroupsFor(['efort', 'effort', 'roll', '초기비용'])).toEqual(['e', 'p', 'h12']);
  });
});
