import type { Locale } from '../i18n/locales.ts';

/**
 * The messages between the pages and the service worker (src/offline/worker/sw.ts). A page sends a request with a
 * MessageChannel port (workbox-window's `messageSW`) and gets the answer on it; saving's progress goes to every
 * open page of the site.
 */
export type OfflineRequest =
  /** Whether a language is saved, and the bytes its pages and search take. */
  | { type: 'STATUS'; locale: Locale }
  /** Stores every page and the search index of a language; answers when done. */
  | { type: 'SAVE'; locale: Locale }
  /** Deletes a saved language (and stops its saving). */
  | { type: 'REMOVE'; locale: Locale }
  /** Keeps the page being read and the files it loaded (its own address among them), all before the worker was there. */
  | { type: 'KEEP_PAGE'; url: string; loaded: string[] }
  /** The pages stored on this device: saved, or kept from the reader's visits. */
  | { type: 'PAGES' }
  /** Activates a waiting new version (workbox-window's `messageSkipWaiting` sends it). */
  | { type: 'SKIP_WAITING' };

export interface OfflineStatus {
  saved: boolean;
  /** Whether saving is under way (in this page or another). */
  saving: boolean;
  /** Bytes that saving the language downloads: its pages and search files, and the shell every language shares. */
  size: number;
}

export interface SaveResult {
  saved: boolean;
}

export interface StoredPage {
  url: string;
  title: string;
  locales: Locale[];
}

/** Sent to every page while a language is being saved. */
export interface SaveProgress {
  type: 'SAVE_PROGRESS';
  locale: Locale;
  /** Bytes stored so far, of `size`. */
  done: number;
  size: number;
}

/** Sends a request to the active service worker and resolves with its answer (src/offline/offline.ts). */
export type Ask = <Answer>(request: OfflineRequest) => Promise<Answer>;
