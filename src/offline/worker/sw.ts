// The service worker: built by scripts/build-offline.mjs into dist/sw.js, with where its build's manifest is (and
// the manifest's SHA-256) in it. docs/decisions.md ("Offline") explains the design; in short:
// - until the reader saves a language, it keeps what the reader's own visits load, as they load it (a first visit's
//   page and files come from the browser's HTTP cache, not the server), and the offline page of the page's language;
//   online it serves the network's answer, offline what it kept;
// - saving a language downloads the build's manifest, the shell (scripts, stylesheet, offline and 404 pages, icons,
//   web app manifests) and the language's pages and search, each only with the content this build had (Subresource
//   Integrity): a newer build on the server is never stored under this one;
// - a new build waits until the reader accepts it (the pages' "new version" notice), then replaces everything at
//   once: its install stores the saved languages' changed files, its activation deletes every older copy.
import { PrecacheController } from 'workbox-precaching';
import { isLocale, locales, type Locale } from '../../i18n/locales.ts';
import { notFoundPageFor } from '../../lib/not-found-page.ts';
import {
  localeOf,
  offlinePageOf,
  packOf,
  type ContentEntry,
  type OfflineBuild,
  type OfflineManifest,
} from '../manifest.ts';
import { pageTitle } from '../page-title.ts';
import type { OfflineRequest, OfflineStatus, SaveProgress, SaveResult, StoredPage } from '../protocol.ts';

declare const self: ServiceWorkerGlobalScope;
/** Put in by scripts/build-offline.mjs. */
declare const OFFLINE_BUILD: OfflineBuild;

const build = OFFLINE_BUILD;
const cacheNames = {
  shell: 'rules-reference-shell',
  content: 'rules-reference-content',
  /** One entry per saved language (`/en`): the reader's choice, kept from build to build. */
  saved: 'rules-reference-saved',
  /** This build's manifest, once a language is saved. */
  manifest: 'rules-reference-manifest',
  /** What the reader's visits loaded, by address: answered offline, whatever build it came from. */
  visits: 'rules-reference-visits',
};
/** Downloads at a time while saving a language. */
const PARALLEL_DOWNLOADS = 4;
/** The manifest's key in its cache: this build's, by its content. */
const manifestKey = `${build.manifest}?${new URLSearchParams({ integrity: build.integrity })}`;

/** This build's manifest, and the precaching of its shell and its content (pages and search files). */
interface SavedBuild {
  manifest: OfflineManifest;
  shell: PrecacheController;
  /** Never installed as a whole: each file is stored when its language is saved, or when it is first used. */
  content: PrecacheController;
  /** The manifest's entry for an address, whatever its query (Pagefind adds `?ts=` to its entry file). */
  contentEntry(address: string): ContentEntry | undefined;
}

function savedBuildOf(manifest: OfflineManifest): SavedBuild {
  const shell = new PrecacheController({ cacheName: cacheNames.shell });
  shell.addToCacheList(manifest.shell.map(({ url, revision, integrity }) => ({ url, revision, integrity })));
  const content = new PrecacheController({ cacheName: cacheNames.content });
  content.addToCacheList(manifest.content.map(({ url, integrity }) => ({ url, revision: integrity, integrity })));
  const byURL = new Map(manifest.content.map((entry) => [new URL(entry.url, self.location.origin).href, entry]));
  return { manifest, shell, content, contentEntry: (address) => byURL.get(withoutQuery(address)) };
}

let loading: Promise<SavedBuild | undefined> | undefined;

/**
 * This build's manifest, from its cache, or (with `download`) from the server, checked against the SHA-256 this file
 * carries and kept; undefined until a language has been saved with this build. Nothing else needs it.
 */
async function savedBuild(download = false): Promise<SavedBuild | undefined> {
  const found = await (loading ??= readManifest(false));
  if (found || !download) return found;
  loading = readManifest(true);
  return loading.catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
}

async function readManifest(download: boolean): Promise<SavedBuild | undefined> {
  const cache = await caches.open(cacheNames.manifest);
  let response = await cache.match(manifestKey);
  if (!response && download) {
    response = await fetch(build.manifest, { integrity: build.integrity, cache: 'no-cache' });
    if (!response.ok) throw new Error(`${build.manifest}: ${response.status}`);
    await cache.put(manifestKey, response.clone());
  }
  return response && savedBuildOf((await response.json()) as OfflineManifest);
}

const withoutQuery = (address: string) => {
  const url = new URL(address, self.location.origin);
  return url.origin + url.pathname;
};

