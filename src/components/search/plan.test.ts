import { describe, expect, it } from 'vitest';
import { planSearch } from './plan.ts';
import { TermIndex, type SearchTerm } from './terms.ts';

const term = (
  id: string,
  explained: string,
  words: string[],
  search: string[] = [],
  everyday = false,
  searchInPages: string[] = [],
): SearchTerm => ({
  id,
  term: words[0]!,
  aliases: words.slice(1),
  search,
  searchInPages,
  explained,
  ...(everyday ? { everyday: true as const } : {}),
});

const terms = {
  en: new TermIndex([
    term('might', 'cypher/pools-edge-effort#stats', ['Might'], [], false, ['strength']),
    term('damage-track', 'cypher/damage-track-recovery#damage-track', ['damage track']),
    term('armor', 'cypher/attacks-damage-armor#armor', ['Armor'], ['AC']),
  ]),
  es: new TermIndex([
    term('pool', 'cypher/pools-edge-effort#pool', ['Reserva', 'Reservas']),
    term('might', 'cypher/pools-edge-effort#stats', ['Vigor'], ['Potencia']),
  ]),
  ko: new TermIndex([
    term('might', 'cypher/pools-edge-effort#stats', ['힘'], ['근력']),
    term('effort', 'cypher/pools-edge-effort#effort', ['분발'], ['노력']),
    term('attack-of-opportunity', 'arkham/faq#faq-2-1', ['틈새 공격']),
    term('task', 'cypher/tasks-and-difficulty#taking-action', ['일'], [], true),
    term('roll', 'cypher/how-to-play#key-concepts', ['굴림'], [], true, ['판정']),
  ]),
};

describe('planSearch', () => {
  it('searches a plain query as typed, and ranks nothing first', () => {
    expect(planSearch('Diana Stanley', 'en', terms.en)).toEqual({ texts: ['Diana Stanley'], matchedTerms: [] });
    expect(planSearch('damage track rules', 'en', terms.en)).toEqual({
      texts: ['damage track rules'],
      matchedTerms: [],
    });
  });

  it('ranks first the section that explains a term searched alone', () => {
    expect(planSearch('damage track', 'en', terms.en)).toEqual({
      texts: ['damage track'],
      matchedTerms: [],
      first: 'cypher/damage-track-recovery#damage-track',
    });
    expect(planSearch('분발을', 'ko', terms.ko)).toMatchObject({ first: 'cypher/pools-edge-effort#effort' });
  });

  it('drops the words of a question and ranks the section that explains its term first', () => {
    expect(planSearch('what happens at 0 Might?', 'en', terms.en)).toEqual({
      texts: ['0 Might'],
      termsOnly: 'Might',
      matchedTerms: [],
      first: 'cypher/pools-edge-effort#stats',
    });
    expect(planSearch('¿qué pasa si mi Reserva de Vigor llega a 0?', 'es', terms.es)).toEqual({
      texts: ['Reserva Vigor 0'],
      termsOnly: 'Reserva Vigor',
      matchedTerms: [],
      first: 'cypher/pools-edge-effort#pool',
    });
    expect(planSearch('힘이 0이 되면?', 'ko', terms.ko)).toEqual({
      texts: ['힘 0'],
      termsOnly: '힘',
      matchedTerms: [],
      first: 'cypher/pools-edge-effort#stats',
    });
  });

  it('reads a query that ends in a question mark as a question', () => {
    expect(planSearch('분발이란?', 'ko', terms.ko)).toEqual({
      texts: ['분발'],
      matchedTerms: [],
      first: 'cypher/pools-edge-effort#effort',
    });
    expect(planSearch('분발이란 뭐예요', 'ko', terms.ko)).toMatchObject({ first: 'cypher/pools-edge-effort#effort' });
  });

  it('ranks nothing first for a question that names more than terms', () => {
    const plan = planSearch('how do I stop a black hole?', 'en', terms.en);
    expect(plan).toEqual({ texts: ['stop black hole'], matchedTerms: [] });
  });

  it('searches a word readers type as the term, and says which term it matched', () => {
    const plan = planSearch('노력을', 'ko', terms.ko);
    expect(plan.texts).toEqual(['분발']);
    expect(plan.matchedTerms.map((matched) => [matched.typed, matched.term.id])).toEqual([['노력을', 'effort']]);
    expect(plan.first).toBe('cypher/pools-edge-effort#effort');
    expect(planSearch('AC', 'en', terms.en)).toMatchObject({
      texts: ['Armor'],
      first: 'cypher/attacks-damage-armor#armor',
    });
  });

  it('searches as typed too a word readers type that is also an everyday word of the pages', () => {
    expect(planSearch('strength', 'en', terms.en)).toMatchObject({
      texts: ['Might'],
      asTyped: ['strength'],
      first: 'cypher/pools-edge-effort#stats',
    });
  });

  it('spaces a term as the glossary does, and says so', () => {
    expect(planSearch('틈새공격', 'ko', terms.ko)).toEqual({
      texts: ['틈새 공격'],
      respelled: '틈새 공격',
      matchedTerms: [],
      first: 'arkham/faq#faq-2-1',
    });
  });

  it('keeps particles handled as before: the term without them, other words also stripped', () => {
    expect(planSearch('분발을', 'ko', terms.ko).texts).toEqual(['분발']);
    expect(planSearch('난이도는', 'ko', terms.ko).texts).toEqual(['난이도는', '난이도']);
  });

  it('keeps English in American spelling', () => {
    expect(planSearch('armour', 'en', terms.en).texts).toEqual(['armor']);
  });

  it('never reads an everyday word as the subject of a question, nor strips a particle off it', () => {
    expect(planSearch('일 뭐예요', 'ko', terms.ko)).toEqual({ texts: ['일'], matchedTerms: [] });
    expect(planSearch('일이 뭐예요', 'ko', terms.ko).texts).toEqual(['일이']);
  });

  // QA Q2: 판정 said it means 굴림 but ranked like neither, and missed the page that explains 굴림.
  it('ranks the section that explains an everyday term first when the reader typed another word for it', () => {
    expect(planSearch('판정', 'ko', terms.ko)).toMatchObject({
      texts: ['굴림'],
      asTyped: ['판정'],
      first: 'cypher/how-to-play#key-concepts',
    });
    // Alone, typed as it is, too.
    expect(planSearch('굴림', 'ko', terms.ko)).toEqual({
      texts: ['굴림'],
      matchedTerms: [],
      first: 'cypher/how-to-play#key-concepts',
    });
  });

  // QA Q3: a question in plain Korean, with a term made a verb (분발하면) and 얼마야.
  it('reads a Korean question about a cost down to the words that name the rule', () => {
    expect(planSearch('갑옷 입고 분발하면 비용이 얼마야', 'ko', terms.ko)).toMatchObject({
      texts: ['갑옷 입고 분발 비용이', '갑옷 입고 분발 비용'],
      termsOnly: '분발',
    });
  });

  it('searches a query of question words only, or of no words at all, as typed', () => {
    expect(planSearch('what is it', 'en', terms.en).texts).toEqual(['what is it']);
    expect(planSearch('$&', 'en', terms.en).texts).toEqual(['$&']);
  });

  it('works before the terms have loaded, or without them', () => {
    expect(planSearch('노력을', 'ko', undefined).texts).toEqual(['노력을', '노력']);
  });
});
