// Marks each table region whose table is wider than it, so that its hint shows and its table gets room: in browsers
// without scroll-driven animations only, since elsewhere the region's scroll timeline does it (global.css, "Tables").
if (!CSS.supports('animation-timeline', 'scroll()')) {
  const observer = new ResizeObserver((entries) => {
    for (const { target } of entries)
      (target as HTMLElement).style.setProperty(
        '--table-scrolls',
        target.scrollWidth > target.clientWidth + 1 ? '1' : '0',
      );
  });
  for (const region of document.querySelectorAll('[data-table-region]')) observer.observe(region);
}
export {};
