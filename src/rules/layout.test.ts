// The rules module's layout (issue 36.5): core/ is what every game shares and knows no game; each game (cypher/,
// arkham/) builds on core/ and not on another game; no file imports itself back through its imports. Imports are read
// by the TypeScript compiler's parser (tests/unit/support/imports.ts), which sees every form a file can name another
// in; the self-checks at the end plant one import of each form and must see the layout broken.
import { dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importGraph, importsIn, relativeImports, type ImportForm } from '../../tests/unit/support/imports.ts';

const root = dirname(new URL(import.meta.url).pathname);
const graph = importGraph(root);
const files = [...graph.keys()];

/** Each cycle of imports, as `a.ts -> b.ts -> a.ts`. */
function findCycles(imports: ReadonlyMap<string, readonly string[]>): string[] {
  const done = new Set<string>();
  const cycles: string[] = [];
  const visit = (file: string, path: readonly string[]) => {
    if (path.includes(file)) {
      cycles.push([...path.slice(path.indexOf(file)), file].join(' -> '));
      return;
    }
    if (done.has(file)) return;
    for (const target of imports.get(file) ?? []) visit(target, [...path, file]);
    done.add(file);
  };
  for (const file of imports.keys()) visit(file, []);
  return cycles;
}

const folder = (file: string) => (file.includes('/') ? file.split('/')[0]! : 'top');

/** Imports of a core/ file that reach a game (or anything outside core/). */
const coreLeaks = (imports: ReadonlyMap<string, readonly string[]>) =>
  [...imports].flatMap(([file, targets]) =>
    folder(file) === 'core'
      ? targets.filter((target) => folder(target) !== 'core').map((target) => `${file} -> ${target}`)
      : [],
  );

/** Imports of one game's files that reach the other game. */
const crossings = (imports: ReadonlyMap<string, readonly string[]>, game: string, other: string) =>
  [...imports].flatMap(([file, targets]) =>
    folder(file) === game
      ? targets.filter((target) => folder(target) === other).map((target) => `${file} -> ${target}`)
      : [],
  );

describe('src/rules layout', () => {
  it('finds the module: the shared part and both games', () => {
    expect(files.filter((file) => folder(file) === 'core').length).toBeGreaterThanOrEqual(4);
    expect(files.filter((file) => folder(file) === 'cypher').length).toBeGreaterThan(20);
    expect(files.filter((file) => folder(file) === 'arkham').length).toBeGreaterThanOrEqual(2);
    expect(files).toContain('index.ts');
  });

  it('every import names a file of the module', () => {
    for (const [file, imports] of graph) {
      for (const target of imports) expect(graph.has(target), `${file} imports ${target}`).toBe(true);
    }
  });

  it.each(files.filter((file) => folder(file) === 'core'))('%s (shared) imports nothing of a game', (file) => {
    expect(coreLeaks(new Map([[file, graph.get(file)!]]))).toEqual([]);
  });

  it.each([
    ['cypher', 'arkham'],
    ['arkham', 'cypher'],
  ])('%s imports nothing of %s', (game, other) => {
    expect(crossings(graph, game, other)).toEqual([]);
  });

  it('has no import cycle', () => {
    expect(findCycles(graph)).toEqual([]);
  });

  it('the cycle check finds a cycle where there is one', () => {
    const made = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
    ]);
    expect(findCycles(made)).toEqual(['a.ts -> b.ts -> c.ts -> a.ts']);
  });
});

// Each form a file can import another in, planted in core/errors.ts as a copy of the graph: the checks above must see
// a core file reach a game. The side-effect import plants a real cycle (core/errors.ts -> arkham/campaigns.ts ->
// core/check.ts -> core/errors.ts), which the cycle check must see too. A form the import reader misses fails here.
describe('the layout checks see an import of every form', () => {
  const planted: [ImportForm, string][] = [
    ['import', "import type { SymbolToken } from '../arkham/chaosTokens.ts';"],
    ['side effect', "import '../arkham/campaigns.ts';"],
    ['export from', "export { chaosTokens } from '../arkham/chaosTokens.ts';"],
    ['import type', "export type LeakedToken = import('../arkham/chaosTokens.ts').SymbolToken;"],
    ['dynamic import', "export const later = () => import('../arkham/chaosTokens.ts');"],
    ['import equals', "import tokens = require('../arkham/chaosTokens.ts');"],
    ['declare module', "declare module '../arkham/chaosTokens.ts' { interface Extra { leaked: true } }"],
    ['reference', '/// <reference path="../arkham/chaosTokens.ts" />'],
  ];
  const withPlanted = (line: string) => {
    const file = 'core/errors.ts';
    const copy = new Map(graph);
    copy.set(file, [...graph.get(file)!, ...relativeImports(root, file, line)]);
    return copy;
  };

  it('core/errors.ts is there to plant in', () => {
    expect(graph.get('core/errors.ts')).toBeDefined();
  });

  it.each(planted)('%s: a planted import from core/ into a game is seen', (_form, line) => {
    expect(coreLeaks(withPlanted(line))).toEqual([expect.stringMatching(/^core\/errors\.ts -> arkham\//)]);
  });

  it('a planted side-effect import that closes a cycle is seen as one', () => {
    expect(findCycles(graph)).toEqual([]);
    const cycles = findCycles(withPlanted("import '../arkham/campaigns.ts';"));
    expect(cycles.some((cycle) => cycle.includes('core/errors.ts -> arkham/campaigns.ts'))).toBe(true);
  });

  it('a dynamic import of a name worked out at run time is refused, not passed by', () => {
    expect(coreLeaks(withPlanted('export const later = (name: string) => import(name);'))).toEqual([
      'core/errors.ts -> <computed import()>',
    ]);
  });

  it.each(planted)('%s: the reader names the form and the module as written', (form, line) => {
    expect(importsIn(line)).toEqual([{ form, specifier: expect.stringMatching(/^\.\.\/arkham\/\w+\.ts$/) }]);
  });
});
