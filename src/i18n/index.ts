import i18next, { type i18n } from 'i18next';
import en from './en.json';
import es from './es.json';
import ko from './ko.json';
import { defaultLocale, locales, type Locale } from './locales.ts';

export { locales, defaultLocale, localeInfo, isLocale, type Locale } from './locales.ts';

/** Every UI string key. English is the reference: `ui-strings.test.ts` fails when a locale lacks a key or has an extra one. */
export type UiKey = keyof typeof en;

export const uiStrings: Record<Locale, Record<UiKey, string>> = { en, es, ko };

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
 * Looks up a UI string in a locale, with `{{name}}` interpolation.
 *
 * @example
 * t('ko', 'page.updated', { date: '2026년 11월 21일' }) // "2026년 11월 21일 수정"
 */
export function t(locale: Locale, key: UiKey, values?: Record<string, string | number>): string {
  return instance.t(key, { lng: locale, ...values });
}

/** Returns the `t` of one locale, for components that print many strings. */
export function useTranslations(locale: Locale): (key: UiKey, values?: Record<string, string | number>) => string {
  return (key, values) => t(locale, key, values);
}
