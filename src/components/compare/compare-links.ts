// What the "compare with" control (CompareControl.astro) needs before a language is chosen: nothing but this. Its
// links lead to the page in another language; here a plain click on one shows that language beside this page
// instead, and "None" turns it off. The code that does it (compare.ts) loads when the reader points at the control
// or a comparison is asked for: by the address (a shared link) or by the reader's choice on an earlier page.
import { addressParameter, chosenComparison, storageKey } from './compare-choice.ts';

const control = document.querySelector<HTMLElement>('[data-compare-control]');
if (control) {
  let code: Promise<typeof import('./compare.ts')> | undefined;
  const load = () => (code ??= import('./compare.ts'));
  const offered = [...control.querySelectorAll<HTMLElement>('[data-compare-with]')].map(
    (link) => link.dataset.compareWith!,
  );
  const chosen = chosenComparison(
    new URLSearchParams(location.search).get(addressParameter),
    localStorage.getItem(storageKey),
    offered,
  );
  if (chosen) void load().then(({ compareWith }) => compareWith(chosen));
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
