import { readFileSync } from 'node:fs';
import { defineHastPlugin, type HastNode, type HastPluginEntry, type PluginFactoryContext } from 'satteri';
import type { Element, Parents as HastParents, Text } from 'hast';
import { parse } from 'yaml';
import { t } from '../i18n/index.ts';
import { isLocale, locales, type Locale } from '../i18n/locales.ts';
import type { CollectionId } from '../lib/collections.ts';
import { firstNewMention, mentionedTerms, termMatcher, type GlossaryEntry, type Wording } from '../lib/glossary.ts';
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
  return (context: PluginFactoryContext) => {
    const [locale, collection, slug] =
      context.fileURL?.pathname.match(/\/content\/([a-z]{2})\/([a-z-]+)\/([a-z0-9-]+)\.mdx$/)?.slice(1) ?? [];
    const game = collection ? gameOf[collection] : undefined;
    if (!isLocale(locale) || !game) return null;
    // A collection with a game is one of ours (gameOf lists them).
    const pageCollection = collection as CollectionId;
    const terms = entries.filter((entry) => entry.game === game);
    const matcher = termMatcher(terms, locale, pageCollection);
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
        for (const id of mentionedTerms(node.value, matcher, locale)) mentioned.add(id);
        const mention = linkable ? firstNewMention(node.value, matcher, linked, locale) : undefined;
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
function termLink(locale: Locale, id: string, text: string, definition: string): Element {
  const tip = `term-tip-${id}`;
  const href = `/${locale}/glossary/#term-${id}`;
  return {
    type: 'element',
    tagName: 'span',
    properties: { className: ['term'] },
    children: [
      {
        type: 'element',
        tagName: 'a',
        properties: { href, ariaDescribedBy: [tip], className: ['term-link'] },
        children: [{ type: 'text', value: text }],
      },
      {
        type: 'element',
        tagName: 'span',
        // A popover: shown in the top layer, so no table that scrolls sideways (TableRegion.astro) clips it.
        properties: { className: ['term-tip'], popover: 'manual', dataPagefindIgnore: '' },
        children: [
          {
            type: 'element',
            tagName: 'span',
            properties: { id: tip },
            children: [{ type: 'text', value: definition }],
          },
          {
            type: 'element',
            tagName: 'a',
            properties: { href, tabIndex: -1, className: ['term-more'] },
            children: [{ type: 'text', value: t(locale, 'glossary.open') }],
          },
        ],
      },
    ],
  };
}

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
function searchSynonyms(words: string[], weight: number): Element | undefined {
  if (words.length === 0) return undefined;
  return {
    type: 'element',
    tagName: 'div',
    properties: { hidden: true, dataGlossarySynonyms: '', dataPagefindWeight: String(weight) },
    children: [{ type: 'text', value: joinSynonyms(words) }],
  };
}
