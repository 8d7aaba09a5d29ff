import {
  campaignBags,
  campaignIds,
  campaignInfo,
  campaignScenarios,
  scenarioCard,
  type CampaignBags,
  type CampaignId,
  type CardSide,
  type ScenarioSide,
  type SymbolToken,
  type TokenFact,
} from '../../../rules/index.ts';
import { localeInfo, type Locale } from '../../../i18n/index.ts';
import { islandText } from '../shared/strings.ts';
import { cardLine } from './chaos-bag-text.ts';
import type { campaignGroups } from './campaign-groups.ts';

/**
 * What the chaos bag's script knows of the campaigns and scenarios, in one language. It is not in the page: it comes
 * with the script's words (island-words.ts, /<locale>/island-words/chaos-bag.json), fetched with its code, so the
 * page carries only the campaign it opens with, and the script no campaign's bags.
 */
export interface ChaosBagData {
  /** The address of a card on ArkhamDB in the page's language, without the card's code. */
  cardAddress: string;
  /**
   * Every campaign the list offers, in its order: its name, its group, its starting bags and the reference cards of
   * its scenarios (none for a fan-made campaign).
   */
  campaigns: Record<
    string,
    { name: string; group: (typeof campaignGroups)[number]; bags: CampaignBags; scenarios: readonly string[] }
  >;
  /**
   * Each card: its name in the page's language, and its sides (none: the reader sets its tokens from the card), each
   * symbol's facts with, where the card says more than a number, the line that says it (`cardLine`), in the page's
   * language: the script shows it under the symbol.
   */
  cards: Record<string, { name: string; sides?: Record<ScenarioSide, ShownSide> }>;
}

/** A side of a card as the script gets it: each symbol's modifier and effect, and its line. */
export type ShownSide = Partial<
  Record<SymbolToken, Pick<TokenFact, 'modifier' | 'effect' | 'factor'> & { line?: string }>
>;

/**
 * ArkhamDB's card pages in each language (content/external-links.yaml says where each address was seen): the
 * Korean and Spanish sites show the card in that language.
 */
export const cardAddresses: Record<Locale, string> = {
  ko: 'https://ko.arkhamdb.com/card/',
  es: 'https://es.arkhamdb.com/card/',
  en: 'https://arkhamdb.com/card/',
};

/** The chaos bag's campaign and scenario data in `locale`. */
export function chaosBagData(locale: Locale): ChaosBagData {
  const campaigns = Object.fromEntries(
    campaignIds.map((id: CampaignId) => [
      id,
      {
        name: campaignInfo[id].name[locale],
        group: campaignInfo[id].kind,
        bags: campaignBags(id),
        scenarios: campaignScenarios(id),
      },
    ]),
  );
  const codes = [...new Set(campaignIds.flatMap((id) => campaignScenarios(id)))];
  const text = islandText(locale);
  const shown = (side: CardSide): ShownSide =>
    Object.fromEntries(
      Object.entries(side).map(([symbol, { also: _also, counts: _counts, ...fact }]) => {
        const line = cardLine(side[symbol as SymbolToken]!, text, localeInfo[locale].numberLocale).join(' ');
        return [symbol, { ...fact, ...(line ? { line } : {}) }];
      }),
    );
  const cards = Object.fromEntries(
    codes.map((code) => {
      const { name, sides } = scenarioCard(code);
      return [
        code,
        {
          name: name[locale],
          ...(sides ? { sides: { standard: shown(sides.standard), hard: shown(sides.hard) } } : {}),
        },
      ];
    }),
  );
  return { cardAddress: cardAddresses[locale], campaigns, cards };
}
