// The FAQ reader's two toggles ("highlight new entries", "show all") and the copy-link buttons. Without
// JavaScript every entry is visible with its labels and the toggles stay hidden.
import { fill } from './tables/fill.ts';

type Option = 'new' | 'all';
const STORAGE_KEY = 'faq-options';

function readOptions(): Record<Option, boolean> {
  const params = new URLSearchParams(location.search);
  if (params.has('new') || params.has('all')) return { new: params.get('new') === '1', all: params.get('all') === '1' };
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as Partial<Record<Option, boolean>>;
    return { new: stored.new === true, all: stored.all === true };
  } catch {
    return { new: false, all: false };
  }
}

function apply(options: Record<Option, boolean>) {
  const root = document.documentElement;
  root.toggleAttribute('data-faq-highlight', options.new);
  root.toggleAttribute('data-faq-hide-unofficial', !options.all);
  const note = document.querySelector<HTMLElement>('[data-faq-hidden-note]');
  if (note) note.hidden = options.all || document.querySelectorAll('[data-faq-entry][data-unofficial]').length === 0;
}

function save(options: Record<Option, boolean>) {
  localStorage.setItem(STORAGE_KEY, JSON.stringify(options));
  const url = new URL(location.href);
  for (const option of ['new', 'all'] as const) {
    if (options[option]) url.searchParams.set(option, '1');
    else url.searchParams.delete(option);
  }
  history.replaceState(history.state, '', url);
}

/** The element the URL's fragment names, if any. A malformed %-escape (`#100%`) is looked up as written. */
function fragmentTarget(): HTMLElement | null {
  const fragment = location.hash.slice(1);
  if (!fragment) return null;
  try {
    return document.getElementById(decodeURIComponent(fragment));
  } catch {
    return document.getElementById(fragment);
  }
}

/** A permalink to an unofficial entry shows all entries, so the link never lands on nothing. */
function revealTarget(options: Record<Option, boolean>, inputs: HTMLInputElement[]) {
  const target = fragmentTarget();
  if (target && target.closest('[data-unofficial]') && !options.all) {
    options.all = true;
    const all = inputs.find((input) => input.name === 'all');
    if (all) all.checked = true;
    apply(options);
    target.scrollIntoView();
  }
}

export function startFaq() {
  const fieldset = document.querySelector<HTMLFieldSetElement>('[data-faq-options]');
  if (!fieldset) return;
  const inputs = [...fieldset.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
  const options = readOptions();
  for (const input of inputs) {
    input.checked = options[input.name as Option];
    input.addEventListener('change', () => {
      options[input.name as Option] = input.checked;
      apply(options);
      save(options);
    });
  }
  fieldset.hidden = false;
  apply(options);
  revealTarget(options, inputs);
  addEventListener('hashchange', () => revealTarget(options, inputs));

  const status = document.querySelector<HTMLElement>('[data-faq-status]');
  const messages = document.querySelector<HTMLElement>('[data-faq-messages]')?.dataset ?? {};
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-copy-link]')) {
    button.hidden = false;
    button.addEventListener('click', async () => {
      const anchor = button.dataset.copyLink ?? '';
      const n = anchor.replace(/^faq-/, '').replace('-', '.');
      const url = new URL(location.href);
      url.hash = anchor;
      let copied = true;
      try {
        await navigator.clipboard.writeText(url.href);
      } catch {
        copied = false;
      }
      const message = fill((copied ? messages.copied : messages.failed) ?? '', { n }, String);
      if (status) status.textContent = message;
      showBeside(button, copied ? `✓ ${message}` : message, copied);
    });
  }
}

const CONFIRMATION_MS = 4000;
const timers = new WeakMap<HTMLElement, number>();

/**
 * Shows what a copy-link button did right beside it, for readers who do not hear the live region. Hidden from
 * assistive technology, which already heard the same words from the status region. A confirmation fades after a
 * few seconds; a failure stays until the next try, since it says what to do instead.
 */
function showBeside(button: HTMLButtonElement, text: string, fades: boolean) {
  const note = noteBeside(button);
  note.textContent = text;
  note.hidden = false;
  window.clearTimeout(timers.get(note));
  if (fades)
    timers.set(
      note,
      window.setTimeout(() => (note.hidden = true), CONFIRMATION_MS),
    );
}

/** The note right after a copy-link button, made on its first use. */
function noteBeside(button: HTMLButtonElement): HTMLElement {
  const next = button.nextElementSibling;
  if (next instanceof HTMLElement && next.dataset.copyNote !== undefined) return next;
  const note = document.createElement('span');
  note.className = 'faq-copy-note text-sm';
  note.dataset.copyNote = '';
  note.setAttribute('aria-hidden', 'true');
  button.after(note);
  return note;
}
