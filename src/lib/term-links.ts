import { locales, type Locale } from '../i18n/locales.ts';
import type { CollectionId } from './collections.ts';
import { mentions, termMatcher, type GlossaryEntry, type GlossaryWords, type TermMatcher } from './glossary.ts';
import { joinSynonyms, SYNONYMS_ATTRIBUTE } from './search-synonyms.ts';

/** The page whose text is being linked: its language, and `<collection>/<slug>`. */
export interface TermPage {
  locale: Locale;
  collection: CollectionId;
  slug: string;
}

/** Elements whose text is not prose at all: its words are neither linked nor count as mentions. */
const NOT_PROSE = new Set(['code', 'pre', 'script', 'style', 'template', 'svg']);
/** Elements whose text is never linked (headings, links, form controls and the like), though it counts as mentions. */
const NO_LINK = new Set([
  'a',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'button',
  'label',
  'summary',
  'output',
  'caption',
  'th',
]);
/** Elements whose content the HTML parser reads as text, up to their end tag. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title']);
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
/** The attribute of an element whose text is the page's chrome, not its prose: a component's labels, an island. */
const NO_TERMS = /\sdata-no-terms(?=[\s=/]|$)/;
/** The same attribute with its value, if any, as it is taken out of the tag. */
const NO_TERMS_ATTRIBUTE = /\sdata-no-terms(?:="[^"]*")?(?=[\s/>])/;

/** A comment, or a start or end tag (attribute values may hold `>`). */
const TAG = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;

/** Which glossary (game) a collection's pages use; the site's own pages (about) use none. */
export const gameOf: Partial<Record<CollectionId, GlossaryEntry['game']>> = {
  cypher: 'cypher',
  numenera: 'cypher',
  arkham: 'arkham',
};

// A closing bracket or quote right before a Hangul syllable: the particle (을, 까지…) that follows it.
const CLOSE_BEFORE_HANGUL = /([)\]”’」』])(?=[가-힣])/g;
/** Text that is more than white space. */
const SOME_TEXT = /\S/;
/** U+2060 WORD JOINER: no line break here, and nothing to see. */
const WORD_JOINER = '\u2060';
/** A line break of the page's source in prose, which the browser shows as a space. */
const LINE_BREAK = /\n/g;

/**
 * The rendered HTML of a page's text, with its glossary terms linked and the words search needs added:
 *
 * - The first mention of each term on the page links to its glossary entry, which src/components/term-previews.ts
 *   describes by the term's definition and shows as a preview on hover, focus or a first tap (the definitions come
 *   from a file of their own, src/pages/[locale]/term-definitions/[game].json.ts, not in the page): one link at most
 *   per run of text, never inside headings, links, captions or form controls, and nothing in code or in what carries
 *   `data-no-terms` (the labels of components and islands).
 * - Line breaks of the page's source inside its prose are written as the spaces they are: a Korean sentence wrapped
 *   in the source no longer breaks the repeated phrases gzip would find (about 1% of a page); the `data-no-terms`
 *   marks, read here only, are left out.
 * - Search gets the other two languages' words for every term the page mentions, in a hidden block that only Pagefind
 *   reads (weighted up on the page that explains the term), so that "Effort" finds the Korean page about 분발; the
 *   build takes it out of the page once Pagefind has indexed it (search-synonyms.ts).
 * - In Korean table cells, where columns are narrow, a particle stays on the line of the closing bracket or quote it
 *   follows ("(50피트)까지"): browsers may break after a closing bracket even under `word-break: keep-all`.
 *
 * It works on the HTML text as Astro renders it, one pass over the page, rather than in the Markdown engine: a plugin
 * there made the engine hand every text node of every page to JavaScript, which cost the build a third of its time
 * and memory (issue 18).
 */
