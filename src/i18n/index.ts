import i18next, { type i18n } from 'i18next';
import en from './en.json';
import es from './es.json';
import ko from './ko.json';
import { defaultLocale, localeInfo, locales, type Locale } from './locales.ts';
import { pluralCategories, type BaseKey } from './plural.ts';

export { locales, defaultLocale, localeInfo, isLocale, type Locale } from './locales.ts';

/**
 * Every UI string key; a counted string is one key for all its plural forms (plural.ts). English is the reference:
 * `ui-strings.test.ts` fails when a locale lacks a key or has an extra one, or lacks a plural form its language uses.
 */
export type UiKey = BaseKey<keyof typeof en>;

/** The strings of each locale as stored, plural forms under their suffixed keys. */
export const uiStrings: Record<Locale, Record<string, string>> = { en, es, ko };

// One i18next instance, initialised synchronously at build time; no i18n runtime ships to the browser.
const instance: i18n = i18next.createInstance();
void instance.init({
  initAsync: false,
  lng: defaultLocale,
  fallbackLng: false,
  supportedLngs: [...locales],
  resources: Object.fromEntries(locales.map((locale) => [locale, { translation: uiStrings[locale] }])),
  // Keys are flat and dotted ("nav.home"): no nesting, no namespaces.
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

/**
 * Looks up a UI string in a locale, with `{{name}}` interpolation; a counted string takes the plural form of
 * `values.count`.
 *
 * @example
 * t('ko', 'page.updated', { date: '2026년 11월 21일' }) // "2026년 11월 21일 수정"
 * t('en', 'collection.pageCount', { count: 1 }) // "1 page"
 */
export function t(locale: Locale, key: UiKey, values?: Record<string, string | number>): string {
  if (values) return instance.t(key, { lng: locale, ...values });
  // A string without values is the same every time; every page asks for the same few hundred (issue 18).
  const known = plainStrings[locale].get(key);
  if (known !== undefined) return known;
  const text = instance.t(key, { lng: locale });
  plainStrings[locale].set(key, text);
  return text;
}
const plainStrings: Record<Locale, Map<string, string>> = { en: new Map(), es: new Map(), ko: new Map() };

/** Returns the `t` of one locale, for components that print many strings. */
export function useTranslations(locale: Locale): (key: UiKey, values?: Record<string, string | number>) => string {
  return (key, values) => t(locale, key, values);
}

/**
 * The stored strings of some keys in a locale, a counted key with each of its plural forms: what a script in the
 * page needs, rendered into it as JSON (no i18n code ships to the browser).
 */
export function scriptStrings(locale: Locale, keys: readonly UiKey[]): Readonly<Record<string, string>> {
  // Every page asks for the same few sets: each is looked up once per build (issue 18).
  const set = `${locale}:${keys.join(',')}`;
  const known = scriptStringSets.get(set);
  if (known) return known;
  const strings = uiStrings[locale];
  const found = Object.fromEntries(
    keys.flatMap((key) =>
      [key, ...pluralCategories.map((category) => `${key}_${category}`)]
        .filter((name) => name in strings)
        .map((name) => [name, strings[name]!]),
    ),
  );
  scriptStringSets.set(set, found);
  return found;
}
const scriptStringSets = new Map<string, Readonly<Record<string, string>>>();

/** A date written in full as the locale writes it ("2026년 11월 22일", "22 de noviembre de 2026"). */
export function formatDate(locale: Locale, date: Date): string {
  dateFormats[locale] ??= new Intl.DateTimeFormat(localeInfo[locale].numberLocale, {
    dateStyle: 'long',
    timeZone: 'UTC',
  });
  return dateFormats[locale].format(date);
}
const dateFormats: Partial<Record<Locale, Intl.DateTimeFormat>> = {};
