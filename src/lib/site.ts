import { getCollection, type CollectionEntry } from 'astro:content';
import { locales, type Locale } from '../i18n/locales.ts';
import { groupPages, type PageGroup } from './pages.ts';

export type PageEntry = CollectionEntry<'pages'>;
export type Page = PageGroup<PageEntry>;

let pages: Promise<Page[]> | undefined;

/** Every page of the site grouped by relative path, loaded once per build. */
export function allPages(): Promise<Page[]> {
  pages ??= getCollection('pages').then(groupPages);
  return pages;
}

/**
 * The version a locale shows: its own, or else the one a missing locale points to (the original first, then
 * the locales in site order).
 */
export function versionFor(page: Page, locale: Locale): { entry: PageEntry; locale: Locale } {
  const versions = Object.values(page.versions);
  const originalLocale = versions.find((entry) => entry.data.original)?.data.original?.locale;
  for (const candidate of [locale, originalLocale, ...locales]) {
    const entry = candidate && page.versions[candidate];
    if (candidate && entry) return { entry, locale: candidate };
  }
  throw new Error(`Page ${page.collection}/${page.slug} has no version`);
}
