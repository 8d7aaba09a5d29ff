import { describe, expect, it } from 'vitest';
import { locales, type Locale } from '../../src/i18n/locales.ts';
import { pagesOf, read, readerText, sectionsOf, splitPage } from './support/content.ts';

// Claims that compare the games or the editions say where they come from (issues 27 and 29): every row of the
// comparison page and every note about an edition of Numenera ends with a <cite> naming the rulebook and its
// section, which the reader sees. A comparison with no citation is the unsupported claim this test is for.

const comparisonPage = 'numenera/numenera-and-cypher.mdx';

/** Words that mark a statement about one edition of Numenera against another. */
const editionWords: Record<Locale, RegExp> = {
  en: /\bfirst edition\b|\bNumenera Destiny\b/i,
  es: /\bprimera edición\b|\bNumenera Destiny\b/i,
  ko: /1판|데스티니/,
};

const cites = (text: string) => /<cite\b[^>]*>\s*[^<\s]/.test(text);

/** The body rows of the Markdown tables in some MDX (not the header or the divider), each with its claim cells. */
function tableRows(mdx: string): { row: string; claims: string[] }[] {
  const lines = mdx.split('\n');
  return lines
    .filter((line, index) => line.startsWith('|') && (lines[index - 1] ?? '').startsWith('|'))
    .filter((line) => !/^\|[\s|:-]+\|$/.test(line))
    .map((row) => ({ row, claims: row.split(/(?<!\\)\|/).slice(2, -1) }));
}

/** The claim cells of a section's table rows that cite nothing. */
function uncitedCells(mdx: string): string[] {
  return tableRows(mdx).flatMap(({ row, claims }) =>
    claims.filter((cell) => !cites(cell)).map((cell) => `${row.split('|')[1]?.trim()}: “${cell.trim()}”`),
  );
}

/** The items of a Markdown list that cite nothing (an item runs on over its indented lines). */
function uncitedItems(mdx: string): string[] {
  const items = mdx.split(/\n(?=- )/).filter((part) => part.startsWith('- '));
  return items.filter((item) => !cites(item.split(/\n(?!\s)/)[0] ?? item)).map((item) => item.slice(0, 80));
}

/**
 * The blocks of a page body (paragraphs, list items, table rows, and a callout as one block) that speak of an
 * edition of Numenera without citing anything. Headings name the topic of what follows and are not claims.
 */
function uncitedEditionNotes(body: string, locale: Locale): string[] {
  const blocks = body
    .replace(/<Callout\b[\s\S]*?<\/Callout>/g, (callout) => callout.replace(/\n\n/g, '\n'))
    .split(/\n\n+/)
    .flatMap((block) => (block.startsWith('|') ? tableRows(block).map(({ row }) => row) : block.split(/\n(?=- )/)));
  return blocks
    .filter((block) => !/^(#{2,6} |Table: )/.test(block) && editionWords[locale].test(readerText(block)))
    .filter((block) => !cites(block))
    .map((block) => readerText(block).slice(0, 100));
}

describe('the check itself', () => {
  it('finds a table row with a claim that cites nothing', () => {
    const mdx = [
      '| Rule | Numenera | Cypher System |',
      '|---|---|---|',
      '| Days | 28 hours <cite>Discovery, Recovering</cite> | Ordinary days |',
      '| XP | Discovery <cite>Discovery, XP</cite> | Intrusions <cite>CSRD, GM Intrusion</cite> |',
    ].join('\n');
    expect(uncitedCells(mdx)).toEqual(['Days: “Ordinary days”']);
  });

  it('does not take an empty citation for one', () => {
    expect(uncitedCells('| A | B |\n|---|---|\n| x | y <cite></cite> |')).toHaveLength(1);
  });

  it('finds a list item with no citation, wherever its lines break', () => {
    const mdx = '- both roll a d20\n  <cite>CSRD, Rules of the Game</cite>;\n- both use Effort;\n- done';
    expect(uncitedItems(mdx)).toEqual(['- both use Effort;', '- done']);
  });

  it.each([
    ['en', 'Numenera first edition made a 20 an automatic success.', 1],
    ['en', 'Numenera first edition made a 20 an automatic success <cite>Numenera first edition, Effects</cite>.', 0],
    ['en', '## Numenera first edition and Numenera Discovery {#editions}', 0],
    ['en', '<Callout kind="note" title="First edition">\n\nIt had three.\n\n</Callout>', 1],
    ['es', 'La primera edición de Numenera tenía tres distancias.', 1],
    ['ko', '누메네라 1판에는 거리 구분이 셋이었습니다.', 1],
    ['ko', '누메네라 데스티니가 유형 셋을 더합니다 <cite>누메네라 디스커버리, 상호작용</cite>.', 0],
  ] as const)('%s: "%s" has %i uncited edition note(s)', (locale, text, count) => {
    expect(uncitedEditionNotes(text, locale)).toHaveLength(count);
  });
});

describe.each(locales)('%s: the comparison page cites every claim', (locale: Locale) => {
  const sections = sectionsOf(read(locale, comparisonPage));

  it.each(['differences', 'editions'])('every row of #%s names its source', (id) => {
    const section = sections.get(id) ?? '';
    expect(tableRows(section).length, `#${id} has a table`).toBeGreaterThan(2);
    expect(uncitedCells(section)).toEqual([]);
  });

  it('every shared rule names its source', () => {
    const section = sections.get('shared-rules') ?? '';
    expect(section.split(/\n(?=- )/).length, '#shared-rules has a list').toBeGreaterThan(5);
    expect(uncitedItems(section)).toEqual([]);
  });
});

describe.each(locales)('%s: every note about an edition of Numenera names its source', (locale: Locale) => {
  it.each(pagesOf(locale).filter((page) => page.startsWith('numenera/')))('on %s', (page) => {
    expect(uncitedEditionNotes(splitPage(read(locale, page)).body, locale)).toEqual([]);
  });
});
