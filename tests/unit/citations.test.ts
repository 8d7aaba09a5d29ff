import { describe, expect, it } from 'vitest';
import { locales, type Locale } from '../../src/i18n/locales.ts';
import type { SourceFile } from '../../src/lib/sources.ts';
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

// Every citation names a document the page lists under Sources, and a section the page lists for it (issue 33, E12):
// a rule taken from Numenera onto a Cypher System page, or from a CSRD section the page does not list, shows here.
// A public article (Monte Cook Games') is cited by its title and linked instead.

/** The CSRD: its chapter "Rules of the Game" (004) and its other chapters (issue 44, RA6). */
const CSRD = ['004_21aab1670bdd9ae4.txt', 'csrd-other-chapters'] as const satisfies readonly SourceFile[];

/**
 * How the citations of each language name a document: the source files it may be (a book the site read in a fan
 * summary, or in passages quoted in public discussions), or `linked` for a public article.
 */
const citedBooks: Record<Locale, readonly (readonly [name: string, files: readonly SourceFile[] | 'linked'])[]> = {
  en: [
    ['CSRD', CSRD],
    ['Numenera Discovery', ['000_ae5f601787a9a4fc.txt', 'numenera-discovery-quoted']],
    ['Numenera first edition', ['001_9be81890518a0ca9.txt', 'numenera-first-edition-quoted']],
    ['Ninth World damage rules', ['002_bc7cbcff9438f9e9.txt']],
    ['Monte Cook Games', 'linked'],
  ],
  es: [
    ['CSRD', CSRD],
    ['Numenera Discovery', ['000_ae5f601787a9a4fc.txt', 'numenera-discovery-quoted']],
    ['Numenera, primera edición', ['001_9be81890518a0ca9.txt', 'numenera-first-edition-quoted']],
    ['reglas adicionales de daño del Noveno Mundo', ['002_bc7cbcff9438f9e9.txt']],
    ['Monte Cook Games', 'linked'],
  ],
  ko: [
    ['CSRD', CSRD],
    ['누메네라 디스커버리', ['000_ae5f601787a9a4fc.txt', 'numenera-discovery-quoted']],
    ['누메네라 1판', ['001_9be81890518a0ca9.txt', 'numenera-first-edition-quoted']],
    ['아홉 번째 세계 피해 보충 규칙', ['002_bc7cbcff9438f9e9.txt']],
    ['Monte Cook Games', 'linked'],
  ],
};

/** What is left of a list of CSRD section titles once the titles a page lists are taken out: words besides "and". */
const beyondListedSections = (titles: string, listed: readonly string[]) =>
  [...listed]
    .sort((a, b) => b.length - a.length)
    .reduce((rest, section) => rest.split(section.toLowerCase()).join(' '), titles.toLowerCase())
    .replace(/[\s,.]+|(?<![\p{L}])(and|y)(?![\p{L}])|(?<=[\p{L}\s])(와|과|및)(?![\p{L}])/gu, ' ')
    .trim();

/** The problems with a page's citations: a document it does not list, a CSRD section it does not list, no link. */
function unlistedCitations(mdx: string, locale: Locale): string[] {
  const { frontmatter, body } = splitPage(mdx);
  const sources = frontmatter.sources ?? [];
  const csrdSections = sources
    .filter(({ file }) => (CSRD as readonly string[]).includes(file))
    .map(({ section }) => section);
  const parts = [...body.matchAll(/<cite\b[^>]*>([\s\S]*?)<\/cite>/g)].flatMap((cite) =>
    (cite[1] ?? '').replace(/\s+/g, ' ').split(';'),
  );
  return parts.flatMap((part) => {
    const text = part.trim();
    const [name, files] = citedBooks[locale].find(([book]) => text.startsWith(book)) ?? [];
    if (!name || !files) return [`an unknown document: “${text}”`];
    if (files === 'linked') return /\]\(https?:\/\//.test(text) ? [] : [`no link to the article: “${text}”`];
    if (!sources.some((source) => (files as readonly string[]).includes(source.file)))
      return [`${files.join(' or ')} is not under Sources: “${text}”`];
    if (files !== CSRD) return [];
    const rest = beyondListedSections(text.slice(name.length), csrdSections);
    return rest ? [`a CSRD section not under Sources (“${rest}”): “${text}”`] : [];
  });
}

/** A word US title case writes in lower case inside a title ("Attack Modifiers and Special Situations"). */
const capitalizedMinorWord =
  /(?<=\S\s+)(And|Or|Nor|But|Of|From|Into|In|On|At|To|For|By|With|As)(?=\s)|(?<=\p{L}\s+)(?<!(?:\band|\by|와|과)\s+)(A|An|The)(?=\s)/u;

