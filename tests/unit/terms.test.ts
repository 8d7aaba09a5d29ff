import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { locales, type Locale } from '../../src/i18n/locales.ts';
import type { CollectionId } from '../../src/lib/collections.ts';
import { WORD_CHARACTER, type GlossaryEntry } from '../../src/lib/glossary.ts';
import {
  avoidRules,
  findAvoided,
  gameHoldsOn,
  variantPattern,
  withoutOtherTranslations,
  type StyleRules,
} from './support/avoid.ts';
import { collectionOf, pagesOf, pageText, read, readerText, splitPage } from './support/content.ts';

// One term per concept (issue 11): no page, UI string or definition uses a variant that content/glossary.yaml or
// content/style.yaml says to avoid, and a link to a page names that page or a glossary term.

const glossary = parse(readFileSync('content/glossary.yaml', 'utf8')) as GlossaryEntry[];
const style = parse(readFileSync('content/style.yaml', 'utf8')) as StyleRules;

/** The glossary entries that apply on a collection's pages (the about page mentions both games). */
const entriesFor = (collection: CollectionId) => glossary.filter((entry) => gameHoldsOn(entry.game, collection));

describe('the check itself', () => {
  it.each([
    ['ko', '기절', '적을 기절시키거나 넘어뜨립니다.', 1],
    ['ko', '기절', '의식을 잃었습니다.', 0],
    ['ko', '/십시오/', '표를 보십시오.', 1],
    ['es', 'sistema Cypher', 'En el Sistema\nCypher, el DJ…', 1],
    ['es', 'grado de Esfuerzo', 'un grado de dificultad', 0],
    ['es', '/grados? en la escala de daño/', 'baja un grado en la escala de daño', 1],
    ['es', '/grados? en la escala de daño/', 'la dificultad baja un grado', 0],
    ['en', 'licence', 'the licences of the site', 0],
    ['en', 'licences', 'the Licences of the site', 1],
  ] as const)('%s: %s in "%s" -> %i', (locale, variant, text, count) => {
    expect([...text.matchAll(variantPattern(variant, locale))]).toHaveLength(count);
  });

  // Issue 44 (SN1): a cypher is «dispositivo» in Spanish, as Numenera first edition says, on the pages of both games;
  // «cifra» is the everyday word for a number, refused only where it would be the game term (the slips it was).
  // SN5: Effort too has the verbs of that edition.
  it.each([
    ['Coger una cuerda o activar una cifra, aunque la lleves guardada en la mochila.', true],
    ['Identificar y comprender una cifra: de 15 a 30 minutos.', true],
    ['Buscar cifras u otros objetos de valor entre un montón de trastos.', true],
    ['Objeto especial (+5): una cifra o un artefacto.', true],
    ['Intenta que una cifra, un artefacto o una nave hagan otra cosa.', true],
    ['Una cifra de cambio de fase permite atravesar una pared.', true],
    ['El límite de cifras de un personaje; las cifras esotéricas cuentan doble.', true],
    ['En los ejemplos de las propias reglas las cifras salen exactas.', false],
    ['Una cifra redonda; las cifras de la tabla son aproximadas.', false],
    ['Activa un dispositivo anoético; el límite de dispositivos es 3.', false],
    // SN5: a level of Effort is declared (Numenera first edition) or applied, never «hecho».
    ['Eso es hacer un nivel de Esfuerzo.', true],
    ['También puedes reducir la dificultad haciendo un Esfuerzo.', true],
    ['Eso es declarar un nivel de Esfuerzo; para reintentar hace falta aplicar Esfuerzo.', false],
  ] as const)('es: the glossary refuses "%s": %s', (text, refused) => {
    const found = findAvoided(text, avoidRules(entriesFor('cypher'), style, 'es'));
    expect(found.length > 0).toBe(refused);
  });

  // Issue 11: sentences that stated a rule wrongly; the style list keeps them, and their like, from coming back.
  it.each([
    ['en', 'Moving down the table is easing, and moving up is hindering.'],
    ['en', 'Skills or a clever approach can move the difficulty down or up one or more steps.'],
    ['en', 'The single score NPCs and objects have in place of Pools.'],
    ['en', 'A d6 plus tier rolled when resting (1d6 + 1 in Numenera).'],
    ['ko', '표에서 아래로 움직이는 것을 완화라고 합니다.'],
    ['ko', '기능이나 장비가 난이도를 한 단계 이상 내리거나 올릴 수 있습니다.'],
    ['ko', 'NPC와 사물이 역량 대신 가진 단 하나의 수치.'],
    ['ko', '쉴 때 굴리는 d6 + 등급(누메네라는 1d6 + 1).'],
    ['es', 'Pueden mover la dificultad uno o más grados hacia abajo o hacia arriba.'],
    ['es', 'La única puntuación que tienen PNJ y objetos en lugar de Reservas; todo daño sale de la salud.'],
    ['es', 'Se reparte entre las Reservas (en Numenera, 1d6 + 1).'],
    // Issue 27: one register per language, tú in Spanish and -세요 in Korean.
    ['es', 'Si una regla estorba, cambiadla entre todos.'],
    ['es', 'Tú y el DJ buscáis modificadores.'],
    ['es', 'Si no se os ocurre nada apropiado, no le deis más vueltas.'],
    ['es', 'Tirad un d20.'],
    ['ko', 'd20을 굴리십시오.'],
    ['ko', '표를 보아라.'],
    ['ko', '마스터에게 말하시오.'],
    // Issue 35: 보통 is difficulty 2's name, never "usually", "ordinary" or a skill level.
    ['ko', '방해는 보통 한 단계입니다.'],
    ['ko', '보통 사람은 엄두도 못 냅니다.'],
    ['ko', '어떤 무기에 보통인지를 정한다.'],
    ['ko', '아브휴먼이 쇠뇌를 쏩니다.'],
    ['ko', '이 쪽에서는 두 게임이 공유하는 것을 정리합니다.'],
    ['ko', '역량은 타고난 날것의 능력입니다.'],
    ['ko', '다른 눈은 아무것도 가져오지 않는다고 봅니다.'],
    // Issue 44: numenera without an article (SN12), «…» quotes and 1000 (SN15), the game's own title (SN16).
    ['es', 'Quien quiera dominar el numenera.'],
    ['es', 'Un ataque que solo dice "daño" hace daño de Vigor.'],
    ['es', 'Un rayo que llega a 300 m (1.000 pies).'],
    ['es', 'Las preguntas frecuentes de Arkham Horror: el juego de cartas.'],
  ] as const)('%s: the style list refuses "%s"', (locale, text) => {
    expect(findAvoided(text, avoidRules([], style, locale))).not.toEqual([]);
  });

  it.each([
    ['en', 'Lowering the difficulty is easing the task; a tier 1 character rolls 1d6 + 1.'],
    ['en', 'Objects have neither Pools nor health.'],
    ['ko', '난이도를 낮추는 것이 완화입니다. 1등급 캐릭터라면 1d6 + 1입니다.'],
    ['es', 'Reducir la dificultad es facilitar la tarea; con rango 1, 1d6 + 1.'],
    ['es', 'Si una regla estorba, se cambia entre todos; tira un d20 y busca modificadores con el DJ.'],
    ['es', 'El DJ dice a la mesa: «eso os lleva una hora». Hay dieciséis casillas y veintiséis fichas.'],
    ['es', 'La ciudad, la verdad y la pared; el Nano usa sus arcanos.'],
    ['es', 'El manejo de numenera, en las páginas de Numenera; un ataque que solo dice «daño».'],
    ['es', 'Un rayo de 300 m (1000 pies), 10.000 años, la versión 2.5 y Arkham Horror: El juego de cartas.'],
    ['ko', '표를 보세요. 사이퍼 제한이 3이라고 합시다. 보라색 장치입니다.'],
    ['ko', '보통'],
    ['ko', '광신도의 밤, 보통'],
    ['ko', '난이도 2는 보통 난이도입니다.'],
    ['ko', '이쪽에서 배운 것은 저쪽에도 통하니, 이 페이지에서 함께 봅니다.'],
  ] as const)('%s: the style list lets "%s" be', (locale, text) => {
    expect(findAvoided(text, avoidRules([], style, locale))).toEqual([]);
  });

  // Issue 35: one meaning for each Korean word on the Cypher System and Numenera pages.
  it.each([
    ['건강이면 부상이 되고, 부상이면 빈사가 됩니다.', true],
    ['건강에서 부상 상태로, 사물 부상 트랙의 온전에서', false],
    ['무능한 일은 방해를 받습니다.', true],
    ['캐릭터가 무능한 분야의 일은 한 단계 방해받습니다.', false],
    ['PC를 규정하는 세 가지 특징인 힘, 속력, 지성', true],
    ['유형, 특징, 플레이버에서 오는 능력', false],
    ['취소, 무시, 방어도 한꺼번에 할 수 있습니다.', true],
    ['여섯 단계의 기본 흐름', true],
    ['무능도 익숙도 아니면 기본 수준입니다.', false],
    ['PC의 특기는 등반입니다.', true],
    ['수행원의 특기는 은신과 속임수입니다.', false],
    // 추종자 is the Arkham card game's cultist token; the Cypher System's follower is 수행원.
    ['추종자의 특기는 은신과 속임수입니다.', true],
    ['마스터가 판정합니다.', true],
    ['판정 결과가 높은 사람부터', true],
    // Issue 44: the words of the published Korean Numenera quick-start and its character sheets, and no way back.
    ['방어도 2인 캐릭터의 방어도가 피해를 줄입니다.', true],
    ['장갑 2인 캐릭터의 장갑이 피해를 줄입니다. 갑옷을 입으면 장갑이 생깁니다.', false],
    ['가벼운 무기는 공격 굴림을 완화합니다.', true],
    ['중간 무기나 무거운 무기', true],
    ['소형 무기는 공격 굴림을 완화하고, 중형 무기는 4점, 대형 무기는 6점을 줍니다.', false],
    ['나노의 맹공(Onslaught)도 4점입니다.', true],
    ['나노의 쇄도(Onslaught)도 4점입니다.', false],
    ['마스터가 정합니다. 행동 순서 판정 결과가 높은 사람부터', true],
    ['행동 순서 굴림을 합니다.', true],
    ['선제 굴림 결과가 높은 사람부터 행동 순서를 정합니다.', false],
    ['난이도 5는 도전적입니다.', true],
    ['난이도 5(매우 어려움)인 조종 일', false],
    // Issue 44, KN3, KN4, KN6, KN15, KN17: one name for each state and verb, and no look-alike on the same page.
    ['우주선이 작은 손상이나 큰 손상을 입습니다.', true],
    ['우주선이 경미한 손상이나 심각한 손상을 입습니다.', false],
    ['피해 벗어나려고 플레이어가 굴립니다.', true],
    ['몸을 피하려고 플레이어가 굴립니다.', false],
    ['이동 굴림이 방해되고', true],
    ['이동 굴림이 방해받고', false],
    ['예시: 운 좋은 일격', true],
    ['아주 어두운 빛 속의 대상', true],
    ['아주 희미한 빛 속의 대상', false],
  ] as const)('ko: the glossary refuses "%s": %s', (text, refused) => {
    const found = findAvoided(text, avoidRules(entriesFor('cypher'), style, 'ko'));
    expect(found.length > 0).toBe(refused);
  });

  it('reads past the word of another translation that a note names, and nowhere else', () => {
    const rules = avoidRules(entriesFor('cypher'), style, 'ko');
    const note = '다른 한국어 번역은 이 상태를 <span data-other-translation>기절</span>이라고 부르기도 합니다.';
    expect(findAvoided(readerText(withoutOtherTranslations(note)), rules)).toEqual([]);
    expect(findAvoided(readerText(withoutOtherTranslations('적을 기절시킵니다.')), rules)).not.toEqual([]);
    expect(findAvoided(readerText(note), rules)).not.toEqual([]);
  });

  it('has rules for every locale, from the glossary and the style list', () => {
    for (const locale of locales) expect(avoidRules(glossary, style, locale).length).toBeGreaterThan(5);
  });
});

