import { describe, expect, it } from 'vitest';
import { joinSynonyms, readableExcerpt } from './search-synonyms.ts';

describe('search synonyms', () => {
  it('joins words with a mark prose never uses', () => {
    expect(joinSynonyms(['Effort', 'Esfuerzo'])).toBe('Effort ⸱ Esfuerzo');
  });

  it('keeps an ordinary excerpt and replaces one drawn from the synonyms block by the description', () => {
    expect(readableExcerpt('<mark>분발</mark>을 씁니다', 'desc')).toBe('<mark>분발</mark>을 씁니다');
    expect(readableExcerpt('공격 <mark>피해</mark> acción ⸱ action', 'A <b> & c')).toBe('A &lt;b&gt; &amp; c');
  });
});
