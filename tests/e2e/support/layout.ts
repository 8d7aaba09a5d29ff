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
