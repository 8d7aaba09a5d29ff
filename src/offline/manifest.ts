import type { Locale } from '../i18n/locales.ts';

/**
 * What the service worker of one build knows about that build (written by scripts/build-offline.mjs into
 * dist/sw.js, so the worker file changes whenever any file it lists changes, and a browser sees the new build).
 * Every file is named with the SHA-256 of its content (`integrity`): the worker keeps and serves a file only with
 * the content its build had, so one build's pages and search index are never mixed with another's.
 */
export interface OfflineManifest {
  /** Stored when the worker installs: the scripts and stylesheet of every page, and the offline pages. */
  shell: ShellEntry[];
  /** Stored when the reader opens them or saves their language: pages and search files. */
  content: ContentEntry[];
}

/** A Workbox precache entry; `revision` is null for files whose name already carries a hash of their content. */
export interface ShellEntry {
  url: string;
  revision: string | null;
  integrity: string;
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

/** The address of the offline page of a locale, which the worker answers for a page it does not have. */
export function offlinePageOf(locale: Locale): string {
  return `/${locale}/offline/`;
}
