// The chaos tokens of Arkham Horror: The Card Game and the chaos bags a campaign starts with. The Rules Reference
// ("Chaos Tokens") sorts them into number tokens (a modifier printed on the token), the four symbols whose effect
// the scenario reference card gives (skull, cultist, tablet, elder thing), the auto-fail token and the elder sign,
// whose effect is on the investigator's card. Edge of the Earth adds the frost token, whose effect its rules insert
// gives ("Frost Tokens"; see skillTest.ts).
import { checkInteger, checkObject } from '../check.ts';
import { RulesInputError } from '../errors.ts';

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
 * frost token of Edge of the Earth.
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
] as const satisfies readonly (NumberToken | SymbolToken | 'autoFail' | 'elderSign' | 'frost')[];
export type ChaosToken = NumberToken | SymbolToken | 'autoFail' | 'elderSign' | 'frost';

/** How many tokens of each kind a bag holds. */
export type ChaosBag = Readonly<Record<ChaosToken, number>>;

/**
 * The most tokens of one kind a bag may hold here. Campaigns add a token or two at a time (a Night of the Zealot bag
 * has at most three of a kind); the bound keeps the exact odds quick to work out for any bag a reader can type.
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

/** The difficulty levels a campaign is played at, each with its own starting bag. */
export const campaignDifficulties = ['easy', 'standard', 'hard', 'expert'] as const;
export type CampaignDifficulty = (typeof campaignDifficulties)[number];

/** A bag from the counts it names; every other kind of token is absent. */
function bagWith(counts: Partial<ChaosBag>): ChaosBag {
  return Object.fromEntries(chaosTokens.map((token) => [token, counts[token] ?? 0])) as Record<ChaosToken, number>;
}

/** A Night of the Zealot bag: its number tokens, and the symbols and special tokens every one of them holds. */
function zealotBag(numbers: Partial<Record<NumberToken, number>>): ChaosBag {
  return bagWith({ ...numbers, skull: 2, cultist: 1, tablet: 1, autoFail: 1, elderSign: 1 });
}

/**
 * The chaos bag of the Night of the Zealot campaign (the core set) at each difficulty, as its campaign guide sets
 * it up. Checked against two public transcriptions of the guide: zzorba/arkham-cards-data, campaigns/notz/
 * campaign.json ("chaos_bags", commit 05e899f0), and zzorba/ArkhamCards, src/components/campaign/constants.ts
 * (NOTZ_BAG, commit 04bd4571); both agree with each other and with issue 28's lists.
 */
export const nightOfTheZealotBags: Readonly<Record<CampaignDifficulty, ChaosBag>> = {
  // +1 +1 0 0 0 -1 -1 -1 -2 -2: 16 tokens.
  easy: /* @__PURE__ */ zealotBag({ plus1: 2, zero: 3, minus1: 3, minus2: 2 }),
  // +1 0 0 -1 -1 -1 -2 -2 -3 -4: 16 tokens.
  standard: /* @__PURE__ */ zealotBag({ plus1: 1, zero: 2, minus1: 3, minus2: 2, minus3: 1, minus4: 1 }),
  // 0 0 0 -1 -1 -2 -2 -3 -3 -4 -5: 17 tokens.
  hard: /* @__PURE__ */ zealotBag({ zero: 3, minus1: 2, minus2: 2, minus3: 2, minus4: 1, minus5: 1 }),
  // 0 -1 -1 -2 -2 -3 -3 -4 -4 -5 -6 -8: 18 tokens.
  expert: /* @__PURE__ */ zealotBag({
    zero: 1,
    minus1: 2,
    minus2: 2,
    minus3: 2,
    minus4: 2,
    minus5: 1,
    minus6: 1,
    minus8: 1,
  }),
};

/** Checks each count of a bag as it may arrive from a form or a link: a whole number from 0 to `maxTokens`. */
function checkCounts(value: unknown): ChaosBag {
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
 * Checks a bag as it may arrive from a form or a link: each count a whole number from 0 to `maxTokens` (refused as `bag.<token>`), and at least one token in all (refused as `bag`, reason `empty-bag`: no test can be
 * made with an empty bag). Returns the bag.
 */
export function checkBag(value: unknown): ChaosBag {
  const bag = checkCounts(value);
  if (bagSize(bag) === 0) throw new RulesInputError('bag', 'empty-bag', { value });
  return bag;
}

/**
 * The campaign difficulty whose Night of the Zealot bag this is, token for token, or undefined for any other bag
 * (one a campaign has changed).
 */
export function campaignDifficultyOf(bag: ChaosBag): CampaignDifficulty | undefined {
  const counts = checkCounts(bag);
  return campaignDifficulties.find((difficulty) =>
    chaosTokens.every((token) => nightOfTheZealotBags[difficulty][token] === counts[token]),
  );
}
