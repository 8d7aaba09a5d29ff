import type { Locale } from '../../../src/i18n/locales.ts';
import { readerText } from './content.ts';

// The numbers a reader meets in a piece of MDX, comparable across languages (tests/unit/numbers.test.ts).

/** Digits as written in any of the three languages: 1,000 and 1.000 are a thousand, 1,6 and 1.6 one point six. */
function digitValue(token: string): string {
  if (/^\d{1,3}([.,]\d{3})+$/.test(token)) return token.replace(/[.,]/g, '');
  return token.replace(',', '.');
}

/** The numbers written in digits in some MDX, and its dice (`4d6`; `1d6` is `d6`, which English writes "a d6"). */
export function numbersIn(mdx: string): Set<string> {
  const found = new Set<string>();
  const text = readerText(mdx);
  for (const match of text.matchAll(/(?<![\p{L}\d])(\d*)d(\d+)(?![A-Za-z\d])/gu))
    found.add(`${match[1] === '1' ? '' : (match[1] ?? '')}d${match[2]}`);
  const withoutDice = text.replace(/(?<![\p{L}\d])\d*d\d+(?![A-Za-z\d])/gu, ' ');
  for (const match of withoutDice.matchAll(/(?<![\p{L}\d])\d+(?:[.,]\d+)*/gu)) found.add(digitValue(match[0]));
  return found;
}

/**
 * Number words, cardinal and ordinal: where one language writes "10분", another may write "ten minutes" or "una
 * hora". 0 and 1 are mostly written as words, articles and pronouns ("a", "un", "한", "empty", "마다"), so their
 * lists are generous: a version lacks a 1 only if it has none of them.
 */
const numberWords: Record<Locale, Record<string, readonly string[]>> = {
  en: {
    0: ['zero', 'no', 'none', 'nothing', 'empty', 'empties', 'emptied'],
    1: ['one', 'a', 'an', 'first', 'single', 'once', 'each', 'per'],
    2: ['two', 'second'],
    3: ['three', 'third'],
    4: ['four', 'fourth'],
    5: ['five', 'fifth'],
    6: ['six', 'sixth'],
    7: ['seven', 'seventh'],
    8: ['eight', 'eighth'],
    9: ['nine', 'ninth'],
    10: ['ten', 'tenth'],
    12: ['twelve'],
    15: ['fifteen'],
    20: ['twenty'],
    30: ['thirty'],
    50: ['fifty'],
    100: ['hundred'],
  },
  es: {
    0: ['cero', 'ningún', 'ninguna', 'ninguno', 'nada', 'vacía', 'vacío', 'vacíe', 'vacían', 'vacíen', 'vacia'],
    1: ['un', 'una', 'uno', 'primer', 'primera', 'primero', 'sola', 'solo', 'cada', 'por'],
    2: ['dos', 'segundo', 'segunda'],
    3: ['tres', 'tercer', 'tercero', 'tercera', 'tercio'],
    4: ['cuatro', 'cuarto', 'cuarta'],
    5: ['cinco', 'quinto', 'quinta'],
    6: ['seis', 'sexto', 'sexta'],
    7: ['siete', 'séptimo', 'séptima'],
    8: ['ocho', 'octavo', 'octava'],
    9: ['nueve', 'noveno', 'novena'],
    10: ['diez', 'décimo', 'décima'],
    12: ['doce'],
    15: ['quince'],
    20: ['veinte'],
    30: ['treinta'],
    50: ['cincuenta'],
    100: ['cien', 'ciento'],
  },
  ko: {
    0: ['영', '없', '바닥', '하나도'],
    1: ['한', '하나', '첫', '홑', '마다', '당'],
    2: ['두', '둘'],
    3: ['세', '셋'],
    4: ['네', '넷'],
    5: ['다섯'],
    6: ['여섯'],
    7: ['일곱'],
    8: ['여덟'],
    9: ['아홉'],
    10: ['열'],
    20: ['스무', '스물'],
    30: ['서른'],
  },
};

/** Whether some MDX names a number in words (as a whole word; in Korean, at the start of a word). */
export function namesInWords(mdx: string, locale: Locale, value: string): boolean {
  const words = numberWords[locale][value] ?? [];
  const end = locale === 'ko' ? '' : '(?![\\p{L}])';
  return words.some((word) => new RegExp(`(?<![\\p{L}])${word}${end}`, 'iu').test(readerText(mdx)));
}
