/** The site's locales, in the order the language switcher lists them. */
export const locales = ['ko', 'es', 'en'] as const;
export type Locale = (typeof locales)[number];

/** The locale of `x-default` and of the root page's no-JavaScript fallback order. */
export const defaultLocale: Locale = 'en';

/** What the UI needs to know about each locale beyond its strings. */
export const localeInfo = {
  ko: { nativeName: '한국어', ogLocale: 'ko_KR', numberLocale: 'ko-KR' },
  es: { nativeName: 'Español', ogLocale: 'es_ES', numberLocale: 'es-ES' },
  en: { nativeName: 'English', ogLocale: 'en_US', numberLocale: 'en-US' },
} as const satisfies Record<Locale, { nativeName: string; ogLocale: string; numberLocale: string }>;

export function isLocale(value: string | undefined): value is Locale {
  return (locales as readonly string[]).includes(value ?? '');
}
