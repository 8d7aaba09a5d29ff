import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export const distDir = 'dist';

/** Every HTML page of the built site (Pagefind's own files excluded), as paths relative to its folder. */
export function builtPages(root = distDir): string[] {
  return builtFiles(root).filter((file) => file.endsWith('.html') && !file.startsWith('pagefind/'));
}

/** Every file of the built site, as paths relative to its folder. */
export function builtFiles(root = distDir): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? walk(path) : [relative(root, path).split(sep).join('/')];
    });
  return walk(root).sort();
}

/** The URL path a built file answers at: `ko/cypher/x/index.html` -> `/ko/cypher/x/`. */
export function urlPathOf(file: string): string {
  return `/${file.replace(/index\.html$/, '')}`;
}

export function readBuilt(file: string, root = distDir): string {
  return readFileSync(join(root, file), 'utf8');
}

/** The built stylesheet of that name (`style`, `screen`), whatever its content hash. */
export function builtStylesheet(name: string, root = distDir): string {
  const file = readdirSync(join(root, '_astro')).find((file) => file.startsWith(`${name}.`) && file.endsWith('.css'));
  if (!file) throw new Error(`No stylesheet named ${name} in ${root}/_astro.`);
  return readBuilt(`_astro/${file}`, root);
}

/** Values of one attribute on every tag of an HTML string (our own generated HTML: quoted attributes). */
export function attributeValues(html: string, attribute: string): string[] {
  const pattern = new RegExp(`\\s${attribute}="([^"]*)"`, 'g');
  return [...html.matchAll(pattern)].map((match) => decodeEntities(match[1] ?? ''));
}

function decodeEntities(value: string): string {
  return value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}
