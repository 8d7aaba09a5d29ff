// The text of a page in a second language, as compare.ts shows it with each section of the page being read. It is
// that language's own built page, so its glossary terms already link to that language's glossary; here it is made fit
// to sit inside another page: nothing in it runs, no id repeats one of the page's, and its headings fall in under
// the page's own.

/**
 * The key of the section an element starts: the id of a `##` or `###` heading, or of an FAQ entry's heading (the
 * entry is one `<article>`, FaqEntry.astro). Every locale shares these ids, so they pair the sections of two
 * languages.
 */
function sectionKey(element: Element): string | undefined {
  if (element.matches('h2[id], h3[id]')) return element.id;
  if (element.matches('article.faq-entry')) return element.querySelector('h3')?.id;
  return undefined;
}

/**
 * A page's text split into its sections, in order, by key; '' holds what comes before the first. Hidden elements (the
 * search synonyms of a page not yet indexed) belong to no section.
 */
export function sections(text: Element): Map<string, Element[]> {
  const found = new Map<string, Element[]>([['', []]]);
  let current = found.get('')!;
  for (const element of text.children) {
    if (element.hasAttribute('hidden')) continue;
    const key = sectionKey(element);
    if (key !== undefined) found.set(key, (current = []));
    current.push(element);
  }
  return found;
}

/**
 * Makes a page's text (in the document it was parsed into, before it joins the page being read) fit to sit in that
 * page as its second language, and returns it by section (`sections`), each section in a `<div>` of its own:
 * - what would run or act there goes: scripts, buttons (an FAQ entry's copy-link button), the search synonyms;
 * - every id gets a prefix, and the references to it inside the text follow (labels, links to its own headings), so
 *   no id of the page is repeated (its terms' definitions come from their language's file, with ids of that
 *   language: src/components/term-previews.ts);
 * - each heading goes one level down (`##` to h3), so it sits under the heading it translates in the page's outline;
 *   `data-level` keeps its own level for the look;
 * - an island (a form with its script) becomes its title and tables, and a note in the page's language that links the
 *   same island in the page (`islandNote`), where it works.
 */
export function prepareSecondLanguage(text: Element, language: string, islandNote: string): Map<string, Element> {
  const boxes = new Map<string, Element>();
  for (const [key, elements] of sections(text)) {
    const box = text.ownerDocument.createElement('div');
    box.append(...elements);
    boxes.set(key, box);
  }
  text.replaceChildren(...boxes.values());
  for (const gone of text.querySelectorAll('script, button')) gone.remove();
  prefixIds(text, `compare-${language}-`);
  for (const heading of text.querySelectorAll('h2, h3, h4, h5')) {
    const level = Number(heading.tagName[1]);
    const lower = heading.ownerDocument.createElement(`h${level + 1}`);
    for (const { name, value } of heading.attributes) lower.setAttribute(name, value);
    lower.dataset.level = String(level);
    lower.append(...heading.childNodes);
    heading.replaceWith(lower);
  }
  for (const island of text.querySelectorAll<HTMLElement>('[data-island]')) stillIsland(island, islandNote);
  return boxes;
}

const idReferences = ['aria-labelledby', 'aria-describedby', 'aria-controls', 'for'];

function prefixIds(text: Element, prefix: string) {
  const ids = new Set<string>();
  for (const element of text.querySelectorAll('[id]')) {
    ids.add(element.id);
    element.id = prefix + element.id;
  }
  const prefixed = (id: string) => (ids.has(id) ? prefix + id : id);
  for (const name of idReferences)
    for (const element of text.querySelectorAll(`[${name}]`))
      element.setAttribute(name, element.getAttribute(name)!.split(/\s+/).map(prefixed).join(' '));
  for (const link of text.querySelectorAll('a[href^="#"]'))
    link.setAttribute('href', `#${prefixed(link.getAttribute('href')!.slice(1))}`);
}

/** An island as text: its title and tables, and where it works instead. */
function stillIsland(island: HTMLElement, islandNote: string) {
  const still = island.ownerDocument.createElement('div');
  still.className = 'rounded-box border border-base-300 p-4 space-y-3';
  still.dataset.stillIsland = island.dataset.island;
  still.append(...island.querySelectorAll('form > p:first-child, .table-hint, [data-table-region]'));
  for (const table of still.querySelectorAll('table')) stillTable(table);
  // The same island in the page being read, by its title (IslandFrame.astro names it `<tag>-title`).
  const original = document.getElementById(`${island.dataset.island}-title`);
  if (original) {
    const note = island.ownerDocument.createElement('p');
    const link = island.ownerDocument.createElement('a');
    note.lang = document.documentElement.lang;
    link.href = `#${original.id}`;
    link.textContent = original.textContent;
    note.append(`${islandNote} `, link);
    still.append(note);
  }
  island.replaceWith(still);
}

/**
 * An island's table as text. It marks no result: the island in the page shows the reader's own, which a row marked
 * here (the build's worked example) would contradict. Its last column, the one in words (the difficulty table's
 * guidance), goes on a line of its own under each row, across the other columns: scrolled out of a narrow column, it
 * made each row several lines tall and, as far as the reader could see, empty. As that line spans columns it does not
 * belong to, every cell names its headers. The island's own hook goes (`data-difficulty-table` sets its layout).
 */
function stillTable(table: HTMLTableElement) {
  table.removeAttribute('data-difficulty-table');
  for (const marker of table.querySelectorAll('.result-marker')) marker.remove();
  for (const row of table.querySelectorAll('tr[aria-current]')) row.removeAttribute('aria-current');
  const head = table.tHead?.rows[0];
  const columns = head ? [...head.cells] : [];
  const wordsHeader = columns.pop();
  if (!head || !wordsHeader || columns.length < 2) return;
  // The caption's id, already given this language's prefix, makes the new ids unique in the page.
  const id = (name: string) => `${table.caption?.id ?? 'still-table'}-${name}`;
  columns.forEach((header, index) => (header.id = id(`column-${index}`)));
  wordsHeader.id = id('words');
  lineUnder(head, wordsHeader, columns.length);
  for (const row of [...table.querySelectorAll<HTMLTableRowElement>('tbody > tr')]) {
    const cells = [...row.cells];
    const words = cells.pop()!;
    const rowHeader = cells[0]!;
    rowHeader.id = id(`row-${row.rowIndex}`);
    cells.forEach((cell, index) =>
      cell.setAttribute('headers', index === 0 ? columns[0]!.id : `${columns[index]!.id} ${rowHeader.id}`),
    );
    words.setAttribute('headers', `${wordsHeader.id} ${rowHeader.id}`);
    lineUnder(row, words, columns.length);
  }
}

/**
 * Moves `cell` to a row of its own under `row`, across `span` columns. Its words stay in view, whole, while the other
 * columns scroll under them, as the table's caption does (global.css).
 */
function lineUnder(row: HTMLTableRowElement, cell: HTMLTableCellElement, span: number) {
  const line = row.ownerDocument.createElement('tr');
  line.className = 'still-line';
  const words = row.ownerDocument.createElement('div');
  words.append(...cell.childNodes);
  cell.colSpan = span;
  cell.append(words);
  line.append(cell);
  row.after(line);
}
