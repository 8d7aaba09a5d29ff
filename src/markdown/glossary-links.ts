import { readFileSync } from 'node:fs';
import {
  defineHastPlugin,
  type HastNode,
  type HastPluginEntry,
  type MdxJsxTextElementHast,
  type PluginFactoryContext,
} from 'satteri';
import type { Parents as HastParents, Text } from 'hast';
import { parse } from 'yaml';
import { t } from '../i18n/index.ts';
import { isLocale, locales, type Locale } from '../i18n/locales.ts';
import type { CollectionId } from '../lib/collections.ts';
import { mentions, termMatcher, type TermMatcher, type GlossaryEntry, type Wording } from '../lib/glossary.ts';
import { joinSynonyms } from '../lib/search-synonyms.ts';

/** Elements whose text is never linked: headings, links, code, form controls and the like. */
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
/** Elements whose text is not prose at all: its words do not count as mentions either. */
const NOT_PROSE = new Set(['code', 'pre', 'script', 'style']);
/** MDX components whose children are prose (the others are islands and tables with their own text). */
const PROSE_COMPONENTS = new Set(['Callout', 'FaqEntry']);

/** Which glossary (game) a collection's pages use. */
const gameOf: Record<string, GlossaryEntry['game'] | undefined> = {
  cypher: 'cypher',
  numenera: 'cypher',
  arkham: 'arkham',
};

/**
 * Links the first mention of each glossary term on a page to its glossary entry, with the term's one-line
 * definition as a tooltip shown on hover and keyboard focus (issue 5). The page's locale and collection come from
 * its path: content/<locale>/<collection>/<slug>.mdx.
 *
 * It also gives search the words of the other two languages for every term the page mentions, in a hidden block
 * that only Pagefind reads, so that "Effort" finds the Korean page about 분발 (issue 8).
 */
export function glossaryLinks(glossaryFile: string): HastPluginEntry {
  const entries = parse(readFileSync(glossaryFile, 'utf8')) as GlossaryEntry[];
  // One matcher per language and collection for the whole build: its regular expression is large, and compiling it
  // again for every page cost more time and memory than matching with it.
  const matchers = new Map<string, TermMatcher>();
  return (context: PluginFactoryContext) => {
    const [locale, collection, slug] =
      context.fileURL?.pathname.match(/\/content\/([a-z]{2})\/([a-z-]+)\/([a-z0-9-]+)\.mdx$/)?.slice(1) ?? [];
    const game = collection ? gameOf[collection] : undefined;
    if (!isLocale(locale) || !game) return null;
    // A collection with a game is one of ours (gameOf lists them).
    const pageCollection = collection as CollectionId;
    const terms = entries.filter((entry) => entry.game === game);
    const matcherKey = `${locale}/${pageCollection}`;
    const matcher = matchers.get(matcherKey) ?? termMatcher(terms, locale, pageCollection);
    matchers.set(matcherKey, matcher);
    const byId = new Map(terms.map((entry) => [entry.id, entry]));
    const linked = new Set<string>();
    const mentioned = new Set<string>();
    return defineHastPlugin({
      name: 'glossary-links',
      text(node, ctx) {
        let linkable = true;
        let parent: Readonly<HastParents> | undefined = ctx.parent(node);
        for (; parent && parent.type !== 'root'; parent = ctx.parent(parent as HastNode)) {
          if (parent.type === 'element' && NOT_PROSE.has(parent.tagName)) return;
          if (parent.type === 'element' && NO_LINK.has(parent.tagName)) linkable = false;
          if (parent.type === 'mdxJsxFlowElement' || parent.type === 'mdxJsxTextElement') {
            if (!PROSE_COMPONENTS.has(parent.name ?? '')) linkable = false;
          }
        }
        const found = mentions(node.value, matcher);
        for (const { id } of found) mentioned.add(id);
        const mention = linkable ? found.find(({ id }) => !linked.has(id)) : undefined;
        if (!mention) return;
        linked.add(mention.id);
        const definition = byId.get(mention.id)?.[locale].definition ?? '';
        const before: Text = { type: 'text', value: node.value.slice(0, mention.index) };
        const after: Text = { type: 'text', value: node.value.slice(mention.index + mention.text.length) };
        ctx.replaceNode(node, [before, termLink(locale, mention.id, mention.text, definition), after]);
      },
      after(root, ctx) {
        // The page that explains a term ranks first for it in any language; a page that only mentions it, lower.
        const page = `${collection}/${slug}`;
        const explained = terms.filter((entry) => entry.page === page);
        const merelyMentioned = [...mentioned].map((id) => byId.get(id)!).filter((entry) => entry.page !== page);
        const blocks = [
          searchSynonyms(otherWords(explained, locale, pageCollection), 5),
          searchSynonyms(otherWords(merelyMentioned, locale, pageCollection), 0.5),
        ];
        for (const block of blocks.filter((candidate) => candidate !== undefined).reverse())
          ctx.prependChild(root, block);
      },
    });
  };
}