/** Serves an entry from the content cache, or downloads it if its content is this build's, and keeps it. */
function fromContent(saved: SavedBuild, event: ExtendableEvent, request: Request, entry: ContentEntry) {
  const cacheKey = saved.content.getCacheKeyForURL(entry.url);
  const params = { cacheKey, integrity: entry.integrity };
  return saved.content.strategy.handle({ event, request, url: new URL(request.url), params });
}

/** Keeps what a visit loaded, by its address without the query, if it is a whole answer of this site. */
function keepVisit(event: ExtendableEvent, address: string, response: Response) {
  if (!response.ok || response.type !== 'basic' || response.status !== 200) return;
  const copy = response.clone();
  event.waitUntil(caches.open(cacheNames.visits).then((visits) => visits.put(withoutQuery(address), copy)));
}

async function visited(address: string): Promise<Response | undefined> {
  return (await caches.open(cacheNames.visits)).match(withoutQuery(address));
}

/** The network's answer, kept for offline; offline, what was kept. */
async function networkFirst(event: ExtendableEvent, request: Request): Promise<Response> {
  try {
    const response = await fetch(request);
    keepVisit(event, request.url, response);
    return response;
  } catch (error) {
    const kept = await visited(request.url);
    if (kept) return kept;
    throw error;
  }
}

// What the worker answers: this site's GET requests, but for its own file and its manifest (a plain listener rather
// than Workbox's router: one fewer kilobyte in the file a first visit downloads).
self.addEventListener('fetch', (event) => {
  const { request } = event;
  const { origin, pathname } = new URL(request.url);
  if (origin !== self.location.origin || request.method !== 'GET') return;
  if (request.mode === 'navigate') event.respondWith(page(event, request));
  else if (pathname !== '/sw.js' && pathname !== build.manifest) event.respondWith(file(event, request));
});

/**
 * A page. Once a language is saved: a page of this build from the cache, else from the network and kept (when the
 * server's page is not this build's, a new one is deployed: it is shown as the server sends it, and the worker looks
 * for the new version; its search then comes from the network too, `servedFromNetwork`). Otherwise, and for any
 * other page: the network's answer, kept. Offline, a page not kept gets the offline page of its language, or, where
 * the saved manifest can tell that the address is no page of the site, the 404 page of its language.
 */
async function page(event: FetchEvent, request: Request): Promise<Response> {
  const saved = await savedBuild();
  const entry = saved?.contentEntry(request.url);
  if (saved && entry) {
    try {
      return await fromContent(saved, event, request, entry);
    } catch {
      // Offline, or the server has another build: try the network as it is.
    }
  }
  try {
    const response = await fetch(request);
    if (entry) self.registration.update().catch(() => undefined);
    keepVisit(event, request.url, response);
    return response;
  } catch {
    return (await visited(request.url)) ?? (await offlineAnswer(request.url, saved));
  }
}

/**
 * Any other file of this site. Once a language is saved: the shell from its cache; a search file, for a page of this
 * build, this build's (so that the pages and the index searched always agree), and for a page the server sent from
 * another build, the server's. Otherwise, the network's answer, kept.
 */
async function file(event: FetchEvent, request: Request): Promise<Response> {
  const saved = await savedBuild();
  if (saved) {
    const cacheKey = saved.shell.getCacheKeyForURL(request.url);
    const shellEntry = cacheKey && saved.manifest.shell.find((entry) => entry.url === new URL(request.url).pathname);
    if (cacheKey && shellEntry) {
      const params = { cacheKey, integrity: shellEntry.integrity };
      try {
        return await saved.shell.strategy.handle({ event, request, url: new URL(request.url), params });
      } catch {
        // Not stored, and the server has another build: its own answer, below.
      }
    }
    const entry = saved.contentEntry(request.url);
    if (entry && !(await servedFromNetwork(saved, event.clientId))) {
      try {
        return await fromContent(saved, event, request, entry);
      } catch {
        // Offline and not stored, or another build on the server.
      }
    }
  }
  return networkFirst(event, request);
}

/** Whether a page was not served from this build's cache (so it is the server's build, whatever that is). */
async function servedFromNetwork(saved: SavedBuild, clientId: string): Promise<boolean> {
  const client = clientId ? await self.clients.get(clientId) : undefined;
  if (!client) return false;
  const entry = saved.contentEntry(client.url);
  return !entry || (await saved.content.matchPrecache(entry.url)) === undefined;
}

/** Offline, for a page the worker has not kept: the 404 page where the address is no page of this build, if the
 * saved manifest can tell; else the offline page of the address's language. */
