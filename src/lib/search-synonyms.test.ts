import { describe, expect, it } from 'vitest';
import { joinSynonyms, readableExcerpt, withoutSearchSynonyms } from './search-synonyms.ts';
import { linkTerms } from './term-links.ts';
import { parse } from 'yaml';
import { readFileSync } from 'node:fs';
import type { GlossaryEntry } from './glossary.ts';

describe('search synonyms', () => {
  it('joins words with a mark prose never uses', () => {
    expect(joinSynonyms(['Effort', 'Esfuerzo'])).toBe('Effort ⸱ Esfuerzo');
  });

  it('keeps an ordinary excerpt and replaces one drawn from the synonyms block by the description', () => {
    expect(readableExcerpt('<mark>분발</mark>을 씁니다', 'desc')).toBe('<mark>분발</mark>을 씁니다');
    expect(readableExcerpt('공격 <mark>피해</mark> acción ⸱ action', 'A <b> & c')).toBe('A &lt;b&gt; &amp; c');
  });

  it('takes the blocks that term-links.ts writes out of a built page, and nothing else', () => {
    const entries = parse(
      readFileSync(new URL('./fixtures/glossary.yaml', import.meta.url), 'utf8'),
    ) as GlossaryEntry[];
    const text = '<p>Effort against Armor.</p>';
    const page = linkTerms(text, { locale: 'en', collection: 'cypher', slug: 'x' }, entries);
    expect(page).toContain('Esfuerzo');
    const stripped = withoutSearchSynonyms(`<main>${page}</main>`);
    expect(stripped).not.toContain('Esfuerzo');
    expect(stripped).toBe(`<main>${page.slice(page.indexOf('<p>'))}</main>`);
  });
});
