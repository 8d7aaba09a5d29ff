import { describe, expect, it } from 'vitest';
import { builtPages, readBuilt } from './support/dist.ts';

// What the Markdown engine made of our pages (issue 11): no text struck through (Korean writes ranges as 15~30,
// which GFM reads as strikethrough) and no Markdown syntax left over in what a reader sees.

/** The HTML of the page's <head> title and description and of its <main>, without scripts, styles and templates. */
function readerHtml(html: string): string {
  const main = html.match(/<main[\s\S]*?<\/main>/)?.[0] ?? '';
  const head = [...html.matchAll(/<title>[\s\S]*?<\/title>|<meta name="description"[^>]*>/g)].join(' ');
  return `${head} ${main}`.replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, ' ');
}

/** The text of that HTML: tags dropped, attribute values kept (a tooltip or a label is read too). */
function readerText(html: string): string {
  const attributes = [...html.matchAll(/\s(?:title|aria-label|content|alt)="([^"]*)"/g)].map((match) => match[1]);
  const text = html.replace(/<[^>]+>/g, ' ');
  return [text, ...attributes]
    .join(' ')
    .replace(/&amp;/g, '&')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"');
}

/** Markdown that should have become markup: bold/italic markers, strikethrough, heading ids, link syntax. */
const leaks = ['**', '~~', '{#', '](', '__'] as const;

function leaksIn(text: string): string[] {
  return leaks.flatMap((leak) => {
    const at = text.indexOf(leak);
    return at === -1 ? [] : [`${leak} in “…${text.slice(Math.max(0, at - 30), at + 30).replace(/\s+/g, ' ')}…”`];
  });
}

const pages = builtPages().filter((file) => !file.startsWith('_'));

describe('Markdown rendered as intended', () => {
  it('checks the built pages', () => {
    expect(pages.length).toBeGreaterThan(60);
  });

  it('finds leaks and strikethrough (the check itself)', () => {
    expect(leaksIn('a **bold** claim')).toHaveLength(1);
    expect(leaksIn('see [Effort](/cypher/pools-edge-effort/)')).toHaveLength(1);
    expect(leaksIn('## Effort {#effort}')).toHaveLength(1);
    expect(leaksIn('15~30m(50~100피트), 1~10')).toEqual([]);
    expect(/<(del|s)\b/.test(readerHtml('<main><p>15<del>30</del></p></main>'))).toBe(true);
  });

  it.each(pages)('%s: nothing struck through, no Markdown in the text', (file) => {
    const html = readerHtml(readBuilt(file));
    expect(html.match(/<(del|s|strike)\b[^>]*>[\s\S]*?<\/\1>/g) ?? []).toEqual([]);
    expect(leaksIn(readerText(html))).toEqual([]);
  });
});
