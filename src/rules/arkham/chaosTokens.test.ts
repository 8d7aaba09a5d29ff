import { describe, expect, it } from 'vitest';
import { nightOfTheZealotBags } from './campaigns.ts';
import {
  bagSize,
  chaosTokens,
  checkBag,
  MAX_FROST_TOKENS,
  MAX_TOKENS_OF_A_KIND,
  maxTokens,
  numberTokens,
} from './chaosTokens.ts';

describe('checkBag', () => {
  const standard = nightOfTheZealotBags.standard;

  it('returns a bag it accepts, with every count', () => {
    expect(checkBag(standard)).toEqual(standard);
    expect(checkBag({ ...standard, minus7: MAX_TOKENS_OF_A_KIND })).toMatchObject({ minus7: MAX_TOKENS_OF_A_KIND });
    expect(checkBag({ ...standard, frost: MAX_FROST_TOKENS })).toMatchObject({ frost: 8 });
    // Ten of each kind; eight frost tokens (Edge of the Earth); ten bless and ten curse tokens (The Innsmouth
    // Conspiracy, "Bless and Curse Tokens": "No more than 10 total").
    expect(chaosTokens.map(maxTokens)).toEqual([...Array<number>(16).fill(10), 8, 10, 10]);
    expect(checkBag({ ...standard, bless: 10, curse: 10 })).toMatchObject({ bless: 10, curse: 10 });
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

describe('chaosTokens and bagSize', () => {
  it('list every kind of token, numbers first, then the symbols, the frost token, and bless and curse last', () => {
    expect(chaosTokens.slice(0, 10)).toEqual(Object.keys(numberTokens));
    expect(chaosTokens.slice(10)).toEqual([
      'skull',
      'cultist',
      'tablet',
      'elderThing',
      'autoFail',
      'elderSign',
      'frost',
      'bless',
      'curse',
    ]);
  });

  it('count a bag, and refuse a count that is no count', () => {
    expect(bagSize(nightOfTheZealotBags.expert)).toBe(18);
    expect(() => bagSize({ ...nightOfTheZealotBags.expert, tablet: -1 })).toThrow(
      expect.objectContaining({ field: 'bag.tablet', reason: 'below-minimum' }),
    );
  });
});
