// The skill test's odds (Rules Reference "Skill Test Timing" ST.3-ST.6, "Chaos Tokens", "Automatic Failure/Success",
// "Modifiers"; Korean FAQ v1.5, 003 "규칙 설명", "Resolving several chaos tokens"). The worked examples are counted by
// hand in the comments: a token passes when the skill value plus its modifier reaches the difficulty.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nightOfTheZealotBags } from './campaigns.ts';
import {
  chaosTokens,
  numberTokens,
  symbolTokens,
  type ChaosBag,
  type ChaosToken,
  type NumberToken,
} from './chaosTokens.ts';
import { Probability } from '../core/probability.ts';
import {
  MAX_SKILL_VALUE,
  MAX_TOKEN_MODIFIER,
  revealOutcomes,
  skillTestMargins,
  skillTestOdds,
  type ChaosBagInput,
  type ElderSignEffect,
  type SymbolEffect,
} from './skillTest.ts';

const empty = Object.fromEntries(chaosTokens.map((token) => [token, 0])) as Record<ChaosToken, number>;
/** A bag of only the tokens named. */
const bagOf = (counts: Partial<ChaosBag>): ChaosBag => ({ ...empty, ...counts });

/** The island's starting values: skull -1, cultist -1, tablet -2, elder thing -2, elder sign +1. */
const effects = {
  skull: { effect: 'modifier', modifier: -1 },
  cultist: { effect: 'modifier', modifier: -1 },
  tablet: { effect: 'modifier', modifier: -2 },
  elderThing: { effect: 'modifier', modifier: -2 },
  elderSign: { effect: 'modifier', modifier: 1 },
} as const satisfies Omit<ChaosBagInput, 'bag'>;
const standard = { bag: nightOfTheZealotBags.standard, ...effects };

const odds = (input: Partial<ChaosBagInput> & { skill: number; difficulty: number }) =>
  skillTestOdds({ ...standard, ...input });
const decimal = (input: Partial<ChaosBagInput> & { skill: number; difficulty: number }) =>
  odds(input).chance.toDecimal();

/** A number token's modifier. */
const numberModifier = (token: ChaosToken) => numberTokens[token as NumberToken];

/** Exact comparison of two probabilities. */
const compare = (a: Probability, b: Probability) => a.numerator * b.denominator - b.numerator * a.denominator;
/** The exact sum of some probabilities. */
const sum = (ps: Probability[]) =>
  ps.reduce(
    (total, p) =>
      Probability.of(
        total.numerator * p.denominator + p.numerator * total.denominator,
        total.denominator * p.denominator,
      ),
    Probability.of(0n, 1n),
  );

