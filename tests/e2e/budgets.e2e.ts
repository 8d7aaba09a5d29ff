import { describe, expect, it } from 'vitest';
import { budgets, islandWeights, longPageThreshold, pageWeight } from '../../scripts/lib/page-weight.mjs';
import { builtPages, builtStylesheet, distDir } from './support/dist.ts';

const weights = builtPages().map((file) => pageWeight(distDir, file));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

// Budgets of ../shared/guide/architecture.md, checked on every page of dist/ (sizes in gzip).
describe('performance budgets over dist/', () => {
  it('measures every built page', () => {
    expect(weights.length).toBeGreaterThan(10);
  });

  it.each(weights)('$file: CSS <= 20 KB and HTML <= 60 KB', (weight) => {
    expect(weight.css.gzip, `CSS ${kb(weight.css.gzip)}`).toBeLessThanOrEqual(budgets.css);
    expect(weight.html.gzip, `HTML ${kb(weight.html.gzip)}`).toBeLessThanOrEqual(budgets.longPageHtml);
  });

  // Issue 43: each GM screen is static HTML with no island: its only JavaScript is the start-up script (next test).
  const screens = weights.filter((weight) =>
    /^(ko|es|en)\/(cypher|numenera|arkham)\/screen\/index\.html$/.test(weight.file),
  );
  it('measures the nine GM screens', () => {
    expect(screens).toHaveLength(9);
  });
  it.each(screens)('$file: a GM screen, HTML <= 40 KB and no island', (weight) => {
    expect(weight.html.gzip, `HTML ${kb(weight.html.gzip)}`).toBeLessThanOrEqual(budgets.screenHtml);
    expect(weight.islands).toEqual([]);
  });

  // A kind of page with styles of its own links them itself (the GM screens' src/components/screen/screen.css, the
  // character sheet's), so that no other page carries them: every other page links the site's stylesheet alone.
  it.each(weights)(
    "$file: links the site's stylesheet, and its kind's own only if it is a screen or the sheet",
    (weight) => {
      const own = screens.includes(weight)
        ? ['screen']
        : /^(ko|es|en)\/character\/index\.html$/.test(weight.file)
          ? ['character-sheet']
          : [];
      expect(weight.stylesheets.toSorted()).toEqual([...own, 'style'].toSorted());
    },
  );

  // A page's own stylesheet is linked before the site's, so the layers it names come first in the cascade: it must
  // name the site's layers in the site's order from the first on. A stylesheet that opened with its `components` (the
  // GM screens' on 2026-11-29) put the site's components under Tailwind's base, and the page lost its styles.
  it.each(['screen', 'character-sheet'])("the %s stylesheet names the site's layers in the site's order", (name) => {
    const layers = (css: string) => [
      ...new Set([...css.matchAll(/@layer\s+([\w\s,-]+?)\s*[;{]/g)].flatMap(([, names]) => names!.split(/\s*,\s*/))),
    ];
    const site = layers(builtStylesheet('style'));
    const own = layers(builtStylesheet(name));
    expect(own.length).toBeGreaterThan(0);
    expect(own).toEqual(site.slice(0, own.length));
  });

  it.each(weights.filter((weight) => weight.islands.length === 0))(
    '$file: JavaScript without islands <= 3 KB',
    (weight) => {
      expect(weight.js.gzip, `JS ${kb(weight.js.gzip)}`).toBeLessThanOrEqual(budgets.jsWithoutIslands);
    },
  );

  // Lighthouse's mobile simulation puts each link of a chain of modules (a script, then what it imports) before the
  // first paint, one round trip each: a page's start-up scripts are each one file (src/components/page-start.ts).
  it.each(weights)('$file: its start-up scripts import no other module', (weight) => {
    expect(weight.chained).toEqual([]);
  });

  // A long rules page is held to the HTML budget above; every other page must fit the whole-page budget.
  it.each(weights.filter((weight) => weight.html.gzip <= longPageThreshold))(
    '$file: HTML + CSS + JS <= 25 KB',
    (weight) => {
      expect(weight.total.gzip, `total ${kb(weight.total.gzip)}`).toBeLessThanOrEqual(budgets.page);
    },
  );

  // Every island of src/components/islands/ that a page uses; those of the first plan and of issue 16 among them.
  const islands = Object.entries(islandWeights(distDir) as Record<string, { gzip: number }>);
  it('measures every island', () => {
    expect(islands.map(([island]) => island)).toEqual(
      expect.arrayContaining([
        'difficulty-table',
        'effort-calculator',
        'damage-simulator',
        'dice-roller',
        'combat-situations',
        'roll-off',
        'initiative-calculator',
        'jump-calculator',
        'heavy-object-calculator',
        'healing-calculator',
        'crafting-calculator',
        'recovery-roll',
        'character-sheet',
      ]),
    );
  });
  it.each(islands)(
    '%s: what the island adds to a page (its chunk and the imports the page has not loaded, src/rules share included) <= 8 KB, or its own budget',
    (island, weight) => {
      expect(weight.gzip, `JS ${kb(weight.gzip)}`).toBeLessThanOrEqual(
        budgets.islandExceptions[island] ?? budgets.island,
      );
    },
  );
});
