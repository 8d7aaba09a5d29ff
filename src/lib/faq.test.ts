import { describe, expect, it } from 'vitest';
import { faqAnchor, faqEntries, faqSectionAnchor, isUnofficial } from './faq.ts';

describe('faqAnchor', () => {
  it.each([
    ['2.14', 'faq-2-14', 'faq-2'],
    ['1.1', 'faq-1-1', 'faq-1'],
  ])('%s -> #%s in section #%s', (n, anchor, section) => {
    expect(faqAnchor(n)).toBe(anchor);
    expect(faqSectionAnchor(n)).toBe(section);
  });

  it.each(['2', '2.x', '2.14.1', ''])('rejects "%s"', (n) => {
    expect(() => faqAnchor(n)).toThrow(/section\.entry/);
  });
});

describe('faqEntries', () => {
  it('reads number, title and flags of each entry in order', () => {
    const mdx = [
      '## 용어 {#faq-1}',
      '<FaqEntry n="1.1" title="캠페인 기록지">',
      'text',
      '</FaqEntry>',
      '<FaqEntry n="2.26" title="Quantum" expansion="scarlet-keys" added>',
      '</FaqEntry>',
    ].join('\n');
    expect(faqEntries(mdx)).toEqual([
      { n: '1.1', title: '캠페인 기록지', added: false, expansion: undefined },
      { n: '2.26', title: 'Quantum', added: true, expansion: 'scarlet-keys' },
    ]);
  });

  it('rejects an entry without a valid number', () => {
    expect(() => faqEntries('<FaqEntry title="x">')).toThrow(/without n/);
    expect(() => faqEntries('<FaqEntry n="7" title="x">')).toThrow(/section\.entry/);
  });
});

describe('isUnofficial', () => {
  it('marks entries about expansions not published in the language', () => {
    expect(isUnofficial({ expansion: 'scarlet-keys' }, 'ko')).toBe(true);
    expect(isUnofficial({ expansion: 'scarlet-keys' }, 'en')).toBe(false);
    expect(isUnofficial({ expansion: undefined }, 'ko')).toBe(false);
  });
});
