import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// `npm ci` (CI, and the hosts of docs/deploy.md) installs exactly what package-lock.json lists and refuses a lock
// file that lacks a package some locked package depends on, optional ones included: the per-platform binaries of
// Astro, Tailwind, Pagefind, esbuild and workerd are optional dependencies, one per platform, and a lock file written
// without them made `npm ci` fail on a clean clone.
interface LockedPackage {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, LockedPackage> };

/** Where npm resolves `name` from a package at `path`: its own node_modules, then each folder above. */
function resolves(path: string, name: string): boolean {
  let base = path;
  for (;;) {
    if (`${base ? `${base}/` : ''}node_modules/${name}` in lock.packages) return true;
    if (!base) return false;
    const above = base.lastIndexOf('/node_modules/');
    base = above < 0 ? '' : base.slice(0, above);
  }
}

describe('package-lock.json', () => {
  it('lists every dependency of every locked package, optional per-platform ones included', () => {
    const missing = Object.entries(lock.packages).flatMap(([path, locked]) =>
      Object.keys({ ...locked.dependencies, ...locked.devDependencies, ...locked.optionalDependencies })
        .filter((name) => !resolves(path, name))
        .map((name) => `${path || '(root)'} -> ${name}`),
    );
    expect(missing).toEqual([]);
  });
});
