// Typo matching: a query word that no page has is matched to the nearest words that pages do have. The words of each
// language's index are listed at build time (search-data.ts), most frequent first, in /pagefind/query/<lang>_words.json,
// which the dialog loads the first time a query finds nothing.
import { editDistance } from './edit-distance.ts';
import { stripKoreanParticles } from './korean.ts';
import { foldWord } from './query.ts';

/** Suggestions at most per word: the nearest ones, most frequent first. */
const MAX_SUGGESTIONS = 3;

const HANGUL_WORD = /^[가-힣]+$/;

/** How far a word may be from a suggestion, by its length; -1: too short to guess at. */
function latinLimit(letters: number): number {
  if (letters < 4) return -1;
  return letters <= 5 ? 1 : 2;
}

/**
 * How far a Korean word is from another, or undefined when too far. Korean is compared by jamo, the letters a keyboard
 * types (난이드 is one key away from 난이도): 1 for a word of two syllables, 2 for a longer one; and, in a word of three
 * syllables or more, by syllables (one left out, doubled or mistyped: 회복굴굴림 for 회복굴림), ranked after every
 * jamo match. A word of one syllable is not guessed at.
 */
function koreanDistance(word: string, candidate: string): number | undefined {
  const syllables = Array.from(word);
  if (syllables.length < 2) return undefined;
  const jamoLimit = syllables.length <= 2 ? 1 : 2;
  const jamo = editDistance([...word.normalize('NFD')], [...candidate.normalize('NFD')], jamoLimit);
  if (jamo <= jamoLimit) return jamo;
  if (syllables.length >= 3 && editDistance(syllables, [...candidate], 1) <= 1) return jamoLimit + 1;
  return undefined;
}

/**
 * The words of `vocabulary` nearest to `word` (a word no page has), most frequent first: edit distance 1 for words of
 * four or five letters, 2 for longer ones, accents and case aside; Korean by jamo and by syllables (koreanDistance).
 * None for a shorter word, or when nothing is near enough.
 *
 * @example
 * nearestWords('efort', ['effort', 'fort', 'rules']) // ['effort', 'fort']
 * nearestWords('xqzvwk', ['effort'])                 // []
 */
export function nearestWords(word: string, vocabulary: readonly string[]): string[] {
  const korean = HANGUL_WORD.test(word);
  const folded = [...foldWord(word)];
  const limit = latinLimit(folded.length);
  const distanceTo = (candidate: string) => {
    if (korean) return koreanDistance(word, candidate);
    const distance = editDistance(folded, [...foldWord(candidate)], limit);
    return distance <= limit ? distance : undefined;
  };
  const found: { word: string; distance: number }[] = [];
  for (const candidate of vocabulary) {
    if (HANGUL_WORD.test(candidate) !== korean) continue;
    const distance = distanceTo(candidate);
    if (distance !== undefined) found.push({ word: candidate, distance });
  }
  const nearest = Math.min(...found.map(({ distance }) => distance));
  // `found` keeps the vocabulary's order, most frequent first.
  return found
    .filter(({ distance }) => distance === nearest)
    .slice(0, MAX_SUGGESTIONS)
    .map((entry) => entry.word);
}

/** Whether pages have this word, or a word it begins (Pagefind matches a query word as a prefix). */
export function isKnownWord(word: string, vocabulary: readonly string[]): boolean {
  const folded = foldWord(word);
  return vocabulary.some((candidate) => foldWord(candidate).startsWith(folded));
}

/**
 * Korean words typed with a space too many or too few, respaced as the pages write them: two words joined when pages
 * have them as one (블랙 홀: 블랙홀), a word no page has split in two that pages have (무거운무기: 무거운 무기). Glossary
 * terms are respaced before this, from the glossary (terms.ts); this is for every other word.
 *
 * @example
 * respacedKorean(['블랙', '홀'], vocabulary) // ['블랙홀']
 */
export function respacedKorean(words: readonly string[], vocabulary: readonly string[]): string[] {
  const pages = new Set(vocabulary);
  const has = (word: string) => pages.has(stripKoreanParticles(word) ?? word);
  const respaced: string[] = [];
  for (let at = 0; at < words.length; at += 1) {
    const word = words[at]!;
    const next = words[at + 1];
    if (next && HANGUL_WORD.test(word + next) && !has(word) && has(word + next)) {
      respaced.push(word + next);
      at += 1;
    } else if (HANGUL_WORD.test(word) && !isKnownWord(stripKoreanParticles(word) ?? word, vocabulary)) {
      respaced.push(...splitInTwo(word, has));
    } else respaced.push(word);
  }
  return respaced;
}

/** A word split where both halves are words pages have, the longest first half first; or the word as it is. */
function splitInTwo(word: string, has: (word: string) => boolean): string[] {
  const syllables = Array.from(word);
  for (let at = syllables.length - 1; at > 0; at -= 1) {
    const first = syllables.slice(0, at).join('');
    const rest = syllables.slice(at).join('');
    if (has(first) && has(rest)) return [first, rest];
  }
  return [word];
}
