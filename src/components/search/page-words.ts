// The words of a built page that Pagefind indexes: the text inside `data-pagefind-body`, without what carries
// `data-pagefind-ignore` (controls, a card's note for screen readers), hidden blocks included (the other languages' words for search),
// and the attributes an element names in `data-pagefind-index-attrs` (a card's names in the other languages).
// Used at build time to list each language's words for typo matching (search-data.ts); nothing here reads Pagefind's
// own files, whose format is its own business.
import { WORD_CHARACTER } from '../../lib/glossary.ts';

/** A comment, or a start or end tag (attribute values may hold `>`). */
const TAG = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
/** Elements whose content is not text Pagefind reads. */
const NOT_TEXT = new Set(['script', 'style', 'template', 'svg']);
const BODY = /\sdata-pagefind-body(?=[\s=/]|$)/;
/** The start tag of an element that is the body. */
const BODY_TAG = /<[a-zA-Z][a-zA-Z0-9-]*\s(?:[^>"']|"[^"]*"|'[^']*')*?\bdata-pagefind-body(?=[\s=/>])/;
const IGNORE = /\sdata-pagefind-ignore(?=[\s=/]|$)/;
/** Elements that break a word: text on either side of them is two words. */
const INLINE = new Set([
  'a',
  'abbr',
  'b',
  'code',
  'em',
  'i',
  'kbd',
  'mark',
  'q',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
]);

const INDEX_ATTRS_NAME = 'data-pagefind-index-attrs';
const INDEX_ATTRS = new RegExp(`\\s${INDEX_ATTRS_NAME}="([^"]*)"`);

/** The values of the attributes an element asks Pagefind to index (`data-pagefind-index-attrs="alt,title"`). */
function indexedAttributes(attributes: string): string {
  if (!attributes.includes(INDEX_ATTRS_NAME)) return '';
  const names = INDEX_ATTRS.exec(attributes)?.[1]?.split(',') ?? [];
  return names
    .map((name) => new RegExp(`\\s${name.trim()}="([^"]*)"`).exec(attributes)?.[1] ?? '')
    .map(decodeEntities)
    .join(' ');
}

/**
 * The page without what only Pagefind reads of its attributes: each `data-pagefind-index-attrs` and the attributes it
 * names go once the site is indexed (scripts/build-index.mjs), since no reader or script of the page uses them.
 *
 * @example
 * withoutIndexedAttributes('<a href="#" data-pagefind-index-attrs="data-card-names" data-card-names="Perro">x</a>')
 * // '<a href="#">x</a>'
 */
export function withoutIndexedAttributes(html: string): string {
  // Few pages have any (a card index): the others are not searched tag by tag.
  if (!html.includes(INDEX_ATTRS_NAME)) return html;
  return html.replace(/<[a-zA-Z][^>]*\sdata-pagefind-index-attrs="[^"]*"[^>]*>/g, (tag) => {
    const names = INDEX_ATTRS.exec(tag)?.[1]?.split(',') ?? [];
    return names
      .reduce((rest, name) => rest.replace(new RegExp(`\\s${name.trim()}="[^"]*"`), ''), tag)
      .replace(INDEX_ATTRS, '');
  });
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/**
 * The text Pagefind indexes on a page, or '' when the page has no `data-pagefind-body` (Pagefind then skips it).
 *
 * @example
 * indexedText('<main data-pagefind-body><p>Effort<span data-pagefind-ignore>x</span></p></main>') // ' Effort  '
 */
export function indexedText(html: string): string {
  // Nothing before the first element of the body is indexed: the scan starts there (the head and the site's header
  // are a tenth of a page, read again for each of a thousand pages at 16 times the content).
  const start = html.search(BODY_TAG);
  if (start < 0) return '';
  let inBody = 0;
  let ignored = 0;
  let text = '';
  let at = start;
  const open: { name: string; body: boolean; ignore: boolean }[] = [];
  for (TAG.lastIndex = start; ;) {
    const tag = TAG.exec(html);
    if (inBody > 0 && ignored === 0) text += decodeEntities(html.slice(at, tag?.index ?? html.length));
    if (!tag) break;
    at = TAG.lastIndex;
    const [, closing, rawName, attributes = ''] = tag;
    if (!rawName) continue;
    const name = rawName.toLowerCase();
    if (inBody > 0 && !INLINE.has(name)) text += ' ';
    if (closing) {
      let index = open.length - 1;
      while (index >= 0 && open[index]!.name !== name) index -= 1;
      for (const element of index < 0 ? [] : open.splice(index)) {
        inBody -= Number(element.body);
        ignored -= Number(element.ignore);
      }
      continue;
    }
    const element = { name, body: BODY.test(attributes), ignore: IGNORE.test(attributes) || NOT_TEXT.has(name) };
    const attributeText = inBody > 0 || element.body ? indexedAttributes(attributes) : '';
    if (attributeText && ignored === 0 && !element.ignore) text += ` ${attributeText} `;
    if (VOID.has(name) || attributes.endsWith('/')) continue;
    open.push(element);
    inBody += Number(element.body);
    ignored += Number(element.ignore);
  }
  return text;
}

const WORD = new RegExp(`${WORD_CHARACTER.source}+`, 'g');

/**
 * The words of a text as search compares them: runs of letters and digits, lower-cased, of two characters or more
 * and not only digits.
 *
 * @example
 * wordsOf('Effort: 3 points, Pool’s 12') // ['effort', 'points', 'pool']
 */
export function wordsOf(text: string): string[] {
  return (text.toLowerCase().match(WORD) ?? []).filter((word) => word.length > 1 && !/^[0-9]+$/.test(word));
}
