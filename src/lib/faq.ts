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
