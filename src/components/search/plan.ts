// What the dialog searches for a query, before Pagefind sees it: the words of a question only, glossary terms
// spaced as the glossary spaces them, the term for a word readers type that the pages do not use, Korean without
// particles, English in American spelling. Each text is searched on its own and the results merged by best score,
// so that recall only grows.
import { americanSpelling } from './english.ts';
import { stripKoreanParticles } from './korean.ts';
import { isQuestionWord, queryWords } from './questions.ts';
import type { TermIndex, TermMatch } from './terms.ts';

export interface SearchPlan {
  /** The texts Pagefind searches, the main one first. */
  texts: string[];
  /**
   * The query's words as typed, where a word readers type for a term is also an everyday word of the pages ("strength",
   * 판정): searched too, their pages listed after the term's, so that the term's pages come first (QA Q2).
   */
  asTyped?: string[];
  /** The text searched, when it spells the query's words otherwise than typed (a term's spaces): said to the reader. */
  respelled?: string;
  /** The query's words that the pages do not use, read as glossary terms (노력: 분발): said to the reader. */
  matchedTerms: TermMatch[];
  /** What a question is searched for when its words find nothing together: only the glossary terms it names. */
  termsOnly?: string;
  /**
   * `<collection>/<slug>#<section>` to rank first: the section that explains the term a question asks about, that a
   * reader's word stands for, or that a query of one term alone names, when the query names nothing else (numbers
   * aside).
   */
  first?: string;
}

const isTerm = (part: { word: string } | TermMatch): part is TermMatch => 'term' in part;

/**
 * The plan for a query in a language, reading its words as glossary terms with `terms` (none before they load).
 *
 * @example
 * planSearch('what happens at 0 Might', 'en', terms) // { texts: ['0 Might'], matchedTerms: [], first: 'cypher/pools-edge-effort#stats' }
 * planSearch('노력을', 'ko', terms)                   // { texts: ['분발', '노력을', '노력'], matchedTerms: [effort], first: 'cypher/pools-edge-effort#effort' }
 * planSearch('틈새공격', 'ko', terms)                 // { texts: ['틈새 공격'], respelled: '틈새 공격', matchedTerms: [] }
 */
export function planSearch(query: string, lang: string, terms: TermIndex | undefined): SearchPlan {
  const words = queryWords(query, lang);
  const parts = terms ? terms.read(words) : words.map((word) => ({ word }));
  const asked = parts.filter((part) => isTerm(part) || !isQuestionWord(part.word, lang));
  // A query of question words only ("what is it") is searched as it is.
  const kept = asked.length > 0 ? asked : parts;
  // A question drops words, or ends in a question mark (사이퍼란?).
  const question = kept.length < parts.length || /[?？]\s*$/.test(query);
  const matches = kept.filter(isTerm);
  const searchWords = matches.filter((match) => match.searchWord);

  const main = kept.map((part) => part.word).join(' ');
  // A word readers type that is also an everyday word of the pages ("strength") is searched as typed too.
  const alsoTyped = searchWords.some((match) => match.inPages);
  const asTyped = kept.map((part) => (isTerm(part) && part.searchWord ? part.typed : part.word)).join(' ');
  const texts = distinct(spellings(main || query, lang));
  const typedTexts = alsoTyped
    ? distinct(spellings(asTyped, lang)).filter(
        (text) => !texts.some((main) => main.toLowerCase() === text.toLowerCase()),
      )
    : [];
  const respaced = matches.some((match) => !match.searchWord && spaces(match.typed) !== spaces(match.word));
  const termsOnly = matches.map((match) => match.word).join(' ');
  // A query that is one glossary term and nothing else asks where the glossary says it is explained (쇄도, 굴림).
  const oneTerm = parts.length === 1 && matches.length === 1;
  // The query names only glossary terms (and numbers): its first term is what it asks about. An everyday word of the
  // pages is the subject only alone or when the reader typed another word for it (판정 for 굴림, QA Q2): in a question
  // with other words (일이 뭐예요), it is a word of the sentence.
  const onlyTerms = kept.every((part) => isTerm(part) || /^[0-9]+$/.test(part.word));
  const subject = onlyTerms ? matches.find((match) => !match.term.everyday || match.searchWord || oneTerm) : undefined;
  return {
    texts,
    ...(typedTexts.length > 0 ? { asTyped: typedTexts } : {}),
    ...(question && termsOnly && termsOnly !== main ? { termsOnly } : {}),
    ...(respaced ? { respelled: main } : {}),
    matchedTerms: searchWords.filter((match, at) => searchWords.findIndex((other) => other.term === match.term) === at),
    ...((question || searchWords.length > 0 || oneTerm) && subject ? { first: subject.term.explained } : {}),
  };
}

const spaces = (text: string) => text.split(/\s+/).length;

/** Texts without repeats, as Pagefind reads them (case aside), in their first spelling. */
function distinct(texts: string[]): string[] {
  const seen = new Set<string>();
  return texts.filter((text) => !seen.has(text.toLowerCase()) && Boolean(seen.add(text.toLowerCase())));
}

/** A text as searched in a language: English in American spelling, Korean also without particles. */
function spellings(text: string, lang: string): string[] {
  if (lang === 'en') return [americanSpelling(text) ?? text];
  const stripped = lang === 'ko' ? stripKoreanParticles(text) : undefined;
  return stripped ? [text, stripped] : [text];
}