describe('skillTestOdds: worked examples', () => {
  // Standard bag: +1, 0, 0, -1, -1, -1, -2, -2, -3, -4, skull, skull, cultist, tablet, auto-fail, elder sign (16).
  it('Standard, skill 4 against 3: 10 of 16 tokens pass', () => {
    // A modifier of -1 or better passes: +1, 0, 0, -1 x3, skull x2 (-1), cultist (-1), elder sign (+1) = 10.
    // -2 x2, -3, -4, tablet (-2) and auto-fail fail = 6. 10/16 = 0.625.
    expect(decimal({ skill: 4, difficulty: 3 })).toBe('0.625');
  });

  it('Standard, the odds table from skill 3 below the difficulty to 5 above', () => {
    // Margin m passes the tokens whose modifier is at least -m:
    // -3: +3 or better: none, 0. -2: +2: none, 0. -1: +1, elder sign = 2/16. 0: +1, 0, 0, elder sign = 4/16.
    // +1: 10/16 (above). +2: adds -2 x2 and the tablet = 13/16. +3: adds -3 = 14/16. +4: adds -4 = 15/16.
    // +5: still 15/16: the auto-fail token fails whatever the values.
    expect(
      odds({ skill: 4, difficulty: 3 }).margins.map(({ margin, chance }) => [margin, chance?.toDecimal()]),
    ).toEqual([
      [-3, '0'],
      [-2, '0'],
      [-1, '0.125'],
      [0, '0.25'],
      [1, '0.625'],
      [2, '0.8125'],
      [3, '0.875'],
      [4, '0.9375'],
      [5, '0.9375'],
    ]);
  });

  it('Easy, skill equal to the difficulty: 6 of 16', () => {
    // +1 +1 0 0 0 and the elder sign (+1) pass: 6/16 = 0.375.
    expect(decimal({ bag: nightOfTheZealotBags.easy, skill: 2, difficulty: 2 })).toBe('0.375');
  });

  it('Hard, two above the difficulty: 12 of 17', () => {
    // 0 x3, -1 x2, -2 x2, skull x2 (-1), cultist (-1), tablet (-2), elder sign (+1) = 12 of 17 tokens.
    expect(decimal({ bag: nightOfTheZealotBags.hard, skill: 4, difficulty: 2 })).toBe('0.70588235294117647059');
  });

  it('Expert, three above the difficulty: 12 of 18 = 2/3', () => {
    // 0, -1 x2, -2 x2, -3 x2, skull x2, cultist, tablet, elder sign = 12 of 18.
    expect(decimal({ bag: nightOfTheZealotBags.expert, skill: 5, difficulty: 2 })).toBe('0.66666666666666666667');
  });

  it('which tokens fail: each kind in the bag, 1 when it passes, 0 when it fails', () => {
    const tokens = odds({ skill: 4, difficulty: 3 }).tokens.map(({ token, count, chance }) => [
      token,
      count,
      chance.toDecimal(),
    ]);
    expect(tokens).toEqual([
      ['plus1', 1, '1'],
      ['zero', 2, '1'],
      ['minus1', 3, '1'],
      ['minus2', 2, '0'],
      ['minus3', 1, '0'],
      ['minus4', 1, '0'],
      ['skull', 2, '1'],
      ['cultist', 1, '1'],
      ['tablet', 1, '0'],
      ['autoFail', 1, '0'],
      ['elderSign', 1, '1'],
    ]);
  });
});

describe('skillTestOdds: "reveal another token"', () => {
  it('a cultist that reveals another, skill equal to the difficulty: 4/15', () => {
    // The cultist reads "Reveal another token" with no modifier of its own (The Gathering, Hard/Expert).
    // First token not the cultist: +1, 0, 0 and the elder sign pass, 4/16. First the cultist (1/16), then one of the
    // 15 left passes the same way: 4/15. 4/16 + 1/16 x 4/15 = 60/240 + 4/240 = 64/240 = 4/15.
    const input = { skill: 3, difficulty: 3, cultist: { effect: 'revealAnother', modifier: 0 } } as const;
    expect(decimal(input)).toBe('0.26666666666666666667');
    expect(
      odds(input)
        .tokens.find(({ token }) => token === 'cultist')
        ?.chance.toDecimal(),
    ).toBe('0.26666666666666666667');
  });

  it('two skulls that each say "-1, reveal another", drawn without putting them back: 449/840', () => {
    // Skill 4 against 3: the revealed modifiers must add up to -1 or better. 14 tokens stop the chain.
    // No skull first: 8 of the 16 pass (+1, 0, 0, -1 x3, cultist -1, elder sign +1): 8/16 = 1680/3360.
    // A skull (2/16), then a token of the 15 left: -1 + m >= -1 needs m >= 0: +1, 0, 0, elder sign (4):
    // 2/16 x 4/15 = 112/3360.
    // Both skulls (2/16 x 1/15), then one of the 14 left: -2 + m >= -1 needs m >= 1: +1, elder sign (2):
    // 2/16 x 1/15 x 2/14 = 4/3360.
    // 1680 + 112 + 4 = 1796/3360 = 449/840.
    const input = { skill: 4, difficulty: 3, skull: { effect: 'revealAnother', modifier: -1 } } as const;
    expect(decimal(input)).toBe('0.53452380952380952381');
    // After a skull: 4/15 + 1/15 x 2/14 = 58/210 = 29/105.
    expect(
      odds(input)
        .tokens.find(({ token }) => token === 'skull')
        ?.chance.toDecimal(),
    ).toBe('0.27619047619047619048');
  });

  // Ruling: a token that says "reveal another" when the bag holds no other token reveals nothing more; the test
  // resolves with the modifiers revealed so far (src/rules/README.md).
  it('a bag of only "reveal another" tokens is drawn to the end, and its modifiers count', () => {
    // Two cultists at -1: both come out, -2 in all. Skill 3 against 1: 3 - 2 = 1, a pass; skill 2: 0, a fail.
    const input = { bag: bagOf({ cultist: 2 }), cultist: { effect: 'revealAnother', modifier: -1 } } as const;
    expect(revealOutcomes({ ...standard, ...input }).totals).toEqual([
      { modifier: -2, probability: Probability.of(1n, 1n) },
    ]);
    expect(decimal({ ...input, skill: 3, difficulty: 1 })).toBe('1');
    expect(decimal({ ...input, skill: 2, difficulty: 1 })).toBe('0');
    // The only token left after the first cultist is the second: the chain ends with it.
    expect(odds({ ...input, skill: 3, difficulty: 1 }).tokens[0]?.chance.toDecimal()).toBe('1');
  });

  // Ruling: an auto-fail token revealed after a "reveal another" fails the test like a first one (every revealed
  // token is resolved: 003, "Resolving several chaos tokens").
  it('an auto-fail token revealed second fails the test', () => {
    // Cultist (reveal another, 0), auto-fail, 0. Difficulty 0, so anything but auto-fail passes.
    // Pass: 0 first (1/3), or cultist then 0 (1/3 x 1/2) = 1/2. Fail: auto-fail first (1/3) or second (1/6) = 1/2.
    const input = {
      bag: bagOf({ cultist: 1, autoFail: 1, zero: 1 }),
      cultist: { effect: 'revealAnother', modifier: 0 },
    } as const;
    expect(decimal({ ...input, skill: 0, difficulty: 0 })).toBe('0.5');
    expect(revealOutcomes({ ...standard, ...input }).autoFail.toDecimal()).toBe('0.5');
  });
});

