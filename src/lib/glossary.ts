import type { Locale } from '../i18n/locales.ts';
import { koreanCopulas, koreanParticles } from './korean-particles.ts';

/**
 * One language's side of a glossary entry (content/glossary.yaml): the words a page may use for a concept, and those
 * it may not (content/README.md, "Words").
 */
export interface GlossaryWords {
  term: string;
  aliases?: string[] | undefined;
  /**
   * Variants a page must not use for this concept: a word that means something else here, or a drifting synonym.
   * A plain string is a phrase; `/…/` is a regular expression, for a word that is wrong only in some company.
   */
  avoid?: string[] | undefined;
  definition: string;
  /** false for a word that is also an everyday word in this language: it is never linked automatically. */
  link?: boolean | undefined;
  /**
   * For a word that is a game term in some company and an everyday word in other ("level of Effort" is not a
   * creature's level): regular expressions written `/…/`, and a mention of the entry links only where a match of one
   * of them overlaps it, read across links and emphasis (content/README.md, "Words").
   */
  only?: string[] | undefined;
  /**
   * The reverse of `only`, for a game term that is the wrong one in some company ("dead" said of an NPC, which has no
   * damage track): regular expressions written `/…/`, and a mention does not link where a match of one overlaps it.
   */
  not?: string[] | undefined;
  /**
   * Words readers type for this concept that the pages do not use: another edition's term, an everyday word, a common
   * misspelling. Search finds the term's pages for them and says which term it matched (src/components/search/).
   */
  search?: string[] | undefined;
  /**
   * true where the term is the site's own translation: the rules this language's pages cite (for Spanish, the basic
   * rules of Numenera first edition) do not name the concept. The glossary says so beside the term, and each page
   * that links the term lists it with its English original (content/README.md, "Words").
   */
  ours?: boolean | undefined;
}

/** A glossary entry: a game term in every language, and the page section that explains it. */
export interface GlossaryEntry {
  id: string;
  game: 'cypher' | 'arkham';
  /** `<collection>/<slug>` of the explaining page. */
  page: string;
  /** The `{#id}` of the explaining section on that page. */
  section: string;
  /**
   * The id of the entry that means the opposite (automatic success, automatic failure), when a reader could mistake
   * one for the other: no word readers search with may lead from one to the other (search-data.test.ts).
   */
  opposite?: string | undefined;
  ko: GlossaryWords;
  es: GlossaryWords;
  en: GlossaryWords;
}

/** Where a term is first mentioned in a piece of text. */
export interface Mention {
  id: string;
  index: number;
  text: string;
}

// Korean attaches particles to nouns: "분발을", "난이도는". A term counts as mentioned when it stands at the
// start of a word and is followed by the end of the word or by a particle or copula; "힘들다" is not "힘".
const KOREAN_ENDINGS = new Set<string>([...koreanParticles, ...koreanCopulas]);
const LONGEST_KOREAN_ENDING = Math.max(...[...KOREAN_ENDINGS].map((ending) => ending.length));

/**
 * A letter or digit of our three languages: Latin with its accents (Spanish ñ, á, ü, º), and Hangul. Written out
 * rather than as the Unicode class `[\p{L}\p{N}]`, which made the scan of every page's text 2.5 times slower (issue
 * 18); tests/unit/terms.test.ts checks that the pages and the glossary use no other letter.
 */
export const WORD_CHARACTER =
  /[0-9A-Za-z\u00AA\u00B5\u00BA\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F\u1100-\u11FF\u3130-\u318F\uAC00-\uD7A3]/;
/** A word: a run of letters and digits. Terms are one or more words ("damage track", "point-blank"). */
const WORD = new RegExp(`${WORD_CHARACTER.source}+`, 'g');

/** How a locale's glossary words are found in text (termMatcher). */
export interface TermMatcher {
  locale: Locale;
  /** Every term and alias, lower-cased, to its entry's id ('' for a word that is never linked). */
  idOf: Map<string, string>;
  /**
   * Every word that may start a term as a text writes it, lower-cased: a term's first word and, in Korean, that word
   * with each particle or copula after it. Most words of a text start no term, and are passed over at one look-up.
   */
  termStarts: Set<string>;
  /** The first words of every term of two words or more, up to each word before its last ("object", "object damage"). */
  phraseStarts: Set<string>;
  /** The entries whose words link only in some company (GlossaryWords.only), to the patterns of that company. */
  company: Map<string, RegExp[]>;
  /** The entries whose words never link in some company (GlossaryWords.not), to the patterns of that company. */
  wrongCompany: Map<string, RegExp[]>;
}

