/**
 * Loads an island's code only when one of its elements comes near the viewport, so a page pays for an island
 * when the reader reaches it. Until then the server-rendered HTML (a worked example already computed) stands.
 */
export function loadWhenVisible(tagName: string, load: () => Promise<unknown>): void {
  const elements = document.querySelectorAll(tagName);
  if (elements.length === 0) return;
  // An address that sets the island (#island:state, among others' states: hash-state.ts) starts it at once: a
  // shared link, or an address typed or a link followed on the page.
  const named = () => location.hash.includes(`${tagName}:`);
  if (named()) {
    void load();
    return;
  }
  const start = () => {
    observer.disconnect();
    void load();
  };
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), {
    rootMargin: '300px',
  });
  elements.forEach((element) => observer.observe(element));
  // Loading twice is loading once: the module is imported once.
  addEventListener('hashchange', () => named() && start());
}