// The frost token, Edge of the Earth rules insert, "Frost Tokens" (transcribed in zzorba/arkham-cards-data,
// rules/en/rules.json): the first frost token revealed during a test is "-1. Reveal another token"; if another frost
// token is revealed during the same test, the reveals end at once and the test fails automatically.
describe('skillTestOdds: the frost token', () => {
  it('the rules insert’s example: two frost tokens and a +1', () => {
    // Bob's bag holds two frost tokens; here with one +1. A +1 first: +1 in all (1/3). A frost, then the +1: -1 + 1 =
    // 0, Bob succeeds (2/3 x 1/2 = 1/3). A frost, then the other frost: an automatic failure (1/3).
    const outcomes = revealOutcomes({ ...standard, bag: bagOf({ frost: 2, plus1: 1 }) });
    expect(outcomes.autoFail.toDecimal()).toBe('0.33333333333333333333');
    expect(outcomes.totals.map(({ modifier, probability }) => [modifier, probability.toDecimal()])).toEqual([
      [0, '0.33333333333333333333'],
      [1, '0.33333333333333333333'],
    ]);
    // Skill 2 against 2: the +1 and the frost-then-+1 pass: 2/3.
    expect(decimal({ bag: bagOf({ frost: 2, plus1: 1 }), skill: 2, difficulty: 2 })).toBe('0.66666666666666666667');
  });

  it('after a frost token, the next frost fails and the others count from -1', () => {
    // Frost, frost, +1, 0; skill 3 against 3. A frost first (2/4), then of the three left: the +1 makes 0 (a pass),
    // the 0 makes -1 (a fail), the other frost fails: 1/3 after a frost.
    // No frost first: the +1 passes, the 0 passes: 2/4. In all: 2/4 + 2/4 x 1/3 = 2/3.
    const input = { bag: bagOf({ frost: 2, plus1: 1, zero: 1 }), skill: 3, difficulty: 3 };
    expect(decimal(input)).toBe('0.66666666666666666667');
    expect(
      odds(input)
        .tokens.find(({ token }) => token === 'frost')
        ?.chance.toDecimal(),
    ).toBe('0.33333333333333333333');
  });

  it('a single frost token with nothing but "reveal another" tokens: the bag is drawn to the end', () => {
    // A frost (-1) and a skull that says "-1, reveal another": both come out, -2 in all.
    const input = { bag: bagOf({ frost: 1, skull: 1 }), skull: { effect: 'revealAnother', modifier: -1 } } as const;
    expect(revealOutcomes({ ...standard, ...input }).totals).toEqual([
      { modifier: -2, probability: Probability.of(1n, 1n) },
    ]);
    // Whichever comes first, the other follows: -2 in all, so skill 3 passes difficulty 1 either way.
    expect(
      odds({ ...input, skill: 3, difficulty: 1 }).tokens.map(({ token, chance }) => [token, chance.toDecimal()]),
    ).toEqual([
      ['skull', '1'],
      ['frost', '1'],
    ]);
    // Two frost tokens alone: the second always fails the test.
    expect(revealOutcomes({ ...standard, bag: bagOf({ frost: 2 }) }).autoFail.toDecimal()).toBe('1');
  });

  it('an Edge of the Earth Expert bag with eight frost tokens is worked out exactly', () => {
    // 0 -1 -2 -2 -3 -4 -4 -5 -7, eight frost, 2 skulls, a cultist, a tablet, auto-fail, elder sign: 23 tokens.
    const bag = bagOf({
      zero: 1,
      minus1: 1,
      minus2: 2,
      minus3: 1,
      minus4: 2,
      minus5: 1,
      minus7: 1,
      frost: 8,
      skull: 2,
      cultist: 1,
      tablet: 1,
      autoFail: 1,
      elderSign: 1,
    });
    const outcomes = revealOutcomes({ ...standard, bag });
    expect(
      sum([outcomes.autoFail, outcomes.autoSuccess, ...outcomes.totals.map((t) => t.probability)]).toDecimal(),
    ).toBe('1');
    // A frost first (8/23) then another (7/22): 28/253 fail that way, and the auto-fail token 1/23 + 8/23 x 1/22.
    // 28/253 + 1/23 + 4/253 = 28/253 + 11/253 + 4/253 = 43/253.
    expect(compare(outcomes.autoFail, Probability.of(43n, 253n))).toBe(0n);
  });
});

