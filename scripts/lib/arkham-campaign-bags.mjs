// @ts-check
// Reading the starting chaos bags of Arkham Horror: The Card Game's campaigns, and their names, from pinned commits of
// two public repositories, as scripts/arkham-campaign-bags.mjs writes them into src/rules/arkham/ and as
// src/rules/arkham/campaigns.test.ts checks them again where a snapshot of the data is present.
//
// - The bags: the ArkhamCards app's campaign data, zzorba/arkham-cards-data. Each `campaigns/<id>/campaign.json` that
//   has a difficulty choice (a "choose_one" input whose choices set the campaign's `difficulty`) lists, for each
//   difficulty, the tokens its campaign guide puts in the bag (`tokens`, the same as its `add_chaos_token` effect).
// - The names: English from that campaign.json; Korean and Spanish from the data set's own translation files
//   (`i18n/<locale>/**/*.po`), then from `otherNames` (another public source, or our own translation where none has
//   one), then from the ArkhamCards app's (zzorba/ArkhamCards, `assets/i18n/<locale>.po`).
import { execFileSync } from 'node:child_process';

/** The campaign data: where it is published, the commit read, and what the repository says of its licence. */
export const dataSet = {
  name: 'zzorba/arkham-cards-data',
  address: 'https://github.com/zzorba/arkham-cards-data',
  commit: '08c7b897809a0ca1fe739ff26469e65d9bc1e681',
  licence:
    'None stated: the repository has no licence file and its package.json names no licence ("private": true) ' +
    'at this commit. Only the token counts of the campaign guides (facts of the published game) and the campaign names ' +
    'are taken.',
};

/** The ArkhamCards app, whose translation files name campaigns the data set's own files leave untranslated. */
export const appSet = {
  name: 'zzorba/ArkhamCards',
  address: 'https://github.com/zzorba/ArkhamCards',
  commit: '4837ad0b4a61bdf7d55eb1888a16c81b3fd1ad52',
};

/** The locales whose names are looked up in translation files (English is the data's own). */
export const translatedLocales = /** @type {const} */ (['ko', 'es']);

/**
 * Names not taken from the translation files, each with where it comes from, looked up after the data set's own files
 * and before the app's. `site`: our translation, where no public translation gives one (checked in both repositories
 * at their commits); a fan-made campaign whose author published no Korean title is named after the work it plays on
 * where Korean has a usual title for it (Conrad's Heart of Darkness is 어둠의 심연; Lovecraft's The Colour Out of Space,
 * 우주에서 온 색채). Edge of the Earth in Spanish: the app writes "Los confines de la tierra"; the Spanish cycle name of
 * ArkhamDB's card data and our FAQ write the Earth with a capital, as Spanish writes the planet.
 * @type {Record<string, Partial<Record<'ko' | 'es', { name: string, source: string }>>>}
 */
export const otherNames = {
  boa: { ko: { name: '재의 형제단', source: 'site' } },
  enthralling_encore: { es: { name: 'Un bis cautivador', source: 'site' } },
  film_fatale: { ko: { name: '필름 파탈', source: 'site' } },
  the_midwinter_gala: { ko: { name: '한겨울의 갈라', source: 'site' } },
  eoe: {
    es: {
      name: 'Los confines de la Tierra',
      source: 'Kamalisk/arkhamdb-json-data translations/es/cycles.json (commit 7928603b)',
    },
  },
  zau: { ko: { name: '풀려난 시대', source: 'site' } },
  zce: { ko: { name: '에길의 왕관', source: 'site' } },
  zhod: { ko: { name: '어둠의 심연', source: 'site' } },
  zoz: { ko: { name: '오즈에서 온 색채', source: 'site' } },
};

/** The tokens the data set writes, each once: the number tokens, the symbols, the auto-fail token, the elder sign, frost. */
export const dataTokens = [
  '+1',
  '0',
  '-1',
  '-2',
  '-3',
  '-4',
  '-5',
  '-6',
  '-7',
  '-8',
  'skull',
  'cultist',
  'tablet',
  'elder_thing',
  'auto_fail',
  'elder_sign',
  'frost',
];

export const difficulties = /** @type {const} */ (['easy', 'standard', 'hard', 'expert']);

/**
 * A reader of one commit of a repository snapshot (a git directory, as `git clone --mirror` or the fetch tool leaves
 * it): its files by path and its folders' entries. Throws when the snapshot does not hold the commit. The commit's
 * tree is listed once, and `preload` reads many files in one git process: starting one per file would take minutes.
 *
 * @param {string} gitDir
 * @param {string} commit
 */
