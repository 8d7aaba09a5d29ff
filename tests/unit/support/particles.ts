// Korean particles after a link (tests/unit/korean-particles.test.ts). A particle's form depends on the sound the
// word before it ends with: 을/를, 이/가, 은/는, 과/와, 으로/로. When a link's text is changed (to the target page's
// title, say), the particle after it must change too, or a Korean reader trips on it: "[…행동 순서](…)을".

/** How a word ends, for choosing a particle: no final consonant, ㄹ, or another final consonant. */
type Ending = 'vowel' | 'rieul' | 'consonant';

/** How digits are read at the end of a word: 1 일, 2 이, 3 삼 … and 10 십, 100 백, 1000 천, 10000 만. */
const digitEndings: Record<string, Ending> = {
  '1': 'rieul',
  '2': 'vowel',
  '3': 'consonant',
  '4': 'vowel',
  '5': 'vowel',
  '6': 'consonant',
  '7': 'rieul',
  '8': 'rieul',
  '9': 'vowel',
};

/** The ending of a piece of text, or undefined when it does not end in Hangul or digits (a name in Latin letters). */
export function endingOf(text: string): Ending | undefined {
  // A parenthesis after a word is read past: 맹공(Onslaught)을 takes the particle of 맹공.
  const last =
    text
      .replace(/[\s*_`.,]+$/u, '')
      .replace(/\([^()]*\)$/u, '')
      .at(-1) ?? '';
  if (/\d/.test(last)) return digitEndings[last] ?? 'consonant'; // a final 0: 십, 백, 천, 만
  const code = last.charCodeAt(0) - 0xac00;
  if (code < 0 || code > 11171) return undefined;
  const final = code % 28;
  return final === 0 ? 'vowel' : final === 8 ? 'rieul' : 'consonant';
}

/** Each particle: its form after a final consonant and after a vowel; 로 also follows ㄹ. */
const particles = [
  { consonant: '으로', vowel: '로' },
  { consonant: '을', vowel: '를' },
  { consonant: '이', vowel: '가' },
  { consonant: '은', vowel: '는' },
  { consonant: '과', vowel: '와' },
] as const;

/** The form a particle should take after a word with this ending, or undefined when `after` starts with none. */
function expectedParticle(after: string, ending: Ending): string | undefined {
  const particle = particles.find(({ consonant, vowel }) => after.startsWith(consonant) || after.startsWith(vowel));
  if (!particle) return undefined;
  if (particle.vowel === '로') return ending === 'consonant' ? '으로' : '로';
  return ending === 'vowel' ? particle.vowel : particle.consonant;
}

/** Each `[text](target)` in some MDX followed by a particle of the wrong form, as `[text]을 (want 를)`. */
export function particleMismatches(mdx: string): string[] {
  return [...mdx.matchAll(/\[([^\]]+)\]\([^)\s]*\)\**([가-힣]+)/gu)].flatMap(([, text = '', after = '']) => {
    const ending = endingOf(text);
    if (!ending) return [];
    const want = expectedParticle(after, ending);
    return want && !after.startsWith(want) ? [`[${text}]${after} (want ${want})`] : [];
  });
}