/**
 * Builds the matcher of a locale's glossary words: every term and alias, longest first so
 * that "사물 부상 트랙" wins over "부상 트랙", matched on whole words as suits the language. Words marked `link: false`
 * are matched too, mapped to no id, so that they are never linked yet still hide the shorter terms inside them
 * ("Cypher System" is not a mention of "cypher"). An English phrase is found in the plural too (englishPhrasePlural).
 */
export function termMatcher(entries: readonly GlossaryEntry[], locale: Locale): TermMatcher {
  const idOf = new Map<string, string>();
  const add = (word: string, id: string) => {
    const key = word.toLowerCase();
    if (!idOf.has(key)) idOf.set(key, id);
  };
  const listed = entries.map((entry) => {
    const { term, aliases = [] } = entry[locale];
    return { id: entry[locale].link === false ? '' : entry.id, words: [term, ...aliases] };
  });
  for (const { id, words } of listed) for (const word of words) add(word, id);
  // Then the English plurals of its phrases, after every listed word so that none takes another entry's word.
  if (locale === 'en')
    for (const { id, words } of listed) for (const word of words.flatMap(englishPhrasePlural)) add(word, id);
  const wordEnds = [...idOf.keys()].map((term) => ({
    term,
    ends: [...term.matchAll(WORD)].map((word) => word.index + word[0].length),
  }));
  const firstWords = wordEnds.flatMap(({ term, ends }) => (ends.length > 0 ? [term.slice(0, ends[0])] : []));
  const endings = locale === 'ko' ? ['', ...KOREAN_ENDINGS] : [''];
  return {
    locale,
    idOf,
    termStarts: new Set(firstWords.flatMap((word) => endings.map((ending) => word + ending))),
    phraseStarts: new Set(wordEnds.flatMap(({ term, ends }) => ends.slice(0, -1).map((end) => term.slice(0, end)))),
    company: patternsOf(entries, (entry) => entry[locale].only),
    wrongCompany: patternsOf(entries, (entry) => entry[locale].not),
  };
}

/** The entries that list company patterns (`only` or `not`), to those patterns as regular expressions. */
function patternsOf(
  entries: readonly GlossaryEntry[],
  written: (entry: GlossaryEntry) => string[] | undefined,
): Map<string, RegExp[]> {
  return new Map(
    entries.flatMap((entry) => {
      const patterns = written(entry);
      return patterns ? [[entry.id, patterns.map(glossaryPattern)] as const] : [];
    }),
  );
}

/**
 * The plural of an English phrase of two words or more, on its last word ("damage bonuses", "initial costs"), so that
 * the matcher finds the whole phrase before a shorter term inside it ("damage"). A single word is left as the glossary
 * lists it: "covers", "draws" or "damages" is as often a verb.
 */
function englishPhrasePlural(phrase: string): string[] {
  if (!/\s/.test(phrase.trim())) return [];
  if (/(?:s|x|z|ch|sh)$/i.test(phrase)) return [`${phrase}es`];
  if (/[^aeiou]y$/i.test(phrase)) return [`${phrase.slice(0, -1)}ies`];
  return [`${phrase}s`];
}

/**
 * A pattern written `/…/` (an `only` or an `avoid` of the glossary or the style list) as a regular expression: any
 * case, Unicode, matching all through a text.
 */
export function glossaryPattern(written: string): RegExp {
  return new RegExp(written.slice(1, -1), 'giu');
}

/** How far around a mention its company is looked for: enough for a few words on each side. */
const COMPANY_REACH = 60;

/**
 * The text on either side of a run of text, for a mention near its edge: "Each level of <a>Effort</a>" is two runs.
 * `after` is a function because it is rarely needed and costs a look ahead in the page.
 */
export interface Surroundings {
  before: string;
  after: () => string;
}

const NOTHING_AROUND: Surroundings = { before: '', after: () => '' };

