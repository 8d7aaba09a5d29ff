import { describe, expect, it } from 'vitest';
import { isQuestionWord, queryWords } from './questions.ts';

describe('queryWords', () => {
  it.each([
    ['en', 'what happens at 0 Might?', ['what', 'happens', 'at', '0', 'Might']],
    [
      'es',
      '¿qué pasa si mi Reserva de Vigor llega a 0?',
      ['qué', 'pasa', 'si', 'mi', 'Reserva', 'de', 'Vigor', 'llega', 'a', '0'],
    ],
    ['ko', '힘이 0이 되면?', ['힘이', '0', '되면']],
    ['en', '$& ?', []],
    ['en', 'point-blank', ['point-blank']],
  ])('%s: %s -> %j', (lang, query, expected) => {
    expect(queryWords(query, lang)).toEqual(expected);
  });
});

describe('isQuestionWord', () => {
  it('drops the words that only make a question, in each language, any case and accents aside', () => {
    for (const word of ['What', 'happens', 'at', 'how', 'does']) expect(isQuestionWord(word, 'en')).toBe(true);
    for (const word of ['qué', 'que', 'pasa', 'si', 'mi', 'de', 'llega', 'cuántas', 'cuantas'])
      expect(isQuestionWord(word, 'es')).toBe(true);
    for (const word of ['되면', '어떻게', '뭐예요', '몇', '언제']) expect(isQuestionWord(word, 'ko')).toBe(true);
  });

  it('keeps every word that may name a rule: the game terms among them', () => {
    for (const word of ['might', 'Might', 'effort', 'roll', 'turn', 'round', 'level', 'cover'])
      expect(isQuestionWord(word, 'en')).toBe(false);
    for (const word of ['Vigor', 'Reserva', 'Ventaja', 'daño']) expect(isQuestionWord(word, 'es')).toBe(false);
    for (const word of ['힘', '분발', '사이퍼', '회복']) expect(isQuestionWord(word, 'ko')).toBe(false);
  });
});
