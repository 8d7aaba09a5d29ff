// @ts-check
// The chaos bag's third-party data in two steps. First, `readExtract` reads the facts the tool uses from pinned
// commits of three public repositories and gathers them in one committed file, src/data/arkham-extract.json: each
// campaign's and standalone scenario's bags (as the data lists their tokens), what The Feast of Hemlock Vale's prologue
// adds, each campaign's scenario reference cards, each card's token facts (numbers and kinds, never its text) and every
// name in three languages with its source. Then `generatedFiles` writes the rules module's generated files from the
// extract alone. `npm test` regenerates them from the extract and compares byte for byte (a hand edit of a generated
// file fails), and compares the extract with the repositories wherever snapshots of them are present
// (src/rules/arkham/arkham-data.test.ts).
import {
  appSet,
  campaignNames,
  dataSet,
  prologues,
  readCampaigns,
  readPrologue,
  readReturnCampaigns,
  readSideScenarios,
} from './arkham-campaign-bags.mjs';
import { campaignScenarios, cardSet, readScenarioCards } from './arkham-scenario-cards.mjs';

export const extractFile = 'src/data/arkham-extract.json';
export const campaignsFile = 'src/rules/arkham/campaigns.generated.ts';
export const scenariosFile = 'src/rules/arkham/scenarios.generated.ts';

/**
 * The names of a prologue's choices, in our words after the guide's (The Feast of Hemlock Vale: the investigators
 * say they came on a survey from the university, or for the Feast), shown after the campaign's name in the list.
 * @type {Record<string, Record<string, { en: string, ko: string, es: string }>>}
 */
export const prologueChoiceNames = {
  fhv: {
    work: { en: 'here on a survey', ko: '조사차 방문', es: 'en viaje de estudio' },
    feast: { en: 'here for the Feast', ko: '축일 참석차 방문', es: 'para la fiesta' },
  },
};

/**
 * The extract: what the generators read, from the three repositories at their pinned commits.
 *
 * @param {import('./arkham-campaign-bags.mjs').Snapshot} data zzorba/arkham-cards-data
 * @param {import('./arkham-campaign-bags.mjs').Snapshot} app zzorba/ArkhamCards
 * @param {import('./arkham-campaign-bags.mjs').Snapshot} cards Kamalisk/arkhamdb-json-data
 */
export function readExtract(data, app, cards) {
  data.preload(['campaigns', 'return_campaigns']);
  cards.preload(['pack', 'translations/ko/pack', 'translations/es/pack']);
  const campaigns = readCampaigns(data);
  const side = readSideScenarios(data, campaigns);
  // The side scenarios in the order the data's side "campaign" lists them (the order they were published).
  const sideOrder = /** @type {string[]} */ (JSON.parse(data.read('campaigns/side/campaign.json')).scenarios);
  side.sort((a, b) => sideOrder.indexOf(a.id) - sideOrder.indexOf(b.id));
  const returns = readReturnCampaigns(data, campaigns);
  const all = [...campaigns, ...side, ...returns];
  const names = campaignNames(all, data, app);
  const scenarioCards = readScenarioCards(cards, data);
  const plays = campaignScenarios(data, [...campaigns, ...side], scenarioCards);
  return {
    about:
      'The facts the chaos bag uses, read by scripts/arkham-campaign-bags.mjs from the three repositories of `sources` ' +
      'at their commits: numbers, kinds and names only, no card or guide text. Generated: do not edit.',
    sources: { campaigns: dataSet, names: appSet, cards: cardSet },
    campaigns: Object.fromEntries(
      all.map((campaign) => {
        const { id, kind, file, dataId, bags } = campaign;
        const creator = 'creator' in campaign ? campaign.creator : undefined;
        const original = 'original' in campaign ? campaign.original : undefined;
        const prologue = id in prologues ? readPrologue(data, prologues[/** @type {'fhv'} */ (id)]) : undefined;
        return [
          id,
          {
            kind,
            ...(creator ? { creator } : {}),
            file,
            dataId,
            name: names[id],
            ...(original ? { original } : { bags, scenarios: plays[id] ?? [] }),
            ...(prologue ? { prologue } : {}),
          },
        ];
      }),
    ),
    scenarios: Object.fromEntries(scenarioCards.map(({ code, ...card }) => [code, card])),
  };
}

/** @typedef {ReturnType<typeof readExtract>} Extract */

/**
 * The campaigns the tool lists, from the extract: a campaign whose prologue adds a token by a choice is listed once
 * per choice (`<id>-<choice>`, its bags with the prologue's tokens), a Return to… campaign with its original's bags
 * and scenarios.
 *
 * @param {Extract} extract
 */
export function listedCampaigns(extract) {
  /** @type {Record<string, any>} */
  const campaigns = extract.campaigns;
  return Object.entries(campaigns).flatMap(([id, campaign]) => {
    const base = campaign.original ? campaigns[campaign.original] : campaign;
    const { prologue, original, bags: _bags, scenarios: _scenarios, ...info } = campaign;
    // A Return to… campaign plays its original's reference cards; a fan-made one, cards ArkhamDB does not have.
    const scenarios = campaign.kind === 'fanMade' ? [] : base.scenarios;
    const entry = { ...info, ...(original ? { original } : {}), bags: base.bags, scenarios };
    if (!prologue) return [{ id, ...entry }];
    return prologue.choices.map((/** @type {{ id: string, tokens: string[] }} */ choice) => {
      const named = prologueChoiceNames[id]?.[choice.id];
      if (!named) throw new Error(`${id}: no name for the prologue's choice ${choice.id}`);
      const added = [...choice.tokens, ...prologue.always].join(' ');
      return {
        id: `${id}-${choice.id}`,
        ...entry,
        prologue: { file: prologue.file, choice: choice.id, adds: added },
        name: {
          ...entry.name,
          en: `${entry.name.en} (${named.en})`,
          ko: `${entry.name.ko} (${named.ko})`,
          es: `${entry.name.es} (${named.es})`,
        },
        bags: Object.fromEntries(Object.entries(base.bags).map(([level, tokens]) => [level, `${tokens} ${added}`])),
      };
    });
  });
}

