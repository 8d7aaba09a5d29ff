// The FAQ's entries and card index cards that the first paint left to be laid out as the reader nears them (global.css,
// "Arkham Horror FAQ reader"), laid out once the page is idle, a few at a time, each marked `data-laid-out`. All at
// once, they held the page for a second on a phone (a long task: a tap then waits for it); a few in each task, the
// page answers between them. Once all are, the page is marked `data-laid-out` too.
const root = document.documentElement;
const waiting = root.hasAttribute('data-deferred-layout')
  ? [...document.querySelectorAll<HTMLElement>('.faq-entry, .card-index-card')]
  : [];
/** How many a task lays out: a phone lays out four entries in well under the 50 ms of a long task. */
const perTask = 4;

function layOutSome() {
  for (const element of waiting.splice(0, perTask)) element.toggleAttribute('data-laid-out', true);
  if (waiting.length > 0) setTimeout(layOutSome);
  else root.toggleAttribute('data-laid-out', true);
}
layOutSome();

export {};
