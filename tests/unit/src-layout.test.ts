// The house's arrows point down (issue 45.7): offline reading (src/offline) sits beside the components, never reaching
// into them, and what both share (src/lib, src/i18n) imports neither. Imports are read by the TypeScript compiler's
// parser (support/imports.ts, as src/rules/layout.test.ts reads the rules module), every form included.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importGraph, relativeImports } from './support/imports.ts';

const src = join(import.meta.dirname, '../../src');
const graph = importGraph(src);
const top = (file: string) => file.split('/')[0]!;

/** Imports from a file under one of `from` to a file under one of `to`, as `file -> target`. */
function arrows(imports: ReadonlyMap<string, readonly string[]>, from: string[], to: string[]): string[] {
  return [...imports].flatMap(([file, targets]) =>
    from.includes(top(file))
      ? targets.filter((target) => to.includes(top(target))).map((target) => `${file} -> ${target}`)
      : [],
  );
}

describe('src layout', () => {
  it('reads the folders it rules on', () => {
    for (const folder of ['offline', 'lib', 'i18n', 'components']) {
      expect([...graph.keys()].filter((file) => top(file) === folder).length, folder).toBeGreaterThan(2);
    }
    // The offline manifest names the search and definitions files: the imports it has are read.
    expect(graph.get('offline/build-manifest.ts')).toEqual(
      expect.arrayContaining(['lib/search-file-names.ts', 'lib/term-definitions.ts']),
    );
  });

  it('src/offline imports nothing of src/components', () => {
    expect(arrows(graph, ['offline'], ['components'])).toEqual([]);
  });

  it('src/lib and src/i18n import nothing of src/components or src/offline', () => {
    expect(arrows(graph, ['lib', 'i18n'], ['components', 'offline'])).toEqual([]);
  });

  it.each([
    "import { termsFile } from '../components/search/search-data.ts';",
    "import '../components/term-definitions.ts';",
    "export type Words = import('../components/search/search-data.ts').SearchTerm;",
    "const later = () => import('../components/term-previews.ts');",
  ])('sees a planted import from src/offline into src/components: %s', (line) => {
    const file = 'offline/build-manifest.ts';
    const planted = new Map(graph).set(file, [...graph.get(file)!, ...relativeImports(src, file, line)]);
    expect(arrows(planted, ['offline'], ['components'])).toEqual([
      expect.stringMatching(/^offline\/build-manifest\.ts -> components\//),
    ]);
  });
});