describe('skillTestOdds: bless and curse tokens', () => {
  // The Innsmouth Conspiracy, "Bless and Curse Tokens" (zzorba/arkham-cards-data rules/en/rules.json): a bless token is
  // "+2. Reveal another token.", a curse token "-2. Reveal another token.".
  it('one bless token in the Standard bag, skill 2 against 3: 2/17 + 1/17 × 10/16 = 21/136', () => {
    // Skill 2 needs a modifier of at least +1. Another token first (16/17): only the +1 and the elder sign (+1) pass,
    // 2 of 17. The bless first (1/17): +2, then one of the other 16 needs at least -1: the +1, both 0s, the three -1s,
    // both skulls and the cultist (-1) and the elder sign, 10 of 16. 2/17 + 10/272 = 42/272 = 21/136.
    const bag = bagOf({ ...nightOfTheZealotBags.standard, bless: 1 });
    expect(odds({ bag, skill: 2, difficulty: 3 }).chance.toDecimal()).toBe(Probability.of(21n, 136n).toDecimal());
  });

  it('a curse token drawn first takes 2 off: Standard bag and one curse, skill 4 against 3', () => {
    // Without it: 10 of 16 (worked example above). With it: 10/17 when another token comes first, and after the curse
    // (1/17) a token of 16 that must give at least +1: the +1 and the elder sign, 2 of 16. 10/17 + 2/272 = 162/272.
    const bag = bagOf({ ...nightOfTheZealotBags.standard, curse: 1 });
    expect(odds({ bag, skill: 4, difficulty: 3 }).chance.toDecimal()).toBe(Probability.of(162n, 272n).toDecimal());
  });

  it('a bless and a curse cancel out when both come before the last token', () => {
    // A bag of one bless, one curse and one 0: every order ends on the 0 with +2 - 2 = 0 (or on 0 alone).
    const outcomes = revealOutcomes({ ...effects, bag: bagOf({ bless: 1, curse: 1, zero: 1 }) });
    expect(outcomes.totals.map(({ modifier, probability }) => [modifier, probability.toDecimal()])).toEqual([
      [-2, Probability.of(1n, 6n).toDecimal()],
      [0, Probability.of(2n, 3n).toDecimal()],
      [2, Probability.of(1n, 6n).toDecimal()],
    ]);
  });

  it('takes up to ten of each, and refuses eleven', () => {
    const full = bagOf({ ...nightOfTheZealotBags.standard, bless: 10, curse: 10 });
    expect(odds({ bag: full, skill: 4, difficulty: 3 }).chance.numerator).toBeGreaterThan(0n);
    expect(() => odds({ bag: { ...full, curse: 11 }, skill: 4, difficulty: 3 })).toThrow(
      expect.objectContaining({ field: 'bag.curse', reason: 'above-maximum' }),
    );
  });
});

