// The service worker: built by scripts/build-offline.mjs into dist/sw.js, with this build's manifest in it. README,
// "Decisions" ("Offline") explains the design; in short:
// - the shell (scripts, stylesheet, offline pages, icons and web app manifests) is precached when the worker installs;
// - a page or search file is kept when the reader opens it, or when they save its language, and only with the
//   content this build had (Subresource Integrity): a newer build on the server is never stored under this one;
// - a new build waits until the reader accepts it (the pages' "new version" notice), then replaces everything at
//   once: its install stores the saved languages' changed files, its activation deletes every older copy.
import { PrecacheController, PrecacheRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { defaultLocale, isLocale, type Locale } from '../../i18n/locales.ts';
import { offlinePageOf, packOf, type ContentEntry, type OfflineManifest } from '../manifest.ts';
import type { OfflineRequest, OfflineStatus, SaveProgress, SaveResult, StoredPage } from '../protocol.ts';

declare const self: ServiceWorkerGlobalScope;
/** Put in by scripts/build-offline.mjs. */
declare const OFFLINE_MANIFEST: OfflineManifest;

const manifest = OFFLINE_MANIFEST;
const cacheNames = {
  shell: 'rules-reference-shell',
  content: 'rules-reference-content',
  /** One entry per saved language (`/en`): the reader's choice, kept from build to build. */
  saved: 'rules-reference-saved',
};
/** Downloads at a time while saving a language. */
const PARALLEL_DOWNLOADS = 4;

const shell = new PrecacheController({ cacheName: cacheNames.shell });
shell.addToCacheList(manifest.shell);
// Never installed as a whole: each file is stored when it is first used (Workbox's precache strategy fetches a
// missing file with its integrity and keeps it only if the content matches) or when its language is saved.
const content = new PrecacheController({ cacheName: cacheNames.content });
content.addToCacheList(manifest.content.map(({ url, integrity }) => ({ url, revision: integrity, integrity })));
const contentByURL = new Map(manifest.content.map((entry) => [new URL(entry.url, self.location.origin).href, entry]));

/** The manifest's entry for an address, whatever its query (Pagefind adds `?ts=` to its entry file) or fragment. */
function contentEntry(address: string): ContentEntry | undefined {
  const url = new URL(address);
  return contentByURL.get(url.origin + url.pathname);
}

/** Serves an entry from the content cache, or downloads it if its content is this build's, and keeps it. */
function fromContent(event: ExtendableEvent, request: Request, entry: ContentEntry): Promise<Response> {
  const cacheKey = content.getCacheKeyForURL(entry.url);
  const params = { cacheKey, integrity: entry.integrity };
  return content.strategy.handle({ event, request, url: new URL(request.url), params });
}

registerRoute(new PrecacheRoute(shell));

// Pages. A page of this build: from the cache, else from the network and kept. When the server's page is not this
// build's (a new one is deployed), it is shown as the server sends it, not kept, and the worker looks for the new
// version; its search then comes from the network too (`servedFromNetwork`). Offline, a page that is not kept
// gets the offline page of its language.
registerRoute(
  ({ request }) => request.mode === 'navigate',
  async ({ event, request }) => {
    const entry = contentEntry(request.url);
    if (entry) {
      try {
        return await fromContent(event, request, entry);
      } catch {
        // Offline, or the server has another build: try the network as it is.
      }
    }
    try {
      const response = await fetch(request);
      if (entry) self.registration.update().catch(() => undefined);
      return response;
    } catch {
      return offlinePage(request.url);
    }
  },
);

// Search files (Pagefind): for a page of this build, this build's files, so that the pages and the index searched
// always agree; for a page the server sent from another build, the server's.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/pagefind/'),
  async ({ event, request }) => {
    const entry = contentEntry(request.url);
    if (!entry || (await servedFromNetwork((event as FetchEvent).clientId))) return fetch(request);
    return fromContent(event, request, entry);
  },
);

