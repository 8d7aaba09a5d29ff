import type { Locale } from '../../../src/i18n/locales.ts';
import type { CollectionId } from '../../../src/lib/collections.ts';
import { glossaryPattern, type GlossaryEntry } from '../../../src/lib/glossary.ts';

// The check behind "one term per concept" (content/README.md, "Words"): variants that the glossary or the style
// list says to avoid, found in a piece of reader-facing text.

/** A variant to avoid, what to write instead, and where the rule comes from. */
export interface AvoidRule {
  pattern: RegExp;
  variant: string;
  use: string;
}

/** Site-wide wording rules that are not one glossary term (content/style.yaml). */
export type StyleRules = Partial<Record<Locale, { avoid: string[]; use: string }[]>>;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The pattern of one variant. `/…/` is a regular expression, as written. A phrase matches as whole words, across
 * line breaks, in any case; in Korean it must start a word but may run on into a particle or an ending (기절 finds
 * 기절시키거나), since Korean glues those to the word.
 */
export function variantPattern(variant: string, locale: Locale): RegExp {
  if (/^\/.+\/$/.test(variant)) return glossaryPattern(variant);
  const phrase = variant.split(/\s+/).map(escape).join('\\s+');
  const end = locale === 'ko' ? '' : '(?![\\p{L}\\p{N}])';
  return new RegExp(`(?<![\\p{L}\\p{N}])${phrase}${end}`, 'giu');
}

/** Whether words of a game's glossary entries hold on a collection's pages (the about page speaks of both games). */
export const gameHoldsOn = (game: GlossaryEntry['game'], collection: CollectionId) =>
  collection === 'site' || game === (collection === 'arkham' ? 'arkham' : 'cypher');

/** The rules for a locale's text: the words to avoid of the glossary entries given, and the locale's style rules. */
export function avoidRules(entries: readonly GlossaryEntry[], style: StyleRules, locale: Locale): AvoidRule[] {
  const fromGlossary = entries.flatMap((entry) => {
    const { term, avoid = [] } = entry[locale];
    return avoid.map((variant) => ({
      pattern: variantPattern(variant, locale),
      variant,
      use: `${term} (${entry.id})`,
    }));
  });
  const fromStyle = (style[locale] ?? []).flatMap(({ avoid, use }) =>
    avoid.map((variant) => ({ pattern: variantPattern(variant, locale), variant, use })),
  );
  return [...fromGlossary, ...fromStyle];
}

/**
 * A word of another translation, named as such in a note (`<span data-other-translation>기절</span>`): a page may
 * name the word that other texts use for a concept and say why it does not (content/README.md, "Words"), so the
 * word is read past when the page is checked for variants to avoid.
 */
export const withoutOtherTranslations = (mdx: string) =>
  mdx.replace(/<span\s+data-other-translation>[^<]*<\/span>/g, ' ');

/** Each avoided variant found in `text`, with a little context, as a line a failing test can print. */
export function findAvoided(text: string, rules: readonly AvoidRule[]): string[] {
  return rules.flatMap(({ pattern, variant, use }) =>
    [...text.matchAll(pattern)].map((match) => {
      const at = match.index ?? 0;
      const context = text.slice(Math.max(0, at - 25), at + match[0].length + 25);
      return `"${match[0]}" (avoid ${variant}; use ${use}) in “…${context}…”`;
    }),
  );
}
