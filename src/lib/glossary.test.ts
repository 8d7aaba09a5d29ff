import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mentions, termMatcher, type GlossaryEntry } from './glossary.ts';

const entry = (
  id: string,
  ko: string,
  es: string,
  en: string,
  aliases: Partial<Record<'ko' | 'es' | 'en', string[]>> = {},
): GlossaryEntry => ({
  id,
  game: 'cypher',
  page: 'cypher/x',
  section: id,
  ko: { term: ko, aliases: aliases.ko, definition: '-' },
  es: { term: es, aliases: aliases.es, definition: '-' },
  en: { term: en, aliases: aliases.en, definition: '-' },
});

const entries = [
  entry('might', '힘', 'Vigor', 'Might'),
  entry('damage', '피해', 'daño', 'damage'),
  entry('damage-track', '부상 트랙', 'escala de daño', 'damage track'),
  entry('object-damage-track', '사물 부상 트랙', 'escala de daño de objetos', 'object damage track'),
  entry('cypher', '사이퍼', 'dispositivo', 'cypher', { en: ['cyphers'] }),
];

describe('mentions', () => {
  it.each([
    ['ko', '캐릭터는 힘을 써서 문을 엽니다.', 'might', '힘'],
    ['ko', '힘들게 올라간 뒤 피해를 입었다.', 'damage', '피해'],
    ['ko', '공격을 피해야 한다. 그래도 피해는 남는다.', 'damage', '피해'],
    ['ko', '사물 부상 트랙에서 한 칸 내려갑니다.', 'object-damage-track', '사물 부상 트랙'],
    ['en', 'Each Pool at 0 moves you down the damage track.', 'damage-track', 'damage track'],
    ['en', 'Damage comes first.', 'damage', 'Damage'],
    ['en', 'The mighty warrior uses Might.', 'might', 'Might'],
    ['es', 'Los dispositivos no; pero un dispositivo sí.', 'cypher', 'dispositivo'],
    ['es', 'Recibe daño ambiental.', 'damage', 'daño'],
  ] as const)('%s: "%s" -> %s', (locale, text, id, word) => {
    const mention = mentions(text, termMatcher(entries, locale))[0];
    expect(mention).toMatchObject({ id, text: word });
    expect(text.slice(mention!.index, mention!.index + word.length)).toBe(word);
  });

  it('never links a word marked link: false (an everyday word too)', () => {
    const everyday = {
      ...entry('practiced', '보통', 'practicado', 'practiced'),
      ko: { term: '보통', definition: '-', link: false },
    };
    expect(mentions('보통 그렇게 합니다.', termMatcher([everyday], 'ko'))).toEqual([]);
  });

  it('does not find a shorter term inside an unlinked name', () => {
    const name = {
      ...entry('cypher-system', '사이퍼 시스템', 'Cypher System', 'Cypher System'),
      ko: { term: '사이퍼 시스템', definition: '-', link: false },
      en: { term: 'Cypher System', definition: '-', link: false },
    };
    const withName = [...entries, name];
    expect(mentions('The Cypher System has cyphers.', termMatcher(withName, 'en'))).toEqual([
      { id: 'cypher', index: 22, text: 'cyphers' },
    ]);
    expect(mentions('사이퍼 시스템에서는 피해를', termMatcher(withName, 'ko'))).toEqual([
      { id: 'damage', index: 11, text: '피해' },
    ]);
  });

  it('reads a term broken across lines as one term, as the page shows it', () => {
    expect(mentions('the object\n  damage track', termMatcher(entries, 'en'))).toEqual([
      { id: 'object-damage-track', index: 4, text: 'object\n  damage track' },
    ]);
    expect(mentions('사물\n부상 트랙에서', termMatcher(entries, 'ko'))[0]).toMatchObject({ id: 'object-damage-track' });
  });

  it('lists every mention in the order of the text, repeats included', () => {
    expect(mentions('Might and damage; more damage.', termMatcher(entries, 'en'))).toEqual([
      { id: 'might', index: 0, text: 'Might' },
      { id: 'damage', index: 10, text: 'damage' },
      { id: 'damage', index: 23, text: 'damage' },
    ]);
  });

  it('finds an English phrase in the plural before the shorter term inside it', () => {
    const bonus = entry('damage-bonus', '피해 보너스', 'bonificación al daño', 'damage bonus');
    const withBonus = [...entries, bonus];
    expect(mentions('GM intrusions, damage bonuses and more damage', termMatcher(withBonus, 'en'))).toEqual([
      { id: 'damage-bonus', index: 15, text: 'damage bonuses' },
      { id: 'damage', index: 39, text: 'damage' },
    ]);
    // A single word is not made plural: "damages" may be a verb.
    expect(mentions('It damages the door.', termMatcher(entries, 'en'))).toEqual([]);
    // Nor is a Spanish phrase, whose first word takes the plural: the glossary lists those as aliases.
    expect(mentions('bonificaciones al daño', termMatcher(withBonus, 'es')).map(({ id }) => id)).toEqual(['damage']);
  });

  it('finds, at each word, the term of the most words that starts there, as trying every run of words would', () => {
    // The glossary of this test, with a name that links nowhere ("Cypher System", "사이퍼 시스템": link: false) and a
    // phrase found in the English plural ("damage bonuses").
    const unlinked = (id: string, ko: string, en: string): GlossaryEntry => ({
      ...entry(id, ko, en, en),
      ko: { term: ko, definition: '-', link: false },
      en: { term: en, definition: '-', link: false },
    });
    const glossary = [
      ...entries,
      entry('damage-bonus', '피해 보너스', 'bonificación al daño', 'damage bonus'),
      unlinked('cypher-system', '사이퍼 시스템', 'Cypher System'),
    ];
    // Words of the terms above and words of none, so that texts hold whole terms, their first words and near misses
    // ("object damage", "사물 부상", "cypher" alone); Korean words may carry a particle.
    const wordsOf = {
      en: ['object', 'damage', 'track', 'tracks', 'bonus', 'bonuses', 'might', 'cyphers', 'cypher', 'system', 'the'],
      ko: ['사물', '부상', '트랙', '피해', '보너스', '힘', '사이퍼', '시스템', '문'],
    };
    const particles = ['', '', '을', '에서'];
    const endingParticle = new RegExp(`(${particles.filter(Boolean).join('|')})$`);
    const text = (locale: 'en' | 'ko') =>
      fc
        .array(fc.tuple(fc.constantFrom(...wordsOf[locale]), fc.constantFrom(...particles)), { maxLength: 12 })
        .map((words) => words.map(([word, particle]) => (locale === 'ko' ? word + particle : word)));
    for (const locale of ['en', 'ko'] as const) {
      // The oracle's own dictionary, from the entries as the glossary lists them: each term and alias, lower-cased,
      // to its id ('' for a word that links nowhere); in English a phrase of two words or more also in the plural.
      const dictionary = new Map<string, string>();
      for (const { id, [locale]: words } of glossary) {
        for (const word of [words.term, ...(words.aliases ?? [])].map((listed) => listed.toLowerCase())) {
          const forms =
            locale === 'en' && word.includes(' ') ? [word, word.endsWith('s') ? `${word}es` : `${word}s`] : [word];
          for (const form of forms) if (!dictionary.has(form)) dictionary.set(form, words.link === false ? '' : id);
        }
      }
      const matcher = termMatcher(glossary, locale);
      fc.assert(
        fc.property(text(locale), (words) => {
          const joined = words.join(' ');
          const startOf = (word: number) => words.slice(0, word).join(' ').length + (word > 0 ? 1 : 0);
          // Every run of words from each word on, longest first; in Korean its last word may drop its particle.
          const expected: { id: string; index: number; text: string }[] = [];
          for (let first = 0; first < words.length; first += 1) {
            for (let last = words.length - 1; last >= first; last -= 1) {
              const run = words.slice(first, last + 1).join(' ');
              const bare = locale === 'ko' ? run.replace(endingParticle, '') : run;
              const found = [run, bare].find((candidate) => dictionary.has(candidate.toLowerCase()));
              if (found === undefined) continue;
              const id = dictionary.get(found.toLowerCase())!;
              if (id) expected.push({ id, index: startOf(first), text: found });
              first = last;
              break;
            }
          }
          expect(mentions(joined, matcher)).toEqual(expected);
        }),
      );
    }
  });

  describe('a word that links only in some company (only)', () => {
    const level: GlossaryEntry = {
      ...entry('level', '레벨', 'nivel', 'level'),
      en: {
        term: 'level',
        definition: '-',
        only: ['/\\blevels?\\s+\\d/', '/(?<!\\bper\\s+)level(?!\\s+of\\s+Effort)/'],
      },
    };
    const matcher = termMatcher([level], 'en');
    const found = (text: string, around?: Parameters<typeof mentions>[2]) =>
      mentions(text, matcher, around).map((mention) => mention.index);

    it('links the word where a pattern matches it', () => {
      expect(found('A level 3 door.')).toEqual([2]);
      expect(found("The creature's level sets it.")).toEqual([15]);
    });

    it('passes over the word where no pattern matches it, and finds the next one', () => {
      expect(found('Each level of Effort costs 3; so does a level 3 door.')).toEqual([40]);
      expect(found('It costs 1 more point per level.')).toEqual([]);
    });

    it('reads the company across runs of text ("level of <a>Effort</a>")', () => {
      expect(found('Each level of ', { before: '', after: () => 'Effort applied' })).toEqual([]);
      expect(found(' level', { before: 'It costs 1 more point per', after: () => '' })).toEqual([]);
      expect(found('Each level of ', { before: '', after: () => 'the creature' })).toEqual([5]);
    });

    it('does not look ahead in the page unless a mention needs it', () => {
      let looked = 0;
      const after = () => {
        looked += 1;
        return '';
      };
      found('Nothing here to link, and a long sentence to go with it.', { before: '', after });
      expect(looked).toBe(0);
    });

    describe('a word that is the wrong term in some company (not)', () => {
      const dead: GlossaryEntry = {
        ...entry('dead', '사망', 'muerto', 'dead'),
        en: { term: 'dead', definition: '-', not: ['/\\bNPCs?\\b[^.;:]{0,40}?\\bdead\\b/'] },
      };
      const matcher = termMatcher([dead], 'en');
      const found = (text: string, around?: Parameters<typeof mentions>[2]) =>
        mentions(text, matcher, around).map((mention) => mention.index);

      it('passes over the word where a pattern matches it, and links it elsewhere', () => {
        expect(found('An NPC at 0 health is dead.')).toEqual([]);
        expect(found('An NPC at 0 health is dead. A PC who is debilitated next ends dead.')).toEqual([62]);
        expect(found('Hale, impaired, debilitated, dead.')).toEqual([29]);
      });

      it('reads the company across runs of text', () => {
        expect(found(' is dead', { before: 'An NPC whose health reaches 0', after: () => '' })).toEqual([]);
      });
    });
  });
});