export function linkTerms(html: string, page: TermPage, entries: readonly GlossaryEntry[]): string {
  if (!gameOf[page.collection]) return html;
  const matcher = matcherFor(entries, page);
  /** The terms linked so far: only a term's first mention links. */
  const linked = new Set<string>();
  const mentioned = new Set<string>();
  const open: { name: string; notProse: boolean; noLink: boolean; cell: boolean }[] = [];
  let notProse = 0;
  let noLink = 0;
  let cells = 0;
  let out = '';
  let at = 0;
  // The text just read, for a term whose company spans runs of text ("level of <a>Effort</a>").
  let recent = '';

  const prose = (value: string) =>
    (page.locale === 'ko' && cells > 0 ? value.replace(CLOSE_BEFORE_HANGUL, `$1${WORD_JOINER}`) : value).replace(
      LINE_BREAK,
      ' ',
    );
  const text = (value: string, end: number): string => {
    if (notProse > 0) return value;
    const before = recent;
    recent = (value.length < RECENT_TEXT ? recent + value : value).slice(-RECENT_TEXT);
    if (!SOME_TEXT.test(value)) return prose(value);
    const found = mentions(value, matcher, { before, after: () => textAhead(html, end) });
    for (const { id } of found) mentioned.add(id);
    if (noLink > 0) return prose(value);
    let result = '';
    let from = 0;
    for (const mention of found) {
      if (linked.has(mention.id)) continue;
      linked.add(mention.id);
      result +=
        prose(value.slice(from, mention.index)) +
        termLink(page.locale, mention.id, mention.text.replace(LINE_BREAK, ' '));
      from = mention.index + mention.text.length;
    }
    return result + prose(value.slice(from));
  };

  for (TAG.lastIndex = 0; ;) {
    const tag = TAG.exec(html);
    const end = tag?.index ?? html.length;
    out += text(html.slice(at, end), end);
    if (!tag) break;
    // `data-no-terms` is for this function alone: the page is sent without it.
    out += tag[0].replace(NO_TERMS_ATTRIBUTE, '');
    at = TAG.lastIndex;
    const [, closing, rawName, attributes = ''] = tag;
    if (!rawName) continue;
    const name = rawName.toLowerCase();
    if (closing) {
      let index = open.length - 1;
      while (index >= 0 && open[index]!.name !== name) index -= 1;
      for (const element of index < 0 ? [] : open.splice(index)) {
        notProse -= Number(element.notProse);
        noLink -= Number(element.noLink);
        cells -= Number(element.cell);
      }
      continue;
    }
    if (RAW_TEXT.has(name)) {
      const end = html.indexOf(`</${name}`, at);
      out += html.slice(at, end < 0 ? html.length : end);
      TAG.lastIndex = at = end < 0 ? html.length : end;
      continue;
    }
    if (VOID.has(name) || attributes.endsWith('/')) continue;
    const element = {
      name,
      notProse: NOT_PROSE.has(name) || NO_TERMS.test(attributes),
      noLink: NO_LINK.has(name),
      cell: name === 'td' || name === 'th',
    };
    open.push(element);
    notProse += Number(element.notProse);
    noLink += Number(element.noLink);
    cells += Number(element.cell);
  }
  return searchSynonymsOf(page, entries, mentioned) + out;
}

/** A tag, for text read ahead; not TAG, whose place in the page the main loop keeps. */
const ANY_TAG = /<[^>]*>/g;
/** How much text on either side of a run of text a term's company is looked for in (glossary.ts, `only`). */
const RECENT_TEXT = 100;

/** The text of the page from `at` on, tags left out, as far as a term's company is looked for. */
function textAhead(html: string, at: number): string {
  return html
    .slice(at, at + 8 * RECENT_TEXT)
    .replace(ANY_TAG, '')
    .slice(0, RECENT_TEXT);
}

const matchers = new WeakMap<readonly GlossaryEntry[], Map<string, TermMatcher>>();

/** One matcher per glossary, language and game for the whole build: building it is the costly part. */
function matcherFor(entries: readonly GlossaryEntry[], page: TermPage): TermMatcher {
  const byGame = matchers.get(entries) ?? new Map<string, TermMatcher>();
  matchers.set(entries, byGame);
  const game = gameOf[page.collection];
  const key = `${page.locale}/${game}`;
  const matcher =
    byGame.get(key) ??
    termMatcher(
      entries.filter((entry) => entry.game === game),
      page.locale,
    );
  byGame.set(key, matcher);
  return matcher;
}

