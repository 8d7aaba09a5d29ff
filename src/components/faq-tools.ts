// The FAQ reader's two toggles ("new": highlight new entries; "all": show unofficial entries too). Each toggle is an
// attribute of the page that the CSS reads (`data-faq-new`, `data-faq-all`), already set before first paint from the
// address or storage (src/scripts/faq-before-paint.js); this script makes the toggles work. Without JavaScript every
// entry is visible with its labels and the toggles are hidden. The copy-link buttons are faq-copy-links.ts.
const root = document.documentElement;

/** Keeps the options for the next visit and in the address, so a link shares them. */
function save(inputs: HTMLInputElement[]) {
  const url = new URL(location.href);
  const options: Record<string, boolean> = {};
  for (const { name, checked } of inputs) {
    options[name] = checked;
    if (checked) url.searchParams.set(name, '1');
    else url.searchParams.delete(name);
  }
  localStorage.setItem('faq-options', JSON.stringify(options));
  history.replaceState(history.state, '', url);
}

/** A permalink to an unofficial entry shows all entries, so the link never lands on nothing. */
function revealTarget(inputs: HTMLInputElement[]) {
  // Entry ids are plain ASCII (faq-2-14), so the fragment is looked up as written: no decoding, which would throw
  // on a malformed %-escape such as `#100%`.
  const target = document.getElementById(location.hash.slice(1));
  const all = inputs.find((input) => input.name === 'all');
  if (target?.closest('[data-unofficial]') && all && !all.checked) {
    all.checked = true;
    root.toggleAttribute('data-faq-all', true);
    target.scrollIntoView();
  }
}

export function startFaq() {
  // The toggles are rendered only on an FAQ page, and only when they can change something (FaqTools.astro).
  const inputs = [...document.querySelectorAll<HTMLInputElement>('[data-faq-options] input')];
  if (inputs.length === 0) return;
  for (const input of inputs) {
    input.checked = root.hasAttribute(`data-faq-${input.name}`);
    input.addEventListener('change', () => {
      root.toggleAttribute(`data-faq-${input.name}`, input.checked);
      save(inputs);
    });
  }
  revealTarget(inputs);
  addEventListener('hashchange', () => revealTarget(inputs));
}
