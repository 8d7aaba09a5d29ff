// The FAQ reader's two toggles ("highlight new entries", "show all") and the copy-link buttons. Without
// JavaScript every entry is visible with its labels and the toggles stay hidden.
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

/** A permalink to an unofficial entry shows all entries, so the link never lands on nothing. */
function revealTarget(options: Record<Option, boolean>, inputs: HTMLInputElement[]) {
  // Entry ids are plain ASCII (faq-2-14), so the fragment is looked up as written: no decoding, which would throw
  // on a malformed %-escape such as `#100%`.
  const target = document.getElementById(location.hash.slice(1));
  if (target && target.closest('[data-unofficial]') && !options.all) {
    options.all = true;
    const all = inputs.find((input) => input.name === 'all');
    if (all) all.checked = true;
    apply(options);
    target.scrollIntoView();
  }
}

export function startFaq() {
  // The options are rendered only when a toggle can change something (FaqTools.astro); the copy buttons always are.
  const fieldset = document.querySelector<HTMLFieldSetElement>('[data-faq-options]');
  if (fieldset) startOptions(fieldset);
  startCopyLinks();
}

function startOptions(fieldset: HTMLFieldSetElement) {
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
}

function startCopyLinks() {
  // The status region is also visible, as a toast: the reader who does not hear it sees it.
  const status = document.querySelector<HTMLElement>('[data-faq-status]')!;
  const messages = document.querySelector<HTMLElement>('[data-faq-messages]')!.dataset;
  let timer: ReturnType<typeof setTimeout> | undefined;
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-copy-link]')) {
    button.hidden = false;
    button.addEventListener('click', async () => {
      const anchor = button.dataset.copyLink!;
      const n = anchor.replace(/^faq-/, '').replace('-', '.');
      const url = new URL(location.href);
      url.hash = anchor;
      let copied = true;
      try {
        await navigator.clipboard.writeText(url.href);
      } catch {
        copied = false;
      }
      status.textContent = (copied ? messages.copied! : messages.failed!).replace('{n}', n);
      // A confirmation goes after a few seconds; a failure stays, since it says what to do instead.
      clearTimeout(timer);
      if (copied) timer = setTimeout(() => (status.textContent = ''), 4000);
    });
  }
}