/** Whether a page was not served from this build's cache (so it is the server's build, whatever that is). */
async function servedFromNetwork(clientId: string): Promise<boolean> {
  const client = clientId ? await self.clients.get(clientId) : undefined;
  if (!client) return false;
  const entry = contentEntry(client.url);
  return !entry || (await content.matchPrecache(entry.url)) === undefined;
}

async function offlinePage(address: string): Promise<Response> {
  const first = new URL(address).pathname.split('/')[1];
  const locale: Locale = isLocale(first) ? first : defaultLocale;
  return (await shell.matchPrecache(offlinePageOf(locale))) ?? Response.error();
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      await shell.install(event);
      // The saved languages stay saved in the new build: only files whose content changed are downloaded.
      for (const locale of await savedLocales()) await download(event, locale);
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // Every copy that is not this build's goes: old scripts, old pages, old search files, unknown caches.
      await shell.activate(event);
      await content.activate(event);
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
      event.waitUntil(keepPage(event, String(message.url)).then(answer));
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
  const size = packOf(manifest, locale).reduce((sum, entry) => sum + entry.size, 0);
  return { saved: (await savedLocales()).includes(locale), saving: saving.has(locale), size };
}

async function save(event: ExtendableEvent, locale: Locale): Promise<SaveResult> {
  const running = saving.get(locale);
  if (running) {
    await running.done.catch(() => undefined);
    return { saved: (await savedLocales()).includes(locale) };
  }
  const job = { stop: false, done: Promise.resolve() as Promise<unknown> };
  job.done = download(event, locale, job);
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
 * Stores every file of a language's pages and search that is not stored yet, a few at a time. With `job`, tells the
 * open pages how far it is, and stops when the reader asks. Fails if any file fails: offline, or its content is
 * not this build's.
 */
async function download(event: ExtendableEvent, locale: Locale, job?: { stop: boolean }): Promise<void> {
  const entries = packOf(manifest, locale);
  const size = entries.reduce((sum, entry) => sum + entry.size, 0);
  let done = 0;
  let next = 0;
  const worker = async () => {
    for (let entry = entries[next++]; entry; entry = entries[next++]) {
      if (job?.stop) throw new Error('Saving stopped');
      const request = new Request(entry.url, { integrity: entry.integrity, credentials: 'same-origin' });
      await fromContent(event, request, entry);
      done += entry.size;
      if (job) await tellPages({ type: 'SAVE_PROGRESS', locale, done, size });
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_DOWNLOADS }, worker));
}

async function tellPages(progress: SaveProgress): Promise<void> {
  for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage(progress);
}

/** Forgets a saved language: its pages and search files (those another saved language shares stay). */
async function remove(locale: Locale): Promise<OfflineStatus> {
  const running = saving.get(locale);
  if (running) {
    running.stop = true;
    await running.done.catch(() => undefined);
  }
  await (await caches.open(cacheNames.saved)).delete(savedMarker(locale));
  const stillSaved = await savedLocales();
  const cache = await caches.open(cacheNames.content);
  for (const entry of packOf(manifest, locale)) {
    const cacheKey = content.getCacheKeyForURL(entry.url);
    if (cacheKey && !entry.locales.some((other) => stillSaved.includes(other))) await cache.delete(cacheKey);
  }
  return status(locale);
}

/** Keeps the page being read, if it is this build's: it loaded before the worker was there to keep it. */
async function keepPage(event: ExtendableEvent, address: string): Promise<boolean> {
  const entry = contentEntry(new URL(address, self.location.origin).href);
  if (!entry?.title) return false;
  try {
    await fromContent(event, new Request(entry.url, { credentials: 'same-origin' }), entry);
    return true;
  } catch {
    return false;
  }
}

async function storedPages(): Promise<StoredPage[]> {
  const cache = await caches.open(cacheNames.content);
  const stored = new Set((await cache.keys()).map((request) => request.url));
  return manifest.content
    .filter((entry) => entry.title !== undefined && stored.has(content.getCacheKeyForURL(entry.url) ?? ''))
    .map(({ url, title = '', locales }) => ({ url, title, locales }));
}
