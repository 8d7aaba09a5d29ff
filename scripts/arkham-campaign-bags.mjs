// @ts-check
// Writes the chaos bag's third-party data (scripts/lib/arkham-extract.mjs): src/data/arkham-extract.json, the facts
// read from pinned commits of three public repositories, and from it src/rules/arkham/campaigns.generated.ts (every
// campaign's and standalone scenario's starting bags and names) and scenarios.generated.ts (each campaign's scenario
// reference cards and what their symbol tokens do). All three are committed: the build reads them and needs no network.
// Run it again only to move to other commits (change the commits in scripts/lib/).
//
//   node scripts/arkham-campaign-bags.mjs <zzorba/arkham-cards-data> <zzorba/ArkhamCards> <Kamalisk/arkhamdb-json-data>
//   node scripts/arkham-campaign-bags.mjs --from-extract
//
// Each argument is a git directory (a clone's .git, or a mirror) holding the pinned commit. With --from-extract, only
// the generated files are written again, from the committed extract.
import { readFileSync, writeFileSync } from 'node:fs';
import { appSet, dataSet, snapshotAt } from './lib/arkham-campaign-bags.mjs';
import { extractFile, extractText, generatedFiles, readExtract } from './lib/arkham-extract.mjs';
import { cardSet } from './lib/arkham-scenario-cards.mjs';

const args = process.argv.slice(2);
let extract;
if (args[0] === '--from-extract') extract = JSON.parse(readFileSync(extractFile, 'utf8'));
else {
  const [dataDir, appDir, cardsDir] = args;
  if (!dataDir || !appDir || !cardsDir) {
    console.error(
      'Usage: node scripts/arkham-campaign-bags.mjs <arkham-cards-data git dir> <ArkhamCards git dir> ' +
        '<arkhamdb-json-data git dir>\n   or: node scripts/arkham-campaign-bags.mjs --from-extract',
    );
    process.exit(1);
  }
  extract = readExtract(
    snapshotAt(dataDir, dataSet.commit),
    snapshotAt(appDir, appSet.commit),
    snapshotAt(cardsDir, cardSet.commit),
  );
  writeFileSync(extractFile, extractText(extract));
  console.log(
    `${extractFile}: ${Object.keys(extract.campaigns).length} campaigns, ${Object.keys(extract.scenarios).length} reference cards`,
  );
}
for (const [path, text] of generatedFiles(extract)) {
  writeFileSync(path, text);
  console.log(path);
}