describe('skillTestOdds: the auto-fail token, the elder sign and values below 0', () => {
  it('the auto-fail token fails even a test of difficulty 0', () => {
    // Standard, difficulty 0: every token but the auto-fail passes: 15/16.
    expect(decimal({ skill: 0, difficulty: 0 })).toBe('0.9375');
  });

  // A value below 0 counts as 0 (Rules Reference "Modifiers": skill 4 with a -8 token is treated as 0).
  it('a modified value below 0 counts as 0, which still meets difficulty 0', () => {
    // Expert, skill 1 against 0: the -8 leaves -7, treated as 0: it passes. Only the auto-fail fails: 17/18.
    const expert = { bag: nightOfTheZealotBags.expert, skill: 1, difficulty: 0 };
    expect(
      odds(expert)
        .tokens.find(({ token }) => token === 'minus8')
        ?.chance.toDecimal(),
    ).toBe('1');
    expect(decimal(expert)).toBe('0.94444444444444444444');
  });

  it('an elder sign that succeeds automatically passes a test no modifier could', () => {
    // Standard, skill 0 against 5: no token's modifier reaches +5; only the elder sign passes: 1/16.
    expect(decimal({ skill: 0, difficulty: 5, elderSign: { effect: 'autoSuccess' } })).toBe('0.0625');
    expect(decimal({ skill: 0, difficulty: 5 })).toBe('0');
  });

  it('a symbol set to automatic failure fails, whatever its modifier was', () => {
    // Standard, skill 5 against 3: 13 tokens pass with the tablet at -2; set to automatic failure, 12.
    expect(decimal({ skill: 5, difficulty: 3 })).toBe('0.8125');
    expect(decimal({ skill: 5, difficulty: 3, tablet: { effect: 'autoFail' } })).toBe('0.75');
  });

  it('a bag of auto-fail tokens gives 0', () => {
    expect(decimal({ bag: bagOf({ autoFail: 3 }), skill: MAX_SKILL_VALUE, difficulty: 0 })).toBe('0');
  });

  it('leaves out the rows of the odds table whose skill value would be below 0', () => {
    const margins = odds({ skill: 0, difficulty: 1 }).margins;
    expect(margins.filter(({ chance }) => chance === undefined).map(({ margin }) => margin)).toEqual([-3, -2]);
  });
});

describe('skillTestOdds: refusals name the field', () => {
  it.each([
    [{ skill: -1 }, 'skill', 'below-minimum'],
    [{ skill: MAX_SKILL_VALUE + 1 }, 'skill', 'above-maximum'],
    [{ difficulty: 2.5 }, 'difficulty', 'not-an-integer'],
    [{ skull: { effect: 'modifier', modifier: MAX_TOKEN_MODIFIER + 1 } }, 'skull', 'above-maximum'],
    [{ elderThing: { effect: 'revealAnother', modifier: Number.NaN } }, 'elderThing', 'not-a-number'],
    [{ tablet: { effect: 'explode', modifier: 0 } }, 'tabletEffect', 'not-a-choice'],
    [{ cultist: undefined }, 'cultistEffect', 'not-a-choice'],
    [{ elderSign: { effect: 'autoFail' } }, 'elderSignEffect', 'not-a-choice'],
    [{ elderSign: { effect: 'modifier', modifier: '1' } }, 'elderSign', 'not-a-number'],
    [{ bag: bagOf({}) }, 'bag', 'empty-bag'],
    [{ bag: { ...nightOfTheZealotBags.standard, minus3: -3 } }, 'bag.minus3', 'below-minimum'],
  ])('%j: %s, %s', (change, field, reason) => {
    expect(() => skillTestOdds({ ...standard, skill: 2, difficulty: 2, ...change } as never)).toThrow(
      expect.objectContaining({ field, reason }),
    );
  });

  it('refuses a missing input', () => {
    expect(() => skillTestOdds(undefined as never)).toThrow(expect.objectContaining({ field: 'input' }));
  });
});

