// Marks each table region whose table is wider than it, so that its hint shows and its table gets room: in browsers
// without scroll-driven animations only, since elsewhere the region's scroll timeline does it (global.css, "Tables").
const observer = CSS.supports('animation-timeline', 'scroll()')
  ? undefined
  : new ResizeObserver((entries) => {
      for (const { target } of entries)
        (target as HTMLElement).style.setProperty(
          '--table-scrolls',
          target.scrollWidth > target.clientWidth + 1 ? '1' : '0',
        );
    });

/** Watches the table regions inside `root`: the page's once it is idle, a second language's when it is shown. */
export function watchTableRegions(root: ParentNode) {
  if (!observer) return;
  for (const region of root.querySelectorAll('[data-table-region]')) observer.observe(region);
}

watchTableRegions(document);