/**
 * A term linked to its glossary entry, which is how scripts and styles know it (`a[href*="/glossary/#term-"]`).
 * `text` is the page's own (escaped) HTML text.
 */
function termLink(locale: Locale, id: string, text: string): string {
  return `<a href="/${locale}/glossary/#term-${id}">${text}</a>`;
}

/**
 * The entries whose words are the site's own translation in the page's language (GlossaryWords.ours) among the terms
 * a page links (linkTerms), in the order of their first link: the page lists them with their English original.
 */
export function ownTranslationsLinked(
  html: string,
  locale: Locale,
  entries: readonly GlossaryEntry[],
): GlossaryEntry[] {
  const linked = [...html.matchAll(termLinkPattern(locale))].map((match) => match[1]);
  return [...new Set(linked)].flatMap((id) => entries.filter((entry) => entry.id === id && entry[locale].ours));
}

/** The start of a term link as termLink writes it, with the entry's id as its first group. */
const termLinkPattern = (locale: Locale) => new RegExp(`<a href="/${locale}/glossary/#term-([a-z0-9-]+)">`, 'g');

/**
 * The hidden blocks of words for search: for the terms this page explains, their own words and the other languages'
 * (weight 5), so that the page the glossary names ranks for its term even where other pages use the word more often
 * (굴림, QA Q2); for those it merely mentions, the other languages' words (weight 0.5; Pagefind's
 * `data-pagefind-weight`, where 1 is ordinary text).
 */
function searchSynonymsOf(page: TermPage, entries: readonly GlossaryEntry[], mentioned: ReadonlySet<string>): string {
  const path = `${page.collection}/${page.slug}`;
  const game = gameOf[page.collection];
  const explained = entries.filter((entry) => entry.game === game && entry.page === path);
  const byId = entriesById.get(entries) ?? new Map(entries.map((entry) => [entry.id, entry]));
  entriesById.set(entries, byId);
  const merelyMentioned = [...mentioned].map((id) => byId.get(id)!).filter((entry) => entry.page !== path);
  const ownWords = explained.flatMap((entry) => termAndAliases(entry[page.locale]));
  return (
    searchSynonyms(otherWords(merelyMentioned, page.locale), 0.5) +
    searchSynonyms([...ownWords, ...otherWords(explained, page.locale)], 5, path)
  );
}

/** Each glossary's entries by id, for the whole build. */
const entriesById = new WeakMap<readonly GlossaryEntry[], Map<string, GlossaryEntry>>();

/**
 * A hidden block of words for search; the explaining page's also names the page for Pagefind's `page` filter
 * (`<collection>/<slug>`), by which the search dialog finds the page the glossary names for a term (find-pages.ts).
 */
function searchSynonyms(words: string[], weight: number, explainingPage?: string): string {
  if (words.length === 0) return '';
  const filter = explainingPage ? ` data-pagefind-filter="page:${explainingPage}"` : '';
  return `<div hidden ${SYNONYMS_ATTRIBUTE}${filter} data-pagefind-weight="${weight}">${escapeHtml(joinSynonyms(words))}</div>`;
}

/** The words a reader of this page might search with that the page itself does not use: the other two languages'. */
function otherWords(entries: readonly GlossaryEntry[], locale: Locale): string[] {
  return entries.flatMap((entry) =>
    locales.filter((other) => other !== locale).flatMap((other) => termAndAliases(entry[other])),
  );
}

/** An entry's words in one language: its term and its aliases. */
function termAndAliases({ term, aliases = [] }: GlossaryWords): string[] {
  return [term, ...aliases];
}

/** Text for HTML, escaped as Astro escapes text it renders. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>'"]/g, (character) => HTML_ESCAPES[character]!);
}
const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', "'": '&#39;', '"': '&quot;' };
