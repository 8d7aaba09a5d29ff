// What a page adds once it is idle. None of it is needed to read or to move around: a
// term is a link to its glossary entry, a wide table scrolls, the menu buttons work by themselves (SiteMenu.astro),
// the language switcher goes to the same page, the table of contents links every section, an FAQ entry's address is
// its link, the "compare with" control links the page in each other language (its own code loads only when a
// comparison is chosen: compare/compare-links.ts), and the service worker (../offline/offline.ts) only matters from
// the next page on, or offline. So it stays out of the JavaScript a page loads before use; what every page adds comes
// as one file (every-page.ts), what a reading page adds as another (reading-page.ts), the FAQ's own as a third
// (faq-page.ts), and not before the page's first paint (a page can fall idle between being parsed and being drawn).
// `data-enhanced` on the page says where that stands: pending, then done.
document.documentElement.dataset.enhanced = 'pending';

function afterFirstPaint(run: () => void) {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return run();
  let started = false;
  const start = () => {
    if (!started) run();
    started = true;
  };
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  // Firefox reports no first-contentful-paint for a page opened at a section (#edge): there, two frames after the
  // page's load (a frame's callbacks run before it is drawn).
  addEventListener('load', () => requestAnimationFrame(() => requestAnimationFrame(start)));
}

afterFirstPaint(() =>
  (window.requestIdleCallback ?? setTimeout)(() => {
    const has = (selector: string) => Boolean(document.querySelector(selector));
    void Promise.all([
      import('./every-page.ts'),
      ['[data-toc]', '[data-term-game]', '[data-table-region]', '[data-compare-control]'].some(has) &&
        import('./reading-page.ts'),
      has('[data-faq-messages]') && import('./faq-page.ts'),
    ]).then(() => {
      document.documentElement.dataset.enhanced = 'done';
    });
  }),
);
