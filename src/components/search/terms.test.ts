import { describe, expect, it } from 'vitest';
import { TermIndex, type SearchTerm } from './terms.ts';

const term = (id: string, words: string[], search: string[] = [], everyday = false): SearchTerm => ({
  id,
  term: words[0]!,
  aliases: words.slice(1),
  search,
  explained: `cypher/page#${id}`,
  ...(everyday ? { everyday: true as const } : {}),
});

const korean = new TermIndex([
  term('might', ['힘'], ['근력']),
  term('pool', ['역량'], ['풀']),
  term('effort', ['분발', '분발 단계'], ['노력', '분발 레벨']),
  term('impaired', ['부상']),
  term('damage-track', ['부상 트랙']),
  term('object-damage-track', ['사물 부상 트랙']),
  term('attack-of-opportunity', ['틈새 공격'], ['기회 공격']),
  term('black-hole', ['블랙홀']),
  term('task', ['일'], ['과제'], true),
]);
const spanish = new TermIndex([term('damage-track', ['escala de daño']), term('pool', ['Reserva', 'Reservas'])]);

const read = (index: TermIndex, query: string) =>
  index.read(query.split(' ')).map((part) => ('term' in part ? `${part.term.id}:${part.word}` : part.word));

describe('TermIndex.read', () => {
  it.each([
    ['틈새공격', ['attack-of-opportunity:틈새 공격']], // typed without its space
    ['틈새공격을 하면', ['attack-of-opportunity:틈새 공격', '하면']], // and with a particle
    ['부상트랙에서', ['damage-track:부상 트랙']],
    ['부상 트랙', ['damage-track:부상 트랙']],
    ['사물 부상 트랙', ['object-damage-track:사물 부상 트랙']], // the longest term wins
    ['부상', ['impaired:부상']],
    ['블랙 홀', ['black-hole:블랙홀']], // typed with a space too many
    ['힘이 0', ['might:힘', '0']], // a term of one syllable, with its particle
    ['힘들게', ['힘들게']], // not a particle after 힘
    ['풀', ['pool:역량']], // a search word of one syllable, as typed
    ['풀이', ['풀이']], // but not with a particle: 풀이 is an explanation
    ['노력을', ['effort:분발']], // a word readers type: the term
    ['분발 레벨', ['effort:분발']],
    ['기회 공격', ['attack-of-opportunity:틈새 공격']],
    // A term made a verb with 하다 in a question (QA Q3: 갑옷 입고 분발하면 비용이 얼마야).
    ['분발하면 비용이', ['effort:분발', '비용이']],
    ['분발하려면', ['effort:분발']],
    ['노력할 때', ['effort:분발', '때']],
    ['일하면', ['일하면']], // not an everyday word
    ['풀하면', ['풀하면']], // nor a search word of one syllable
  ])('%s -> %j', (query, expected) => {
    expect(read(korean, query)).toEqual(expected);
  });

  it('reads Spanish terms across their small words, any case, accents aside', () => {
    expect(read(spanish, 'Escala de dano')).toEqual(['damage-track:escala de daño']);
    expect(read(spanish, 'reservas de Vigor')).toEqual(['pool:Reservas', 'de', 'Vigor']);
  });

  it('says which words are the ones readers type, and keeps them as typed', () => {
    const [part] = korean.read(['노력을']);
    expect(part).toMatchObject({ typed: '노력을', word: '분발', searchWord: true, inPages: false });
    expect(korean.read(['분발을'])[0]).toMatchObject({
      typed: '분발을',
      word: '분발',
      searchWord: false,
      inPages: true,
    });
  });

  it('lists every word as one word, for typo matching', () => {
    expect(korean.spellings()).toEqual(expect.arrayContaining(['부상트랙', '틈새공격', '노력', '분발레벨']));
  });
});
