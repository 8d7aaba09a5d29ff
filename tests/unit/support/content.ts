import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'yaml';
import type { Locale } from '../../../src/i18n/locales.ts';

// The content as authors wrote it (content/), read without a build: pages, their sections and the text a reader
// sees, for the content tests.

export const contentDir = 'content';

/** The pages of a locale, as paths relative to content/<locale>/ (`cypher/effort.mdx`), sorted. */
export function pagesOf(locale: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? walk(join(dir, entry.name))
        : entry.name.endsWith('.mdx')
          ? [relative(join(contentDir, locale), join(dir, entry.name))]
          : [],
    );
  return walk(join(contentDir, locale)).sort();
}

export const read = (locale: string, page: string) => readFileSync(join(contentDir, locale, page), 'utf8');

/** The collection of a page path: `numenera/cyphers.mdx` -> `numenera`. */
export const collectionOf = (page: string) => page.split('/')[0] ?? '';

interface Frontmatter {
  title: string;
  description: string;
  original?: { locale: Locale; updated: string };
  sources?: { file: string; section: string }[];
  faq?: { version: string; date: string; follows: string };
}

/** The page's frontmatter and the MDX after it. */
export function splitPage(mdx: string): { frontmatter: Frontmatter; body: string } {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(mdx);
  if (!match) throw new Error('a page starts with its frontmatter');
  return { frontmatter: parse(match[1] ?? '') as Frontmatter, body: mdx.slice(match[0].length) };
}

/** Heading ids in order, from `## Title {#id}` lines outside code fences. */
export function sectionIds(mdx: string): string[] {
  let fenced = false;
  return mdx.split('\n').flatMap((line) => {
    if (line.startsWith('```')) fenced = !fenced;
    const id = !fenced && /^#{2,6} .*\{#([a-z0-9-]+)\}\s*$/.exec(line)?.[1];
    return id ? [id] : [];
  });
}

/**
 * What a reader reads of some MDX: the text, with link targets, heading ids, code, imports and component tags
 * dropped, but the titles that components show (`title="…"`) kept. Whitespace is collapsed, so a phrase that an
 * author wrapped over two lines reads as one.
 */
export function readerText(mdx: string): string {
  return mdx
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/`[^`\n]*`/g, ' ')
    .replace(/^(import|export) .*$/gm, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<\/?[A-Za-z][^>]*>/g, (tag) => ` ${/\btitle="([^"]*)"/.exec(tag)?.[1] ?? ''} `)
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/\{#[a-z0-9-]+\}/g, ' ')
    .replace(/[*_[\]#>|]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The reader-facing text of a page: its title, its description, what a FAQ says it follows, and its body. */
export function pageText(mdx: string): string {
  const { frontmatter, body } = splitPage(mdx);
  const { title, description, faq } = frontmatter;
  return [title, description, faq?.follows ?? '', readerText(body)].join(' ');
}

/**
 * The page cut into its sections: the text before the first heading (`intro`), then each `##`/`###` heading with
 * an id, and each FAQ entry (`faq-2-14`) on its own. The same page has the same section ids in every locale.
 */
export function sectionsOf(mdx: string): Map<string, string> {
  const { body } = splitPage(mdx);
  const sections = new Map<string, string>();
  let id = 'intro';
  let lines: string[] = [];
  const flush = () => sections.set(id, `${sections.get(id) ?? ''}\n${lines.join('\n')}`);
  for (const line of body.split('\n')) {
    const heading = /^#{2,6} .*\{#([a-z0-9-]+)\}\s*$/.exec(line)?.[1];
    const entry = /^<FaqEntry\s[^>]*\bn="(\d+)\.(\d+)"/.exec(line);
    if (heading || entry) {
      flush();
      id = heading ?? `faq-${entry?.[1]}-${entry?.[2]}`;
      lines = [];
    }
    lines.push(line);
  }
  flush();
  return sections;
}
