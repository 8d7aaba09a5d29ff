import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readHashStates } from '../../src/components/islands/shared/hash-state.ts';
import { attributeValues, builtPages, distDir, readBuilt, urlPathOf } from './support/dist.ts';

/** The built file that answers a site path, as scripts/serve.mjs resolves it. */
function fileFor(pathname: string): string | undefined {
  const direct = join(distDir, pathname);
  if (existsSync(direct) && !pathname.endsWith('/')) return direct;
  const index = join(distDir, pathname, 'index.html');
  return existsSync(index) ? index : undefined;
}

describe('internal links in dist/', () => {
  const pages = builtPages();
  const idsByPath = new Map(pages.map((file) => [urlPathOf(file), new Set(attributeValues(readBuilt(file), 'id'))]));
  const islandsByPath = new Map(
    pages.map((file) => [urlPathOf(file), new Set(attributeValues(readBuilt(file), 'data-island'))]),
  );

  it('finds the built pages', () => {
    expect(pages.length).toBeGreaterThan(10);
  });

  it('has no link to a missing page or a missing #fragment', () => {
    const broken: string[] = [];
    for (const file of pages) {
      const from = urlPathOf(file);
      const html = readBuilt(file);
      for (const href of [...attributeValues(html, 'href'), ...attributeValues(html, 'src')]) {
        if (/^(https?:|mailto:|data:|\/\/)/.test(href)) continue;
        const url = new URL(href, `http://site${from}`);
        const target = url.pathname;
        if (!fileFor(target)) {
          broken.push(`${from} -> ${href} (no such page)`);
          continue;
        }
        // A fragment is a section's id, or the state of islands the page has (an island handing on its task).
        const islands = [...readHashStates(url.hash).keys()];
        const missing = islands.filter((island) => !islandsByPath.get(target)?.has(island));
        if (islands.length > 0 && missing.length > 0)
          broken.push(`${from} -> ${href} (no island ${missing.join(', ')})`);
        const fragment = decodeURIComponent(url.hash.slice(1));
        if (islands.length === 0 && fragment && target.endsWith('/') && !idsByPath.get(target)?.has(fragment)) {
          broken.push(`${from} -> ${href} (no id "${fragment}")`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('links every page to the same page in the other two locales (no dead end in the language switcher)', () => {
    const missing: string[] = [];
    for (const file of pages.filter((page) => /^(ko|es|en)\//.test(page))) {
      const from = urlPathOf(file);
      const switcher = readBuilt(file).match(/<details[^>]*data-language-switcher[\s\S]*?<\/details>/)?.[0] ?? '';
      const targets = attributeValues(switcher, 'href');
      for (const locale of ['ko', 'es', 'en']) {
        const expected = from.replace(/^\/(ko|es|en)\//, `/${locale}/`);
        if (!targets.includes(expected)) missing.push(`${from}: no link to ${expected}`);
        if (!fileFor(expected)) missing.push(`${from}: ${expected} was not built`);
      }
    }
    expect(missing).toEqual([]);
  });
});
