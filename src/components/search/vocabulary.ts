// Typo matching: a query word that no page has is matched to the nearest words that pages do have. The words of each
// language's index are listed at build time (search-data.ts), most frequent first, in thirteen groups by their first
// letter (wordGroupOf: /pagefind/query/<lang>_words_<group>.json); the dialog loads the groups of a query's words the
// first time it finds nothing, a few KB, not the whole list. So a typo in a word's first letter is corrected only
// within its group.
import { editDistance } from './edit-distance.ts';
import { stripKoreanParticles } from './korean.ts';
import { foldWord } from './query.ts';

/** Suggestions at most per word: the nearest ones, most frequent first. */
const MAX_SUGGESTIONS = 3;

const HANGUL_WORD = /^[가-힣]+$/;
const FIRST_SYLLABLE = 0xac00;
/** Syllables per initial consonant in Unicode's Hangul block (21 vowels x 28 finals). */
const SYLLABLES_PER_INITIAL = 588;
/** The first letter of each group of Latin words: a-b, c-d, e-h, i-o, p-r, s-z (a few KB gzip each). */
const LATIN_GROUPS = ['a', 'c', 'e', 'i', 'p', 's'];
/** The first initial consonant of each group of Korean words, as Unicode numbers them: ㄱㄲ, ㄴ-ㄹ, ㅁ-ㅃ, ㅅㅆ, ㅇ, ㅈ-ㅎ. */
const HANGUL_GROUPS = [0, 2, 6, 9, 11, 12];
const hangulGroup = (initial: number) => `h${String(initial).padStart(2, '0')}`;

/** Every group of words; each language has a file for each, empty or not. */
export const wordGroups: readonly string[] = [...LATIN_GROUPS, ...HANGUL_GROUPS.map(hangulGroup), '_'];

/**
 * The group a word is filed under, by its first letter, accents and case aside (`e` for Effort, `i` for ñandú, whose
 * ñ is an n); a Korean word by the initial consonant of its first syllable (`h06` for 분발, ㅂ being in ㅁ-ㅃ); `_` for
 * anything else.
 *
 * @example
 * wordGroupOf('Effort') // 'e'
 * wordGroupOf('분발')   // 'h06'
 */
export function wordGroupOf(word: string): string {
  const first = Array.from(word)[0] ?? '';
  if (/^[가-힣]$/.test(first)) {
    const initial = Math.floor((first.codePointAt(0)! - FIRST_SYLLABLE) / SYLLABLES_PER_INITIAL);
    return hangulGroup(HANGUL_GROUPS.filter((start) => start <= initial).at(-1)!);
  }
  const letter = foldWord(first);
  if (!/^[a-z]$/.test(letter)) return '_';
  return LATIN_GROUPS.filter((start) => start <= letter).at(-1)!;
}

/** The groups to load for correcting a query's words: each word's. */
export function wordGroupsFor(words: readonly string[]): string[] {
  return [...new Set(words.map(wordGroupOf))];
}

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
 * Korean words typed with a space too many, joined as the pages write them (블랙 홀: 블랙홀): two words of which the
 * first is no word of the pages and the two together are. Glossary terms are respaced before this, both ways, from the
 * glossary (terms.ts); this is for every other word.
 *
 * @example
 * joinedKorean(['블랙', '홀'], vocabulary) // ['블랙홀']
 */
export function joinedKorean(words: readonly string[], vocabulary: readonly string[]): string[] {
  const pages = new Set(vocabulary);
  const has = (word: string) => pages.has(stripKoreanParticles(word) ?? word);
  const joined: string[] = [];
  for (let at = 0; at < words.length; at += 1) {
    const word = words[at]!;
    const next = words[at + 1];
    if (next && HANGUL_WORD.test(word + next) && !has(word) && has(word + next)) {
      joined.push(word + next);
      at += 1;
    } else joined.push(word);
  }
  return joined;
}
