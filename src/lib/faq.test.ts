import { describe, expect, it } from 'vitest';
import { cardMarks, faqAnchor, faqEntries, faqSectionAnchor, isUnofficial } from './faq.ts';

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

describe('cardMarks', () => {
  it('reads each card mark with its code, its text on one line and the entry it is in', () => {
    const mdx = [
      '<FaqEntry n="1.3" title="전용 카드">',
      '<Card code="01001">로랜드 뱅크스</Card>의 덱에는 <Card code="01006">로랜드의',
      '38구경 특제 권총</Card>',
      '</FaqEntry>',
      '<FaqEntry n="2.2" title="x">',
      '<Card>Evidence!</Card>',
      '</FaqEntry>',
      '## Index {#card-index}',
      '<Card code="01022">Evidence!</Card>',
    ].join('\n');
    expect(cardMarks(mdx)).toEqual([
      { code: '01001', text: '로랜드 뱅크스', entry: '1.3' },
      { code: '01006', text: '로랜드의 38구경 특제 권총', entry: '1.3' },
      { code: undefined, text: 'Evidence!', entry: '2.2' },
      { code: '01022', text: 'Evidence!', entry: undefined },
    ]);
  });
});
