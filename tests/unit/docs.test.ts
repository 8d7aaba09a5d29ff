// The README and docs/ name only what exists (issue 45.6): every relative link leads to a file, every path written in
// backticks or in a listing of the project is one of the repository, and every `npm run` names a script.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const documents = ['README.md', ...readdirSync(join(root, 'docs')).map((file) => `docs/${file}`)].filter((file) =>
  file.endsWith('.md'),
);
const scripts = Object.keys(
  (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts,
);

/** Folders that exist only once something is built or run, and the shared folder CI finds beside a clone. */
const madeByRunning = /^(dist|dist-fixture|\.bench|test-results|coverage|node_modules|\.\.\/shared)\//;

/** The relative links of a Markdown text, without their #fragment. */
export function linksIn(text: string): string[] {
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map(([, target]) => target!.split('#')[0]!)
    .filter((target) => target !== '' && !/^[a-z]+:/.test(target));
}

/**
 * The repository paths a Markdown text names: code spans holding a path (a slash, no spaces; line numbers after `:`
 * dropped) and the first column of plain listings (``` blocks without a language). A path with a placeholder
 * (`<locale>`, `*`, `{…}`, `…`) or one of the site's addresses (`/ko/…`) is no file to check.
 */
export function pathsIn(text: string): string[] {
  const spans = [...text.replace(/```[\s\S]*?```/g, '').matchAll(/`([^`\n]+)`/g)].map(([, span]) => span!);
  const listings = [...text.matchAll(/```\n([\s\S]*?)```/g)].flatMap(([, block]) =>
    block!.split('\n').flatMap((line) => line.split(/\s{2,}/)[0]!.split(', ')),
  );
  return [...spans, ...listings]
    .map((candidate) => candidate.trim().replace(/:\d[\d-]*$/, ''))
    .filter((candidate) => candidate.includes('/') && !/[\s<>*{}…$]|^\/|^[a-z]+:/.test(candidate))
    .filter((candidate) => /^[\w.]/.test(candidate) && !madeByRunning.test(candidate));
}

/** The npm scripts a Markdown text runs (`npm run bench`, `npm test`, `npm start`). */
export function scriptsIn(text: string): string[] {
  return [...text.matchAll(/\bnpm (?:run ([\w:-]+)|(test|start)\b)/g)].map(([, run, short]) => (run ?? short)!);
}

describe.each(documents)('%s', (document) => {
  const text = readFileSync(join(root, document), 'utf8');

  it('links only files that exist', () => {
    const dead = linksIn(text).filter((target) => !existsSync(join(root, dirname(document), target)));
    expect(dead).toEqual([]);
  });

  it('names only paths of the repository', () => {
    expect(pathsIn(text).filter((path) => !existsSync(join(root, path)))).toEqual([]);
  });

  it('runs only scripts package.json has', () => {
    expect(scriptsIn(text).filter((script) => !scripts.includes(script))).toEqual([]);
  });
});

describe('the README', () => {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  it('is a front door: under 150 lines, linking the docs index and each document of docs/', () => {
    expect(readme.split('\n').length).toBeLessThan(150);
    for (const document of documents.filter((file) => file.startsWith('docs/'))) {
      const linked =
        linksIn(readme).includes(document) ||
        linksIn(readFileSync(join(root, 'docs/README.md'), 'utf8')).includes(document.slice(5));
      expect(linked, document).toBe(true);
    }
  });
});

describe('the checks of this file', () => {
  it('find a dead link, a path that is not there and a script that is not', () => {
    const planted = [
      'See [the guide](docs/no-such-guide.md#top) and `src/no/such-file.ts:12`.',
      '```',
      'src/nowhere/        a folder that is not there',
      '```',
      'Run `npm run no-such-script`.',
    ].join('\n');
    expect(linksIn(planted)).toEqual(['docs/no-such-guide.md']);
    expect(pathsIn(planted)).toEqual(['src/no/such-file.ts', 'src/nowhere/']);
    expect(scriptsIn(planted)).toEqual(['no-such-script']);
  });

  it('leave placeholders, site addresses and what a build makes alone', () => {
    const text = '`content/<locale>/x.mdx`, `/ko/cypher/`, `dist/sw.js`, `src/**/*.test.ts`, `https://a.example/b`';
    expect(pathsIn(text)).toEqual([]);
  });
});