// A tool names a game term as the pages do (issue 44): the UI string is the glossary's term, so that renaming the
// term in the glossary without the tool, or the tool without the glossary, fails here.
const toolNames: readonly (readonly [key: string, id: string])[] = [
  ['rules.weapon.light.name', 'light-weapon'],
  ['rules.weapon.medium.name', 'medium-weapon'],
  ['rules.weapon.heavy.name', 'heavy-weapon'],
  ['damageSimulator.armor', 'armor'],
  ['tools.initiativeCalculator.name', 'initiative'],
  ['rules.track.hale.name', 'hale'],
  ['rules.track.impaired.name', 'impaired'],
  ['rules.track.debilitated.name', 'debilitated'],
  ['rules.track.dead.name', 'dead'],
];

describe.each(locales)('%s: the tools name game terms as the glossary does', (locale: Locale) => {
  const strings = JSON.parse(readFileSync(`src/i18n/${locale}.json`, 'utf8')) as Record<string, string>;
  it.each(toolNames)('%s is the term of %s', (key, id) => {
    const entry = glossary.find((candidate) => candidate.id === id)!;
    expect(strings[key]?.toLocaleLowerCase(locale)).toBe(entry[locale].term.toLocaleLowerCase(locale));
  });
});

describe.each(locales)('%s: no avoided variant', (locale: Locale) => {
  it.each(pagesOf(locale))('on %s', (page) => {
    const rules = avoidRules(entriesFor(collectionOf(page) as CollectionId), style, locale);
    expect(findAvoided(pageText(withoutOtherTranslations(read(locale, page))), rules)).toEqual([]);
  });

  it('in the UI strings', () => {
    const strings = JSON.parse(readFileSync(`src/i18n/${locale}.json`, 'utf8')) as Record<string, string>;
    const rules = avoidRules(glossary, style, locale);
    // The chaos bag's strings are Arkham Horror's, shown beside its pages: its glossary's rules, as on those pages
    // (the Korean FAQ's 보정값 is Arkham's word for a modifier; the Cypher System's is 수정치, which avoids 보정).
    const arkham = avoidRules(entriesFor('arkham'), style, locale);
    const found = Object.entries(strings).flatMap(([key, text]) =>
      findAvoided(text, /^(tools\.)?chaosBag\./.test(key) ? arkham : rules).map((f) => `${key}: ${f}`),
    );
    expect(found).toEqual([]);
  });

  it('in the glossary, which the term previews show on every page of its game', () => {
    const found = glossary.flatMap((entry) => {
      const words = entry[locale];
      const ofItsGame = glossary.filter((other) => other.game === entry.game);
      const rules = avoidRules(ofItsGame, style, locale);
      return findAvoided(`${words.definition} ${words.term}`, rules).map((f) => `${entry.id}: ${f}`);
    });
    expect(found).toEqual([]);
  });
});

