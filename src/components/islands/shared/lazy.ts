/**
 * Loads an island's code only when one of its elements comes near the viewport, so a page pays for an island
 * when the reader reaches it. Until then the server-rendered HTML (a worked example already computed) stands.
 */
export function loadWhenVisible(tagName: string, load: () => Promise<unknown>): void {
  const elements = document.querySelectorAll(tagName);
  if (elements.length === 0) return;
  // A shared link (#island:state, among others' states: hash-state.ts) starts the island at once.
  if (location.hash.includes(`${tagName}:`) || !('IntersectionObserver' in window)) {
    void load();
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        void load();
      }
    },
    { rootMargin: '300px' },
  );
  elements.forEach((element) => observer.observe(element));
}