/** Whether a match of one of `patterns` overlaps the mention from `start` to `end` of `text` (`only`, `not`). */
function inCompany(
  text: string,
  start: number,
  end: number,
  patterns: readonly RegExp[],
  { before, after }: Surroundings,
): boolean {
  const lead = (before + text.slice(0, start)).slice(-COMPANY_REACH);
  const rest = text.slice(end, end + COMPANY_REACH);
  const tail = rest.length < COMPANY_REACH ? (rest + after()).slice(0, COMPANY_REACH) : rest;
  const around = lead + text.slice(start, end) + tail;
  const mentionStart = lead.length;
  const mentionEnd = mentionStart + end - start;
  return patterns.some((pattern) =>
    [...around.matchAll(pattern)].some(
      (match) => match.index < mentionEnd && match.index + Math.max(1, match[0].length) > mentionStart,
    ),
  );
}

/** Where the words of a text start and end, in two lists: a text has many words, and most start no term. */
interface Words {
  starts: number[];
  ends: number[];
}

function wordsOf(text: string): Words {
  const words: Words = { starts: [], ends: [] };
  for (WORD.lastIndex = 0; ;) {
    const word = WORD.exec(text);
    if (!word) return words;
    words.starts.push(word.index);
    words.ends.push(word.index + word[0].length);
  }
}

const NO_ENDING: readonly number[] = [0];

/** The lengths of the endings a Korean word may carry after a term: none, then every particle or copula it ends in. */
function endingLengths(text: string, words: Words, at: number, matcher: TermMatcher): readonly number[] {
  if (matcher.locale !== 'ko') return NO_ENDING;
  const end = words.ends[at]!;
  const lengths = [0];
  for (let length = 1; length <= Math.min(LONGEST_KOREAN_ENDING, end - words.starts[at]! - 1); length += 1)
    if (KOREAN_ENDINGS.has(text.slice(end - length, end))) lengths.push(length);
  return lengths;
}

/**
 * Every mention in `text` of a term that links (words marked `link: false` are matched but left out, and so are words
 * outside the company their entry asks for or in a company it refuses), in order: one scan of the text gives both the terms a page mentions and
 * the first one it has not linked yet. At each word, the term of the most words wins (in Korean, with the shortest
 * ending), and the scan goes on after it.
 */
export function mentions(text: string, matcher: TermMatcher, around: Surroundings = NOTHING_AROUND): Mention[] {
  // Plain lower-casing, once: Korean, Spanish and English lower-case no differently by locale. It keeps every index
  // but with letters such as the Turkish İ, which our pages never use; such a text is matched as written.
  const lower = text.toLowerCase();
  const key = lower.length === text.length ? lower : text;
  const words = wordsOf(key);
  const found: Mention[] = [];
  for (let first = 0; first < words.starts.length; first += 1) {
    const start = words.starts[first]!;
    if (!matcher.termStarts.has(key.slice(start, words.ends[first]))) continue;
    const match = termAt(key, words, first, matcher);
    if (!match) continue;
    const id = matcher.idOf.get(phrase(key, start, match.end));
    const company = id ? matcher.company.get(id) : undefined;
    const wrongCompany = id ? matcher.wrongCompany.get(id) : undefined;
    if (
      id &&
      (!company || inCompany(text, start, match.end, company, around)) &&
      (!wrongCompany || !inCompany(text, start, match.end, wrongCompany, around))
    )
      found.push({ id, index: start, text: text.slice(start, match.end) });
    first = match.last;
  }
  return found;
}

/** The words of a text from `start` to `end` as the glossary writes them: a line break between words is a space. */
function phrase(key: string, start: number, end: number): string {
  const words = key.slice(start, end);
  return /\s\s|[^\S ]/.test(words) ? words.replace(/\s+/g, ' ') : words;
}

/**
 * The longest term of `idOf` that starts at word `first`: where it ends in `key`, and its last word. It reads on word
 * by word while the words so far start some longer term.
 */
function termAt(key: string, words: Words, first: number, matcher: TermMatcher) {
  const start = words.starts[first]!;
  let longest: { end: number; last: number } | undefined;
  for (let last = first; last < words.starts.length; last += 1) {
    const end = endingLengths(key, words, last, matcher)
      .map((length) => words.ends[last]! - length)
      .find((end) => matcher.idOf.has(phrase(key, start, end)));
    if (end !== undefined) longest = { end, last };
    if (!matcher.phraseStarts.has(phrase(key, start, words.ends[last]!))) return longest;
  }
  return longest;
}
