import { isLocale, type Locale } from '../i18n/locales.ts';

/** Narrows `Astro.currentLocale` for components that only render under a locale route. */
export function currentLocale(value: string | undefined): Locale {
  if (!isLocale(value)) throw new Error(`Rendered outside a locale route (currentLocale: ${value ?? 'none'})`);
  return value;
}
