import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { islandWords, type IslandTag } from './island-words.ts';

// An island missing from the start-up script's list would stay its server-rendered example on every page: its
// element never defined, its fields never computing; one without its words (island-words.ts) would never start. Each
// folder here but shared/ is one island, named by its tag. The character sheet, the page it is on, loads its own code
// (character-sheet/load-character-sheet.ts), and is not on the list.
const folder = new URL('./', import.meta.url);
const list = readFileSync(new URL('./load-islands.ts', folder), 'utf8');
const islands = readdirSync(folder, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
  .map((entry) => entry.name);

describe('load-islands.ts', () => {
  it('finds the islands', () => {
    expect(islands).toEqual(expect.arrayContaining(['difficulty-table', 'effort-calculator', 'damage-simulator']));
  });

  it.each(islands.filter((tag) => tag !== 'character-sheet'))(
    'loads %s by its tag, from the module whose class is that element, with its words',
    (tag) => {
      expect(list).toContain(`loadWhenVisible('${tag}', () => import('./${tag}/${tag}.ts'));`);
      const module = new URL(`./${tag}/${tag}.ts`, folder);
      expect(existsSync(module)).toBe(true);
      expect(readFileSync(module, 'utf8')).toMatch(/^export default \w+Island;$/m);
      expect(Object.keys(islandWords)).toContain(tag);
      expect(JSON.parse(islandWords[tag as IslandTag]('ko'))).toHaveProperty('blank');
    },
  );

  it('leaves the character sheet to its page: its own script loads its code, which defines it with its words', () => {
    expect(list).not.toContain("loadWhenVisible('character-sheet'");
    const loader = readFileSync(new URL('./character-sheet/load-character-sheet.ts', folder), 'utf8');
    expect(loader).toContain("import sheetCode from './character-sheet-entry.ts?worker&url';");
    const entry = readFileSync(new URL('./character-sheet/character-sheet-entry.ts', folder), 'utf8');
    expect(entry).toContain("customElements.define('character-sheet', CharacterSheetIsland)");
    expect(JSON.parse(islandWords['character-sheet']('ko'))).toHaveProperty('blank');
  });

  it('serves words for no island that is not there', () => {
    expect(Object.keys(islandWords).sort()).toEqual([...islands].sort());
  });
});
