// What the "compare with" control (CompareControl.astro) needs before a language is chosen: nothing but this. Its
// links lead to the page in another language; here a plain click on one shows that language beside this page
// instead, and "None" turns it off. The code that does it (compare.ts) loads when the reader points at the control
// or when the page arrived compared: the address asked for a language (a shared link) or the reader chose one on an
// earlier page, which src/scripts/compare-before-paint.js has already found (`data-compare-pending`).
const control = document.querySelector<HTMLElement>('[data-compare-control]');
if (control) {
  let code: Promise<typeof import('./compare.ts')> | undefined;
  const load = () => (code ??= import('./compare.ts'));
  const arriving = document.documentElement.dataset.comparePending;
  if (arriving) {
    // The page's text waits for its translation: ask for it now, while compare.ts loads, which then gets it from
    // here (a preload is matched by the same request: same address, same CORS mode and credentials as `fetch`).
    const link = [...control.querySelectorAll<HTMLAnchorElement>('[data-compare-with]')].find(
      (option) => option.dataset.compareWith === arriving,
    )!;
    const preload = Object.assign(document.createElement('link'), { rel: 'preload', as: 'fetch', href: link.href });
    preload.crossOrigin = 'anonymous';
    document.head.append(preload);
    void load().then(({ compareWith }) => compareWith(arriving));
  }
  for (const type of ['pointerenter', 'focusin', 'touchstart'])
    control.addEventListener(type, () => void load(), { once: true, passive: true });
  control.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('[data-compare-with], [data-compare-none]');
    // A click with a modifier (a new tab, a new window) keeps the link's own meaning: the page in that language.
    if (!link || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void load().then(({ compareWith }) => compareWith(link.dataset.compareWith));
  });
}

export {};
