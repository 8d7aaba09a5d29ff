/** An island's module: its element's class, which this file defines once its words are in the page. */
export type IslandModule = Promise<{ default: CustomElementConstructor }>;

/**
 * Loads an island's code only when one of its elements comes near the viewport, so a page pays for an island
 * when the reader reaches it. Until then the server-rendered HTML (a worked example already computed) stands.
 * Its words (what its script says: ../island-words.ts) come at the same time, from a file of their own in the page's
 * language; each element holds them (`data-strings`, which Island.start reads) before it is defined. What cannot be
 * fetched (offline, with nothing kept) is asked for again when the island comes back into view or the address names
 * it.
 */
export function loadWhenVisible(tagName: string, load: () => IslandModule): void {
  const elements = document.querySelectorAll<HTMLElement>(tagName);
  if (elements.length === 0) return;
  let loading: Promise<void> | undefined;
  // Started once; it is still watched, so that what failed is asked for again when it comes back into view.
  const start = () => {
    loading ??= Promise.all([
      load(),
      fetch(`/${document.documentElement.lang}/island-words/${tagName}.json`).then((response) =>
        response.ok ? response.text() : Promise.reject(),
      ),
    ]).then(([island, words]) => {
      for (const element of elements) element.dataset.strings = words;
      customElements.define(tagName, island.default);
    });
    loading.catch(() => (loading = undefined));
  };
  // An address that sets the island (#island:state, among others' states: hash-state.ts) starts it at once: a
  // shared link, or an address typed or a link followed on the page.
  const named = () => location.hash.includes(`${tagName}:`);
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), {
    rootMargin: '300px',
  });
  if (named()) start();
  elements.forEach((element) => observer.observe(element));
  addEventListener('hashchange', () => named() && start());
}
