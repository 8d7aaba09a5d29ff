// Pagefind splits Korean on spaces only, so "분발을" and "분발은" are different words to it. A query typed the natural
// way (with particles) is searched as typed and also with the particles stripped; the stem then prefix-matches
// every inflected form on the pages, so recall only grows.
import { koreanParticles } from '../../lib/korean-particles.ts';

/**
 * Stems shorter than this are not cut: "차를" stays whole, since a one-syllable stem ("차") would prefix-match far
 * too many words, and many two-syllable words end in a syllable that is also a particle.
 */
const MIN_STEM = 2;

/**
 * The query with Korean particles stripped from each word, or undefined when nothing changes.
 *
 * @example
 * stripKoreanParticles('분발을 쓰는 법') // '분발 쓰는 법'
 * stripKoreanParticles('피해')          // undefined
 */
export function stripKoreanParticles(query: string): string | undefined {
  const words = query.trim().split(/\s+/);
  const stripped = words.map((word) => {
    if (!/^\p{Script=Hangul}+$/u.test(word)) return word;
    const particle = koreanParticles.find((ending) => word.endsWith(ending) && word.length - ending.length >= MIN_STEM);
    return particle ? word.slice(0, -particle.length) : word;
  });
  const result = stripped.join(' ');
  return result === words.join(' ') ? undefined : result;
}
