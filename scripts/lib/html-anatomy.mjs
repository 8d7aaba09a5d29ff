// Where a built page's HTML bytes go (issue 32): the page's gzip size taken apart by kind of content, for the
// benchmark (scripts/bench.mjs) and docs/benchmarks.md. Each kind is taken out of the page in turn, in
// the order below, and is charged with what the gzip size fell by; what is left at the end is the page's text and
// the tags that structure it. Regions first (head, header, sidebar, contents, footer), then what runs through the
// text (term links and previews, search words, islands, icons, attributes), so the kinds add up to the page.
import { gzipSync } from 'node:zlib';

const gzip = (text) => gzipSync(text, { level: 9 }).length;

/** The end of the element whose start tag begins at `start` (after its end tag), counting nested same-name tags. */
function elementEnd(html, start) {
  const name = /^<([a-zA-Z][a-zA-Z0-9-]*)/.exec(html.slice(start))[1].toLowerCase();
  const tags = new RegExp(`<(/?)${name}(?=[\\s>/])[^>]*>`, 'gi');
  tags.lastIndex = start;
  let depth = 0;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    if (tag[1]) depth -= 1;
    else if (!tag[0].endsWith('/>') && !['img', 'input', 'br', 'hr', 'meta', 'link'].includes(name)) depth += 1;
    if (depth === 0) return tags.lastIndex;
  }
  return html.length;
}

/** The page without every element whose start tag matches `startTag` (a regular expression for the whole tag). */
function withoutElements(html, startTag, keepContent = false) {
  const pattern = new RegExp(startTag.source, 'g');
  let out = '';
  let at = 0;
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    if (match.index < at) continue;
    const end = elementEnd(html, match.index);
    out += html.slice(at, match.index);
    if (keepContent) {
      const inner = html.slice(match.index + match[0].length, end);
      out += inner.slice(0, inner.lastIndexOf('</'));
    }
    at = end;
    pattern.lastIndex = end;
  }
  return out + html.slice(at);
}

/** The kinds, in the order they are taken out, each as a function from a page to the page without it. */
export const kinds = [
  ['head (meta, links, before-paint script)', (html) => html.replace(/<head>[\s\S]*<\/head>/, '<head></head>')],
  ['header (menu, search dialog, language, theme)', (html) => withoutElements(html, /<header\b[^>]*>/)],
  ['sidebar', (html) => withoutElements(html, /<nav\b[^>]*class="site-sidebar[^"]*"[^>]*>/)],
  [
    'table of contents',
    (html) =>
      withoutElements(
        withoutElements(html, /<details\b[^>]*class="toc-details[^"]*"[^>]*>/),
        /<div\b[^>]*class="toc-column[^"]*"[^>]*>/,
      ),
  ],
  [
    'footer and update notice',
    (html) => withoutElements(withoutElements(html, /<footer\b[^>]*>/), /<div\b[^>]*data-update-notice[^>]*>/),
  ],
  [
    'term previews (definitions)',
    (html) =>
      withoutElements(
        withoutElements(html, /<span\b[^>]*class="term-tip"[^>]*>/),
        /<(?:div|template)\b[^>]*data-term-tips[^>]*>/,
      ),
  ],
  [
    'term links (markup around the term)',
    (html) => withoutElements(withoutElements(html, /<span class="term">/, true), /<a\b[^>]*#term-[^>]*>/, true),
  ],
  ['search words (hidden)', (html) => withoutElements(html, /<div hidden data-glossary-synonyms[^>]*>/)],
  ['islands (forms, results, strings)', (html) => withoutElements(html, /<[a-z-]+\b[^>]*data-island="[^"]*"[^>]*>/)],
  ['icons (svg)', (html) => withoutElements(html, /<svg\b[^>]*>/)],
  ['class attributes', (html) => html.replace(/\sclass="[^"]*"/g, '')],
  ['scoped-style attributes', (html) => html.replace(/\sdata-astro-cid-[a-z0-9]+/g, '')],
  ['other attributes (aria, data, ids)', (html) => html.replace(/(<[a-zA-Z][a-zA-Z0-9-]*)\s[^>]*?(\/?>)/g, '$1$2')],
  ['word joiners', (html) => html.replaceAll('\u2060', '')],
];

/**
 * The gzip bytes of a page by kind (`kinds`, in that order), and what is left: text and tags. `total` is the page's
 * gzip size; the parts add up to it.
 */
export function htmlAnatomy(html) {
  const parts = [];
  let page = html;
  let size = gzip(page);
  const total = size;
  for (const [name, remove] of kinds) {
    const next = remove(page);
    const nextSize = gzip(next);
    parts.push({ name, gzip: size - nextSize });
    page = next;
    size = nextSize;
  }
  parts.push({ name: 'text and its tags', gzip: size });
  return { total, parts };
}
