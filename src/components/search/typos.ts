// What the search dialog does when no page has a query's words as typed (find-pages.ts): the nearest words pages have
// (vocabulary.ts), from the groups of the index's words the query needs. Loaded on the first miss only, as its words.
import { stripKoreanParticles } from './korean.ts';
import { queryFile } from './query-file.ts';
import { isKnownWord, joinedKorean, nearestWords, wordGroupsFor } from './vocabulary.ts';

const wordLists = new Map<string, Promise<string[]>>();
/** The words of the language's index in these groups, each group loaded once. */
async function loadWords(lang: string, groups: readonly string[]): Promise<string[]> {
  const lists = groups.map((group) => {
    const list = wordLists.get(group) ?? queryFile<string[]>(`${lang}_words_${group}`, []);
    wordLists.set(group, list);
    return list;
  });
  return (await Promise.all(lists)).flat();
}

/**
 * The query's words corrected (correctedTexts) with the words of the index they need and `spellings`, the glossary's
 * words written as one word (terms.ts), so that 부상트렉 becomes 부상트랙.
 */
export async function corrections(words: readonly string[], lang: string, spellings: readonly string[]) {
  const vocabulary = [...(await loadWords(lang, wordGroupsFor(words))), ...spellings];
  return correctedTexts(words.join(' '), lang, vocabulary);
}

/**
 * The query's words with each word no page has replaced by the nearest words pages have (vocabulary.ts): one
 * text per suggestion, the likeliest first. None when every word is known, or a word has no near word.
 *
 * @example
 * correctedTexts('efort roll', 'en', vocabulary) // ['effort roll']
 */
export function correctedTexts(text: string, lang: string, vocabulary: readonly string[]): string[] {
  const words = lang === 'ko' ? joinedKorean(text.split(' '), vocabulary) : text.split(' ');
  const suggestions = words.map((word) => {
    const stem = lang === 'ko' ? (stripKoreanParticles(word) ?? word) : word;
    // Numbers are not listed (page-words.ts) and never guessed at.
    return /^[0-9]+$/.test(word) || isKnownWord(stem, vocabulary) ? [word] : nearestWords(stem, vocabulary);
  });
  if (suggestions.some((list) => list.length === 0)) return [];
  const count = Math.max(...suggestions.map((list) => list.length));
  const texts = Array.from({ length: count }, (_, at) =>
    suggestions.map((list) => list[Math.min(at, list.length - 1)]!).join(' '),
  );
  return texts.filter((corrected) => corrected !== text);
}
