import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// An island missing from the start-up script's list would stay its server-rendered example on every page: its
// element never defined, its fields never computing. Each folder here but shared/ is one island, named by its tag.
const folder = new URL('./', import.meta.url);
const list = readFileSync(new URL('./load-islands.ts', folder), 'utf8');
const islands = readdirSync(folder, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
  .map((entry) => entry.name);

describe('load-islands.ts', () => {
  it('finds the islands', () => {
    expect(islands).toEqual(expect.arrayContaining(['difficulty-table', 'effort-calculator', 'damage-simulator']));
  });

  it.each(islands)('loads %s by its tag, from the module that defines that element', (tag) => {
    expect(list).toContain(`loadWhenVisible('${tag}', () => import('./${tag}/${tag}.ts'));`);
    const module = new URL(`./${tag}/${tag}.ts`, folder);
    expect(existsSync(module)).toBe(true);
    expect(readFileSync(module, 'utf8')).toContain(`customElements.define('${tag}', `);
  });
});
