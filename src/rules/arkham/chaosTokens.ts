// The chaos tokens of Arkham Horror: The Card Game and what a chaos bag is: how many of each. The Rules Reference
// ("Chaos Tokens") sorts them into number tokens (a modifier printed on the token), the four symbols whose effect
// the scenario reference card gives (skull, cultist, tablet, elder thing), the auto-fail token and the elder sign,
// whose effect is on the investigator's card. Edge of the Earth adds the frost token, whose effect its rules insert
// gives ("Frost Tokens"; see skillTest.ts), and The Innsmouth Conspiracy the bless and curse tokens, which player cards
// add to the bag ("Bless and Curse Tokens").
import { checkInteger, checkObject } from '../core/check.ts';
import { RulesInputError } from '../core/errors.ts';

/** The number tokens by id, with the modifier each is printed with (+1 down to -8). */
export const numberTokens = {
  plus1: 1,
  zero: 0,
  minus1: -1,
  minus2: -2,
  minus3: -3,
  minus4: -4,
  minus5: -5,
  minus6: -6,
  minus7: -7,
  minus8: -8,
} as const;
export type NumberToken = keyof typeof numberTokens;

/** The tokens whose effect the scenario reference card sets. */
export const symbolTokens = ['skull', 'cultist', 'tablet', 'elderThing'] as const;
export type SymbolToken = (typeof symbolTokens)[number];

/**
 * Every kind of chaos token: numbers from +1 down, the four symbols, the auto-fail token, the elder sign, then the
 * frost token of Edge of the Earth and the bless and curse tokens.
 */
export const chaosTokens = [
  'plus1',
  'zero',
  'minus1',
  'minus2',
  'minus3',
  'minus4',
  'minus5',
  'minus6',
  'minus7',
  'minus8',
  'skull',
  'cultist',
  'tablet',
  'elderThing',
  'autoFail',
  'elderSign',
  'frost',
  'bless',
  'curse',
] as const satisfies readonly (NumberToken | SymbolToken | 'autoFail' | 'elderSign' | 'frost' | 'bless' | 'curse')[];
export type ChaosToken = NumberToken | SymbolToken | 'autoFail' | 'elderSign' | 'frost' | 'bless' | 'curse';

/** How many tokens of each kind a bag holds. */
export type ChaosBag = Readonly<Record<ChaosToken, number>>;

/**
 * The most tokens of one kind a bag may hold here. Campaigns add a token or two at a time (a Night of the Zealot bag
 * has at most three of a kind); the bound keeps the exact odds quick to work out for any bag a reader can type. It is
 * also the rules' own limit for bless and curse tokens: "no more than 10 total [bless] tokens can be included in the
 * chaos bag or sealed on cards in play", and the same for [curse] (The Innsmouth Conspiracy, "Bless and Curse Tokens",
 * as transcribed in zzorba/arkham-cards-data rules/en/rules.json).
 */
export const MAX_TOKENS_OF_A_KIND = 10;

/**
 * The most frost tokens a bag may hold: "no more than eight total frost tokens can be included in the chaos bag"
 * (Edge of the Earth rules insert, "Frost Tokens", as transcribed in zzorba/arkham-cards-data rules/en/rules.json).
 */
export const MAX_FROST_TOKENS = 8;

/** The most tokens of `token`'s kind a bag may hold. */
export function maxTokens(token: ChaosToken): number {
  return token === 'frost' ? MAX_FROST_TOKENS : MAX_TOKENS_OF_A_KIND;
}

/** A bag from the counts it names; every other kind of token is absent. */
export function bagWith(counts: Partial<ChaosBag>): ChaosBag {
  return Object.fromEntries(chaosTokens.map((token) => [token, counts[token] ?? 0])) as Record<ChaosToken, number>;
}

/** Checks each count of a bag as it may arrive from a form or a link: a whole number from 0 to `maxTokens`. */
export function checkCounts(value: unknown): ChaosBag {
  checkObject('bag', value);
  const counts = value as Record<string, unknown>;
  return bagWith(
    Object.fromEntries(
      chaosTokens.map((token) => [
        token,
        checkInteger(`bag.${token}`, counts[token], { min: 0, max: maxTokens(token) }),
      ]),
    ),
  );
}

/** The number of tokens in a bag. */
export function bagSize(bag: ChaosBag): number {
  const counts = checkCounts(bag);
  return chaosTokens.reduce((sum, token) => sum + counts[token], 0);
}

/**
 * Checks a bag as it may arrive from a form or a link: each count a whole number from 0 to `maxTokens` (refused as
 * `bag.<token>`), and at least one token in all (refused as `bag`, reason `empty-bag`: no test can be made with an
 * empty bag). Returns the bag.
 */
export function checkBag(value: unknown): ChaosBag {
  const bag = checkCounts(value);
  if (bagSize(bag) === 0) throw new RulesInputError('bag', 'empty-bag', { value });
  return bag;
}