/**
 * A value as JSON, indented, with each object that holds only plain values (a token's facts, a name's sources) on one
 * line, which Prettier keeps so when it fits.
 *
 * @param {unknown} value
 * @param {string} indent
 * @returns {string}
 */
function literal(value, indent = '') {
  const short = (/** @type {string} */ text) => text.length <= 100;
  const plain = (/** @type {unknown} */ item) =>
    item === null ||
    typeof item !== 'object' ||
    (Array.isArray(item) && item.every((entry) => typeof entry !== 'object') && short(JSON.stringify(item)));
  if (plain(value)) return JSON.stringify(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) return `[\n${value.map((item) => inner + literal(item, inner)).join(',\n')}\n${indent}]`;
  const entries = Object.entries(/** @type {object} */ (value));
  const oneLine = `{ ${entries.map(([key, item]) => `${JSON.stringify(key)}: ${JSON.stringify(item)}`).join(', ')} }`;
  if (entries.every(([, item]) => plain(item)) && short(oneLine)) return oneLine;
  return `{\n${entries.map(([key, item]) => `${inner}${JSON.stringify(key)}: ${literal(item, inner)}`).join(',\n')}\n${indent}}`;
}

/** A comment of `//` lines at most 120 characters wide. */
function comment(/** @type {string} */ words) {
  return words
    .split(' ')
    .reduce((lines, word) => {
      const last = lines.at(-1) ?? '//';
      if (`${last} ${word}`.length > 120) lines.push(`// ${word}`);
      else lines[lines.length === 0 ? 0 : lines.length - 1] = `${last} ${word}`;
      return lines;
    }, /** @type {string[]} */ ([]))
    .join('\n');
}

/**
 * The rules module's generated files, by path, from the extract alone. They are written as they are kept (Prettier
 * leaves the generated files alone: .prettierignore), so that writing them again is quick and exact.
 *
 * @param {Extract} extract
 * @returns {Map<string, string>}
 */
export function generatedFiles(extract) {
  const listed = listedCampaigns(extract);
  const { campaigns: source, names, cards } = extract.sources;
  const campaignsText = `${comment(
    `Generated by scripts/arkham-campaign-bags.mjs from ${extractFile} (read from ${source.name}, ${source.address}, ` +
      `at commit ${source.commit}): do not edit. Its licence, as the script records it: ${source.licence}`,
  )}

/** Where the bags come from. */
export const campaignDataSource = ${literal({ ...source, names })} as const;

/**
 * Every campaign and standalone scenario the tool lists, in the data set's order: the campaigns (by their \`position\`,
 * then folder), the official side scenarios, then the Return to… campaigns (the fan-made one last).
 */
export const campaignIds = ${literal(listed.map((campaign) => campaign.id))} as const;

/**
 * Each campaign's starting chaos bag at each difficulty it offers, as its file lists the tokens (space-separated, in
 * the data set's own words: \`+1\`, \`-2\`, \`skull\`, \`elder_thing\`, \`auto_fail\`…), with what its prologue adds
 * after them.
 */
export const campaignBagTokens = ${literal(Object.fromEntries(listed.map((campaign) => [campaign.id, campaign.bags])))} as const;

/**
 * What each campaign is (a campaign, a Return to… campaign and the campaign it returns to, a standalone scenario, or a
 * fan-made campaign and its creator), its file in the data set and the data set's own id, the prologue's choice and
 * what it adds, and its name in each language with where that name comes from: a translation file of the data set or
 * of the ArkhamCards app, or \`site\` (our translation).
 */
export const campaignInfo = ${literal(
    Object.fromEntries(listed.map(({ id, bags: _bags, scenarios: _scenarios, ...info }) => [id, info])),
  )} as const;
`;
  const scenariosText = `${comment(
    `Generated by scripts/arkham-campaign-bags.mjs from ${extractFile} (read from ${cards.name}, ${cards.address}, ` +
      `at commit ${cards.commit}): do not edit. Its licence, as the script records it: ${cards.licence}`,
  )}

/** Where the scenario reference cards come from. */
export const scenarioDataSource = ${literal(cards)} as const;

/** The scenario reference cards each campaign plays, by ArkhamDB code (none for a fan-made campaign). */
export const campaignScenarioCodes = ${literal(Object.fromEntries(listed.map((campaign) => [campaign.id, campaign.scenarios])))} as const;

/**
 * Each reference card: its names (and their sources), its file in ArkhamDB's data, and for each side (\`standard\`: the
 * Easy/Standard side; \`hard\`: Hard/Expert) what each symbol token does: its modifier (a number, or X), its effect on
 * the test, what X counts, \`factor\` where the card gives "−N for each" (the modifier is −N × X), and the kinds of
 * anything else the card says it does (\`also\`). \`reader\` instead of sides: the card's tokens are left to the reader,
 * and why.
 */
export const scenarioCards = ${literal(extract.scenarios)} as const;
`;
  return new Map([
    [campaignsFile, campaignsText],
    [scenariosFile, scenariosText],
  ]);
}

/** The extract as its file holds it. */
export function extractText(/** @type {Extract} */ extract) {
  return `${literal(extract)}\n`;
}
