// The chaos bag's third-party data (issue 42.4). scripts/arkham-campaign-bags.mjs reads the facts the tool uses from
// pinned commits of three public repositories into src/data/arkham-extract.json, then writes the generated files
// from the extract alone. Here, always (no network, no clone): the generated files are written again from the
// committed extract and compared byte for byte, so a hand edit of a bag, a name or a card's value fails. Where
// snapshots of the repositories are present (git directories: ARKHAM_CARDS_DATA, ARKHAM_CARDS_APP and ARKHAMDB_DATA,
// else ../.mirror/<owner>+<name>/repo beside this repository), the extract is read again from them and compared, and
// the card facts are compared with the ArkhamCards app's own table of them.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { appSet, dataSet, snapshotAt, type Snapshot } from '../../../scripts/lib/arkham-campaign-bags.mjs';
import {
  campaignsFile,
  extractFile,
  extractText,
  generatedFiles,
  readExtract,
  scenariosFile,
  type Extract,
} from '../../../scripts/lib/arkham-extract.mjs';
import { cardSet, readerValues } from '../../../scripts/lib/arkham-scenario-cards.mjs';

const extract = JSON.parse(readFileSync(extractFile, 'utf8')) as Extract;

/** A snapshot at the pinned commit, or why there is none. */
function snapshot(variable: string, fallback: string, commit: string): Snapshot | string {
  const dir = process.env[variable] ?? fallback;
  if (!existsSync(dir)) return `no snapshot at ${dir} (set ${variable} to a git directory holding ${commit})`;
  try {
    return snapshotAt(dir, commit);
  } catch {
    return `the snapshot at ${dir} does not hold commit ${commit}`;
  }
}
const data = snapshot('ARKHAM_CARDS_DATA', '../.mirror/zzorba+arkham-cards-data/repo', dataSet.commit);
const app = snapshot('ARKHAM_CARDS_APP', '../.mirror/zzorba+ArkhamCards/repo', appSet.commit);
const cards = snapshot('ARKHAMDB_DATA', '../.mirror/Kamalisk+arkhamdb-json-data/repo', cardSet.commit);
const missing = [data, app, cards].find((found): found is string => typeof found === 'string');

describe('the generated files and the extract', () => {
  it('are written again from the committed extract, byte for byte', () => {
    const files = generatedFiles(extract);
    expect([...files.keys()]).toEqual([campaignsFile, scenariosFile]);
    for (const [path, text] of files) expect(readFileSync(path, 'utf8'), path).toBe(text);
    expect(readFileSync(extractFile, 'utf8')).toBe(extractText(extract));
  });

  it('would fail on a hand edit of a generated bag or a card’s value', () => {
    // The check above, on an extract whose one fact differs: the text written is not the committed one.
    const edited = structuredClone(extract) as Extract & { scenarios: Record<string, any> };
    edited.scenarios['01104'].sides.hard.tablet.modifier = -3;
    const scenarios = generatedFiles(edited).get(scenariosFile);
    expect(scenarios).not.toBe(readFileSync(scenariosFile, 'utf8'));
    const bags = structuredClone(extract) as Extract & { campaigns: Record<string, any> };
    bags.campaigns.notz.bags.hard = bags.campaigns.notz.bags.hard.replace('-5', '-4');
    expect(generatedFiles(bags).get(campaignsFile)).not.toBe(readFileSync(campaignsFile, 'utf8'));
  });

  it('record where each fact comes from, at which commit, and what each repository says of its licence', () => {
    expect(extract.sources).toEqual({ campaigns: dataSet, names: appSet, cards: cardSet });
    for (const source of Object.values(extract.sources)) expect(source.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(extract.sources.campaigns.licence).toMatch(/licence/);
    expect(extract.sources.cards.licence).toMatch(/no card text/);
  });

  it('hold numbers and kinds of effect, never a card’s words', () => {
    const facts = Object.values(extract.scenarios).flatMap((card) =>
      Object.values((card as { sides?: Record<string, object> }).sides ?? {}).flatMap((side) => Object.values(side)),
    );
    expect(facts.length).toBeGreaterThan(700);
    for (const fact of facts)
      expect(Object.keys(fact).every((key) => ['modifier', 'effect', 'factor', 'counts', 'also'].includes(key))).toBe(
        true,
      );
    // Nothing longer than a kind's name: no sentence of a card in the facts.
    expect(JSON.stringify(facts)).not.toMatch(/"[^"]{20,}"/);
  });
});

describe.skipIf(missing !== undefined)(
  missing === undefined ? 'against the repositories at the pinned commits' : `skipped: ${missing}`,
  () => {
    it('reads the same extract from them', () => {
      const read = readExtract(data as Snapshot, app as Snapshot, cards as Snapshot);
      expect(JSON.parse(JSON.stringify(read))).toEqual(extract);
    }, 120_000);

    it('gives each symbol the modifier and effect the ArkhamCards app gives it, but where its reading differs', () => {
      // zzorba/arkham-cards-data chaos_tokens.json: the app's own table of every reference card's tokens. Where a
      // card gives a number and, in some case, another result, the app may start from the other result; those lines
      // are listed here with the card's default (the number) that the tool sets.
      const differs = new Set([
        '02236 standard tablet', // 0, or -4 if you cannot remove the clues: the app starts at -4
        '02236 hard tablet', // 0, or an automatic failure: the app starts at the failure
        '03159 standard elderThing', // 0, or an automatic failure
        '03159 hard elderThing',
        '82001 standard skull', // -2 and an additional -1 for each Innocent Reveler: the app counts X
        '82001 hard skull',
      ]);
      const table = JSON.parse((data as Snapshot).read('chaos_tokens.json')) as {
        code: string;
        standard?: { token: string; type?: string; value?: any; condition?: { default_value?: any } }[];
        hard?: { token: string; type?: string; value?: any; condition?: { default_value?: any } }[];
      }[];
      const symbols: Record<string, string> = {
        skull: 'skull',
        cultist: 'cultist',
        tablet: 'tablet',
        elder_thing: 'elderThing',
      };
      let compared = 0;
      const disagree: string[] = [];
      for (const entry of table) {
        const card = (extract.scenarios as Record<string, { sides?: Record<string, Record<string, any>> }>)[entry.code];
        if (!card?.sides) continue;
        for (const side of ['standard', 'hard'] as const) {
          for (const token of entry[side] ?? []) {
            const symbol = symbols[token.token];
            if (!symbol) continue;
            const ours = card.sides[side]?.[symbol];
            const where = `${entry.code} ${side} ${symbol}`;
            compared++;
            const value = token.value ?? token.condition?.default_value ?? {};
            const same =
              ours !== undefined &&
              (token.type === 'counter'
                ? ours.modifier === 'X'
                : value.modifier === 'auto_fail'
                  ? ours.effect === 'autoFail'
                  : value.modifier === 'auto_succeed'
                    ? ours.effect === 'autoSuccess'
                    : (ours.modifier === value.modifier || ours.modifier === 'X') &&
                      Boolean(value.reveal_another) === (ours.effect === 'revealAnother'));
            if (!same && !differs.has(where)) disagree.push(where);
          }
        }
      }
      expect(compared).toBeGreaterThan(750);
      expect(disagree).toEqual([]);
    }, 60_000);
  },
);

it('lists the cards whose tokens the reader sets, each with why', () => {
  for (const [code, why] of Object.entries(readerValues)) {
    expect((extract.scenarios as Record<string, { reader?: string }>)[code]?.reader).toBe(why);
    expect(why.length).toBeGreaterThan(20);
  }
});