async function offlineAnswer(address: string, saved: SavedBuild | undefined): Promise<Response> {
  const { pathname } = new URL(address);
  if (saved && !isPageOf(saved, pathname)) {
    const missing = await saved.shell.matchPrecache(notFoundPageFor(pathname));
    if (missing) return new Response(missing.body, { status: 404, headers: missing.headers });
  }
  const offline = offlinePageOf(localeOf(pathname));
  return (await saved?.shell.matchPrecache(offline)) ?? (await visited(offline)) ?? Response.error();
}

/** Whether an address is a page of this build: one of its pages (with or without the final slash), or a page of its
 * shell (the offline pages). */
function isPageOf(saved: SavedBuild, pathname: string): boolean {
  const page = pathname.replace(/index\.html$/, '').replace(/([^/])$/, '$1/');
  return (
    saved.contentEntry(new URL(page, self.location.origin).href)?.title !== undefined ||
    saved.manifest.shell.some((entry) => entry.url === page)
  );
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      // The saved languages stay saved in the new build: only files whose content changed are downloaded.
      const locales = await savedLocales();
      if (locales.length === 0) return;
      const saved = (await savedBuild(true))!;
      for (const locale of locales) await download(saved, event, locale);
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // Every copy that is not this build's goes: old scripts, old pages, old search files, old manifests, unknown
      // caches. What visits kept stays: it is answered only offline, and a page needs it whatever its build.
      const saved = await savedBuild();
      if (saved) {
        await saved.shell.activate(event);
        await saved.content.activate(event);
      } else {
        await caches.delete(cacheNames.shell);
        await caches.delete(cacheNames.content);
      }
      const manifests = await caches.open(cacheNames.manifest);
      const current = new URL(manifestKey, self.location.origin).href;
      for (const key of await manifests.keys()) if (key.url !== current) await manifests.delete(key);
      const ours: string[] = Object.values(cacheNames);
      for (const name of await caches.keys()) if (!ours.includes(name)) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  const message = event.data as OfflineRequest | undefined;
  const answer = (value: unknown) => event.ports[0]?.postMessage(value);
  switch (message?.type) {
    case 'SKIP_WAITING':
      event.waitUntil(self.skipWaiting());
      break;
    case 'STATUS':
      if (isLocale(message.locale)) event.waitUntil(status(message.locale).then(answer));
      break;
    case 'SAVE':
      if (isLocale(message.locale)) event.waitUntil(save(event, message.locale).then(answer));
      break;
    case 'REMOVE':
      if (isLocale(message.locale)) event.waitUntil(remove(message.locale).then(answer));
      break;
    case 'KEEP_PAGE':
      event.waitUntil(keepPage(event, String(message.url), message.loaded.map(String)).then(answer));
      break;
    case 'PAGES':
      event.waitUntil(storedPages().then(answer));
      break;
  }
});

const savedMarker = (locale: Locale) => `/${locale}`;

async function savedLocales(): Promise<Locale[]> {
  const saved = await caches.open(cacheNames.saved);
  const keys = await saved.keys();
  return keys.map((request) => new URL(request.url).pathname.slice(1)).filter(isLocale);
}

/** Languages being saved, and whether the reader has asked to stop. */
const saving = new Map<Locale, { stop: boolean; done: Promise<unknown> }>();

async function status(locale: Locale): Promise<OfflineStatus> {
  return { saved: (await savedLocales()).includes(locale), saving: saving.has(locale), size: build.sizes[locale] };
}

async function save(event: ExtendableEvent, locale: Locale): Promise<SaveResult> {
  const running = saving.get(locale);
  if (running) {
    await running.done.catch(() => undefined);
    return { saved: (await savedLocales()).includes(locale) };
  }
  const job = { stop: false, done: Promise.resolve() as Promise<unknown> };
  job.done = savedBuild(true).then((saved) => download(saved!, event, locale, job));
  saving.set(locale, job);
  try {
    await job.done;
    await (await caches.open(cacheNames.saved)).put(savedMarker(locale), new Response(''));
    return { saved: true };
  } catch {
    return { saved: false };
  } finally {
    saving.delete(locale);
  }
}

/**
 * Stores every file of the shell and of a language's pages and search that is not stored yet, a few at a time. With
 * `job`, tells the open pages how far it is (in bytes of `build.sizes`), and stops when the reader asks. Fails if any
 * file fails: offline, or its content is not this build's.
 */
