import { describe, expect, it } from 'vitest';
import { rulesI18nKeys } from '../rules/index.ts';
import { locales, t, uiStrings } from './index.ts';

const referenceKeys = Object.keys(uiStrings.en).sort();

describe('UI strings', () => {
  it.each(locales.filter((locale) => locale !== 'en'))('%s has exactly the keys of en', (locale) => {
    const keys = Object.keys(uiStrings[locale]).sort();
    expect(
      keys.filter((key) => !referenceKeys.includes(key)),
      'extra keys',
    ).toEqual([]);
    expect(
      referenceKeys.filter((key) => !keys.includes(key)),
      'missing keys',
    ).toEqual([]);
  });

  it.each(locales)('%s has no empty string', (locale) => {
    const empty = Object.entries(uiStrings[locale]).filter(([, value]) => value.trim() === '');
    expect(empty).toEqual([]);
  });

  it.each(locales)('%s uses the same {{placeholders}} as en in every string', (locale) => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{?(\w+)\}\}?/g)].map((m) => m[1]).sort();
    for (const key of referenceKeys) {
      const en = uiStrings.en[key as keyof typeof uiStrings.en];
      const other = uiStrings[locale][key as keyof typeof uiStrings.en];
      expect(placeholders(other), key).toEqual(placeholders(en));
    }
  });

  it('interpolates values in the requested locale', () => {
    expect(t('ko', 'page.updated', { date: '2026-11-21' })).toBe('2026-11-21 수정');
    expect(t('es', 'collection.pageCount', { count: 3 })).toBe('3 páginas');
  });
});

describe('rules module strings', () => {
  it.each(locales)('%s has a string for every i18n key of src/rules', (locale) => {
    const missing = rulesI18nKeys().filter((key) => !(key in uiStrings[locale]));
    expect(missing).toEqual([]);
  });
});
