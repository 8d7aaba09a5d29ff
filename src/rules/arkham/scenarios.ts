// The scenario reference cards of Arkham Horror: The Card Game: what each side of a card makes each symbol token do
// (Rules Reference, "Chaos Tokens": the skull, cultist, tablet and elder thing resolve "as indicated on the scenario
// reference card"). The card's front is its Easy/Standard side and its back its Hard/Expert side. The facts are not
// typed here: scripts/arkham-campaign-bags.mjs reads them from a pinned commit of ArkhamDB's card data into
// scenarios.generated.ts (numbers and kinds of effect only, never the card's words), and arkham-data.test.ts checks
// them. A modifier written X is a number the reader reads off the table ("X is the number of Ghoul enemies at your
// location"); "−N for each …" is N times that number.
import { checkChoice, checkInteger } from '../core/check.ts';
import { campaignDifficulties, campaignIds, type CampaignDifficulty, type CampaignId } from './campaigns.ts';
import { symbolTokens, type SymbolToken } from './chaosTokens.ts';
import { MAX_TOKEN_MODIFIER, type SymbolEffect } from './skillTest.ts';
import { campaignScenarioCodes, scenarioCards } from './scenarios.generated.ts';

export { scenarioDataSource } from './scenarios.generated.ts';

/** A reference card, by its code on ArkhamDB (`01104`, The Gathering). */
export type ScenarioCode = keyof typeof scenarioCards;

/** The sides of a reference card: Easy/Standard (its front) and Hard/Expert (its back). */
export const scenarioSides = ['standard', 'hard'] as const;
export type ScenarioSide = (typeof scenarioSides)[number];

/** What X counts on a card, by kind (the site's words for each: `chaosBag.counts.<kind>`). */
export const xCounts = [
  'doom',
  'clues',
  'damage',
  'enemies',
  'keys',
  'actAgenda',
  'locations',
  'cards',
  'scenario',
] as const;
export type XCount = (typeof xCounts)[number];

/**
 * What else a card's line for a token does, by kind (`chaosBag.also.<kind>`): take or deal horror or damage, place
 * doom or clues, resources, an enemy (it moves, attacks, spawns), cards (draw, discard, search), a case that changes
 * the token's modifier or effect, or anything else.
 */
export const tokenSideEffects = [
  'horror',
  'damage',
  'doom',
  'clues',
  'resources',
  'enemy',
  'cards',
  'condition',
  'other',
] as const;
export type TokenSideEffect = (typeof tokenSideEffects)[number];

/** What one side of a card says of one symbol token, as numbers and kinds. */
export interface TokenFact {
  /** The modifier, or X: a number the reader reads off the table. */
  readonly modifier: number | 'X';
  /** What the token does to the test, where it is more than its modifier (a card sets no automatic result without a
   * condition, but may). */
  readonly effect?: Exclude<SymbolEffect['effect'], 'modifier'>;
  /** "−N for each …" with N above 1: the modifier is −N × X (with N 1, it is −X). */
  readonly factor?: number;
  /** What X counts. */
  readonly counts?: XCount;
  /** Everything else the line does, by kind, if anything. */
  readonly also?: readonly TokenSideEffect[];
}

/** One side of a card: the symbols it names, each with its facts. */
export type CardSide = Partial<Record<SymbolToken, TokenFact>>;

/** The most X may be: its modifier stays within what a symbol may be set to. */
export const MAX_X = MAX_TOKEN_MODIFIER;

/** The side of a reference card a difficulty plays: Easy and Standard the front, Hard and Expert the back. */
export function sideOf(level: CampaignDifficulty): ScenarioSide {
  const checked = checkChoice('campaignDifficulty', level, campaignDifficulties);
  return checked === 'easy' || checked === 'standard' ? 'standard' : 'hard';
}

/**
 * The modifier a card's `fact` gives a symbol, with X (if the card writes X) as the reader counts it: refused as the
 * symbol's own field when X is not a whole number from 0 to `MAX_X`, or the modifier it makes is past ±`MAX_X`.
 *
 * @example
 * // The Gathering, Easy/Standard: the skull is −X, X the Ghoul enemies at your location; two of them.
 * cardModifier('skull', { modifier: 'X', counts: 'enemies' }, 2); // -2
 */
export function cardModifier(symbol: SymbolToken, fact: Pick<TokenFact, 'modifier' | 'factor'>, x: number): number {
  const range = { min: -MAX_X, max: MAX_X };
  checkChoice('symbol', symbol, symbolTokens);
  if (fact?.modifier !== 'X') return checkInteger(symbol, fact?.modifier, range);
  const factor = checkInteger(symbol, fact.factor ?? 1, range);
  return checkInteger(symbol, -factor * checkInteger(symbol, x, { min: 0, max: MAX_X }), range);
}

/** What a symbol does when a card gives it `fact`, with X as the reader counts it (see `cardModifier`). */
export function symbolEffectOf(symbol: SymbolToken, fact: TokenFact, x: number): SymbolEffect {
  const modifier = cardModifier(symbol, fact, x);
  if (fact.effect === 'autoFail' || fact.effect === 'autoSuccess') return { effect: fact.effect };
  return { effect: fact.effect === 'revealAnother' ? 'revealAnother' : 'modifier', modifier };
}

/** The reference cards `campaign` plays, in the order of their codes (none for a fan-made campaign). */
export function campaignScenarios(campaign: CampaignId): readonly ScenarioCode[] {
  return campaignScenarioCodes[checkChoice('campaign', campaign, campaignIds)];
}

/** A card's names, file and sides (or why its tokens are left to the reader). */
export function scenarioCard(code: ScenarioCode) {
  return scenarioCards[checkChoice('scenario', code, Object.keys(scenarioCards) as ScenarioCode[])] as {
    name: { en: string; ko: string; es: string };
    sides?: Record<ScenarioSide, CardSide>;
    reader?: string;
  };
}
