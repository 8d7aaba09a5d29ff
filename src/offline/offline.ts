// Loaded on every page once it is idle (src/components/when-idle.ts): registers the service worker
// (src/offline/worker/sw.ts) and offers a new version when one is ready (UpdateNotice.astro); then runs the
// footer's "Available offline" switch, or the offline page's list, if the page has them. Nothing here is needed to
// read a page. It imports nothing that another module shares (so it is one file, with Workbox's window library in
// it) and nothing lazily: the page's start-up script then only names it, with no list of files to preload
// (docs/budgets.md: every byte of that script counts on every page).
import { Workbox, messageSW } from 'workbox-window';
import { connectSwitch, sayUnavailable } from './offline-switch.ts';
import type { Ask, OfflineRequest } from './protocol.ts';
import { listStoredPages } from './stored-pages.ts';
import { hasNewVersion } from './new-version.ts';

/** Asks the active worker (the one serving this page, or the one just installed on a first visit). */
const ask: Ask = async <Answer>(request: OfflineRequest) => {
  const registration = await navigator.serviceWorker.ready;
  return (await messageSW(registration.active!, request)) as Answer;
};

async function start() {
  const offlineSwitch = document.querySelector<HTMLElement>('[data-offline]');
  if (!('serviceWorker' in navigator)) return offlineSwitch && sayUnavailable(offlineSwitch);
  const workbox = new Workbox('/sw.js');
  workbox.addEventListener('waiting', () => void offerUpdate(workbox));
  // When a new version takes over (the reader accepted it here or in another tab), this page is the old one.
  let controlled = navigator.serviceWorker.controller !== null;
  const servedByWorker = controlled;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (controlled) location.reload();
    controlled = true;
  });
  try {
    await workbox.register();
  } catch {
    return offlineSwitch && sayUnavailable(offlineSwitch);
  }
  // A first visit: the page and its files came before the worker, which keeps them now, from the browser's cache.
  if (!servedByWorker) {
    const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
    void ask({ type: 'KEEP_PAGE', url: location.href, loaded });
  }
  const offlinePage = document.querySelector<HTMLElement>('[data-offline-page]');
  if (offlinePage) await listStoredPages(offlinePage, ask);
  if (offlineSwitch) await connectSwitch(offlineSwitch, ask);
}

async function offerUpdate(workbox: Workbox) {
  // Workbox says "waiting" also of a first visit's worker on its way to activating: that is no new version.
  if (!hasNewVersion(await navigator.serviceWorker.getRegistration())) return;
  const notice = document.querySelector('[data-update-notice] > [hidden]');
  if (!(notice instanceof HTMLElement)) return;
  notice.hidden = false;
  notice.querySelector('[data-update-reload]')?.addEventListener('click', () => {
    workbox.messageSkipWaiting();
    // Asked again until the new version takes over (the page then reloads): once, in CI under load, the first request
    // was not acted on, and the page stayed on the old version (tests/e2e/offline.e2e.ts). Once it is no longer
    // waiting, asking does nothing.
    setInterval(() => workbox.messageSkipWaiting(), 3000);
  });
  notice.querySelector('[data-update-later]')?.addEventListener('click', () => (notice.hidden = true));
}

void start();
