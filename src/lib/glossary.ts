import type { Locale } from '../i18n/locales.ts';

/** One language's side of a glossary entry (content/glossary.yaml). */
export interface GlossaryWords {
  term: string;
  aliases?: string[] | undefined;
  definition: string;
  /** false for a word that is also an everyday word in this language: it is never linked automatically. */
  link?: boolean | undefined;
}

/** A glossary entry: a game term in every language, and the page section that explains it. */
export interface GlossaryEntry {
  id: string;
  game: 'cypher' | 'arkham';
  /** `<collection>/<slug>` of the explaining page. */
  page: string;
  /** The `{#id}` of the explaining section on that page. */
  section: string;
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
// start of a word and is followed by the end of the word or by one of these endings; "힘들다" is not "힘".
const KOREAN_ENDINGS = [
  '으로부터',
  '에서는',
  '에게는',
  '으로는',
  '이라는',
  '이라고',
  '까지는',
  '부터는',
  '이라면',
  '에서',
  '에게',
  '으로',
  '까지',
  '부터',
  '처럼',
  '보다',
  '마다',
  '이나',
  '이라',
  '이란',
  '이며',
  '이고',
  '이다',
  '입니다',
  '이에요',
  '예요',
  '와는',
  '과는',
  '에는',
  '에도',
  '으로도',
  '로는',
  '로도',
  '만큼',
  '들이',
  '들을',
  '들은',
  '들의',
  '들',
  '은',
  '는',
  '이',
  '가',
  '을',
  '를',
  '의',
  '에',
  '와',
  '과',
  '도',
  '로',
  '만',
  '나',
  '라',
  '란',
  '며',
  '고',
  '다',
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Builds the matcher of a locale's glossary words: every term and alias, longest first so that "사물 부상 트랙" wins
 * over "부상 트랙", with word boundaries that suit the language.
 */
export function termMatcher(
  entries: readonly GlossaryEntry[],
  locale: Locale,
): { pattern: RegExp; idOf: Map<string, string> } {
  const idOf = new Map<string, string>();
  for (const entry of entries) {
    if (entry[locale].link === false) continue;
    for (const word of [entry[locale].term, ...(entry[locale].aliases ?? [])]) {
      const key = word.toLocaleLowerCase(locale);
      if (!idOf.has(key)) idOf.set(key, entry.id);
    }
  }
  const words = [...idOf.keys()].sort((a, b) => b.length - a.length).map(escape);
  const alternatives = words.join('|');
  const pattern =
    locale === 'ko'
      ? new RegExp(`(?<![\\p{L}\\p{N}])(${alternatives})(?=(?:${KOREAN_ENDINGS.join('|')})?(?![\\p{L}\\p{N}]))`, 'giu')
      : new RegExp(`(?<![\\p{L}\\p{N}])(${alternatives})(?![\\p{L}\\p{N}])`, 'giu');
  return { pattern, idOf };
}

/**
 * The first mention in `text` of a term not yet in `seen`, or undefined. The caller adds the id to `seen` once it
 * links the mention, so that each term is linked once per page.
 */
export function firstNewMention(
  text: string,
  matcher: ReturnType<typeof termMatcher>,
  seen: ReadonlySet<string>,
  locale: Locale,
): Mention | undefined {
  matcher.pattern.lastIndex = 0;
  for (const match of text.matchAll(matcher.pattern)) {
    const word = match[1] ?? '';
    const id = matcher.idOf.get(word.toLocaleLowerCase(locale));
    if (id && !seen.has(id)) return { id, index: match.index ?? 0, text: word };
  }
  return undefined;
}

/** The ids of every term mentioned in `text`. */
export function mentionedTerms(text: string, matcher: ReturnType<typeof termMatcher>, locale: Locale): Set<string> {
  const ids = new Set<string>();
  for (const match of text.matchAll(matcher.pattern)) {
    const id = matcher.idOf.get((match[1] ?? '').toLocaleLowerCase(locale));
    if (id) ids.add(id);
  }
  return ids;
}
