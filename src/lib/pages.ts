import { locales, type Locale } from '../i18n/locales.ts';
import { collections, type CollectionId } from './collections.ts';

/** What the page index needs of a content entry (an Astro `CollectionEntry<'pages'>` fits). */
export interface PageEntryLike {
  id: string;
  data: {
    title: string;
    collection: CollectionId;
    order: number;
    updated: Date;
    original?: { locale: Locale; updated: Date } | undefined;
  };
}

/** A page's address without its locale: the translation key shared by all locales. */
export interface PageKey {
  collection: CollectionId;
  slug: string;
}

/** One page in every locale: the versions that exist, keyed by locale. */
export interface PageGroup<E extends PageEntryLike> extends PageKey {
  versions: Partial<Record<Locale, E>>;
  order: number;
}

/** Splits an entry id `ko/cypher/pools-edge-effort` into its locale and page key. */
export function parseEntryId(id: string): PageKey & { locale: Locale } {
  const [locale, collection, ...rest] = id.split('/');
  const slug = rest.join('/');
  if (!(locales as readonly string[]).includes(locale ?? '') || !slug) {
    throw new Error(`Content file "${id}" is not at content/<locale>/<collection>/<slug>.mdx`);
  }
  if (!(collections as readonly string[]).includes(collection ?? '')) {
    throw new Error(`Content file "${id}": unknown collection "${collection}" (known: ${collections.join(', ')})`);
  }
  return { locale: locale as Locale, collection: collection as CollectionId, slug };
}

/**
 * Groups entries into pages, one group per relative path, checking that each entry's `collection` field matches
 * its folder and that all versions of a page share one `order`. Groups come sorted by collection, then order.
 */
export function groupPages<E extends PageEntryLike>(entries: readonly E[]): PageGroup<E>[] {
  const groups = new Map<string, PageGroup<E>>();
  for (const entry of entries) {
    const { locale, collection, slug } = parseEntryId(entry.id);
    if (entry.data.collection !== collection) {
      throw new Error(`${entry.id}: frontmatter collection "${entry.data.collection}" does not match its folder`);
    }
    const key = `${collection}/${slug}`;
    const group = groups.get(key) ?? { collection, slug, versions: {}, order: entry.data.order };
    if (group.order !== entry.data.order) {
      throw new Error(`${entry.id}: order ${entry.data.order} differs from the other locales (${group.order})`);
    }
    group.versions[locale] = entry;
    groups.set(key, group);
  }
  return [...groups.values()].sort(
    (a, b) =>
      collections.indexOf(a.collection) - collections.indexOf(b.collection) ||
      a.order - b.order ||
      a.slug.localeCompare(b.slug),
  );
}

/** The path of a page in a locale, with the trailing slash every URL of the site has. */
export function pagePath(locale: Locale, key: PageKey): string {
  return `/${locale}/${key.collection}/${key.slug}/`;
}

/** The pages of one collection, in reading order. */
export function collectionPages<E extends PageEntryLike>(groups: readonly PageGroup<E>[], collection: CollectionId) {
  return groups.filter((group) => group.collection === collection);
}

/** The previous and next page of the same collection, for the pager at the foot of a page. */
export function neighbours<E extends PageEntryLike>(groups: readonly PageGroup<E>[], key: PageKey) {
  const siblings = collectionPages(groups, key.collection);
  const index = siblings.findIndex((group) => group.slug === key.slug);
  return { previous: siblings[index - 1], next: siblings[index + 1] };
}

/**
 * When a translation follows an older update of its original than the original's current one, returns the
 * original's locale and date so the page can say so; otherwise undefined.
 */
export function outdatedOriginal<E extends PageEntryLike>(group: PageGroup<E>, locale: Locale) {
  const translation = group.versions[locale];
  const followed = translation?.data.original;
  if (!followed) return undefined;
  const original = group.versions[followed.locale];
  if (!original || original.data.updated.getTime() <= followed.updated.getTime()) return undefined;
  return { locale: followed.locale, updated: original.data.updated };
}
