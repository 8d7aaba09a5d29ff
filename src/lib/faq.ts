import type { Locale } from '../i18n/locales.ts';

/** One ruling of the Arkham Horror FAQ, as written in MDX: `<FaqEntry n="2.14" title="…" added expansion="…">`. */
export interface FaqEntryInfo {
  n: string;
  title: string;
  added: boolean;
  expansion: string | undefined;
}

/** The permalink anchor of an entry: `2.14` -> `faq-2-14`, the same in every locale. */
export function faqAnchor(n: string): string {
  if (!/^\d+\.\d+$/.test(n)) throw new Error(`FAQ entry number "${n}" is not section.entry (e.g. 2.14)`);
  return `faq-${n.replace('.', '-')}`;
}

/** The section an entry belongs to: `2.14` -> `faq-2`, the id of its `##` heading. */
export function faqSectionAnchor(n: string): string {
  return faqAnchor(n).replace(/-\d+$/, '');
}

/** Lists the entries of a FAQ page from its MDX source, in order (for the contents list and the tests). */
export function faqEntries(mdx: string): FaqEntryInfo[] {
  return [...mdx.matchAll(/<FaqEntry\s([^>]*)>/g)].map((match) => {
    const attributes = match[1] ?? '';
    const value = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(attributes)?.[1];
    const n = value('n');
    if (!n) throw new Error(`<FaqEntry> without n: ${match[0]}`);
    faqAnchor(n);
    return { n, title: value('title') ?? '', added: /\badded\b/.test(attributes), expansion: value('expansion') };
  });
}

/**
 * Expansions of the card game published in each locale's language among those the FAQ marks with `expansion`.
 * An entry about an expansion not published in the page's language is unofficial there (003: items for later
 * expansions are translated for convenience, marked unofficial and hidden until "show all").
 */
const publishedExpansions: Record<Locale, readonly string[]> = {
  // The Korean FAQ follows the Korean edition up to "The Edge of the Earth" (003, header).
  ko: [],
  es: ['scarlet-keys', 'feast-of-hemlock-vale'],
  en: ['scarlet-keys', 'feast-of-hemlock-vale'],
};

/** Whether an entry is unofficial in a locale: it concerns an expansion not yet published in that language. */
export function isUnofficial(entry: Pick<FaqEntryInfo, 'expansion'>, locale: Locale): boolean {
  return entry.expansion !== undefined && !publishedExpansions[locale].includes(entry.expansion);
}

/** A card marked on an FAQ page, `<Card code="01006">Roland's .38 Special</Card>`, with the entry it is in. */
export interface CardMark {
  /** ArkhamDB's code of the card, which picks one printing where a name has several (levels, reprints). */
  code: string | undefined;
  /** The name as the page writes it. */
  text: string;
  /** The number of the entry the mark is in, if it is in one. */
  entry: string | undefined;
}

/** Lists the cards marked on an FAQ page from its MDX source, in order. */
export function cardMarks(mdx: string): CardMark[] {
  const entries = [...mdx.matchAll(/<FaqEntry\s[^>]*\bn="([^"]+)"[^>]*>[\s\S]*?<\/FaqEntry>/g)].map((match) => ({
    n: match[1],
    start: match.index,
    end: match.index + match[0].length,
  }));
  return [...mdx.matchAll(/<Card(\s[^>]*)?>([\s\S]*?)<\/Card>/g)].map((match) => ({
    code: /\bcode="([^"]*)"/.exec(match[1] ?? '')?.[1],
    text: (match[2] ?? '').replace(/\s+/g, ' ').trim(),
    entry: entries.find((entry) => entry.start < match.index && match.index < entry.end)?.n,
  }));
}
