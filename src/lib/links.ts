import { locales, type Locale } from '../i18n/locales.ts';

/**
 * Prefixes a site-relative link written without a locale with the reader's locale; leaves external links,
 * fragments and already-localized links alone.
 *
 * @example
 * localizeHref('/cypher/pools-edge-effort/#effort', 'ko') // '/ko/cypher/pools-edge-effort/#effort'
 */
export function localizeHref(href: string, locale: Locale): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const first = href.split(/[/#?]/)[1] ?? '';
  if ((locales as readonly string[]).includes(first)) return href;
  return `/${locale}${href}`;
}
