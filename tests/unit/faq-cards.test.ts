import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cardFile, markedCodes, nameFiles, outputFile, source } from '../../scripts/arkham-cards.mjs';
import { locales } from '../../src/i18n/locales.ts';
import { cardMarks } from '../../src/lib/faq.ts';
import { cardIndex, cardSource, cardUrl, markedCard, printedName } from '../../src/lib/faq-cards.ts';
import { read } from './support/content.ts';

// The cards the Arkham Horror FAQ marks (issue 34): every mark names a card of ArkhamDB's data in the page's
// language, the committed names are those the generator writes, and the index lists each card with its entries.

const faq = (locale: (typeof locales)[number]) => read(locale, 'arkham/faq.mdx');

describe('the FAQ card marks', () => {
  it.each(locales)('%s: every card resolves to its ArkhamDB card, by code and by name in the language', (locale) => {
    const marks = cardMarks(faq(locale));
    expect(marks.length).toBeGreaterThanOrEqual(57);
    const unresolved = marks.flatMap((mark) => {
      try {
        markedCard(mark, locale);
        return [];
      } catch (error) {
        return [(error as Error).message];
      }
    });
    expect(unresolved).toEqual([]);
  });

  // Each entry marks the same cards in every language. The one exception: the Korean page's 2.42 notes that early
  // Korean printings of some cards (Alyssa Graham among them) say "보다" where later ones say "확인해 보다".
  it('marks the same cards in each entry in ko, es and en', () => {
    const byEntry = (locale: (typeof locales)[number]) => {
      const entries = new Map<string, string[]>();
      for (const mark of cardMarks(faq(locale))) {
        if (!mark.entry || !mark.code) continue;
        if (locale === 'ko' && mark.entry === '2.42' && mark.code === '02232') continue;
        entries.set(mark.entry, [...(entries.get(mark.entry) ?? []), mark.code]);
      }
      for (const [entry, codes] of entries) entries.set(entry, [...new Set(codes)].sort());
      return Object.fromEntries(entries);
    };
    const english = byEntry('en');
    expect(Object.keys(english).length).toBeGreaterThan(25);
    expect(byEntry('es')).toEqual(english);
    expect(byEntry('ko')).toEqual(english);
  });

  // Issue 44 (EN22): a chip reads its name and then "(card page on ArkhamDB)" to a screen reader, so a possessive
  // after it comes out as "Daisy Walker (card page on ArkhamDB)’s". The English pages say "the ability of …" instead.
  it('en: puts no possessive after a card', () => {
    expect(faq('en').match(/<\/Card>['’]s\b/g) ?? []).toEqual([]);
  });

  it('prints a name with the quotation marks of the page language', () => {
    expect(printedName('"Ashcan" Pete', 'en')).toBe('“Ashcan” Pete');
    expect(printedName('Pete "Cubo de Basura"', 'es')).toBe('Pete «Cubo de Basura»');
    expect(printedName('Guard Dog', 'en')).toBe('Guard Dog');
  });

  it('links a card to its page on ArkhamDB', () => {
    expect(cardUrl('01006')).toBe('https://arkhamdb.com/card/01006');
  });
});

describe('markedCard', () => {
  it('reads a name whatever its quotation marks', () => {
    expect(markedCard({ code: '02005', text: '“Ashcan” Pete' }, 'en').en).toBe('"Ashcan" Pete');
    expect(markedCard({ code: '02005', text: 'Pete «Cubo de Basura»' }, 'es').code).toBe('02005');
  });

  it('names a mark without a code', () => {
    expect(() => markedCard({ code: undefined, text: 'Guard Dog' }, 'en')).toThrow(
      'FAQ card "Guard Dog" (en) has no code',
    );
  });

  it('names a card the data does not hold', () => {
    expect(() => markedCard({ code: '99999', text: 'Guard Dog' }, 'en')).toThrow(
      'FAQ card "Guard Dog" (en): card 99999 is not in src/data/arkham-cards.json',
    );
  });

  it('names a card the page calls by another name', () => {
    expect(() => markedCard({ code: '02175', text: '객실칸' }, 'ko')).toThrow(
      `FAQ card "객실칸" (ko): card 02175 is "기관차" in ArkhamDB's ko card data`,
    );
  });
});

describe('cardIndex', () => {
  it.each(locales)('%s: lists every card of the entries once, with each entry that mentions it', (locale) => {
    const marks = cardMarks(faq(locale)).filter((mark) => mark.entry);
    const index = cardIndex(faq(locale), locale);
    expect(index.map(({ card }) => card.code).sort()).toEqual([...new Set(marks.map((mark) => mark.code))].sort());
    for (const { card, entries } of index) {
      const expected = [...new Set(marks.filter((mark) => mark.code === card.code).map((mark) => mark.entry))];
      expect(entries, card.en).toEqual(expected);
    }
  });

  it('sorts the cards by their names in the page language', () => {
    const names = (locale: (typeof locales)[number]) => cardIndex(faq(locale), locale).map(({ card }) => card[locale]);
    const en = names('en');
    expect(en.indexOf('Agnes Baker')).toBeLessThan(en.indexOf('"Ashcan" Pete'));
    expect(en.indexOf('"Ashcan" Pete')).toBeLessThan(en.indexOf('Guard Dog'));
    expect(en.indexOf('Guard Dog')).toBeLessThan(en.indexOf('Word of Woe'));
    const ko = names('ko');
    expect(ko.indexOf('경비견')).toBeLessThan(ko.indexOf('로랜드 뱅크스'));
    expect(ko.indexOf('로랜드 뱅크스')).toBeLessThan(ko.indexOf('희망이'));
    expect(cardIndex(faq('en'), 'en').find(({ card }) => card.code === '01021')?.entries).toEqual(['2.3']);
  });
});

describe('the committed card names (src/data/arkham-cards.json)', () => {
  it('record the pinned commit, the data set and its licence, as the generator does', () => {
    expect(cardSource).toEqual(source);
    expect(source.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(source.licence).toMatch(/licen[cs]e/i);
  });

  it('hold exactly the cards the FAQ marks', () => {
    const committed = JSON.parse(readFileSync(outputFile, 'utf8')) as { cards: { code: string }[] };
    expect(committed.cards.map((card) => card.code)).toEqual([...new Set(markedCodes())].sort());
  });

  // The names against the data set itself, where a clone of it is at hand (ARKHAMDB_DATA=<clone>): the committed file
  // is exactly what the generator writes from the pinned commit.
  const clone = process.env.ARKHAMDB_DATA;
  it.skipIf(!clone || !existsSync(clone))('are what the generator writes from the pinned commit', () => {
    expect(readFileSync(outputFile, 'utf8')).toBe(cardFile(nameFiles(clone!), markedCodes()));
  });
});