export function snapshotAt(gitDir, commit) {
  /** @param {string[]} args */
  const git = (...args) =>
    execFileSync('git', ['--git-dir', gitDir, ...args], { encoding: 'utf8', maxBuffer: 1 << 28, stdio: 'pipe' });
  git('cat-file', '-e', `${commit}^{commit}`);
  const tree = git('ls-tree', '-r', '--name-only', commit).split('\n').filter(Boolean);
  /** @type {Map<string, string>} files read at once by `preload` */
  const files = new Map();
  /** @param {string} folder @param {string} ending the paths under a folder whose names end so */
  const under = (folder, ending) => tree.filter((path) => path.startsWith(`${folder}/`) && path.endsWith(ending));
  const snapshot = {
    /** @param {string} path */
    read: (path) => files.get(path) ?? git('show', `${commit}:${path}`),
    /** @param {string} folder the entries of a folder (its files and subfolders), as paths */
    list: (folder) => [
      ...new Set(under(folder, '').map((path) => `${folder}/${path.slice(folder.length + 1).split('/')[0]}`)),
    ],
    /**
     * Reads every file under some folders whose name ends with `ending` in one git process, for `read` to find.
     * @param {string[]} folders
     * @param {string} ending
     */
    preload(folders, ending = '.json') {
      const paths = folders.flatMap((folder) => under(folder, ending)).filter((path) => !files.has(path));
      if (paths.length === 0) return;
      const out = execFileSync('git', ['--git-dir', gitDir, 'cat-file', '--batch'], {
        input: paths.map((path) => `${commit}:${path}\n`).join(''),
        maxBuffer: 1 << 30,
      });
      let at = 0;
      for (const path of paths) {
        const end = out.indexOf(10, at);
        const size = Number(out.subarray(at, end).toString('utf8').split(' ')[2]);
        files.set(path, out.subarray(end + 1, end + 1 + size).toString('utf8'));
        at = end + 1 + size + 1;
      }
    },
    /**
     * The translations of some `msgid`s in the .po files under a folder, by file (each file's single-line entries
     * whose `msgid` is one of `ids`).
     * @param {string} folder
     * @param {string[]} ids
     */
    translations(folder, ids) {
      snapshot.preload([folder], '.po');
      const wanted = new Set(ids);
      /** @type {Map<string, Map<string, string>>} */
      const found = new Map();
      for (const path of under(folder, '.po')) {
        const entries = [...poEntries(snapshot.read(path))].filter(([id]) => wanted.has(id));
        if (entries.length > 0) found.set(path, new Map(entries));
      }
      return found;
    },
  };
  return snapshot;
}

/** @typedef {ReturnType<typeof snapshotAt>} Snapshot */

/**
 * The difficulty choice of a campaign.json: the first "choose_one" input whose choices set `difficulty`.
 *
 * @param {unknown} node
 * @returns {{ id: string, tokens: string[] }[] | undefined}
 */
function difficultyChoices(node) {
  if (Array.isArray(node)) {
    for (const item of node) {
      const found = difficultyChoices(item);
      if (found) return found;
    }
    return undefined;
  }
  if (typeof node !== 'object' || node === null) return undefined;
  const input = /** @type {{ input?: { type?: string, choices?: any[] } }} */ (node).input;
  const setsDifficulty = (/** @type {any} */ choice) =>
    choice.effects?.some((/** @type {any} */ e) => e.type === 'campaign_data' && e.setting === 'difficulty');
  if (input?.type === 'choose_one' && input.choices?.some(setsDifficulty)) {
    return input.choices.filter(setsDifficulty).map((choice) => {
      const added = choice.effects.filter((/** @type {any} */ e) => e.type === 'add_chaos_token');
      if (added.length !== 1 || JSON.stringify(added[0].tokens) !== JSON.stringify(choice.tokens))
        throw new Error(`${choice.id}: its tokens and its add_chaos_token effect differ`);
      return { id: choice.id, tokens: choice.tokens };
    });
  }
  for (const value of Object.values(node)) {
    const found = difficultyChoices(value);
    if (found) return found;
  }
  return undefined;
}

/**
 * A difficulty choice's bags, by difficulty, each written as the data set writes tokens, space-separated.
 *
 * @param {string} file
 * @param {{ id: string, tokens: string[] }[]} choices
 */
function bagsOf(file, choices) {
  /** @type {Record<string, string>} */
  const bags = {};
  for (const { id, tokens } of choices) {
    if (!(/** @type {readonly string[]} */ (difficulties).includes(id))) throw new Error(`${file}: difficulty ${id}`);
    const unknown = tokens.filter((token) => !dataTokens.includes(token));
    if (unknown.length > 0) throw new Error(`${file}, ${id}: tokens the rules module has no kind for: ${unknown}`);
    bags[id] = tokens.join(' ');
  }
  return bags;
}

