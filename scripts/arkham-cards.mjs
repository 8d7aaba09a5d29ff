#!/usr/bin/env node
// Writes src/data/arkham-cards.json: the names in Korean, Spanish and English of the cards the Arkham Horror FAQ marks
// (`<Card code="…">` in content/<locale>/arkham/faq.mdx), from ArkhamDB's public card data at a pinned commit. The
// file is committed, so the build needs no network; run this again when the FAQ marks a new card, or to move the pin.
// Usage: npm run arkham-cards <a clone of github.com/Kamalisk/arkhamdb-json-data (its git directory will do)>
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { locales } from '../src/i18n/locales.ts';
import { cardNames, isNameFile } from '../src/lib/arkhamdb.ts';
import { contentDir } from '../src/lib/content-dir.ts';
import { cardMarks } from '../src/lib/faq.ts';

export const source = {
  dataSet: 'ArkhamDB card data',
  repository: 'https://github.com/Kamalisk/arkhamdb-json-data',
  commit: '7928603b41b2b4c14bb44b2c7a1902a8e70d103c',
  licence:
    'The repository has no licence file and its README names none; its package.json declares "license": "ISC". ' +
    'Card names are Fantasy Flight Games’ own.',
};
export const outputFile = 'src/data/arkham-cards.json';

/** Every file of the data set the names come from, read at the pinned commit of the clone at `repository`. */
export function nameFiles(repository) {
  const git = (...args) => execFileSync('git', ['-C', repository, ...args], { encoding: 'utf8', maxBuffer: 1 << 28 });
  const paths = git('ls-tree', '-r', '--name-only', source.commit, 'pack', 'translations').split('\n');
  return new Map(paths.filter(isNameFile).map((path) => [path, git('show', `${source.commit}:${path}`)]));
}

/** The codes of the cards the FAQ marks, in every language. */
export function markedCodes() {
  const marks = locales.flatMap((locale) =>
    cardMarks(readFileSync(join(contentDir, locale, 'arkham', 'faq.mdx'), 'utf8')).map((mark) => ({ locale, mark })),
  );
  const uncoded = marks.filter(({ mark }) => !mark.code);
  if (uncoded.length > 0) {
    const list = uncoded.map(({ locale, mark }) => `"${mark.text}" (${locale})`).join(', ');
    throw new Error(`FAQ cards without a code: ${list}. Write <Card code="…">, the card's code on ArkhamDB.`);
  }
  return marks.map(({ mark }) => mark.code);
}

/** The file's content: where the names come from, then each card's names by code. */
export function cardFile(files, codes) {
  return `${JSON.stringify({ source, cards: cardNames(files, codes) }, null, 2)}\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const repository = process.argv[2];
  if (!repository) throw new Error('Usage: npm run arkham-cards <clone of Kamalisk/arkhamdb-json-data>');
  writeFileSync(outputFile, cardFile(nameFiles(repository), markedCodes()));
  console.log(`${outputFile}: ${new Set(markedCodes()).size} cards at ${source.repository} ${source.commit}`);
}
