// @ts-check
// Reading the scenario reference cards of Arkham Horror: The Card Game from ArkhamDB's public card data
// (Kamalisk/arkhamdb-json-data), as scripts/arkham-campaign-bags.mjs writes their facts into the extract
// (src/data/arkham-extract.json). A reference card's front (`text`) is its Easy/Standard side and its back (`back_text`)
// its Hard/Expert side; each line after the side's heading gives one symbol token (or two) its effect. From each line
// only numbers and kinds are kept, never its words: the modifier (a number, or X), what the token does to the test
// (a modifier, reveal another token, fail or succeed automatically), what X counts (a kind), and the kinds of anything
// else the line does (take horror, place doom…). A line this reader cannot read fails the script, unless its card is
// listed in `readerValues` as one whose tokens the reader sets.

/** ArkhamDB's card data: where it is published, the commit read, and what the repository says of its licence. */
export const cardSet = {
  name: 'Kamalisk/arkhamdb-json-data',
  address: 'https://github.com/Kamalisk/arkhamdb-json-data',
  commit: '7928603b41b2b4c14bb44b2c7a1902a8e70d103c',
  licence:
    'The repository has no licence file and its README names none; its package.json declares "license": "ISC". ' +
    'Card names are Fantasy Flight Games’ own. Only the names of the scenario reference cards and, from their token ' +
    'lines, numbers and kinds of effect are taken: no card text.',
};

/**
 * Reference cards whose token lines the tool does not set, each with why: choosing the scenario leaves the symbols to
 * the reader, as they are, and the card's link says where to read them.
 * @type {Record<string, string>}
 */
export const readerValues = {
  10501: 'Written in Rock: each side has a line for act 1 and another for act 2, on two cards (10501 and 10502)',
};

/** The symbol tokens a reference card gives an effect, as the data names them and as the rules module does. */
export const cardSymbols = /** @type {const} */ ({
  skull: 'skull',
  cultist: 'cultist',
  tablet: 'tablet',
  elder_thing: 'elderThing',
});

/**
 * What X counts, by the first of these words in the sentence that defines X (the categories a reader is told, in the
 * site's own words: src/i18n, `chaosBag.counts.<kind>`). Anything else is a count the scenario keeps (an alarm level,
 * the strength of the abyss, the day).
 */
const countKinds = /** @type {const} */ ([
  ['doom', /\bdoom\b/i],
  ['clues', /\bclues?\b/i],
  ['damage', /\b(horror|damage)\b/i],
  ['enemies', /\benem(y|ies)\b/i],
  ['keys', /\bkeys?\b/i],
  ['actAgenda', /\b(agenda|act)\b/i],
  ['locations', /\b(locations?|shroud|shelter|floor|column|barriers|open sky)\b/i],
  ['cards', /\b(cards?|treacher(y|ies)|assets?|victory display|Unfinished Business|Signs of the Gods)\b/i],
]);

/** The kinds of effect a line may have besides its modifier, by the words that show each. */
const effectKinds = /** @type {const} */ ([
  ['horror', /\bhorror\b/i],
  ['damage', /\bdamage\b/i],
  ['doom', /\bdoom\b/i],
  ['clues', /\bclues?\b/i],
  ['resources', /\bresources?\b/i],
  ['enemy', /\b(enem(y|ies)|attacks?|engage[sd]?|spawns?)\b/i],
  ['cards', /\b(cards?|discard|draw|hand|deck)\b/i],
]);

/**
 * @typedef {'modifier' | 'revealAnother' | 'autoFail' | 'autoSuccess'} TokenEffect
 * @typedef {{ modifier: number | 'X', effect?: TokenEffect, factor?: number, counts?: string, also?: string[] }} TokenFact
 */

/** Words of a sentence that changes the token's modifier or effect in some case. */
const changesOutcome =
  /reveal (?:another|an additional)|automatically (?:fail|succeed)|instead|treat this token|additional [-+]\d/i;

/** A card's text without markup: tags, [[Trait]] brackets and the data's minus signs as `-`. */
function plain(/** @type {string} */ text) {
  return text
    .replace(/<[^>]+>/g, '')
    .replace(/\[\[([^\]]+)\]\]/g, '$1')
    .replace(/[−–]/g, '-');
}

/** The kind of what X counts, from the sentence that defines it. */
function countKind(/** @type {string} */ sentence) {
  return countKinds.find(([, pattern]) => pattern.test(sentence))?.[0] ?? 'scenario';
}

