// The footer's "Available offline" switch (OfflineSwitch.astro), run by src/offline/offline.ts: on saves the page's
// language, with its progress and size; off removes it.
import type { Locale } from '../i18n/locales.ts';
import type { Ask, OfflineStatus, SaveProgress, SaveResult } from './protocol.ts';
import { formatSize } from './size.ts';

/** The switch's messages, from the JSON its component renders. */
function speaker(root: HTMLElement) {
  const strings = JSON.parse(root.querySelector('[data-offline-strings]')?.textContent ?? '{}') as Record<
    string,
    string
  >;
  /**
   * Shows a message under the switch; `announce` also says it to screen readers (what the reader's action led to,
   * not the state a page opens with).
   */
  return (key: string, values: { size?: string; percent?: string } = {}, announce = false) => {
    // Our own two placeholders, filled by replacer functions (never read as replacement patterns). Not
    // tables/fill.ts: a module shared with the islands would add a file to preload to every page's start-up script.
    const text = (strings[key] ?? '')
      .replace('{size}', () => values.size ?? '{size}')
      .replace('{percent}', () => values.percent ?? '{percent}');
    const status = root.querySelector('[data-offline-status]');
    if (status) status.textContent = text;
    const live = root.querySelector('[data-offline-announce]');
    if (live && announce) live.textContent = text;
  };
}

/** No service worker here (an old browser, a private window that refuses it): the switch says so and stays off. */
export function sayUnavailable(root: HTMLElement) {
  speaker(root)('offline.unavailable');
}

export async function connectSwitch(root: HTMLElement, ask: Ask) {
  const toggle = root.querySelector<HTMLInputElement>('[data-offline-switch]');
  const progress = root.querySelector<HTMLProgressElement>('[data-offline-progress]');
  if (!toggle || !progress) return;
  const say = speaker(root);
  const lang = document.documentElement.lang;
  const locale = lang as Locale;
  const percent = new Intl.NumberFormat(lang, { style: 'percent' });
  let state = await ask<OfflineStatus>({ type: 'STATUS', locale });
  const size = () => formatSize(state.size, lang);

  // The progress bar moves with every file; the message (and what screen readers hear) by quarters. Reports come to
  // every page on a channel of their own, so the last may arrive after SAVE's answer: they count only before it.
  let saving = false;
  let quarter = -1;
  const showProgress = (done: number) => {
    progress.classList.remove('invisible');
    progress.value = done / state.size;
    const reached = Math.floor((done / state.size) * 4);
    if (reached === quarter) return;
    quarter = reached;
    say('offline.saving', { percent: percent.format(done / state.size), size: size() }, true);
  };
  const hideProgress = () => {
    progress.classList.add('invisible');
    quarter = -1;
  };
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<SaveProgress | undefined>) => {
    if (saving && event.data?.type === 'SAVE_PROGRESS' && event.data.locale === locale) showProgress(event.data.done);
  });

  const save = async () => {
    saving = true;
    showProgress(0);
    const result = await ask<SaveResult>({ type: 'SAVE', locale });
    saving = false;
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
    saving = false;
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
