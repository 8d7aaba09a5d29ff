// Korean particles after a link or a UI string's placeholder (tests/unit/korean-particles.test.ts). A particle's form
// depends on the sound the word before it ends with: 을/를, 이/가, 은/는, 과/와, 으로/로. When a link's text is changed
// (to the target page's title, say), the particle after it must change too, or a Korean reader trips on it:
// "[…행동 순서](…)을". A placeholder is filled with many words and numbers, so a particle after it fits all of them
// or none: "{bonus}를" reads "+1를" (플러스 일를).

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
  // A parenthesis after a word is read past: 쇄도(Onslaught)를 takes the particle of 쇄도.
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

/**
 * Each particle: its form after a final consonant and after a vowel; 로 also follows ㄹ. 이/가 is the particle only
 * when it ends the word: 이면, 입니다, 인 are the copula, whose 이 fits after either sound ("9이면", "난이도 2인").
 * The particles whose short form starts many other words (나, 라, 랑, 예요) count only as the whole word after the
 * placeholder ("{term}이나", "{term}라고"), so that "{count}라운드" is not read as one.
 */
const particles = [
  { consonant: '으로', vowel: '로', alone: false },
  { consonant: '을', vowel: '를', alone: false },
  { consonant: '이나', vowel: '나', alone: true },
  { consonant: '이라고', vowel: '라고', alone: true },
  { consonant: '이랑', vowel: '랑', alone: true },
  { consonant: '이에요', vowel: '예요', alone: true },
  { consonant: '이', vowel: '가', alone: true },
  { consonant: '은', vowel: '는', alone: false },
  { consonant: '과', vowel: '와', alone: false },
] as const;

/** The form a particle should take after a word with this ending, or undefined when `after` starts with none. */
function expectedParticle(after: string, ending: Ending): string | undefined {
  const particle = particles.find(({ consonant, vowel, alone }) =>
    alone ? after === consonant || after === vowel : after.startsWith(consonant) || after.startsWith(vowel),
  );
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

/**
 * Each `{name}` or `{{name}}` of a UI string followed by a particle that does not fit one of the values the
 * placeholder takes (`valuesOf`), as `{bonus}를 with +1 (want 을)`; a closing quote or bracket between them is read
 * past (`“{query}”을` takes the particle of the query's last word). A value that ends in neither Hangul nor a digit
 * (a name in Latin letters, "25%") cannot be read here, so no particle of two forms may follow it.
 */
export function placeholderParticleMismatches(text: string, valuesOf: (name: string) => readonly string[]): string[] {
  return [...text.matchAll(/\{\{?(\w+)\}\}?[”’」』》〉)\]]*([가-힣]+)/gu)].flatMap(([, name = '', after = '']) =>
    valuesOf(name).flatMap((value) => {
      const ending = endingOf(value);
      if (ending) {
        const want = expectedParticle(after, ending);
        return want && !after.startsWith(want) ? [`{${name}}${after} with ${value} (want ${want})`] : [];
      }
      const twoForms = expectedParticle(after, 'vowel') !== expectedParticle(after, 'consonant');
      return twoForms ? [`{${name}}${after} with ${value} (no form can be chosen)`] : [];
    }),
  );
}