/** The English titles a page cites (the CSRD's and the fan page's sections) that capitalize a minor word. */
function titleCaseSlips(mdx: string): string[] {
  const { frontmatter, body } = splitPage(mdx);
  const englishSections = (frontmatter.sources ?? [])
    .filter(({ file }) => [...CSRD, '002_bc7cbcff9438f9e9.txt'].includes(file))
    .map(({ section }) => section);
  const csrdCitations = [...body.matchAll(/<cite\b[^>]*>([\s\S]*?)<\/cite>/g)]
    .flatMap((cite) => (cite[1] ?? '').replace(/\s+/g, ' ').split(';'))
    .map((part) => part.trim())
    .filter((part) => part.startsWith('CSRD'));
  // A section of an English document quoted by its title (the FAQ's entries: “…”, «…», or 「<span lang="en">…」).
  const quotedTitles = [...body.matchAll(/<cite\b[^>]*>([\s\S]*?)<\/cite>/g)].flatMap((cite) =>
    [...(cite[1] ?? '').matchAll(/“([^”]+)”|«([^»]+)»|<span lang="en">([^<]+)<\/span>/g)].map((quoted) =>
      (quoted[1] ?? quoted[2] ?? quoted[3] ?? '').replace(/\s+/g, ' '),
    ),
  );
  return [...englishSections, ...csrdCitations, ...quotedTitles].filter((title) => capitalizedMinorWord.test(title));
}

describe('the citation checks themselves', () => {
  const page = (sources: string, body: string) => `---\nsources:\n${sources}\n---\n${body}`;
  const csrd = (section: string) => `  - file: 004_21aab1670bdd9ae4.txt\n    section: "${section}"`;

  it('takes a cited CSRD section the page lists, in any case, and finds one it does not', () => {
    const mdx = page(csrd('Damage') + '\n' + csrd('The Effects of Taking Damage'), '');
    expect(unlistedCitations(`${mdx}<cite>CSRD, Damage and the effects of taking damage</cite>`, 'en')).toEqual([]);
    expect(unlistedCitations(`${mdx}<cite>CSRD, Damage y Armor</cite>`, 'es')).toEqual([
      'a CSRD section not under Sources (“armor”): “CSRD, Damage y Armor”',
    ]);
    expect(unlistedCitations(`${mdx}<cite>CSRD, Damage와 The Effects of Taking Damage</cite>`, 'ko')).toEqual([]);
  });

  it('finds a cited book the page does not list, an unknown one, and an article with no link', () => {
    const mdx = page(csrd('Damage'), '');
    expect(unlistedCitations(`${mdx}<cite>Numenera Discovery, Special rolls</cite>`, 'en')).toHaveLength(1);
    expect(unlistedCitations(`${mdx}<cite>Numenera Destiny, Types</cite>`, 'en')).toHaveLength(1);
    expect(unlistedCitations(`${mdx}<cite>Monte Cook Games, A Look at Arkai</cite>`, 'en')).toHaveLength(1);
    expect(unlistedCitations(`${mdx}<cite>Monte Cook Games, [A Look](https://example.com/)</cite>`, 'en')).toEqual([]);
  });

  it('finds a capitalized "And" or "Of" inside an English title, not a "The" that starts one', () => {
    expect(titleCaseSlips(page(csrd('Attack Modifiers And Special Situations'), ''))).toHaveLength(1);
    expect(titleCaseSlips(page(csrd('Moving A Heavy Object'), ''))).toHaveLength(1);
    expect(
      titleCaseSlips(page('', '<cite>FAQ 2.5, section 1.13, “Shuffling A Card into an Empty Deck”</cite>')),
    ).toHaveLength(1);
    expect(
      titleCaseSlips(page('', '<cite>FAQ 2.5, 1.13항 「<span lang="en">Shuffling a Card Into a Deck</span>」</cite>')),
    ).toHaveLength(1);
    expect(titleCaseSlips(page(csrd('Damage'), '<cite>CSRD, Damage and The Effects of Taking Damage</cite>'))).toEqual(
      [],
    );
  });
});

const rulesPages = (locale: Locale) =>
  pagesOf(locale).filter((page) => page.startsWith('cypher/') || page.startsWith('numenera/'));

describe.each(locales)('%s: citations name what the page lists under Sources', (locale: Locale) => {
  it.each(rulesPages(locale))('on %s', (page) => {
    expect(unlistedCitations(read(locale, page), locale)).toEqual([]);
  });
});

describe.each(locales)('%s: cited English titles are in US title case', (locale: Locale) => {
  it.each(pagesOf(locale))('on %s', (page) => {
    expect(titleCaseSlips(read(locale, page))).toEqual([]);
  });
});

// A Cypher System page that says what Numenera does cites where Numenera says it (issue 33, E12), as the comparison
// page does, so that the document is listed under Sources too.
const numeneraNamed: Record<Locale, RegExp> = { en: /\bNumenera\b/, es: /\bNumenera\b/, ko: /누메네라/ };

describe.each(locales)('%s: a Cypher System page cites each rule it takes from Numenera', (locale: Locale) => {
  it.each(pagesOf(locale).filter((page) => page.startsWith('cypher/')))('on %s', (page) => {
    const blocks = splitPage(read(locale, page))
      .body.split(/\n\n+|\n(?=- )/)
      .filter((block) => !/^(#{2,6} |Table: )/.test(block));
    const uncited = blocks
      .map((block) => block.replace(/\]\([^)]*\)/g, ']'))
      .filter((block) => numeneraNamed[locale].test(block.replace(/\[[^\]]*\]/g, '')) && !cites(block))
      .map((block) => readerText(block).slice(0, 100));
    expect(uncited).toEqual([]);
  });
});
