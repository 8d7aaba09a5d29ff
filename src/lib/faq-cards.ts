import data from '../data/arkham-cards.json';
import type { Locale } from '../i18n/locales.ts';
import type { NamedCard } from './arkhamdb.ts';
import { cardMarks, type CardMark } from './faq.ts';

// The cards the Arkham Horror FAQ marks, with their names in the three languages from ArkhamDB's card data
// (src/data/arkham-cards.json, written by scripts/arkham-cards.mjs from a pinned commit of the data set).

const cards = new Map<string, NamedCard>(data.cards.map((card) => [card.code, card]));

/** Where the names come from: the data set, its commit and its licence. */
export const cardSource = data.source;

/** The card's page on ArkhamDB. */
export function cardUrl(code: string): string {
  return `https://arkhamdb.com/card/${code}`;
}

/** The quotation marks of each language, for a name the data writes with straight ones ("Ashcan" Pete). */
const quotes: Record<Locale, [string, string]> = { ko: ['“', '”'], es: ['«', '»'], en: ['“', '”'] };

/** A card's name as a page of a language prints it: “Ashcan” Pete, Pete «Cubo de Basura». */
export function printedName(name: string, locale: Locale): string {
  const [open, close] = quotes[locale];
  return name.replace(/"([^"]*)"/g, `${open}$1${close}`);
}

/** A name as compared: the same letters whatever the quotation marks (“Ashcan” Pete, Pete «Cubo de Basura»). */
function comparable(name: string): string {
  return name
    .normalize('NFC')
    .replace(/[“”«»"]/g, '"')
    .replace(/[‘’']/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .toLocaleLowerCase();
}

/**
 * The card a mark names, checked against the data: the mark's code must be a card the data holds, and the page
 * must write that card's name in its language. Throws, naming the card, otherwise (the build stops there).
 */
export function markedCard(mark: Pick<CardMark, 'code' | 'text'>, locale: Locale): NamedCard {
  const where = `FAQ card "${mark.text}" (${locale})`;
  if (!mark.code) throw new Error(`${where} has no code: write <Card code="…">, the card's code on ArkhamDB`);
  const card = cards.get(mark.code);
  if (!card) {
    throw new Error(
      `${where}: card ${mark.code} is not in src/data/arkham-cards.json; run "npm run arkham-cards" to add it`,
    );
  }
  if (comparable(card[locale]) !== comparable(mark.text)) {
    throw new Error(`${where}: card ${mark.code} is "${card[locale]}" in ArkhamDB's ${locale} card data`);
  }
  return card;
}

/** One line of the card index: a card and the entries that mention it, in page order. */
export interface IndexedCard {
  card: NamedCard;
  entries: string[];
}

/** The cards an FAQ page marks in its entries, each with the entries that mention it, by name in the page's language. */
export function cardIndex(mdx: string, locale: Locale): IndexedCard[] {
  const index = new Map<string, IndexedCard>();
  for (const mark of cardMarks(mdx)) {
    if (!mark.entry) continue;
    const card = markedCard(mark, locale);
    const line = index.get(card.code) ?? { card, entries: [] };
    if (!line.entries.includes(mark.entry)) line.entries.push(mark.entry);
    index.set(card.code, line);
  }
  // Sorted as a reader looks a name up: “Ashcan” Pete under A, .45 Automatic under 4.
  const collator = new Intl.Collator(locale, { ignorePunctuation: true });
  return [...index.values()].sort((a, b) => collator.compare(a.card[locale], b.card[locale]));
}
