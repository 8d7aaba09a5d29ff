import { rulesCollections } from '../../lib/collections.ts';

// The search dialog's markup, built in the browser from its words (src/pages/[locale]/search-dialog.json.ts) when the
// reader first opens search; no page carries it (issue 32). search-dialog.ts finds its parts by their data attributes.

/** The dialog's filter chips: everything (''), each rules collection, the glossary. */
export const searchFilters = ['', ...rulesCollections, 'glossary'] as const;
export type SearchFilter = (typeof searchFilters)[number];

/** The dialog's words in one language: its labels, and the strings its script fills in as the reader searches. */
export interface DialogWords {
  title: string;
  close: string;
  input: string;
  placeholder: string;
  clear: string;
  clearLabel: string;
  keys: string;
  filters: string;
  filterNames: Record<SearchFilter, string>;
  recent: string;
  clearRecent: string;
  cut: string;
  results: string;
  more: string;
  /** Counted strings under each plural form's key (`search.count_other`), filled by `fillString`. */
  strings: Record<string, string>;
}

const escaped = (text: string) =>
  text.replace(/[&<>"]/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[character]!);

/**
 * The dialog, closed, as HTML: a modal `<dialog>` with the search field, its filters and results. Written a line per
 * part for reading; the lines are joined with nothing between them, as the page's own HTML is.
 */
export function dialogMarkup(words: DialogWords): string {
  const w = Object.fromEntries(
    Object.entries(words).map(([key, value]) => [key, typeof value === 'string' ? escaped(value) : '']),
  ) as Record<Exclude<keyof DialogWords, 'filterNames' | 'strings'>, string>;
  const chips = searchFilters
    .map(
      (id) =>
        `<label class="search-chip"><input type="radio" name="search-filter" value="${id}"${id === '' ? ' checked' : ''} class="sr-only"><span>${escaped(words.filterNames[id])}</span></label>`,
    )
    .join('');
  return `<dialog class="search-dialog" aria-labelledby="search-title" data-search-dialog>
<div class="search-box w-full max-w-2xl p-4 sm:p-6">
<div class="flex items-center justify-between gap-2 mb-3"><h2 id="search-title" class="font-bold text-lg">${w.title}</h2>
<form method="dialog"><button type="submit" class="btn btn-ghost btn-sm btn-square"><span class="sr-only">${w.close}</span><span aria-hidden="true">✕</span></button></form></div>
<label for="search-input" class="sr-only">${w.input}</label>
<div class="search-field"><input id="search-input" type="search" class="input w-full" placeholder="${w.placeholder}" autocomplete="off" spellcheck="false" role="combobox" aria-expanded="false" aria-controls="search-results" aria-autocomplete="list" aria-describedby="search-keys" data-search-input>
<button type="button" class="btn btn-ghost btn-sm" aria-label="${w.clearLabel}" data-search-clear hidden>${w.clear}</button></div>
<p id="search-keys" class="text-xs mt-1 text-base-content/80">${w.keys}</p>
<fieldset class="flex flex-wrap gap-2 mt-3" data-search-filters><legend class="sr-only">${w.filters}</legend>${chips}</fieldset>
<p class="sr-only" role="status" aria-live="polite" data-search-status></p>
<div class="mt-3" data-search-recent hidden><p class="text-sm font-semibold">${w.recent}</p>
<ul class="flex flex-wrap gap-2 mt-1" data-search-recent-list></ul>
<button type="button" class="btn btn-link btn-xs px-0" data-search-clear-recent>${w.clearRecent}</button></div>
<p class="text-sm mt-2" data-search-cut hidden>${w.cut}</p>
<p class="mt-3" data-search-message hidden></p>
<p class="mt-3 text-sm" data-search-note hidden></p>
<ul id="search-results" role="listbox" aria-label="${w.results}" class="mt-3 space-y-1 max-h-[60vh] overflow-y-auto" data-search-results></ul>
<div class="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1" data-search-more hidden><p class="text-sm" data-search-shown></p>
<button type="button" class="btn btn-sm">${w.more}</button></div>
</div>
<form method="dialog" class="search-backdrop"><button type="submit" tabindex="-1" aria-hidden="true">${w.close}</button></form>
</dialog>`.replaceAll('\n', '');
}