/**
 * A term linked to its glossary entry, with a preview of its definition (src/components/term-previews.ts shows it on
 * hover, focus or a first tap). The link is described by the definition; the preview also holds a link to the entry,
 * for touch, where the first tap on the term opens the preview instead of leaving the page.
 */
function termLink(locale: Locale, id: string, text: string, definition: string): MdxJsxTextElementHast {
  const tip = `term-tip-${id}`;
  const href = `/${locale}/glossary/#term-${id}`;
  return html(
    `<span class="term"><a href="${href}" aria-describedby="${tip}" class="term-link">${escapeHtml(text)}</a>` +
      `<span class="term-tip" data-pagefind-ignore><span id="${tip}">${escapeHtml(definition)}</span>` +
      `<a href="${href}" tabindex="-1" class="term-more">${escapeHtml(t(locale, 'glossary.open'))}</a></span></span>`,
  );
}

/**
 * Markup the page renders as it is: `<Fragment set:html>`, which Astro's MDX pages know. A term link written as
 * elements became a dozen nested JSX calls in the page's module, rendered one by one; as one string it costs the
 * build a fraction of the time and memory (issue 18), and the HTML is the same.
 */
function html(markup: string): MdxJsxTextElementHast {
  return {
    type: 'mdxJsxTextElement',
    name: 'Fragment',
    attributes: [{ type: 'mdxJsxAttribute', name: 'set:html', value: markup }],
    children: [],
  };
}

/** Text for HTML, escaped as Astro escapes text it renders. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>'"]/g, (character) => HTML_ESCAPES[character]!);
}
const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', "'": '&#39;', '"': '&quot;' };

/**
 * The words a reader of this page might search with that the page itself does not use: the other two languages'
 * words (with their Numenera edition words), and this language's words on the other collection (a Spanish reader who
 * knows "cifra" from the Cypher System pages finds the Numenera page about "dispositivos").
 */
function otherWords(entries: readonly GlossaryEntry[], locale: Locale, collection: CollectionId): string[] {
  const words = (wording: Wording | undefined) => (wording ? [wording.term, ...(wording.aliases ?? [])] : []);
  return entries.flatMap((entry) => [
    ...locales
      .filter((other) => other !== locale)
      .flatMap((other) => [...words(entry[other]), ...words(entry[other].numenera)]),
    ...words(collection === 'numenera' ? (entry[locale].numenera ? entry[locale] : undefined) : entry[locale].numenera),
  ]);
}

/**
 * Words for search only: hidden from readers and screen readers, indexed by Pagefind with a weight (Pagefind's
 * `data-pagefind-weight`: 1 is ordinary text).
 */
function searchSynonyms(words: string[], weight: number): MdxJsxTextElementHast | undefined {
  if (words.length === 0) return undefined;
  return html(
    `<div hidden data-glossary-synonyms data-pagefind-weight="${weight}">${escapeHtml(joinSynonyms(words))}</div>`,
  );
}
