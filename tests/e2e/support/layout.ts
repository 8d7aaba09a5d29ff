/**
 * Words split across lines inside the page's tables, measured as the reader sees them: for every word, a Range over
 * its text whose client rects lie on more than one line. A word runs between spaces, hyphens, dashes and slashes, and
 * an opening bracket or quote starts a new one (Korean writes "피해(방어도 무시)" with no space), so "100%", "일상적"
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
