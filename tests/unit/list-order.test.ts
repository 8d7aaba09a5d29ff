import { describe, expect, it } from 'vitest';
import { locales, type Locale } from '../../src/i18n/locales.ts';
import { pagesOf, read, splitPage } from './support/content.ts';

// Issue 27: a glossary-style list (the key concepts of a page: "- **Acción**: …") is in the reader's alphabetical
// order, not in the English order it was translated from: a Spanish reader looks for "Reducir la dificultad" under R.
// Lists of another order stay as they are: distance bands run from near to far, sources in the order of the pages.

/** The defined terms of each glossary-style list of a page: items that open "**Term**:" in a key-concepts callout. */
function termLists(mdx: string): string[][] {
  const lists: string[][] = [];
  let current: string[] | undefined;
  for (const line of splitPage(mdx).body.split('\n')) {
    if (line.startsWith('<Callout kind="key"')) current = [];
    else if (line.startsWith('</Callout>') && current) {
      if (current.length > 1) lists.push(current);
      current = undefined;
    } else {
      const item = current && line.match(/^- \*\*([^*]+)\*\*\s*:/);
      if (item) current!.push(item[1]!);
    }
  }
  return lists;
}

function inOrder(terms: readonly string[], locale: Locale): string[] {
  return [...terms].sort(new Intl.Collator(locale).compare);
}

describe('the check itself', () => {
  it('finds a list of defined terms and reads it in the order of the language', () => {
    const list = '- **Acción**: a\n  b\n- **Nivel**: c\n- **Especializado**: d\n';
    const mdx = `---\ntitle: x\n---\n\n${list}\n<Callout kind="key" title="Conceptos">\n\n${list}\n</Callout>\n`;
    expect(termLists(mdx)).toEqual([['Acción', 'Nivel', 'Especializado']]);
    expect(inOrder(['Tarea', 'Acción', 'Ángulo', 'Zona'], 'es')).toEqual(['Acción', 'Ángulo', 'Tarea', 'Zona']);
    expect(inOrder(['특성치', '난이도', '분발'], 'ko')).toEqual(['난이도', '분발', '특성치']);
  });
});

describe.each(locales)('%s: lists of defined terms are in alphabetical order', (locale) => {
  it.each(pagesOf(locale))('on %s', (page) => {
    for (const terms of termLists(read(locale, page))) expect(terms).toEqual(inOrder(terms, locale));
  });
});
