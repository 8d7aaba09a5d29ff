// Questions typed in plain words ("what happens at 0 Might", "¿qué pasa si mi Reserva de Vigor llega a 0?",
// "힘이 0이 되면?"): Pagefind finds only pages that have every word of a query, and no page says "happens" next to
// the rule. The words that only make the sentence a question (question words, pronouns, articles, the verbs of a
// question) are dropped before searching; the words that name the rule remain. No game term is in these lists (not
// "might", which is the stat Might).
import { koreanParticles } from '../../lib/korean-particles.ts';
import { foldWord } from './query.ts';

/** Words that carry no rule, by language, as typed (compared folded: any case, with or without accents). */
const questionWords: Record<string, string> = {
  en:
    'a about am an and any are at be been but by can cant could did do does doesnt dont for from get gets happen ' +
    'happened happens he her his how hows i if im in is it its me mean means my of on or our please she should so ' +
    'that the their them then there they this to us use using was we were what whats when where which who why will ' +
    'with work works would you your',
  es:
    'a al cómo como con cuál cual cuáles cuales cuándo cuando cuánto cuántos cuánta cuántas de del dónde donde el ' +
    'ella en es está están funciona hay la las le les llega llegan lo los me mi mis o ocurre para pasa pasan por ' +
    'porque puede pueden puedo qué que quién quien se si significa son su sucede sus te tu tus un una unas unos usa ' +
    'usar uso y yo',
  ko:
    '가요 가져도 가질 개 개까지 경우 그 그럼 나 내 누가 돼 돼요 되나요 되는 되면 되요 되죠 될까요 들고 때 ' +
    '만약 만일 몇 무슨 무엇 무엇인가요 뭐 뭐야 뭐예요 뭐죠 뭐지 뭔가요 뭘 방법 법 사용 사용하나요 수 써요 ' +
    '쓰나요 쓰는 알려 알려줘 어디 어디서 어떤 어떻게 언제 얼마 얼마나 얼마야 얼마예요 얼마에요 얼마인가요 얼마죠 ' +
    '얼마지 얼만가요 드나요 드는지 들까요 들어요 없나요 왜 인가요 있나요 있어요 있을까요 저 ' +
    '제 주세요 하나요 하면 할 할까요 해야 해요',
};

const questionWordSets = Object.fromEntries(
  Object.entries(questionWords).map(([lang, words]) => [lang, new Set(words.split(' ').map(foldWord))]),
);

/** Whether a word of a query in this language only makes it a question (and so is not searched). */
export function isQuestionWord(word: string, lang: string): boolean {
  return questionWordSets[lang]?.has(foldWord(word)) ?? false;
}

/**
 * A query's words as searched: without the punctuation around them (¿, ?, quotes), and in Korean a number without
 * the particle after it (0이 -> 0).
 *
 * @example
 * queryWords('¿qué pasa si mi Reserva llega a 0?', 'es') // ['qué', 'pasa', 'si', 'mi', 'Reserva', 'llega', 'a', '0']
 * queryWords('힘이 0이 되면?', 'ko')                      // ['힘이', '0', '되면']
 */
export function queryWords(query: string, lang: string): string[] {
  return query
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .map((word) => (lang === 'ko' ? numberWithoutParticle(word) : word))
    .filter(Boolean);
}

function numberWithoutParticle(word: string): string {
  const number = /^[0-9]+/.exec(word)?.[0];
  if (!number || number === word) return word;
  return koreanParticles.includes(word.slice(number.length) as (typeof koreanParticles)[number]) ? number : word;
}
