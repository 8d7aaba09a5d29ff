import { describe, expect, it } from 'vitest';
import {
  bagSize,
  campaignDifficulties,
  campaignDifficultyOf,
  chaosTokens,
  checkBag,
  MAX_FROST_TOKENS,
  MAX_TOKENS_OF_A_KIND,
  maxTokens,
  nightOfTheZealotBags,
  numberTokens,
  type ChaosBag,
  type NumberToken,
} from './chaosTokens.ts';

/** A bag's number tokens written out, highest first, and its other tokens by kind. */
function contents(bag: ChaosBag) {
  const numbers = (Object.keys(numberTokens) as NumberToken[]).flatMap((token) =>
    Array<number>(bag[token]).fill(numberTokens[token]),
  );
  const { skull, cultist, tablet, elderThing, autoFail, elderSign, frost } = bag;
  return { numbers, skull, cultist, tablet, elderThing, autoFail, elderSign, frost };
}

describe('Night of the Zealot bags', () => {
  // The campaign guide's bags as issue 28 lists them, the same in zzorba/arkham-cards-data
  // (campaigns/notz/campaign.json) and zzorba/ArkhamCards (src/components/campaign/constants.ts, NOTZ_BAG).
  const symbols = { skull: 2, cultist: 1, tablet: 1, elderThing: 0, autoFail: 1, elderSign: 1, frost: 0 };
  it.each([
    ['easy', [1, 1, 0, 0, 0, -1, -1, -1, -2, -2], 16],
    ['standard', [1, 0, 0, -1, -1, -1, -2, -2, -3, -4], 16],
    ['hard', [0, 0, 0, -1, -1, -2, -2, -3, -3, -4, -5], 17],
    ['expert', [0, -1, -1, -2, -2, -3, -3, -4, -4, -5, -6, -8], 18],
  ] as const)(
    '%s: %j, 2 skulls, a cultist, a tablet, the auto-fail token and the elder sign (%i)',
    (level, numbers, size) => {
      const bag = nightOfTheZealotBags[level];
      expect(contents(bag)).toEqual({ numbers, ...symbols });
      expect(bagSize(bag)).toBe(size);
    },
  );

  it('names each bag by its difficulty, and no other bag', () => {
    for (const level of campaignDifficulties) expect(campaignDifficultyOf(nightOfTheZealotBags[level])).toBe(level);
    // A campaign that adds a -2 to the Standard bag no longer plays the guide's bag.
    const changed = { ...nightOfTheZealotBags.standard, minus2: 3 };
    expect(campaignDifficultyOf(changed)).toBeUndefined();
  });

  it('lists every kind of token, numbers first, then the symbols, and the frost token last', () => {
    expect(chaosTokens.slice(0, 10)).toEqual(Object.keys(numberTokens));
    expect(chaosTokens.slice(10)).toEqual([
      'skull',
      'cultist',
      'tablet',
      'elderThing',
      'autoFail',
      'elderSign',
      'frost',
    ]);
  });
});

describe('checkBag', () => {
  const standard = nightOfTheZealotBags.standard;

  it('returns a bag it accepts, with every count', () => {
    expect(checkBag(standard)).toEqual(standard);
    expect(checkBag({ ...standard, minus7: MAX_TOKENS_OF_A_KIND })).toMatchObject({ minus7: MAX_TOKENS_OF_A_KIND });
    expect(checkBag({ ...standard, frost: MAX_FROST_TOKENS })).toMatchObject({ frost: 8 });
    expect(chaosTokens.map(maxTokens)).toEqual([...Array<number>(16).fill(10), 8]);
  });

  it.each([
    [{ ...standard, minus1: -3 }, 'bag.minus1', 'below-minimum'],
    [{ ...standard, skull: MAX_TOKENS_OF_A_KIND + 1 }, 'bag.skull', 'above-maximum'],
    [{ ...standard, elderSign: 1.5 }, 'bag.elderSign', 'not-an-integer'],
    [{ ...standard, zero: undefined }, 'bag.zero', 'not-a-number'],
    [{ ...standard, plus1: 1e9 }, 'bag.plus1', 'above-maximum'],
    // Edge of the Earth rules insert, "Frost Tokens": no more than eight frost tokens in the bag.
    [{ ...standard, frost: MAX_FROST_TOKENS + 1 }, 'bag.frost', 'above-maximum'],
    [null, 'bag', 'not-an-object'],
  ])('refuses %j: %s, %s', (bag, field, reason) => {
    expect(() => checkBag(bag)).toThrow(expect.objectContaining({ field, reason }));
  });

  it('refuses an empty bag: no token can be revealed', () => {
    const empty = Object.fromEntries(chaosTokens.map((token) => [token, 0]));
    expect(() => checkBag(empty)).toThrow(expect.objectContaining({ field: 'bag', reason: 'empty-bag' }));
  });
});

describe('bagSize and campaignDifficultyOf', () => {
  it('count and name a bag, and refuse a count that is no count', () => {
    expect(bagSize(nightOfTheZealotBags.expert)).toBe(18);
    expect(() => bagSize({ ...nightOfTheZealotBags.expert, tablet: -1 })).toThrow(
      expect.objectContaining({ field: 'bag.tablet', reason: 'below-minimum' }),
    );
    expect(() => campaignDifficultyOf(undefined as never)).toThrow(expect.objectContaining({ field: 'bag' }));
  });
});
