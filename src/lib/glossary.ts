import type { Locale } from '../i18n/locales.ts';
import type { CollectionId } from './collections.ts';
import { koreanCopulas, koreanParticles } from './korean-particles.ts';

/** The words a page may use for a concept, and those it may not (content/README.md, "Words"). */
export interface Wording {
  term: string;
  aliases?: string[] | undefined;
  /**
   * Variants a page must not use for this concept: a word that means something else here, or a drifting synonym.
   * A plain string is a phrase; `/…/` is a regular expression, for a word that is wrong only in some company.
   */
  avoid?: string[] | undefined;
}

/** One language's side of a glossary entry (content/glossary.yaml). */
export interface GlossaryWords extends Wording {
  definition: string;
  /** false for a word that is also an everyday word in this language: it is never linked automatically. */
  link?: boolean | undefined;
  /**
   * The Numenera pages follow the published Numenera edition of their language where its words differ (the Spanish
   * edition calls a cypher "dispositivo"): on those pages these words replace term, aliases and avoid.
   */
  numenera?: Wording | undefined;
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

/** The words for an entry on the pages of one collection, in one language. */
export function wordingOn(entry: GlossaryEntry, locale: Locale, collection: CollectionId): Wording {
  const words = entry[locale];
  return (collection === 'numenera' ? words.numenera : undefined) ?? words;
}

/** Where a term is first mentioned in a piece of text. */
export interface Mention {
  id: string;
  index: number;
  text: string;
}

// Korean attaches particles to nouns: "분발을", "난이도는". A term counts as mentioned when it stands at the
// start of a word and is followed by the end of the word or by a particle or copula; "힘들다" is not "힘".
const KOREAN_ENDINGS = [...koreanParticles, ...koreanCopulas].sort((a, b) => b.length - a.length);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Builds the matcher of a locale's glossary words on a collection's pages: every term and alias, longest first so
 * that "사물 부상 트랙" wins over "부상 트랙", with word boundaries that suit the language. Words marked `link: false`
 * are matched too, mapped to no id, so that they are never linked yet still hide the shorter terms inside them
 * ("Cypher System" is not a mention of "cypher").
 */
export function termMatcher(
  entries: readonly GlossaryEntry[],
  locale: Locale,
  collection: CollectionId = 'cypher',
): { pattern: RegExp; idOf: Map<string, string> } {
  const idOf = new Map<string, string>();
  for (const entry of entries) {
    const { term, aliases = [] } = wordingOn(entry, locale, collection);
    for (const word of [term, ...aliases]) {
      const key = word.toLocaleLowerCase(locale);
      if (!idOf.has(key)) idOf.set(key, entry[locale].link === false ? '' : entry.id);
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
