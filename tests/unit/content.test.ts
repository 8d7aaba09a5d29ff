import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { locales } from '../../src/i18n/locales.ts';
import { faqEntries } from '../../src/lib/faq.ts';
import type { CollectionId } from '../../src/lib/collections.ts';
import { mentions, termMatcher, wordingOn, type GlossaryEntry } from '../../src/lib/glossary.ts';
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
  const faqPages = english.filter((page) => page.startsWith('arkham/'));

  it.each(faqPages)('%s has the same entry numbers, flags and order in every locale', (page) => {
    const strip = (mdx: string) => faqEntries(mdx).map(({ n, added, expansion }) => ({ n, added, expansion }));
    const reference = strip(read('ko', page));
    expect(reference.length).toBeGreaterThan(40);
    for (const locale of locales) expect(strip(read(locale, page)), locale).toEqual(reference);
  });

  // Entries whose lists did not survive in the FAQ text are marked in every language, saying what is missing
  // (issue 11): the signature card rules (1.3), the sources of triggered abilities (2.1), and the lists of 2.11, 2.13,
  // 2.14, 2.15, 2.30 and 2.39.
  it.each(faqPages)('%s marks the same entries incomplete in every locale', (page) => {
    const incomplete = (mdx: string) =>
      mdx
        .split(/(?=<FaqEntry\s)/)
        .filter((part) => part.includes('<Callout kind="incomplete">'))
        .map((part) => /\bn="([^"]+)"/.exec(part)?.[1]);
    const reference = incomplete(read('ko', page));
    expect(reference).toEqual(['1.3', '2.1', '2.11', '2.13', '2.14', '2.15', '2.30', '2.39']);
    for (const locale of locales) expect(incomplete(read(locale, page)), locale).toEqual(reference);
  });

  // Issue 27: a ruling cut short sends the reader to the publisher's FAQ, which has it in full.
  it.each(faqPages)('%s: each incomplete entry links to the official FAQ, in every locale', (page) => {
    for (const locale of locales) {
      const callouts = read(locale, page).match(/<Callout kind="incomplete">[\s\S]*?<\/Callout>/g) ?? [];
      expect(callouts.length, locale).toBeGreaterThan(0);
      const unlinked = callouts.filter(
        (callout) => !/\]\(https:\/\/images-cdn\.fantasyflightgames\.com\/[^)]+\.pdf\)/.test(callout),
      );
      expect(unlinked, locale).toEqual([]);
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
      const collection = entry.page.split('/')[0] as CollectionId;
      for (const locale of locales) {
        const { term, aliases = [] } = wordingOn(entry, locale, collection);
        const section = readerText(sectionsOf(read(locale, `${entry.page}.mdx`)).get(entry.section) ?? '');
        const words = [term, ...aliases].map((word) => word.toLocaleLowerCase(locale));
        expect(
          words.some((word) => section.toLocaleLowerCase(locale).includes(word)),
          `${locale}: ${words.join(' / ')} on ${entry.page}#${entry.section}`,
        ).toBe(true);
      }
    },
  );

  // A word that links only in some company (issue 29: "level" of a creature, not a level of Effort) must still link
  // where the glossary sends the reader: its patterns are not so narrow that they miss the explaining section.
  const withCompany = glossary.flatMap((entry) =>
    locales.filter((locale) => entry[locale].only).map((locale) => [entry.id, locale, entry] as const),
  );
  it.each(withCompany)(
    '%s (%s): links in the section that explains it, in the company it asks for',
    (_id, locale, entry) => {
      const collection = entry.page.split('/')[0] as CollectionId;
      const section = readerText(sectionsOf(read(locale, `${entry.page}.mdx`)).get(entry.section) ?? '');
      const found = mentions(section, termMatcher([entry], locale, collection));
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
