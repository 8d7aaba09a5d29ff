import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stripKoreanParticles } from './korean.ts';

describe('stripKoreanParticles', () => {
  it.each([
    ['분발을', '분발'],
    ['난이도는', '난이도'],
    ['피해를', '피해'],
    ['역량에서', '역량'],
    ['분발을 쓰는 법', '분발 쓰는 법'],
    ['부상 트랙으로', '부상 트랙'],
    ['Effort를', undefined],
    ['피해', undefined],
    ['힘', undefined],
    ['차를', undefined],
    ['힘을', undefined],
  ])('%s -> %s', (query, expected) => {
    expect(stripKoreanParticles(query)).toBe(expected);
  });

  it('never empties a word and never lengthens the query', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[가-힣]{1,6}$/), { minLength: 1, maxLength: 4 }), (words) => {
        const query = words.join(' ');
        const stripped = stripKoreanParticles(query) ?? query;
        const out = stripped.split(' ');
        expect(out).toHaveLength(words.length);
        out.forEach((word, index) => {
          expect(word.length).toBeGreaterThanOrEqual(1);
          expect(words[index]!.startsWith(word)).toBe(true);
        });
      }),
    );
  });
});
