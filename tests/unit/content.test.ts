import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { locales } from '../../src/i18n/locales.ts';
import { faqEntries } from '../../src/lib/faq.ts';
import { mentions, termMatcher, type GlossaryEntry } from '../../src/lib/glossary.ts';
import { contentDir, pagesOf, read, readerText, sectionIds, sectionsOf, splitPage } from './support/content.ts';

// The content itself, read from content/ (no build needed): every page in every locale with the same sections,
// the FAQ with the same entries, and a glossary whose every term points at a real section.
const frontmatter = (mdx: string) => splitPage(mdx).frontmatter;

const english = pagesOf('en');

describe('pages in every locale', () => {
  it('has pages', () => {
    expect(english.length).toBeGreaterThanOrEqual(20);
  });

  it.each(locales)('%s has exactly the pages of the other locales', (locale) => {
    expect(pagesOf(locale)).toEqual(english);
  });

  it.each(english)('%s has the same section ids, in the same order, in ko, es and en', (page) => {
    const ids = sectionIds(read('en', page));
    for (const locale of locales) expect(sectionIds(read(locale, page)), locale).toEqual(ids);
    expect(new Set(ids).size, 'ids are unique on the page').toBe(ids.length);
  });

  it.each(english)('%s: translations name their original, which exists', (page) => {
    const originals = locales.filter((locale) => !frontmatter(read(locale, page)).original);
    expect(originals, 'exactly one locale is the original').toHaveLength(1);
    for (const locale of locales) {
      const original = frontmatter(read(locale, page)).original;
      if (original) expect(original.locale).toBe(originals[0]);
    }
  });
});

describe('Arkham Horror FAQ', () => {
  // The Arkham pages that are an FAQ (the GM screen of the collection is not).
  const faqPages = english.filter((page) => frontmatter(read('en', page)).faq !== undefined);

  it.each(faqPages)('%s has the same entry numbers, flags and order in every locale', (page) => {
    const strip = (mdx: string) => faqEntries(mdx).map(({ n, added, expansion }) => ({ n, added, expansion }));
    const reference = strip(read('ko', page));
    expect(reference.length).toBeGreaterThan(40);
    for (const locale of locales) expect(strip(read(locale, page)), locale).toEqual(reference);
  });

  // Issue 34: the lists that the Korean FAQ text had lost (the signature card rules, the sources of triggered
  // abilities, and the rulings of 2.11, 2.13, 2.14, 2.15, 2.30 and 2.39) are written out in every language, each
  // entry naming the sections of the English FAQ 2.5 and the Korean FAQ 1.5 it follows. No entry is cut short.
  const completed: Record<string, string> = {
    '1.3': 'Signature Cards',
    '2.1': '1.2',
    '2.11': '1.11',
    '2.13': '1.13',
    '2.14': '1.14',
    '2.15': '1.16',
    '2.30': '2.1',
    '2.39': '2.10',
  };
  it.each(faqPages)('%s: the entries the FAQ text had cut short list their rules and cite the FAQs', (page) => {
    for (const locale of locales) {
      const mdx = read(locale, page);
      expect(mdx, locale).not.toContain('<Callout kind="incomplete">');
      for (const [n, section] of Object.entries(completed)) {
        const entry = new RegExp(`<FaqEntry n="${n.replace('.', '\\.')}"[\\s\\S]*?</FaqEntry>`).exec(mdx)?.[0] ?? '';
        const cites = [...entry.matchAll(/<cite\b[^>]*>([\s\S]*?)<\/cite>/g)].map(([, text]) => text).join(' ');
        expect(entry, `${locale} ${n}`).toMatch(/\n- /);
        expect(cites, `${locale} ${n}`).toContain('2.5');
        expect(cites, `${locale} ${n}`).toContain('1.5');
        expect(cites, `${locale} ${n}`).toContain(section);
      }
    }
  });

  it.each(faqPages)('%s numbers entries section.entry in order, each under its section', (page) => {
    const mdx = read('ko', page);
    const numbers = faqEntries(mdx).map((entry) => entry.n.split('.').map(Number) as [number, number]);
    numbers.forEach(([section, entry], index) => {
      const previous = numbers[index - 1];
      if (previous && previous[0] === section) expect(entry, `${section}.${entry}`).toBe(previous[1] + 1);
      else expect(entry, `${section}.${entry} starts its section`).toBe(1);
    });
    const sections = new Set(numbers.map(([section]) => `faq-${section}`));
    expect(sectionIds(mdx).filter((id) => /^faq-\d+$/.test(id))).toEqual([...sections]);
  });
});

describe('glossary', () => {
  const glossary = parse(readFileSync(join(contentDir, 'glossary.yaml'), 'utf8')) as GlossaryEntry[];

  it('has entries with unique ids', () => {
    expect(glossary.length).toBeGreaterThan(50);
    expect(new Set(glossary.map((entry) => entry.id)).size).toBe(glossary.length);
  });

  it.each(glossary.map((entry) => [entry.id, entry] as const))('%s has its words in every language', (_id, entry) => {
    for (const locale of locales) {
      expect(entry[locale]?.term, `${locale} term`).toBeTruthy();
      expect(entry[locale]?.definition, `${locale} definition`).toBeTruthy();
    }
  });

  // One term per concept (issue 11): the section an entry points to uses the entry's own words, in every language,
  // so that the glossary and the pages cannot drift apart (the Spanish damage bonus was "daño adicional" there).
  it.each(glossary.map((entry) => [entry.id, entry] as const))(
    '%s: the section that explains it uses its term, in ko, es and en',
    (_id, entry) => {
      for (const locale of locales) {
        const { term, aliases = [] } = entry[locale];
        const section = readerText(sectionsOf(read(locale, `${entry.page}.mdx`)).get(entry.section) ?? '');
        const words = [term, ...aliases].map((word) => word.toLocaleLowerCase(locale));
        expect(
          words.some((word) => section.toLocaleLowerCase(locale).includes(word)),
          `${locale}: ${words.join(' / ')} on ${entry.page}#${entry.section}`,
        ).toBe(true);
      }
    },
  );

  // A word that links only in some company (issue 29: "level" of a creature, not a level of Effort), or never in some
  // other (issue 44: "dead" said of an NPC), must still link where the glossary sends the reader: its patterns are not
  // so narrow, or so wide, that they miss the explaining section.
  const withCompany = glossary.flatMap((entry) =>
    locales
      .filter((locale) => entry[locale].only || entry[locale].not)
      .map((locale) => [entry.id, locale, entry] as const),
  );
  it.each(withCompany)(
    '%s (%s): links in the section that explains it, in the company it asks for',
    (_id, locale, entry) => {
      const section = readerText(sectionsOf(read(locale, `${entry.page}.mdx`)).get(entry.section) ?? '');
      const found = mentions(section, termMatcher([entry], locale));
      expect(found.map((mention) => mention.id)).toContain(entry.id);
    },
  );

  it.each(glossary.map((entry) => [entry.id, entry] as const))('%s points to a section that exists', (_id, entry) => {
    const page = `${entry.page}.mdx`;
    expect(english, `page ${entry.page}`).toContain(page);
    const mdx = read('en', page);
    const anchors = [...sectionIds(mdx), ...faqEntries(mdx).map((faq) => `faq-${faq.n.replace('.', '-')}`)];
    expect(anchors, `section #${entry.section} on ${entry.page}`).toContain(entry.section);
  });
});
