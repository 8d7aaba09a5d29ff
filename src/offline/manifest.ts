import { defaultLocale, isLocale, type Locale } from '../i18n/locales.ts';

/**
 * What the service worker of one build knows about that build (written by scripts/build-offline.mjs into
 * dist/sw-manifest.json). Every file is named with the SHA-256 of its content (`integrity`): the worker keeps and
 * serves a saved file only with the content its build had, so one build's pages and search index are never mixed
 * with another's. The worker downloads it only when the reader saves a language (docs/decisions.md, "Offline").
 */
export interface OfflineManifest {
  /** Stored with the first language saved: the scripts and stylesheet of every page, the offline and 404 pages… */
  shell: ShellEntry[];
  /** Stored when their language is saved (or, once one is, when the reader opens them): pages and search files. */
  content: ContentEntry[];
}

/**
 * What dist/sw.js itself carries (scripts/build-offline.mjs): where its build's manifest is, with the SHA-256 of its
 * content, so that the worker file changes whenever any file of the build does (that is how a browser sees a new
 * build), and the bytes that saving each language downloads (the switch shows them before anything is saved).
 */
export interface OfflineBuild {
  manifest: string;
  integrity: string;
  sizes: Record<Locale, number>;
}

/** A Workbox precache entry; `revision` is null for files whose name already carries a hash of their content. */
export interface ShellEntry {
  url: string;
  revision: string | null;
  integrity: string;
  /** Bytes, as stored. */
  size: number;
}

export interface ContentEntry {
  /** A page's address (`/en/cypher/effort/`) or a search file's (`/pagefind/index/en_1a2b.pf_index`). */
  url: string;
  /** `sha256-…` (Subresource Integrity): checked on every download, and the revision of the stored copy. */
  integrity: string;
  /** Bytes, as stored. */
  size: number;
  /** The languages whose saved pages need this file (all three for the root page and Pagefind's script). */
  locales: Locale[];
  /** A page's title, for the offline page's list of saved pages. */
  title?: string;
}

/** The files that saving a language stores: its pages and its search index, with what every language shares. */
export function packOf(manifest: OfflineManifest, locale: Locale): ContentEntry[] {
  return manifest.content.filter((entry) => entry.locales.includes(locale));
}

/** The bytes that saving a language downloads into an empty browser: the shell and the language's pack. */
export function saveSize(manifest: OfflineManifest, locale: Locale): number {
  const sum = (entries: { size: number }[]) => entries.reduce((total, entry) => total + entry.size, 0);
  return sum(manifest.shell) + sum(packOf(manifest, locale));
}

/** The locale an address is under (`/es/…`); the root and other addresses: the default locale. */
export function localeOf(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : defaultLocale;
}

/** The address of the offline page of a locale, which the worker answers for a page it does not have. */
export function offlinePageOf(locale: Locale): string {
  return `/${locale}/offline/`;
}