// Terms are found word by word, and a word is made of WORD_CHARACTER (src/lib/glossary.ts): the letters of our three
// languages, written out for speed. A letter outside it would cut a word in two, and a term in it would go unlinked.
describe.each(locales)('%s: every letter is one the term finder knows', (locale: Locale) => {
  const unknownLetters = (text: string) =>
    [...new Set(text.match(/[\p{L}\p{N}]/gu) ?? [])].filter((letter) => !WORD_CHARACTER.test(letter));

  it('the check itself: it knows Hangul, Spanish accents and ordinals, and not Greek', () => {
    expect(unknownLetters('분발을 ñandú, pingüino, 1.º, ÉPICO, Ωmega')).toEqual(['Ω']);
  });

  it.each(pagesOf(locale))('on %s', (page) => {
    expect(unknownLetters(pageText(read(locale, page)))).toEqual([]);
  });

  it('in the glossary and the UI strings', () => {
    const strings = readFileSync(`src/i18n/${locale}.json`, 'utf8');
    const words = glossary.map((entry) => JSON.stringify(entry[locale])).join(' ');
    expect(unknownLetters(`${strings} ${words}`)).toEqual([]);
  });
});

describe.each(locales)('%s: a link to a whole page names it', (locale: Locale) => {
  const titles = new Map(
    pagesOf(locale).map((page) => [`/${page.replace(/\.mdx$/, '/')}`, splitPage(read(locale, page)).frontmatter.title]),
  );
  const spaced = (text: string) => text.replace(/\s+/g, ' ').trim();
  const normalize = (text: string) => spaced(text).toLocaleLowerCase(locale);

  // A link to a section may say what it points at; a link to a page says the page's title, as the title writes it
  // (one casing: "Tasks and Difficulty", never "tasks and difficulty"), or a glossary term (which the page
  // explains), so that a reader meets one name for each page.
  it.each(pagesOf(locale))('on %s', (page) => {
    const terms = new Set(
      entriesFor(collectionOf(page) as CollectionId).flatMap((entry) => {
        const { term, aliases = [] } = entry[locale];
        return [term, ...aliases].map(normalize);
      }),
    );
    const wrong = [...read(locale, page).matchAll(/\[([^\]]+)\]\((\/[a-z]+\/[a-z0-9-]+\/)\)/g)]
      .filter(([, text = '', target = '']) => {
        const title = titles.get(target);
        return title === undefined || (spaced(text) !== spaced(title) && !terms.has(normalize(text)));
      })
      .map(([link, , target = '']) => `${link} (title: ${titles.get(target) ?? 'no such page'})`);
    expect(wrong).toEqual([]);
  });
});