/**
 * Campaigns the data set gives position 0, as it gives the first core set's Night of the Zealot, although they came
 * out after every campaign it numbers: Brethren of Ash, the campaign of the 2026 core set. The list is in release
 * order (issue 44, EN19), so they come after the numbered ones.
 */
const releasedAfterTheNumbered = ['boa'];

/** Where a campaign goes in release order: its `position`, or after them all (releasedAfterTheNumbered). */
const releaseRank = (/** @type {{ id: string, position: number }} */ campaign) =>
  releasedAfterTheNumbered.includes(campaign.id) ? Number.MAX_SAFE_INTEGER : campaign.position;

/**
 * Every campaign of the data set that has a difficulty choice, in release order (the data's `position`, but see
 * releasedAfterTheNumbered; then its folder),
 * with its starting bag at each difficulty it offers, written as the data set writes tokens, space-separated.
 *
 * @param {Snapshot} data
 */
export function readCampaigns(data) {
  const campaigns = [];
  for (const folder of data.list('campaigns')) {
    const file = `${folder}/campaign.json`;
    if (!data.list(folder).includes(file)) continue;
    const json = JSON.parse(data.read(file));
    const choices = difficultyChoices(json.steps);
    if (!choices) continue;
    const bags = bagsOf(file, choices);
    campaigns.push({
      id: folder.slice('campaigns/'.length),
      dataId: /** @type {string} */ (json.id),
      file,
      position: /** @type {number} */ (json.position),
      kind: json.custom ? 'fanMade' : json.campaign_type === 'standalone' ? 'standalone' : 'campaign',
      creator: /** @type {string | undefined} */ (json.custom?.creator),
      name: /** @type {string} */ (json.name),
      bags,
    });
  }
  return campaigns.sort((a, b) => releaseRank(a) - releaseRank(b) || a.id.localeCompare(b.id));
}

/**
 * The official side scenarios of the data set that have a difficulty choice of their own (`campaigns/side/*.json`, not
 * fan-made), each a standalone scenario with its own bags, after the campaigns already read. A side scenario whose bags
 * are a campaign's, difficulty for difficulty, is that campaign's scenario (The Eternal Slumber and The Night's Usurper
 * are Guardians of the Abyss): it is left out.
 *
 * @param {Snapshot} data
 * @param {ReturnType<typeof readCampaigns>} campaigns
 */
export function readSideScenarios(data, campaigns) {
  const known = new Set(campaigns.map((campaign) => JSON.stringify(campaign.bags)));
  const scenarios = [];
  for (const file of data.list('campaigns/side')) {
    if (file.endsWith('/campaign.json')) continue;
    const json = JSON.parse(data.read(file));
    const choices = json.custom ? undefined : difficultyChoices(json.steps);
    if (!choices) continue;
    const bags = bagsOf(file, choices);
    if (known.has(JSON.stringify(bags))) continue;
    scenarios.push({
      id: /** @type {string} */ (json.id),
      dataId: /** @type {string} */ (json.id),
      file,
      kind: /** @type {const} */ ('standalone'),
      name: /** @type {string} */ (json.scenario_name),
      card: /** @type {string | undefined} */ (json.chaos_bag_card),
      bags,
    });
  }
  return scenarios;
}

/**
 * The Return to… campaigns (`return_campaigns/<id>/campaign.json`): each plays its original campaign's scenarios with
 * that campaign's bags (it has no difficulty choice of its own), and names the original by the data's id. The one
 * fan-made (`custom`) is fan-made here too.
 *
 * @param {Snapshot} data
 * @param {ReturnType<typeof readCampaigns>} campaigns
 */
export function readReturnCampaigns(data, campaigns) {
  const returns = [];
  for (const folder of data.list('return_campaigns')) {
    const file = `${folder}/campaign.json`;
    if (!data.list(folder).includes(file)) continue;
    const json = JSON.parse(data.read(file));
    const original = campaigns.find((campaign) => campaign.dataId === json.original_id);
    if (!original) throw new Error(`${file}: no campaign ${json.original_id}`);
    returns.push({
      id: folder.slice('return_campaigns/'.length),
      dataId: /** @type {string} */ (json.id),
      file,
      kind: /** @type {'fanMade' | 'returnTo'} */ (json.custom ? 'fanMade' : 'returnTo'),
      creator: /** @type {string | undefined} */ (json.custom?.creator),
      name: /** @type {string} */ (json.name),
      original: original.id,
      bags: original.bags,
    });
  }
  // In the order of the campaigns they return to, the fan-made one last.
  const rank = (/** @type {{ kind: string, original: string }} */ campaign) =>
    (campaign.kind === 'fanMade' ? campaigns.length : 0) + campaigns.findIndex(({ id }) => id === campaign.original);
  return returns.sort((a, b) => rank(a) - rank(b));
}

