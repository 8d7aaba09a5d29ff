import { describe, expect, it } from 'vitest';
import { builtPages, readBuilt } from './support/dist.ts';

// Korean pages are wholly Korean and Spanish pages wholly Spanish: a term of another language in parentheses is
// fine, a paragraph in English is not. Measured per paragraph of the built pages' main content.

/** The text of each paragraph-like block (p, li, td, dd, dt) in the page's main content, tags stripped. */
function paragraphs(html: string): string[] {
  const main = html.match(/<main[\s\S]*?<\/main>/)?.[0] ?? '';
  // Tooltips repeat a definition; an element with its own lang (a cited source title, a brand name, a licence
  // notice whose licence asks for its exact English words) is in that language by design.
  const withoutTips = main
    .replace(/<span[^>]*class="term-tip"[^>]*>[\s\S]*?<\/span>/g, ' ')
    .replace(/<(q|span|cite|p)\b[^>]*\slang="[a-z]{2}"[^>]*>[\s\S]*?<\/\1>/g, ' ');
  return [...withoutTips.matchAll(/<(p|li|td|dd|dt)\b[^>]*>([\s\S]*?)<\/\1>/g)]
    .map((match) =>
      match[2]!
        .replace(/<[^>]+>/g, ' ')
        .replace(/&[a-z#0-9]+;/g, ' ')
        .replace(/\([^)]*\)/g, ' ')
        .trim(),
    )
    .filter((text) => text.length > 0);
}

/** Share of Hangul among the letters of a text (0..1), 1 when it has no letters. */
function hangulShare(text: string): number {
  const letters = text.match(/\p{L}/gu) ?? [];
  if (letters.length === 0) return 1;
  return letters.filter((letter) => /\p{Script=Hangul}/u.test(letter)).length / letters.length;
}

const englishStopWords = new Set([
  'the',
  'and',
  'of',
  'to',
  'is',
  'with',
  'that',
  'for',
  'you',
  'your',
  'are',
  'it',
  'this',
  'on',
  'if',
  'when',
  'can',
  'be',
]);
const spanishStopWords = new Set([
  'el',
  'la',
  'de',
  'que',
  'y',
  'en',
  'los',
  'las',
  'un',
  'una',
  'por',
  'con',
  'para',
  'se',
  'del',
  'al',
  'es',
  'su',
  'si',
  'no',
]);

/** True when a paragraph reads as English: at least four English stop words and more of them than Spanish ones. */
function readsAsEnglish(text: string): boolean {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const english = words.filter((word) => englishStopWords.has(word)).length;
  const spanish = words.filter((word) => spanishStopWords.has(word)).length;
  return english >= 4 && english > spanish;
}

const pagesIn = (locale: string) =>
  builtPages().filter((file) => file.startsWith(`${locale}/`) && !file.endsWith('/404.html'));

describe('language purity of the built pages', () => {
  it('recognises Korean and English paragraphs (the measure itself)', () => {
    expect(hangulShare('분발은 역량 점수를 써서 일을 완화하는 것입니다.')).toBe(1);
    expect(hangulShare('분발(Effort)은 역량 점수를 쓰는 것입니다.')).toBeGreaterThan(0.5);
    expect(hangulShare('Effort eases a task by one step per level.')).toBe(0);
    expect(readsAsEnglish('Spend points from the Pool to ease the task, and it is done.')).toBe(true);
    expect(readsAsEnglish('Gasta puntos de la Reserva para reducir la dificultad de la tarea.')).toBe(false);
  });

  it.each(pagesIn('ko'))('%s: every paragraph is Korean', (file) => {
    // Short labels (a number, a card number, a unit) carry few letters: judge paragraphs with some text.
    const foreign = paragraphs(readBuilt(file)).filter(
      (text) => (text.match(/\p{L}/gu) ?? []).length >= 12 && hangulShare(text) < 0.5,
    );
    expect(foreign).toEqual([]);
  });

  it.each(pagesIn('es'))('%s: no paragraph is English', (file) => {
    expect(paragraphs(readBuilt(file)).filter(readsAsEnglish)).toEqual([]);
  });
});
