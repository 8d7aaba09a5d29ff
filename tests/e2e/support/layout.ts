/**
 * Words split across lines inside the page's tables, measured as the reader sees them: for every word, a Range over
 * its text whose client rects lie on more than one line. A word runs between spaces, hyphens, dashes and slashes, and
 * an opening bracket or quote starts a new one (Korean writes "피해(장갑 무시)" with no space), so "100%", "일상적"
 * and "방”을" are each one word. Runs in the page: every table of a page costs one evaluate.
 */
export function splitWordsInTables(): string[] {
  const split: string[] = [];
  for (const table of document.querySelectorAll('table')) {
    const walker = document.createTreeWalker(table, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/[([“‘]?[^\s\-–—/([“‘]+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set(
          [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.bottom)),
        );
        if (lines.size > 1) split.push(`${table.querySelector('caption')?.textContent?.trim() ?? '?'}: "${match[0]}"`);
      }
    }
  }
  return split;
}

/**
 * What is wrong with the page's table regions as the reader sees them now: each must be named by the caption of its
 * own table, be reachable by Tab, and show its hint exactly when its table is wider than it. Runs in the page, after
 * two frames (a region learns in a frame's layout whether it scrolls).
 */
export async function tableRegionFaults(): Promise<string[]> {
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const faults: string[] = [];
  for (const region of document.querySelectorAll<HTMLElement>('[data-table-region]')) {
    // A region not drawn (in a closed disclosure: a GM screen's other campaigns) neither scrolls nor hints for anyone.
    if (!region.checkVisibility()) continue;
    const caption = region.querySelector(':scope > table > caption');
    const name = caption?.textContent?.trim() ?? '?';
    if (!caption?.id || region.getAttribute('aria-labelledby') !== caption.id) faults.push(`${name}: not named by it`);
    if (region.tabIndex !== 0) faults.push(`${name}: not reached by Tab`);
    const scrolls = region.scrollWidth > region.clientWidth + 1;
    const hint = region.querySelector('.table-hint')?.checkVisibility({ visibilityProperty: true }) ?? false;
    if (hint !== scrolls) faults.push(`${name}: ${scrolls ? 'scrolls without its hint' : 'fits but shows the hint'}`);
  }
  return faults;
}

/**
 * The page's pointer targets that WCAG 2.2's target size (2.5.8, minimum) refuses, as the reader sees them now: each
 * visible control (link, button, field, summary, label holding a control) must be at least 24 by 24 CSS px, or a
 * circle of 24 px centred on it must touch no other target nor the circle of another small one. Exempt, as 2.5.8
 * says: a link inside a run of text. A control and the label that activates it are one target. Runs in the page.
 * Also says what it measured: how many targets, and the islands (`[data-island]`) in which it found none, so that a
 * page whose controls are not drawn cannot pass.
 */
export function targetSizeFaults(): { measured: number; islandsWithoutTargets: string[]; faults: string[] } {
  const minimum = 24;
  const selector =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"]), label:has(input, select)';
  /** A link in a sentence: shown inline, in a block that has text of its own beside the link. */
  const inline = (element: Element) => {
    if (element.localName !== 'a' || getComputedStyle(element).display !== 'inline') return false;
    const block = element.parentElement?.closest('p, li, td, th, dd, dt, figcaption, blockquote, h1, h2, h3, h4');
    return (block?.textContent ?? '').replace(element.textContent ?? '', '').trim() !== '';
  };
  const targets = [...document.querySelectorAll(selector)]
    .map((element) => ({ element, rect: element.getBoundingClientRect() }))
    // Shown, and not visually hidden (an sr-only input whose label is the target).
    .filter(
      ({ element, rect }) => rect.width > 1 && rect.height > 1 && element.checkVisibility({ visibilityProperty: true }),
    )
    .filter(({ element }) => !inline(element));
  /** Whether two targets are one: the same control through its label, or one inside the other. */
  const same = (a: Element, b: Element) =>
    a.contains(b) || b.contains(a) || (a as HTMLLabelElement).control === b || (b as HTMLLabelElement).control === a;
  const small = (rect: DOMRect) => rect.width < minimum || rect.height < minimum;
  const centre = (rect: DOMRect) => [rect.x + rect.width / 2, rect.y + rect.height / 2] as const;
  const faults: string[] = [];
  for (const { element, rect } of targets) {
    if (!small(rect)) continue;
    const [x, y] = centre(rect);
    const near = targets.find(({ element: other, rect: box }) => {
      if (other === element || same(element, other)) return false;
      const dx = Math.max(box.left - x, 0, x - box.right);
      const dy = Math.max(box.top - y, 0, y - box.bottom);
      if (Math.hypot(dx, dy) < minimum / 2) return true;
      const [ox, oy] = centre(box);
      return small(box) && Math.hypot(ox - x, oy - y) < minimum;
    });
    if (near) {
      const name = (target: Element) =>
        `${target.localName}${target.getAttribute('name') ? `[name=${target.getAttribute('name')}]` : ''} "${(target.textContent ?? '').trim().slice(0, 30)}"`;
      faults.push(
        `${name(element)} ${Math.round(rect.width)}x${Math.round(rect.height)} px, near ${name(near.element)}`,
      );
    }
  }
  const islandsWithoutTargets = [...document.querySelectorAll('[data-island]')]
    .filter((island) => !targets.some(({ element }) => island.contains(element)))
    .map((island) => island.localName);
  return { measured: targets.length, islandsWithoutTargets, faults };
}

/**
 * What is wrong with the rows of fields (`.island-fields`, src/styles/global.css) inside the elements `root` selects,
 * as the reader sees them now. Fields that share some height are one row of the grid; in each row the boxes (text
 * field, list, button) must share their top within 1 px, even where a label takes two lines, and a check box must sit
 * beside them (its middle within their height). No two parts of the fields (a label, a box, a hint, an error, a
 * legend) may overlap, and none may leave its grid. Runs in the page.
 */
export function fieldRowFaults(root: string): string[] {
  const faults: string[] = [];
  const rect = (element: Element) => element.getBoundingClientRect();
  const said = (element: Element) =>
    element.id ? `#${element.id}` : `${element.localName} “${element.textContent?.trim().slice(0, 40)}”`;
  const idOf = (field: Element) => said(field.querySelector('[id]') ?? field);
  const overlap = (a: DOMRect, b: DOMRect) =>
    a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
  for (const grid of document.querySelectorAll(`:is(${root}) .island-fields`)) {
    if (!grid.checkVisibility()) continue;
    const fields = [...grid.querySelectorAll('.island-field')]
      .filter((field) => field.closest('.island-fields') === grid && field.checkVisibility())
      .sort((a, b) => rect(a).top - rect(b).top);
    const rows: Element[][] = [];
    let bottom = -Infinity;
    for (const field of fields) {
      if (rect(field).top >= bottom - 1) rows.push([]);
      rows.at(-1)!.push(field);
      bottom = Math.max(bottom, rect(field).bottom);
    }
    for (const row of rows) {
      const boxes = row
        .map((field) =>
          field.querySelector(':scope > :is(select, button, input:not([type="checkbox"], [type="radio"]))'),
        )
        .filter((box) => box !== null)
        .map(rect);
      if (boxes.length === 0) continue;
      const top = Math.min(...boxes.map((box) => box.top));
      const end = Math.max(...boxes.map((box) => box.bottom));
      if (Math.max(...boxes.map((box) => box.top)) - top > 1)
        faults.push(`boxes not in line: ${row.map(idOf).join(' ')}`);
      for (const check of row.filter((field) => field.matches('.island-check'))) {
        const box = rect(check.querySelector('input')!);
        const middle = box.top + box.height / 2;
        if (middle < top || middle > end) faults.push(`check box not beside the boxes: ${idOf(check)}`);
      }
    }
    const area = rect(grid);
    const parts = [...grid.querySelectorAll(':is(label, input, select, button, p, legend)')].filter(
      (part) => part.checkVisibility() && rect(part).width > 1 && rect(part).height > 1,
    );
    for (const [index, part] of parts.entries()) {
      const box = rect(part);
      const outside = [box.left - area.left, area.right - box.right, box.top - area.top, area.bottom - box.bottom];
      if (outside.some((inside) => inside < -1)) faults.push(`out of its grid: ${said(part)}`);
      for (const other of parts.slice(index + 1)) {
        if (part.contains(other) || other.contains(part) || (part as HTMLLabelElement).control === other) continue;
        if (overlap(box, rect(other))) faults.push(`overlap: ${said(part)} and ${said(other)}`);
      }
    }
  }
  return faults;
}

/**
 * The lists (`select`) inside the elements `root` selects whose longest option does not fit the closed list as the
 * reader sees it now: wider than the list's box less its padding, where daisyUI draws the arrow. Each as its island
 * (the nearest `[data-island]`), its id and that option's text. Measured with the list's own font (a canvas), since a
 * closed list shows one option at a time. Lists not drawn now (another mode's) are left out. Runs in the page.
 */
export function cutOptions(root: string): string[] {
  const context = document.createElement('canvas').getContext('2d')!;
  const cut: string[] = [];
  for (const list of document.querySelectorAll<HTMLSelectElement>(`:is(${root}) select`)) {
    if (!list.checkVisibility()) continue;
    const style = getComputedStyle(list);
    context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = list.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const island = list.closest('[data-island]')?.localName ?? '?';
    for (const option of list.options)
      if (context.measureText(option.text).width > room) cut.push(`${island}: #${list.id}: “${option.text}”`);
  }
  return cut;
}

/** The ids of the lists inside the elements `root` selects that the reader sees now. Runs in the page. */
export function shownLists(root: string): string[] {
  return [...document.querySelectorAll<HTMLSelectElement>(`:is(${root}) select`)]
    .filter((list) => list.checkVisibility())
    .map((list) => list.id);
}

/** The text of each element `selector` matches that the reader sees on more than one line now. Runs in the page. */
export function wrappedText(selector: string): string[] {
  return [...document.querySelectorAll(selector)]
    .filter((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
      return new Set(rects.map((rect) => Math.round(rect.bottom))).size > 1;
    })
    .map((element) => element.textContent?.trim() ?? '');
}