/**
 * Campaigns whose prologue adds tokens to the bag for the rest of the campaign, read from the prologue's file: `always`
 * names the step every resolution of the prologue runs, `choice` the setup's input whose every choice adds a token.
 * Only The Feast of Hemlock Vale: the other campaigns' guides put what their prologues add in the starting bag the
 * data lists, or add it by a choice of the story that the data does not give a name the tool could offer.
 */
export const prologues = {
  fhv: { file: 'campaigns/fhv/01_prologue.json', always: 'add_auto_fail', choice: 'intro_choice' },
};

/**
 * What a prologue adds: the tokens added whatever happens, and each choice's tokens by the choice's id.
 *
 * @param {Snapshot} data
 * @param {{ file: string, always: string, choice: string }} prologue
 */
export function readPrologue(data, { file, always, choice }) {
  const json = JSON.parse(data.read(file));
  /** @param {string} id */
  const step = (id) => json.steps.find((/** @type {{ id: string }} */ s) => s.id === id);
  /** @param {string} id the tokens of a step that adds tokens to the bag */
  const tokensOf = (id) => {
    const added = (step(id)?.effects ?? []).filter((/** @type {any} */ e) => e.type === 'add_chaos_token');
    if (added.length !== 1) throw new Error(`${file}: step ${id} adds no tokens`);
    return /** @type {string[]} */ (added[0].tokens);
  };
  for (const resolution of json.resolutions)
    if (!resolution.steps.includes(always))
      throw new Error(`${file}: resolution ${resolution.id} does not run ${always}`);
  const choices = step(choice)?.input?.choices;
  if (!Array.isArray(choices)) throw new Error(`${file}: no input ${choice}`);
  return {
    file,
    always: tokensOf(always),
    choices: choices.map((/** @type {{ id: string, steps: string[] }} */ option) => {
      const adds = option.steps.filter((id) =>
        step(id)?.effects?.some((/** @type {any} */ e) => e.type === 'add_chaos_token'),
      );
      if (adds.length !== 1) throw new Error(`${file}: choice ${option.id} adds tokens ${adds.length} times`);
      return { id: option.id, tokens: tokensOf(/** @type {string} */ (adds[0])) };
    }),
  };
}

/**
 * The single-line `msgid`/`msgstr` pairs of a .po file with a translation (campaign names are single lines).
 *
 * @param {string} text
 */
export function poEntries(text) {
  /** @type {Map<string, string>} */
  const entries = new Map();
  const unquote = (/** @type {string} */ s) => JSON.parse(s);
  for (const match of text.matchAll(/^msgid ("(?:[^"\\]|\\.)*")\r?\nmsgstr ("(?:[^"\\]|\\.)*")$/gm)) {
    const id = unquote(/** @type {string} */ (match[1]));
    const translation = unquote(/** @type {string} */ (match[2]));
    if (id && translation && !entries.has(id)) entries.set(id, translation);
  }
  return entries;
}

/**
 * Each campaign's name in each locale and where it comes from: the data set's translation files (its own campaign's
 * first, then any other), then `otherNames`, then the app's.
 *
 * @param {{ id: string, name: string }[]} campaigns
 * @param {Snapshot} data
 * @param {Snapshot} app
 */
export function campaignNames(campaigns, data, app) {
  /** @type {Record<string, { en: string, ko: string, es: string, sources: { ko: string, es: string } }>} */
  const names = {};
  for (const locale of translatedLocales) {
    const dataFiles = data.translations(
      `i18n/${locale}`,
      campaigns.map((campaign) => campaign.name),
    );
    const appFile = `assets/i18n/${locale}.po`;
    const appEntries = poEntries(app.read(appFile));
    for (const campaign of campaigns) {
      const own = `i18n/${locale}/campaigns/${campaign.id}/campaign.po`;
      const ordered = [...dataFiles].sort(([a], [b]) => Number(b === own) - Number(a === own));
      let name;
      let source;
      for (const [path, entries] of ordered) {
        name = entries.get(campaign.name);
        if (name) {
          source = `${dataSet.name} ${path}`;
          break;
        }
      }
      const other = otherNames[campaign.id]?.[locale];
      if (!name && other) ({ name, source } = other);
      if (!name && (name = appEntries.get(campaign.name))) source = `${appSet.name} ${appFile}`;
      if (!name || !source) throw new Error(`${campaign.id}: no ${locale} name for "${campaign.name}"`);
      const entry = (names[campaign.id] ??= { en: campaign.name, ko: '', es: '', sources: { ko: '', es: '' } });
      entry[locale] = name;
      entry.sources[locale] = source;
    }
  }
  return names;
}
