// Reading a query's words as the glossary's terms (content/glossary.yaml): a term typed with or without its spaces
// (틈새공격, 부상트랙에서), or one of the words readers type for it that the pages do not use (노력 for 분발, the
// glossary's `search` words). The terms of each language are written at build time (search-data.ts) into
// /pagefind/query/<lang>_terms.json, which the dialog loads with Pagefind.
import { koreanParticles } from '../../lib/korean-particles.ts';
import { foldWord } from './query.ts';

/** One glossary entry as the search of one language reads it. */
export interface SearchTerm {
  id: string;
  /** The term as this language's pages write it. */
  term: string;
  /** The other words the pages use for it: the term's aliases. */
  aliases: string[];
  /** The words readers type for it (the glossary's `search`) that no page has. */
  search: string[];
  /** The words readers type for it that the pages have as everyday words ("strength"): searched as typed too. */
  searchInPages?: string[];
  /** `<collection>/<slug>#<section>`: the section that explains it. */
  explained: string;
  /** An everyday word too (the glossary's `link: false`): never read as the subject of a question. */
  everyday?: true;
}

/** A run of a query's words read as one glossary entry. */
export interface TermMatch {
  term: SearchTerm;
  /** The words as typed. */
  typed: string;
  /** The entry's word they stand for, spaced as the glossary spaces it (`부상 트랙`), or its term for a search word. */
  word: string;
  /** Whether they are one of the words readers type that the pages do not use as the term (the glossary's `search`). */
  searchWord: boolean;
  /** Whether the words as typed are worth searching too: a search word that is also an everyday word of the pages. */
  inPages: boolean;
}

/** A query's words in order: each either a word of its own or a run of words read as a glossary term. */
export type QueryPart = { word: string } | TermMatch;

/**
 * The endings of 하다 that make a noun a verb in a question (분발하면, 분발하려면, 분발하는, 분발할 때), longest first.
 * Only a glossary term is read through them: a word of the pages keeps its ending.
 */
const koreanVerbEndings = ['하려면', '하면', '하는', '하기', '해서', '해도', '할'];

/** The key a word or phrase is looked up by: folded, without spaces, so that 부상트랙 and 부상 트랙 are one. */
function keyOf(text: string): string {
  return text.split(/\s+/).map(foldWord).join('');
}

/** Looks up glossary words by their key; built once per language. */
export class TermIndex {
  private byKey = new Map<
    string,
    { term: SearchTerm; written: string; word: string; searchWord: boolean; inPages: boolean }
  >();
  /** The most query words one key may span (a term's words, plus one for a space typed inside a word). */
  private longest = 1;

  constructor(terms: readonly SearchTerm[]) {
    for (const searchWord of [false, true])
      for (const term of terms)
        for (const word of searchWord
          ? [...term.search, ...(term.searchInPages ?? [])]
          : [term.term, ...term.aliases]) {
          const key = keyOf(word);
          if (!key || this.byKey.has(key)) continue;
          const inPages = !searchWord || (term.searchInPages ?? []).includes(word);
          this.byKey.set(key, { term, written: word, word: searchWord ? term.term : word, searchWord, inPages });
          this.longest = Math.max(this.longest, word.split(/\s+/).length + 1);
        }
  }

  /** Every glossary word as one word, without its spaces (부상트랙): what a mistyped word may be near. */
  spellings(): string[] {
    return [...this.byKey.values()].map(({ written }) => written.replace(/\s+/g, ''));
  }

  /**
   * The query's words with every run of them that is a glossary word read as that entry, longest first: with or
   * without its spaces, and in Korean with a particle after it (힘이, 부상트랙에서). Words stand as typed otherwise.
   *
   * @example
   * index.read(['틈새공격을', '하면']) // [{ term: attack-of-opportunity, typed: '틈새공격을', word: '틈새 공격', … }, { word: '하면' }]
   */
  read(words: readonly string[]): QueryPart[] {
    const parts: QueryPart[] = [];
    for (let first = 0; first < words.length;) {
      const match = this.matchAt(words, first);
      if (match) {
        parts.push(match.part);
        first = match.next;
      } else {
        parts.push({ word: words[first]! });
        first += 1;
      }
    }
    return parts;
  }

  private matchAt(words: readonly string[], first: number) {
    for (let next = Math.min(words.length, first + this.longest); next > first; next -= 1) {
      const typed = words.slice(first, next).join(' ');
      const found = this.byKey.get(keyOf(typed)) ?? this.beforeParticle(keyOf(typed));
      if (found) {
        const { term, word, searchWord, inPages } = found;
        return { part: { term, typed, word, searchWord, inPages }, next };
      }
    }
    return undefined;
  }

  /**
   * The glossary word a key is followed by a Korean particle after (힘이: 힘), or made a verb by 하다 (분발하면: 분발,
   * as a question asks "갑옷 입고 분발하면"). Not an everyday word (일이 stays 일이, since 일 alone would match every word
   * that begins with it), nor a search word of one syllable (풀이 is an explanation, not a Pool).
   */
  private beforeParticle(key: string) {
    for (const particle of [...koreanParticles, ...koreanVerbEndings]) {
      const ending = foldWord(particle);
      const found = key.endsWith(ending) ? this.byKey.get(key.slice(0, -ending.length)) : undefined;
      const short = found?.searchWord && Array.from(found.written).length < 2;
      if (found && !found.term.everyday && !short) return found;
    }
    return undefined;
  }
}
