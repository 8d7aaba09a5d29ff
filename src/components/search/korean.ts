// Pagefind splits Korean on spaces only, so "분발을" and "분발은" are different words to it. A query typed the natural
// way (with particles) is searched as typed and also with the particles stripped; the stem then prefix-matches
// every inflected form on the pages, so recall only grows.

/** Particles and endings stripped from the end of a Korean query word, longest first. */
const PARTICLES = [
  '으로부터',
  '에서부터',
  '에게서',
  '이라는',
  '이라고',
  '으로서',
  '으로써',
  '에서는',
  '에게는',
  '까지는',
  '부터는',
  '이랑',
  '에서',
  '에게',
  '으로',
  '까지',
  '부터',
  '처럼',
  '보다',
  '마다',
  '이나',
  '이란',
  '이라',
  '이며',
  '이고',
  '하고',
  '와는',
  '과는',
  '에는',
  '에도',
  '로서',
  '로써',
  '만큼',
  '조차',
  '마저',
  '들을',
  '들이',
  '들은',
  '들의',
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
  '랑',
  '나',
  '란',
];

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
    const particle = PARTICLES.find((ending) => word.endsWith(ending) && word.length - ending.length >= MIN_STEM);
    return particle ? word.slice(0, -particle.length) : word;
  });
  const result = stripped.join(' ');
  return result === words.join(' ') ? undefined : result;
}
