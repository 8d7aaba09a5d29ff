// Loaded on every page once it is idle (src/components/when-idle.ts): registers the service worker
// (src/offline/worker/sw.ts), offers a new version when one is ready (UpdateNotice.astro), and runs the
// "Available offline" switch of the footer (OfflineSwitch.astro). Nothing here is needed to read a page.
import { Workbox, messageSW } from 'workbox-window';
import { fill } from '../components/tables/fill.ts';
import { isLocale, localeInfo, type Locale } from '../i18n/locales.ts';
import type { OfflineRequest, OfflineStatus, SaveProgress, SaveResult } from './protocol.ts';
import { formatSize } from './size.ts';

const control = document.querySelector<HTMLElement>('[data-offline]');
const strings = JSON.parse(control?.querySelector('[data-offline-strings]')?.textContent ?? '{}') as Record<
  string,
  string
>;
const lang = document.documentElement.lang;

/**
 * Shows a message under the switch; `announce` also says it to screen readers (what the reader's action led to,
 * not the state a page opens with).
 */
function say(key: string, values: Record<string, string> = {}, announce = false) {
  const text = fill(strings[key] ?? '', values, String);
  const status = control?.querySelector('[data-offline-status]');
  if (status) status.textContent = text;
  const live = control?.querySelector('[data-offline-announce]');
  if (live && announce) live.textContent = text;
}

/** Asks the active worker (the one serving this page, or the one just installed on a first visit). */
async function ask<Answer>(request: OfflineRequest): Promise<Answer> {
  const registration = await navigator.serviceWorker.ready;
  return (await messageSW(registration.active!, request)) as Answer;
}

async function start() {
  if (!('serviceWorker' in navigator)) return say('offline.unavailable');
  const workbox = new Workbox('/sw.js');
  workbox.addEventListener('waiting', () => offerUpdate(workbox));
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
    return say('offline.unavailable');
  }
  // A first visit: the page came before the worker, which keeps it now (a revalidation, not a new download).
  if (!servedByWorker) void ask({ type: 'KEEP_PAGE', url: location.href });
  const toggle = control?.querySelector<HTMLInputElement>('[data-offline-switch]');
  if (isLocale(lang) && toggle) await connectSwitch(lang, toggle);
}

function offerUpdate(workbox: Workbox) {
  const notice = document.querySelector('[data-update-notice] > [hidden]');
  if (!(notice instanceof HTMLElement)) return;
  notice.hidden = false;
  notice.querySelector('[data-update-reload]')?.addEventListener('click', () => workbox.messageSkipWaiting());
  notice.querySelector('[data-update-later]')?.addEventListener('click', () => (notice.hidden = true));
}

/** The switch: on saves the language (with progress), off removes it. */
async function connectSwitch(locale: Locale, toggle: HTMLInputElement) {
  const progress = control?.querySelector<HTMLProgressElement>('[data-offline-progress]');
  const percent = new Intl.NumberFormat(localeInfo[locale].numberLocale, { style: 'percent' });
  let state = await ask<OfflineStatus>({ type: 'STATUS', locale });
  const size = () => formatSize(state.size, localeInfo[locale].numberLocale);
  // The progress bar moves with every file; the message (and what screen readers hear) by quarters.
  let quarter = -1;
  const showProgress = (done: number) => {
    progress?.classList.remove('invisible');
    if (progress) progress.value = done / state.size;
    const reached = Math.floor((done / state.size) * 4);
    if (reached === quarter) return;
    quarter = reached;
    say('offline.saving', { percent: percent.format(done / state.size), size: size() }, true);
  };
  const hideProgress = () => {
    progress?.classList.add('invisible');
    quarter = -1;
  };
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<SaveProgress | undefined>) => {
    if (event.data?.type === 'SAVE_PROGRESS' && event.data.locale === locale && toggle.checked)
      showProgress(event.data.done);
  });
  const save = async () => {
    showProgress(0);
    const result = await ask<SaveResult>({ type: 'SAVE', locale });
    hideProgress();
    // Switched off meanwhile: that stopped the saving and said so.
    if (!toggle.checked) return;
    if (result.saved) return say('offline.saved', { size: size() }, true);
    toggle.checked = false;
    say('offline.failed', {}, true);
  };
  toggle.addEventListener('change', async () => {
    if (toggle.checked) {
      // Saved pages should stay until the reader removes them: ask the browser not to clear them to make room.
      void navigator.storage?.persist?.();
      return save();
    }
    hideProgress();
    state = await ask<OfflineStatus>({ type: 'REMOVE', locale });
    say('offline.removed', {}, true);
  });
  toggle.checked = state.saved || state.saving;
  toggle.disabled = false;
  // Being saved from another tab: follow it here.
  if (state.saving) return save();
  say(state.saved ? 'offline.saved' : 'offline.size', { size: size() });
}

void start();
