import type { Locale } from '../i18n/locales.ts';

// ArkhamDB's public card data (github.com/Kamalisk/arkhamdb-json-data): each card in English in a pack file under
// `pack/`, and its name in another language in the file of the same path under `translations/<language>/pack/`.
// scripts/arkham-cards.mjs reads it at a pinned commit and keeps the names of the cards the FAQ marks.

/** A card's name in each of the site's languages, with its code on ArkhamDB. */
export type NamedCard = { code: string } & Record<Locale, string>;

/** The languages whose names come from `translations/`; English is the pack files' own. */
const translated = ['ko', 'es'] as const satisfies readonly Locale[];

/** What the generator reads of a card in a pack file. */
interface DataCard {
  code: string;
  name?: string;
  subname?: string | null;
}

/** The data set's files the names come from: English packs and their translations, by path. */
export function isNameFile(path: string): boolean {
  return /^(translations\/(ko|es)\/)?pack\/.+\.json$/.test(path);
}

/**
 * A card's title without its subtitle. Some translations write a treachery's subtitle after the title in parentheses
 * ("Viaje agitado (Falacia)"), where English has it apart (`subname`); the title is what the FAQ names, since cards of
 * one title are copies of one another whatever their subtitle (FAQ 2.5, 2.21 "Treachery and Event Subtitles").
 */
function titleOf(name: string, hasSubtitle: boolean): string {
  return hasSubtitle ? name.replace(/\s*\([^()]*\)$/, '') : name;
}

/**
 * The names of the cards with these codes, in English and in every translated language, in the order of their codes.
 * `files` maps each file of the data set (see `isNameFile`) to its text. Throws, naming the card, when a code is not
 * in the data or a card has no name in one of the languages.
 */
export function cardNames(files: ReadonlyMap<string, string>, codes: readonly string[]): NamedCard[] {
  const cardsIn = (prefix: string) => {
    const cards = new Map<string, DataCard>();
    for (const [path, text] of files) {
      if (!path.startsWith(prefix)) continue;
      for (const card of JSON.parse(text) as DataCard[]) cards.set(card.code, card);
    }
    return cards;
  };
  const english = cardsIn('pack/');
  const translations = new Map(translated.map((locale) => [locale, cardsIn(`translations/${locale}/pack/`)]));
  return [...new Set(codes)].sort().map((code) => {
    const card = english.get(code);
    if (!card?.name) throw new Error(`Card ${code} is not in ArkhamDB's card data`);
    const hasSubtitle = Boolean(card.subname);
    const nameIn = (locale: (typeof translated)[number]) => {
      const name = translations.get(locale)?.get(code)?.name;
      if (!name) throw new Error(`Card ${code} (${card.name}) has no ${locale} name in ArkhamDB's card data`);
      return titleOf(name, hasSubtitle);
    };
    return { code, en: card.name, ko: nameIn('ko'), es: nameIn('es') };
  });
}