async function download(saved: SavedBuild, event: ExtendableEvent, locale: Locale, job?: { stop: boolean }) {
  const files = [
    ...saved.manifest.shell.map((entry) => ({ entry, precache: saved.shell })),
    ...packOf(saved.manifest, locale).map((entry) => ({ entry, precache: saved.content })),
  ];
  const size = build.sizes[locale];
  let done = 0;
  let next = 0;
  const worker = async () => {
    for (let file = files[next++]; file; file = files[next++]) {
      if (job?.stop) throw new Error('Saving stopped');
      const { entry, precache } = file;
      const request = new Request(entry.url, { integrity: entry.integrity, credentials: 'same-origin' });
      const params = { cacheKey: precache.getCacheKeyForURL(entry.url), integrity: entry.integrity };
      await precache.strategy.handle({ event, request, url: new URL(request.url), params });
      done += entry.size;
      if (job) await tellPages({ type: 'SAVE_PROGRESS', locale, done, size });
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_DOWNLOADS }, worker));
}

async function tellPages(progress: SaveProgress): Promise<void> {
  for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage(progress);
}

/**
 * Forgets a saved language: its pages and search files (those another saved language shares stay). The shell stays
 * with the manifest, which still tells a missing page from one that is not saved.
 */
async function remove(locale: Locale): Promise<OfflineStatus> {
  const running = saving.get(locale);
  if (running) {
    running.stop = true;
    await running.done.catch(() => undefined);
  }
  await (await caches.open(cacheNames.saved)).delete(savedMarker(locale));
  const saved = await savedBuild();
  if (saved) {
    const stillSaved = await savedLocales();
    const cache = await caches.open(cacheNames.content);
    for (const entry of packOf(saved.manifest, locale)) {
      const cacheKey = saved.content.getCacheKeyForURL(entry.url);
      if (cacheKey && !entry.locales.some((other) => stillSaved.includes(other))) await cache.delete(cacheKey);
    }
  }
  return status(locale);
}

/**
 * Keeps the page being read and what it loaded, which came before the worker was there to keep them: from the
 * browser's HTTP cache, as they were loaded (the server sends nothing again), or, for a page of this build once a
 * language is saved, checked against the manifest. With them, the offline page of its language, which answers,
 * offline, for a page the worker has not kept.
 */
async function keepPage(event: ExtendableEvent, address: string, loaded: string[]): Promise<boolean> {
  const saved = await savedBuild();
  const entry = saved?.contentEntry(address);
  const fromHttpCache = async (url: string) => {
    if (new URL(url, self.location.origin).origin !== self.location.origin) return;
    if (saved?.shell.getCacheKeyForURL(url)) return;
    const response = await fetch(url, { cache: 'force-cache', credentials: 'same-origin' });
    keepVisit(event, url, response);
  };
  const offline = offlinePageOf(localeOf(new URL(address).pathname));
  const keepOffline = async () => {
    if (saved || (await visited(offline))) return;
    keepVisit(event, offline, await fetch(offline, { credentials: 'same-origin' }));
  };
  try {
    await Promise.all([
      saved && entry?.title
        ? fromContent(saved, event, new Request(entry.url, { credentials: 'same-origin' }), entry)
        : fromHttpCache(address),
      ...loaded.map(fromHttpCache),
      keepOffline(),
    ]);
    return true;
  } catch {
    return false;
  }
}

/** The pages this browser can show offline: those saved or kept from this build, then those kept from visits. */
async function storedPages(): Promise<StoredPage[]> {
  const pages = new Map<string, StoredPage>();
  const saved = await savedBuild();
  if (saved) {
    const stored = new Set((await (await caches.open(cacheNames.content)).keys()).map((request) => request.url));
    for (const { url, title, locales } of saved.manifest.content)
      if (title !== undefined && stored.has(saved.content.getCacheKeyForURL(url) ?? ''))
        pages.set(url, { url, title, locales });
  }
  const visits = await caches.open(cacheNames.visits);
  for (const request of await visits.keys()) {
    const { pathname } = new URL(request.url);
    if (pages.has(pathname) || !pathname.endsWith('/') || /^\/[^/]+\/offline\/$/.test(pathname)) continue;
    const response = await visits.match(request);
    if (!response?.headers.get('Content-Type')?.startsWith('text/html')) continue;
    const title = pageTitle(await response.text());
    const locale = pathname.split('/')[1];
    if (title !== undefined)
      pages.set(pathname, { url: pathname, title, locales: isLocale(locale) ? [locale] : [...locales] });
  }
  return [...pages.values()];
}
