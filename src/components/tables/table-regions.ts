// Marks each table region whose table is wider than it, so that its hint shows (global.css) on this screen only.
const observer = new ResizeObserver((entries) => {
  for (const { target } of entries)
    target.toggleAttribute('data-overflows', target.scrollWidth > target.clientWidth + 1);
});
for (const region of document.querySelectorAll('[data-table-region]')) observer.observe(region);
export {};
