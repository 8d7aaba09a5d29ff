// Marks each table region whose table is wider than it, so that its hint shows (global.css) on this screen only.
const observer = new ResizeObserver((entries) => {
  for (const { target } of entries)
    target.toggleAttribute('data-overflows', target.scrollWidth > target.clientWidth + 1);
});

/** Watches the table regions inside `root`: the page's once it is idle, a second language's when it is shown. */
export function watchTableRegions(root: ParentNode) {
  for (const region of root.querySelectorAll('[data-table-region]')) observer.observe(region);
}

watchTableRegions(document);
