import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { locales, type Locale } from '../../i18n/locales.ts';
import type { GlossaryEntry } from '../../lib/glossary.ts';
import { planSearch } from './plan.ts';
import { foldWord } from './query.ts';
import { groupedWords, searchTermsOf, vocabularyOf } from './search-data.ts';
import { TermIndex } from './terms.ts';

const glossary = parse(readFileSync('content/glossary.yaml', 'utf8')) as GlossaryEntry[];
const keyOf = (text: string) => text.split(/\s+/).map(foldWord).join('');

describe.each(locales)('%s: the words readers search with (the glossary’s search lists)', (locale: Locale) => {
  const terms = searchTermsOf(glossary, locale, new Set());

  it('every entry has some', () => {
    const none = terms.filter((term) => term.search.length + (term.searchInPages ?? []).length === 0);
    expect(none.map((term) => term.id)).toEqual([]);
  });

  it('each stands for one entry only, and is no word the pages use for any entry', () => {
    const pageWords = new Map(
      terms.flatMap((term) => [term.term, ...term.aliases].map((word) => [keyOf(word), term.id])),
    );
    const seen = new Map<string, string>();
    const clashes = terms.flatMap((term) =>
      [...term.search, ...(term.searchInPages ?? [])].flatMap((word) => {
        const key = keyOf(word);
        const other = pageWords.get(key) ?? seen.get(key);
        seen.set(key, term.id);
        return other ? [`${term.id}: "${word}" is already ${other}'s`] : [];
      }),
    );
    expect(clashes).toEqual([]);
  });
});

/** A phrase as its words, each folded as a query's words are: `Auto-fail` is `auto fail`. */
const wordsIn = (text: string) =>
  text
    .split(/[\s\-‐–]+/)
    .map(foldWord)
    .filter(Boolean);
/** Whether `phrase` holds every word of `part`, in order and together. */
const holds = (phrase: string, part: string) => {
  const [words, run] = [wordsIn(phrase), wordsIn(part)];
  return words.some((_, at) => run.every((word, offset) => words[at + offset] === word));
};

/**
 * The search words of each entry that hold a word of its opposite (the glossary's `opposite`): its term, an alias
 * or a search word, in this language. Issue 36: `auto-fail`, a search word of automatic success, made the dialog
 * say "Glossary term for “auto-fail”: automatic success".
 */
function oppositeClashes(entries: readonly GlossaryEntry[], locale: Locale): string[] {
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  return entries.flatMap((entry) => {
    const opposite = entry.opposite === undefined ? undefined : byId.get(entry.opposite);
    if (!opposite) return [];
    const { term, aliases = [], search = [] } = opposite[locale];
    const theirs = [term, ...aliases, ...search];
    return (entry[locale].search ?? []).flatMap((word) => {
      const clash = theirs.find((other) => holds(word, other));
      return clash ? [`${entry.id}: "${word}" holds "${clash}", a word of ${opposite.id}`] : [];
    });
  });
}

describe('entries of opposite meaning (the glossary’s opposite)', () => {
  const opposed = glossary.filter((entry) => entry.opposite !== undefined);

  it('name each other', () => {
    expect(opposed.map((entry) => entry.id)).toContain('automatic-failure');
    for (const entry of opposed) {
      const other = glossary.find((candidate) => candidate.id === entry.opposite);
      expect(other?.opposite, `${entry.id} and ${entry.opposite}`).toBe(entry.id);
    }
  });

  it.each(locales)('%s: no search word of one holds a word of the other', (locale) => {
    expect(oppositeClashes(glossary, locale)).toEqual([]);
  });

  it('the check itself: finds `auto-fail` given back to automatic success, and a phrase that holds a word', () => {
    const given = (id: string, words: string[]) =>
      glossary.map((entry) =>
        entry.id === id ? { ...entry, en: { ...entry.en, search: [...(entry.en.search ?? []), ...words] } } : entry,
      );
    expect(oppositeClashes(given('automatic-success', ['auto-fail']), 'en')).toEqual([
      'automatic-success: "auto-fail" holds "auto-fail", a word of automatic-failure',
      'automatic-failure: "auto-fail" holds "auto-fail", a word of automatic-success',
    ]);
    expect(oppositeClashes(given('ease', ['Hindered roll']), 'en')).toEqual([
      'ease: "Hindered roll" holds "hindered", a word of hinder',
    ]);
    expect(oppositeClashes(given('ease', ['unhindered']), 'en')).toEqual([]);
  });
});

