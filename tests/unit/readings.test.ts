import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { uiStrings } from '../../src/i18n/index.ts';
import { locales, type Locale } from '../../src/i18n/locales.ts';
import type { GlossaryEntry } from '../../src/lib/glossary.ts';
import { readings, settledReadings, type ReadingId } from '../../src/rules/index.ts';
import { pagesOf, read, readerText, sectionIds, sectionsOf } from './support/content.ts';
import { places } from './support/readings.ts';

// Issue 36.2: the site's readings (where the sources leave a gap that a tool must fill) are one list with an id each
// (src/rules/cypher/readings.ts), explained on one page (site/readings, a section per id), and wherever one is stated
// it is marked as the site's reading with a link there: `<Reading id="…" />` in a page, `[reading:<id>]` in a UI
// string. This test reads the sources (the pages as written, the UI strings, the glossary); tests/e2e/readings.e2e.ts
// checks the built pages.

const ids = readings.map((reading) => reading.id) as string[];

/**
 * Words that say the site chose where the rules are silent: a sentence with them states a reading and must carry its
 * mark. (Other mentions of "this site", such as what it does not cover, do not match.)
 */
const signals: Record<Locale, RegExp> = {
  en: /\b(?:this site|this reference)\s+(?:reads|applies|prices|counts|takes|treats|rounds)\b|\bon this site,?\s+a\b|\bthis site and its\b|\bthe site['’]s reading\b/i,
  es: /\b(?:este sitio|esta referencia)\s+(?:lo\s+)?(?:entiende|interpreta|cobra|aplica|cuenta|lee|trata|redondea)\b|\blectura de este sitio\b/i,
  ko: /이 사이트(?:는|가|와 계산기는)\s[^.]*?(?:봅니다|읽습니다|따르며|따릅니다|셈합니다|셉니다|해석한)|이 사이트의 해석/,
};

/** The marks in a UI string, and in an MDX page. */
const stringMarks = (text: string) => [...text.matchAll(/\[reading:([^\]]*)\]/g)].map((match) => match[1]!);
const pageMarks = (mdx: string) => [...mdx.matchAll(/<Reading\s+id="([^"]*)"\s*\/>/g)].map((match) => match[1]!);

/** The strings an island or a rules table shows: where a tool states a reading. */
const toolString = (key: string) =>
  /^(rules|difficultyTable|diceRoller|effortCalculator|damageSimulator|combatSituations|rollOff|initiativeCalculator|jumpCalculator|heavyObjectCalculator|healingCalculator|craftingCalculator)\./.test(
    key,
  );

/** The paragraphs, list items and callouts of some MDX: each a block that states one thing. */
function blocks(mdx: string): string[] {
  return mdx
    .replace(/<Callout\b[\s\S]*?<\/Callout>/g, (callout) => callout.replace(/\n\n/g, '\n'))
    .split(/\n\n+/)
    .flatMap((block) => block.split(/\n(?=(?:- |\d+\. ))/));
}

describe('the check itself', () => {
  it('hears a sentence that states a reading, in each language', () => {
    expect(signals.en.test('On this site a roll of exactly 6 acts after it.')).toBe(true);
    expect(signals.en.test('This site reads it as the difficulty the roll would also have beaten.')).toBe(true);
    expect(signals.en.test('Counting them alike is the site’s reading.')).toBe(true);
    expect(signals.en.test('the Void Rules (not covered on this site)')).toBe(false);
    expect(signals.es.test('Este sitio lo interpreta como la dificultad')).toBe(true);
    expect(signals.es.test('Todas las páginas de este sitio convierten igual')).toBe(false);
    expect(signals.ko.test('이 사이트는 딱 6이면 NPC 다음에 행동한다고 봅니다.')).toBe(true);
    expect(signals.ko.test('우주 공간을 다루는 게임 규칙으로, 이 사이트에서는 다루지 않습니다')).toBe(false);
  });

  it('finds the marks of a string and of a page', () => {
    expect(stringMarks('acts after it ([reading:initiative-tie]).')).toEqual(['initiative-tie']);
    expect(pageMarks('acts after it (<Reading id="initiative-tie" />).')).toEqual(['initiative-tie']);
  });
});

describe('the readings page', () => {
  it.each(locales)('%s: has a section for every reading and for each settled one, and no other', (locale) => {
    expect(sectionIds(read(locale, 'site/readings.mdx'))).toEqual([...ids, ...settledReadings]);
  });

  it('every reading is somewhere on the site besides its page', () => {
    expect(Object.keys(places).sort()).toEqual([...ids].sort());
    for (const id of ids) expect(places[id as ReadingId].pages.length, id).toBeGreaterThan(0);
  });
});

describe.each(locales)('%s: UI strings', (locale) => {
  const strings = uiStrings[locale];

  it('mark only readings on the list', () => {
    const unknown = Object.entries(strings).flatMap(([key, text]) =>
      stringMarks(text)
        .filter((id) => !ids.includes(id))
        .map((id) => `${key}: ${id}`),
    );
    expect(unknown).toEqual([]);
  });

  it.each(ids)('mark %s where a tool states it', (id) => {
    for (const key of places[id as ReadingId].strings) expect(stringMarks(strings[key] ?? ''), key).toContain(id);
  });

  it('mark every reading a tool states, and mark it in every language alike', () => {
    const unmarked = Object.entries(strings).filter(
      ([key, text]) => toolString(key) && signals[locale].test(text) && stringMarks(text).length === 0,
    );
    expect(unmarked.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
    const differing = Object.entries(uiStrings.en).filter(
      ([key, text]) => stringMarks(text).join() !== stringMarks(strings[key] ?? '').join(),
    );
    expect(differing.map(([key]) => key)).toEqual([]);
  });
});

describe.each(locales)('%s: pages', (locale) => {
  const pages = pagesOf(locale).filter((page) => page !== 'site/readings.mdx');

  it('mark only readings on the list', () => {
    const unknown = pages.flatMap((page) =>
      pageMarks(read(locale, page))
        .filter((id) => !ids.includes(id))
        .map((id) => `${page}: ${id}`),
    );
    expect(unknown).toEqual([]);
  });

  it.each(ids)('mark %s in every section that states it', (id) => {
    for (const place of places[id as ReadingId].pages) {
      const [page, section] = place.split('#') as [string, string];
      const text = sectionsOf(read(locale, page)).get(section);
      expect(text, place).toBeDefined();
      expect(pageMarks(text!), place).toContain(id);
    }
  });

  // A block that links to the readings page itself (the about page does) points at the whole list.
  it('mark every block that says the site chose', () => {
    const unmarked = pages.flatMap((page) =>
      blocks(read(locale, page))
        .filter((block) => signals[locale].test(readerText(block)) && pageMarks(block).length === 0)
        .filter((block) => !block.includes('](/site/readings/)'))
        .map((block) => `${page}: ${readerText(block).slice(0, 100)}`),
    );
    expect(unmarked).toEqual([]);
  });
});

describe('the glossary', () => {
  const glossary = parse(readFileSync('content/glossary.yaml', 'utf8')) as GlossaryEntry[];

  // A definition is a rule in one line, shown as a preview wherever the term is linked: a reading belongs on its page,
  // where it is marked, not in a definition.
  it.each(locales)('%s: states no reading in a definition', (locale) => {
    const stated = glossary
      .map((entry) => entry[locale].definition)
      .filter((definition) => signals[locale].test(definition) || stringMarks(definition).length > 0);
    expect(stated).toEqual([]);
  });
});
