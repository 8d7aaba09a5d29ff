import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export const distDir = 'dist';

/** Every HTML page of the built site (Pagefind's own files excluded), as dist-relative paths. */
export function builtPages(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'pagefind' ? [] : walk(path);
      return entry.name.endsWith('.html') ? [relative(distDir, path).split(sep).join('/')] : [];
    });
  return walk(distDir).sort();
}

/** The URL path a built file answers at: `ko/cypher/x/index.html` -> `/ko/cypher/x/`. */
export function urlPathOf(file: string): string {
  return `/${file.replace(/index\.html$/, '')}`;
}

export function readBuilt(file: string): string {
  return readFileSync(join(distDir, file), 'utf8');
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