describe('the glossary knows the words of issue 26', () => {
  const index = (locale: Locale) => new TermIndex(searchTermsOf(glossary, locale, new Set()));
  it.each([
    ['ko', '노력', 'effort'],
    ['ko', '노력을', 'effort'],
    ['ko', '에지', 'edge'],
    ['ko', '주도권', 'initiative'],
    // Issue 35: the Korean Numenera documents' 판정 is the site's 굴림, and each finds the other.
    ['ko', '판정', 'roll'],
    ['ko', '힘 판정', 'roll'],
    ['es', 'esfuerso', 'effort'],
    ['es', 'Potencia', 'might'],
    ['en', 'strength', 'might'],
    ['en', 'DC', 'difficulty'],
  ] as const)('%s: %s -> %s', (locale, query, id) => {
    expect(planSearch(query, locale, index(locale)).matchedTerms.map((match) => match.term.id)).toEqual([id]);
  });

  it('ko: 판정 is searched as 굴림, whose entry says the Korean Numenera documents call it 판정', () => {
    expect(planSearch('판정', 'ko', index('ko')).texts).toContain('굴림');
    const roll = glossary.find((entry) => entry.id === 'roll')!;
    expect(roll.ko.term).toBe('굴림');
    expect(roll.ko.definition).toContain('판정');
  });

  it.each([
    ['틈새공격', '틈새 공격'],
    ['부상트랙', '부상 트랙'],
    ['회복굴림', '회복 굴림'],
  ])('ko: %s is searched as %s', (query, searched) => {
    expect(planSearch(query, 'ko', index('ko')).texts).toEqual([searched]);
  });
});

describe('searchTermsOf', () => {
  it('says which search words are also words of the pages, to be searched as typed too', () => {
    const [might] = searchTermsOf(
      glossary.filter((entry) => entry.id === 'might'),
      'en',
      new Set(['strength', 'the']),
    );
    expect(might).toMatchObject({
      term: 'Might',
      searchInPages: ['strength'],
      explained: 'cypher/pools-edge-effort#stats',
    });
    const [korean] = searchTermsOf(
      glossary.filter((entry) => entry.id === 'effort'),
      'ko',
      new Set(['분발']),
    );
    expect(korean).not.toHaveProperty('searchInPages');
  });
});

describe('groupedWords', () => {
  it('files words by first letter, in their order, in every group', () => {
    const groups = groupedWords(['effort', 'edge', 'Ámbito', 'hale', '분발', '마스터', '부상', '28시간']);
    expect([...groups.keys()]).toEqual(['a', 'c', 'e', 'i', 'p', 's', 'h00', 'h02', 'h06', 'h09', 'h11', 'h12', '_']);
    expect(groups.get('e')).toEqual(['effort', 'edge', 'hale']);
    expect(groups.get('a')).toEqual(['Ámbito']);
    expect(groups.get('h06')).toEqual(['분발', '마스터', '부상']);
    expect(groups.get('_')).toEqual(['28시간']);
    expect(groups.get('s')).toEqual([]);
  });
});

describe('vocabularyOf', () => {
  const page = (lang: string, body: string) =>
    `<html lang="${lang}"><body><nav>메뉴 menu</nav><main data-pagefind-body>${body}</main></body></html>`;

  it('lists the words of the indexed text, each once, most frequent first', () => {
    const pages = [page('en', '<p>Effort and Pools.</p>'), page('en', '<p>Effort, effort: Edge.</p>')];
    expect(vocabularyOf(pages, 'en')).toEqual(['effort', 'and', 'edge', 'pools']);
  });

  it('lists Korean words without their particles', () => {
    const pages = [page('ko', '<p>분발을 쓰면 분발은 늘어나고 난이도가 내려갑니다.</p>')];
    expect(vocabularyOf(pages, 'ko')).toEqual(['분발', '난이도', '내려갑니다', '늘어나고', '쓰면']);
  });
});
