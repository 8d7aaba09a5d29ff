// The rules module's layout (issue 36.5): core/ is what every game shares and knows no game; each game (cypher/,
// arkham/) builds on core/ and not on another game; no file imports itself back through its imports.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = dirname(new URL(import.meta.url).pathname);

/** Every source file of the module (tests left out), as a path relative to src/rules. */
function sourceFiles(dir = root): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [relative(root, path)] : [];
  });
}

/** The files of the module a file imports (types included: a type import is a dependency too). */
function importsOf(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  const specifiers = [...text.matchAll(/(?:import|export)\s[^;]*?from\s+'(\.[^']+)'|declare module '(\.[^']+)'/g)];
  return specifiers.map((match) => relative(root, resolve(root, dirname(file), (match[1] ?? match[2])!)));
}

const files = sourceFiles();
const graph = new Map(files.map((file) => [file, importsOf(file)]));
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
    expect(graph.get(file)!.filter((target) => folder(target) !== 'core')).toEqual([]);
  });

  it.each([
    ['cypher', 'arkham'],
    ['arkham', 'cypher'],
  ])('%s imports nothing of %s', (game, other) => {
    const crossing = [...graph].flatMap(([file, imports]) =>
      folder(file) === game
        ? imports.filter((target) => folder(target) === other).map((target) => `${file} -> ${target}`)
        : [],
    );
    expect(crossing).toEqual([]);
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