/**
 * One token line's facts, from the words after its symbols ("-2. If you fail, take 1 horror."). Throws on a line whose
 * first sentence is not one this reader knows.
 *
 * @param {string} rest
 * @returns {TokenFact}
 */
export function readTokenLine(rest) {
  const text = plain(rest).trim();
  /** @type {{ modifier: number | 'X', effect: TokenEffect, factor?: number, counts?: string }} */
  const fact = { modifier: 0, effect: 'modifier' };
  const also = new Set();
  let head;
  if ((head = /^Reveal (?:another|an additional) (?:chaos )?token\.\s*/i.exec(text))) fact.effect = 'revealAnother';
  else if ((head = /^-X\s*(?:\.|,(?= where X))\s*/.exec(text))) {
    fact.modifier = 'X';
    const defined = /(?:^|\s)(?:where\s+)?X(?: is|\s+the)\b[^.]*(?:\.\)?|$)/.exec(text.slice(head[0].length - 1));
    if (!defined) throw new Error(`-X without a sentence saying what X is: "${text}"`);
    fact.counts = countKind(defined[0]);
  } else if ((head = /^-(\d+) for (?:each|every)\b([^.]*)\.\s*/.exec(text))) {
    // "-N for each …": -N × X, X what it counts (-X when N is 1).
    fact.modifier = 'X';
    fact.factor = Number(head[1]);
    fact.counts = countKind(head[2] ?? '');
  } else if ((head = /^([+-]?\d+)(?:\s*\(([^)]*)\)\.?|\.)\s*/.exec(text))) {
    fact.modifier = Number(head[1]);
    if (head[2] !== undefined) also.add('condition');
  } else throw new Error(`a token line this reader cannot read: "${text}"`);
  const tail = text.slice(head[0].length);
  // The sentences after the modifier: another token, a change of the test's outcome, and anything else.
  for (const sentence of tail.split(/(?<=[.)])\s+(?=[A-Z(])/)) {
    if (!sentence.trim()) continue;
    if (/\bX(?: is|\s+the)\b/.test(sentence)) continue; // what X is: already read
    if (/^Reveal (?:another|an additional) (?:chaos )?token\.$/i.test(sentence)) {
      if (fact.effect !== 'modifier') throw new Error(`two effects on one line: "${text}"`);
      fact.effect = 'revealAnother';
      continue;
    }
    const changes = changesOutcome.test(sentence);
    if (changes) also.add('condition');
    // What the line does, without the conditions it does it under ("If there is a Ghoul enemy at your location, …").
    const does = sentence.replace(/\b(?:if|unless|while|when)\b[^,]*,\s*/gi, '');
    const kinds = effectKinds.filter(([, pattern]) => pattern.test(does)).map(([kind]) => kind);
    for (const kind of kinds) also.add(kind);
    if (kinds.length === 0 && !changes) also.add('other');
  }
  // What a line does not say is left out: the effect when it is a modifier, `also` when there is nothing else.
  return {
    modifier: fact.modifier,
    ...(fact.effect === 'modifier' ? {} : { effect: fact.effect }),
    ...(fact.factor === undefined || fact.factor === 1 ? {} : { factor: fact.factor }),
    ...(fact.counts === undefined ? {} : { counts: fact.counts }),
    ...(also.size === 0 ? {} : { also: [...also].sort() }),
  };
}

/**
 * The facts of one side of a reference card (its text without the heading line), by symbol as the rules module names
 * them. Throws on a line that is not a token line, or that this reader cannot read.
 *
 * @param {string} side
 * @returns {Record<string, TokenFact>}
 */
export function readSide(side) {
  /** @type {Record<string, TokenFact>} */
  const facts = {};
  for (const line of side.split('\n').filter((line) => line.trim())) {
    const symbols = /^\s*((?:\[(?:skull|cultist|tablet|elder_thing)\]\s*(?:or\s*)?)+):?\s*/.exec(line);
    if (!symbols) throw new Error(`not a token line: "${line}"`);
    const fact = readTokenLine(line.slice(symbols[0].length));
    for (const [, token] of (symbols[1] ?? '').matchAll(/\[(\w+)\]/g)) {
      const symbol = cardSymbols[/** @type {keyof typeof cardSymbols} */ (token)];
      if (facts[symbol]) throw new Error(`${token} twice on one side`);
      facts[symbol] = fact;
    }
  }
  return facts;
}

