import { describe, expect, it } from 'vitest';
import { rulesI18nKeys } from '../rules/index.ts';
import { fillString } from '../components/tables/fill.ts';
import { locales, t, uiStrings, type Locale } from './index.ts';
import { pluralCategories } from './plural.ts';

const pluralSuffix = new RegExp(`_(${pluralCategories.join('|')})$`);
/** A locale's keys, a counted string once under its base key. */
const baseKeys = (locale: Locale) =>
  [...new Set(Object.keys(uiStrings[locale]).map((key) => key.replace(pluralSuffix, '')))].sort();
/** The counted strings: keys stored with plural forms in English, the reference. */
const countedKeys = [
  ...new Set(
    Object.keys(uiStrings.en)
      .filter((key) => pluralSuffix.test(key))
      .map((key) => key.replace(pluralSuffix, '')),
  ),
];
/** The plural categories a language uses for whole numbers (Intl.PluralRules). */
const categoriesOf = (locale: Locale) => new Intl.PluralRules(locale).resolvedOptions().pluralCategories.sort();
const referenceKeys = baseKeys('en');

describe('UI strings', () => {
  it.each(locales.filter((locale) => locale !== 'en'))('%s has exactly the keys of en', (locale) => {
    const keys = baseKeys(locale);
    expect(
      keys.filter((key) => !referenceKeys.includes(key)),
      'extra keys',
    ).toEqual([]);
    expect(
      referenceKeys.filter((key) => !keys.includes(key)),
      'missing keys',
    ).toEqual([]);
  });

  it.each(locales)('%s gives every counted string exactly the plural forms its language uses', (locale) => {
    expect(countedKeys.length).toBeGreaterThan(5);
    for (const key of countedKeys) {
      const forms = Object.keys(uiStrings[locale])
        .filter((name) => name.replace(pluralSuffix, '') === key && pluralSuffix.test(name))
        .map((name) => name.replace(`${key}_`, ''))
        .sort();
      expect(forms, key).toEqual(categoriesOf(locale));
      expect(key in uiStrings[locale], `${key} also unsuffixed`).toBe(false);
    }
  });

  it.each(locales)('%s has no empty string', (locale) => {
    const empty = Object.entries(uiStrings[locale]).filter(([, value]) => value.trim() === '');
    expect(empty).toEqual([]);
  });

  it.each(locales)('%s uses the same {{placeholders}} as en in every string', (locale) => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{?(\w+)\}\}?/g)].map((m) => m[1]).sort();
    const stored = (strings: Record<string, string>, key: string) => strings[key] ?? strings[`${key}_other`] ?? '';
    for (const key of referenceKeys) {
      expect(placeholders(stored(uiStrings[locale], key)), key).toEqual(placeholders(stored(uiStrings.en, key)));
    }
  });

  it('interpolates values in the requested locale', () => {
    expect(t('ko', 'page.updated', { date: '2026-11-21' })).toBe('2026-11-21 수정');
    expect(t('es', 'collection.pageCount', { count: 3 })).toBe('3 páginas');
  });
});

// Every counted string rendered with 0, 1, 2 and 5 in each locale: at build time through i18next ({{count}}), in the
// browser through fillString and Intl.PluralRules ({count}).
describe('counted strings', () => {
  const render = (locale: Locale, key: string, count: number) =>
    uiStrings.en[`${key}_other`]!.includes('{{count}}')
      ? t(locale, key as Parameters<typeof t>[1], { count })
      : fillString(
          uiStrings[locale],
          key,
          { count, query: 'q', shown: 1, n: 2, rest: 'r', side: 's', points: 'p', d6: 3, bonus: 1 },
          locale,
          String,
        );

  it.each([
    ['en', 'collection.pageCount', ['0 pages', '1 page', '2 pages', '5 pages']],
    ['es', 'collection.pageCount', ['0 páginas', '1 página', '2 páginas', '5 páginas']],
    ['ko', 'collection.pageCount', ['페이지 0개', '페이지 1개', '페이지 2개', '페이지 5개']],
    [
      'en',
      'faq.hiddenCount',
      [
        '0 unofficial entries are hidden.',
        '1 unofficial entry is hidden.',
        '2 unofficial entries are hidden.',
        '5 unofficial entries are hidden.',
      ],
    ],
    [
      'es',
      'faq.hiddenCount',
      [
        'Hay 0 entradas no oficiales ocultas.',
        'Hay 1 entrada no oficial oculta.',
        'Hay 2 entradas no oficiales ocultas.',
        'Hay 5 entradas no oficiales ocultas.',
      ],
    ],
    // Issue 36: the search counts pages, each listed with its best sections, and says so.
    [
      'en',
      'search.count',
      ['0 pages found for “q”', '1 page found for “q”', '2 pages found for “q”', '5 pages found for “q”'],
    ],
    [
      'es',
      'search.count',
      [
        '0 páginas encontradas para «q»',
        '1 página encontrada para «q»',
        '2 páginas encontradas para «q»',
        '5 páginas encontradas para «q»',
      ],
    ],
    [
      'ko',
      'search.count',
      [
        '“q” 검색 결과: 페이지 0개',
        '“q” 검색 결과: 페이지 1개',
        '“q” 검색 결과: 페이지 2개',
        '“q” 검색 결과: 페이지 5개',
      ],
    ],
    [
      'en',
      'search.shown',
      ['Showing 1 of 0 pages.', 'Showing 1 of 1 page.', 'Showing 1 of 2 pages.', 'Showing 1 of 5 pages.'],
    ],
    [
      'es',
      'search.shown',
      [
        'Se muestran 1 de 0 páginas.',
        'Se muestra 1 de 1 página.',
        'Se muestran 1 de 2 páginas.',
        'Se muestran 1 de 5 páginas.',
      ],
    ],
    ['en', 'tables.weapons.ease', ['Eased by 0 steps', 'Eased by 1 step', 'Eased by 2 steps', 'Eased by 5 steps']],
    [
      'es',
      'diceRoller.note.capAssets',
      [
        'Solo cuentan dos grados de recursos: 0 más no cuentan.',
        'Solo cuentan dos grados de recursos: 1 más no cuenta.',
        'Solo cuentan dos grados de recursos: 2 más no cuentan.',
        'Solo cuentan dos grados de recursos: 5 más no cuentan.',
      ],
    ],
  ] as const)('%s %s reads %j for 0, 1, 2 and 5', (locale, key, expected) => {
    expect([0, 1, 2, 5].map((count) => render(locale, key, count))).toEqual(expected);
  });

  it.each(locales)('%s renders every counted string with 0, 1, 2 and 5 in the form its plural rules pick', (locale) => {
    const rules = new Intl.PluralRules(locale);
    for (const key of countedKeys) {
      for (const count of [0, 1, 2, 5]) {
        const form = uiStrings[locale][`${key}_${rules.select(count)}`]!;
        const rendered = render(locale, key, count);
        expect(rendered, `${key} ${count}`).toContain(String(count));
        expect(rendered, `${key} ${count}`).not.toMatch(/\{/);
        // The rendered text is that form's, with its values in.
        const words = form.split(/\{\{?\w+\}\}?/).filter((part) => part.trim() !== '');
        for (const word of words) expect(rendered, `${key} ${count}`).toContain(word);
      }
    }
  });
});

describe('rules module strings', () => {
  it.each(locales)('%s has a string for every i18n key of src/rules', (locale) => {
    const missing = rulesI18nKeys().filter((key) => !(key in uiStrings[locale]));
    expect(missing).toEqual([]);
  });
});
