import { isLocale } from '../i18n/locales.ts';

/** Where a locale's 404 page is in the built site, as static hosts look for it (docs/deploy.md). */
export const notFoundPageOf = (locale: string) => `/${locale}/404.html`;

/**
 * The 404 page for an address that is no page of the site: its locale's, or the three-language one outside a locale,
 * as the hosts answer (scripts/serve.mjs does the same) and the offline service worker too.
 */
export function notFoundPageFor(pathname: string): string {
  const first = pathname.split('/')[1];
  return isLocale(first) ? notFoundPageOf(first) : '/404.html';
}