/** The headings of a reference card's two sides (`Standard`/`Hard` alone on the cards of two standalones). */
const sideHeadings = { standard: /^(Easy \/ Standard|Standard)$/, hard: /^(Hard \/ Expert|Hard)$/ };

/**
 * Whether a card of type `scenario` is a reference card: its front starts with the Easy/Standard heading. (The Return
 * to… boxes' scenario cards are setup cards: their scenarios keep the original reference cards.)
 *
 * @param {{ text?: string }} card
 */
export function isReferenceCard(card) {
  return /^(Easy \/ Standard|Standard)( - Act 1)?\s*$/m.test((card.text ?? '').split('\n')[0] ?? '');
}

/**
 * Both sides' facts of a reference card, or undefined for a card listed in `readerValues`. Throws when a side's
 * heading is not the one expected or a line cannot be read.
 *
 * @param {{ code: string, text?: string, back_text?: string }} card
 */
export function cardFacts(card) {
  if (card.code in readerValues) return undefined;
  /** @type {Record<string, Record<string, TokenFact>>} */
  const sides = {};
  for (const [side, field] of /** @type {const} */ ([
    ['standard', 'text'],
    ['hard', 'back_text'],
  ])) {
    const [heading = '', ...lines] = (card[field] ?? '').split('\n');
    if (!sideHeadings[side].test(heading.trim())) throw new Error(`${card.code} ${field}: heading "${heading}"`);
    try {
      sides[side] = readSide(lines.join('\n'));
    } catch (error) {
      throw new Error(`${card.code} ${field}: ${/** @type {Error} */ (error).message}`);
    }
  }
  return sides;
}

/**
 * Reference cards that hold the Hard/Expert sides of another card, by that card's code: the list names the
 * Easy/Standard card.
 * @type {Record<string, string>}
 */
export const otherSideCards = { 10502: '10501' };

/**
 * The campaign of the reference cards of a pack that no file of the campaign data names (its scenarios are not in the
 * data yet), by the pack's code. The other cards are placed by the data (a scenario file's `chaos_bag_card`) or by
 * the other cards of their pack.
 * @type {Record<string, string>}
 */
export const packCampaigns = { core_2026: 'boa' };

/**
 * Names of reference cards where neither ArkhamDB's translation nor the campaign data's gives one, each `site`: our
 * translation (The Doom of Arkham's two parts in Korean after the data's "아컴에 닥친 파멸" and its "1부/2부").
 * @type {Record<string, Partial<Record<'ko' | 'es', string>>>}
 */
export const otherCardNames = {
  12105: { ko: '번지는 불길' },
  12133: { ko: '연기와 거울' },
  12168: { ko: '재의 여왕' },
  11682: { ko: '아컴에 닥친 파멸 1부' },
  '11688a': { ko: '아컴에 닥친 파멸 2부' },
  71001: { ko: '한겨울의 갈라' },
  72001: { ko: '필름 파탈' },
  90094: { es: 'Un bis cautivador' },
};

/** Whether a name is a translation of `english`: another name, and in Korean one written in Hangul. */
const translates = (/** @type {string} */ name, /** @type {string} */ english, /** @type {string} */ locale) =>
  name !== english && (locale !== 'ko' || /[\uac00-\ud7a3]/.test(name));

/**
 * Every scenario reference card of ArkhamDB's data at the pinned commit: its code, pack, file, names in English,
 * Korean and Spanish, and both sides' facts (or why the reader sets them). A name comes from ArkhamDB's translation of
 * the card, else from the campaign data's translation of the scenario's English name (its `.po` files under `i18n/<locale>/`),
 * else from `otherCardNames`; each name's source is kept.
 *
 * @param {import('./arkham-campaign-bags.mjs').Snapshot} cards ArkhamDB's data
 * @param {import('./arkham-campaign-bags.mjs').Snapshot} data the campaign data, for its translations
 */
