/** An island's module: its element's class, which this file defines once its words are in the page. */
export type IslandModule = Promise<{ default: CustomElementConstructor }>;

/**
 * Loads an island's code only when one of its elements comes near the viewport, so a page pays for an island
 * when the reader reaches it. Until then the server-rendered HTML (a worked example already computed) stands.
 * Its words (what its script says: ../island-words.ts) come at the same time, from a file of their own in the page's
 * language; they go into each element (`script[data-strings]`, which Island.start reads) before the element is
 * defined. What cannot be fetched (offline, with nothing kept) is asked for again once the connection is back.
 */
export function loadWhenVisible(tagName: string, load: () => IslandModule): void {
  const elements = document.querySelectorAll(tagName);
  if (elements.length === 0) return;
  let loading: Promise<void> | undefined;
  const start = () => {
    observer.disconnect();
    loading ??= Promise.all([
      load(),
      fetch(`/${document.documentElement.lang}/island-words/${tagName}.json`).then((response) =>
        response.ok ? response.text() : Promise.reject(new Error(`${response.status}`)),
      ),
    ]).then(([island, words]) => {
      for (const element of elements) {
        const strings = document.createElement('script');
        strings.type = 'application/json';
        strings.dataset.strings = '';
        strings.textContent = words;
        element.append(strings);
      }
      customElements.define(tagName, island.default);
    });
    loading.catch(() => {
      loading = undefined;
      addEventListener('online', start, { once: true });
    });
  };
  // An address that sets the island (#island:state, among others' states: hash-state.ts) starts it at once: a
  // shared link, or an address typed or a link followed on the page.
  const named = () => location.hash.includes(`${tagName}:`);
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), {
    rootMargin: '300px',
  });
  if (named()) start();
  else elements.forEach((element) => observer.observe(element));
  addEventListener('hashchange', () => named() && start());
}
