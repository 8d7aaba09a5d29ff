// From xl the list of a page's sections is a column beside the text (RulesPage.astro, global.css): its disclosure is
// open there, as CSS already draws it (::details-content), so that its links are in the page for keyboards and screen
// readers as they are on screen. Not while a second language is shown, or awaited, beside the text (compare/): the
// list is then a disclosure above the text, closed, as on a phone. compare.ts calls this as it lays the page out, so
// that the reader's place is kept with the disclosure in its new state. A GM screen's list of panels is never a column
// (RulesPage.astro): it stays a disclosure above the panels.
const wide = matchMedia('(min-width: 80rem)');

export function placeContents() {
  const root = document.documentElement;
  const column = wide.matches && !root.hasAttribute('data-compare') && !root.hasAttribute('data-compare-pending');
  for (const details of document.querySelectorAll<HTMLDetailsElement>('[data-toc-column] .toc-details'))
    details.open = column;
}

wide.addEventListener('change', placeContents);