export function readScenarioCards(cards, data) {
  const packFiles = cards
    .list('pack')
    .flatMap((folder) => cards.list(folder))
    .filter((path) => path.endsWith('.json'));
  /** @type {(path: string) => Map<string, string>} the names of a translation file by code, or none */
  const translation = (path) => {
    try {
      return new Map(JSON.parse(cards.read(path)).map((/** @type {any} */ card) => [card.code, card.name]));
    } catch {
      return new Map();
    }
  };
  /**
   * @type {{ code: string, pack: string, file: string, name: { en: string, ko: string, es: string,
   *   sources: { ko: string, es: string } }, sides?: Record<string, Record<string, TokenFact>>, reader?: string }[]}
   */
  const found = [];
  for (const file of packFiles) {
    const inFile = JSON.parse(cards.read(file)).filter(
      (/** @type {any} */ card) =>
        card.type_code === 'scenario' && isReferenceCard(card) && !(card.code in otherSideCards),
    );
    for (const card of inFile) {
      // A card printed in two files of the data (its pack's and a repackaging's) is read once.
      if (found.some((other) => other.code === card.code)) continue;
      const facts = cardFacts(card);
      found.push({
        code: /** @type {string} */ (card.code),
        pack: /** @type {string} */ (card.pack_code),
        file,
        name: { en: /** @type {string} */ (card.name), ko: '', es: '', sources: { ko: '', es: '' } },
        ...(facts ? { sides: facts } : { reader: readerValues[card.code] }),
      });
    }
  }
  for (const locale of /** @type {const} */ (['ko', 'es'])) {
    const dataNames = data.translations(
      `i18n/${locale}`,
      found.map((card) => card.name.en),
    );
    const files = new Map();
    for (const card of found) {
      const path = `translations/${locale}/${card.file}`;
      if (!files.has(path)) files.set(path, translation(path));
      const { name } = card;
      const given = files.get(path).get(card.code);
      const fromData = [...dataNames].find(([, entries]) => entries.has(name.en));
      const other = otherCardNames[card.code]?.[locale];
      if (given && translates(given, name.en, locale)) {
        name[locale] = given;
        name.sources[locale] = `${cardSet.name} ${path}`;
      } else if (fromData && translates(/** @type {string} */ (fromData[1].get(name.en)), name.en, locale)) {
        name[locale] = /** @type {string} */ (fromData[1].get(name.en));
        name.sources[locale] = `zzorba/arkham-cards-data ${fromData[0]}`;
      } else if (other) {
        name[locale] = other;
        name.sources[locale] = 'site';
      } else if (locale === 'es' && given) {
        // A Spanish edition may keep an English title: ArkhamDB's Spanish data gives it so.
        name[locale] = given;
        name.sources[locale] = `${cardSet.name} ${path}`;
      } else throw new Error(`${card.code} (${name.en}): no ${locale} name`);
    }
  }
  return found.sort((a, b) => a.code.localeCompare(b.code));
}

/**
 * Which reference cards each campaign plays, by the codes the campaign data names (`chaos_bag_card` in the files of
 * the campaign's folder, or in a side scenario's own file), then the campaign of the other cards of the same pack
 * (`packCampaigns` where the data names none). Throws on a reference card no campaign plays.
 *
 * @param {import('./arkham-campaign-bags.mjs').Snapshot} data
 * @param {{ id: string, file: string, kind: string }[]} campaigns campaigns and side scenarios, with their files
 * @param {ReturnType<typeof readScenarioCards>} cards
 */
export function campaignScenarios(data, campaigns, cards) {
  const known = new Set(cards.map((card) => card.code));
  /** @type {Map<string, Set<string>>} */
  const plays = new Map();
  for (const campaign of campaigns) {
    const files = campaign.file.endsWith('/campaign.json')
      ? data.list(campaign.file.slice(0, -'/campaign.json'.length)).filter((path) => path.endsWith('.json'))
      : [campaign.file];
    const codes = files
      .map((path) => JSON.parse(data.read(path)).chaos_bag_card)
      .filter((code) => typeof code === 'string' && known.has(code));
    plays.set(campaign.id, new Set(codes));
  }
  const campaignOfPack = new Map(Object.entries(packCampaigns));
  for (const card of cards)
    for (const [id, codes] of plays)
      if (codes.has(card.code)) campaignOfPack.set(card.pack, campaignOfPack.get(card.pack) ?? id);
  for (const card of cards) {
    if ([...plays.values()].some((codes) => codes.has(card.code))) continue;
    const id = campaignOfPack.get(card.pack);
    if (!id || !plays.has(id)) throw new Error(`${card.code} (${card.name.en}): no campaign plays it`);
    plays.get(id)?.add(card.code);
  }
  return Object.fromEntries([...plays].map(([id, codes]) => [id, [...codes].sort()]));
}