describe('properties, for any bag and any effects', () => {
  const symbolEffect: fc.Arbitrary<SymbolEffect> = fc.oneof(
    fc.record({
      effect: fc.constantFrom('modifier' as const, 'revealAnother' as const),
      modifier: fc.integer({ min: -8, max: 3 }),
    }),
    fc.constant({ effect: 'autoFail' as const }),
    fc.constant({ effect: 'autoSuccess' as const }),
  );
  const elderSign: fc.Arbitrary<ElderSignEffect> = fc.oneof(
    fc.record({ effect: fc.constant('modifier' as const), modifier: fc.integer({ min: -2, max: 5 }) }),
    fc.constant({ effect: 'autoSuccess' as const }),
  );
  const bag: fc.Arbitrary<ChaosBag> = fc
    .record(
      Object.fromEntries(chaosTokens.map((token) => [token, fc.nat(3)])) as Record<ChaosToken, fc.Arbitrary<number>>,
    )
    .filter((counts) => chaosTokens.some((token) => counts[token] > 0));
  const input: fc.Arbitrary<ChaosBagInput> = fc.record({
    bag,
    skull: symbolEffect,
    cultist: symbolEffect,
    tablet: symbolEffect,
    elderThing: symbolEffect,
    elderSign,
  });
  const skill = fc.integer({ min: 0, max: 12 });

  it('the chances of all outcomes sum to 1', () => {
    fc.assert(
      fc.property(input, (input) => {
        const outcomes = revealOutcomes(input);
        const total = sum([outcomes.autoFail, outcomes.autoSuccess, ...outcomes.totals.map((t) => t.probability)]);
        expect(total.toDecimal()).toBe('1');
      }),
    );
  });

  it('agrees with every order of drawing a small bag, counted one by one', () => {
    // An independent count: every sequence of distinct tokens the reveals can make, each with its probability.
    const kindsOf = (bag: ChaosBag) => chaosTokens.flatMap((token) => Array<ChaosToken>(bag[token]).fill(token));
    function enumerate(input: ChaosBagInput) {
      const found = {
        autoFail: Probability.of(0n, 1n),
        autoSuccess: Probability.of(0n, 1n),
        totals: new Map<number, Probability>(),
      };
      const addTo = (p: Probability, q: Probability) => sum([p, q]);
      const walk = (left: ChaosToken[], total: number, frostOut: boolean, p: Probability) => {
        if (left.length === 0) {
          found.totals.set(total, addTo(found.totals.get(total) ?? Probability.of(0n, 1n), p));
          return;
        }
        left.forEach((token, i) => {
          const q = Probability.of(p.numerator, p.denominator * BigInt(left.length));
          const rest = left.filter((_, j) => j !== i);
          const end = (modifier: number) =>
            found.totals.set(total + modifier, addTo(found.totals.get(total + modifier) ?? Probability.of(0n, 1n), q));
          if (token === 'autoFail') found.autoFail = addTo(found.autoFail, q);
          else if (token === 'frost') {
            if (frostOut) found.autoFail = addTo(found.autoFail, q);
            else walk(rest, total - 1, true, q);
          } else if (token === 'bless') walk(rest, total + 2, frostOut, q);
          else if (token === 'curse') walk(rest, total - 2, frostOut, q);
          else if (token === 'elderSign') {
            if (input.elderSign.effect === 'autoSuccess') found.autoSuccess = addTo(found.autoSuccess, q);
            else end(input.elderSign.modifier);
          } else if ((symbolTokens as readonly string[]).includes(token)) {
            const effect = input[token as (typeof symbolTokens)[number]];
            if (effect.effect === 'autoFail') found.autoFail = addTo(found.autoFail, q);
            else if (effect.effect === 'autoSuccess') found.autoSuccess = addTo(found.autoSuccess, q);
            else if (effect.effect === 'revealAnother') walk(rest, total + effect.modifier, frostOut, q);
            else end(effect.modifier);
          } else end(numberModifier(token));
        });
      };
      walk(kindsOf(input.bag), 0, false, Probability.of(1n, 1n));
      return found;
    }
    const small = fc
      .record(
        Object.fromEntries(chaosTokens.map((token) => [token, fc.nat(1)])) as Record<ChaosToken, fc.Arbitrary<number>>,
      )
      .chain((counts) => fc.record({ frost: fc.nat(3), skull: fc.nat(2) }).map((more) => ({ ...counts, ...more })))
      .filter((counts) => {
        const size = chaosTokens.reduce((total, token) => total + counts[token], 0);
        return size > 0 && size <= 7;
      });
    fc.assert(
      fc.property(
        fc.record({
          bag: small,
          skull: symbolEffect,
          cultist: symbolEffect,
          tablet: symbolEffect,
          elderThing: symbolEffect,
          elderSign,
        }),
        (input) => {
          const outcomes = revealOutcomes(input);
          const counted = enumerate(input);
          expect(compare(outcomes.autoFail, counted.autoFail)).toBe(0n);
          expect(compare(outcomes.autoSuccess, counted.autoSuccess)).toBe(0n);
          expect(outcomes.totals.map(({ modifier, probability }) => [modifier, probability.toDecimal()])).toEqual(
            [...counted.totals]
              .filter(([, p]) => p.numerator > 0n)
              .sort(([a], [b]) => a - b)
              .map(([modifier, p]) => [modifier, p.toDecimal()]),
          );
        },
      ),
      { numRuns: 150 },
    );
  });

  it('adding +1 to the skill value never lowers the chance', () => {
    fc.assert(
      fc.property(input, skill, skill, (input, skill, difficulty) => {
        const before = skillTestOdds({ ...input, skill, difficulty }).chance;
        const after = skillTestOdds({ ...input, skill: skill + 1, difficulty }).chance;
        expect(compare(after, before)).toBeGreaterThanOrEqual(0n);
      }),
    );
  });

  it('a bag whose every token fails automatically gives 0', () => {
    const failing = { effect: 'autoFail' } as const;
    fc.assert(
      fc.property(fc.nat(3), fc.subarray([...symbolTokens]), skill, skill, (autoFail, symbols, skill, difficulty) => {
        fc.pre(autoFail + symbols.length > 0);
        const counts = bagOf({ autoFail, ...Object.fromEntries(symbols.map((symbol) => [symbol, 1])) });
        const chance = skillTestOdds({
          ...effects,
          skull: failing,
          cultist: failing,
          tablet: failing,
          elderThing: failing,
          bag: counts,
          skill,
          difficulty,
        }).chance;
        expect(chance.toDecimal()).toBe('0');
      }),
    );
  });

  it('the chance is the average of each token’s chance, weighted by its count', () => {
    fc.assert(
      fc.property(input, skill, skill, (input, skill, difficulty) => {
        const result = skillTestOdds({ ...input, skill, difficulty });
        const size = BigInt(result.tokens.reduce((total, { count }) => total + count, 0));
        const weighted = sum(
          result.tokens.map(({ count, chance }) =>
            Probability.of(BigInt(count) * chance.numerator, size * chance.denominator),
          ),
        );
        expect(compare(weighted, result.chance)).toBe(0n);
      }),
    );
  });

  it('each row of the odds table is the chance at that skill value, from the same difficulty', () => {
    fc.assert(
      fc.property(input, skill, (input, difficulty) => {
        const { margins } = skillTestOdds({ ...input, skill: 0, difficulty });
        for (const { margin, chance } of margins) {
          if (difficulty + margin < 0) expect(chance).toBeUndefined();
          else expect(chance).toEqual(skillTestOdds({ ...input, skill: difficulty + margin, difficulty }).chance);
        }
        expect(margins.map(({ margin }) => margin)).toEqual([...skillTestMargins]);
      }),
    );
  });

  it('difficulty 0 fails only on an automatic failure', () => {
    fc.assert(
      fc.property(input, skill, (input, skill) => {
        const chance = skillTestOdds({ ...input, skill, difficulty: 0 }).chance;
        expect(sum([chance, revealOutcomes(input).autoFail]).toDecimal()).toBe('1');
      }),
    );
  });
});
