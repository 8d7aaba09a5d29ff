// The scenario reference cards (issue 42.1): what choosing a scenario sets, read from ArkhamDB's card data at the
// pinned commit (arkham-data.test.ts checks the facts against it), and the odds they give, counted here a second way:
// every order in which the tokens can come out of the bag, one by one, with exact fractions.
import { describe, expect, it } from 'vitest';
import { campaignBag, campaignIds, campaignInfo, type CampaignId } from './campaigns.ts';
import { chaosTokens, numberTokens, symbolTokens, type ChaosBag, type ChaosToken } from './chaosTokens.ts';
import {
  campaignScenarios,
  MAX_X,
  scenarioCard,
  sideOf,
  symbolEffectOf,
  tokenSideEffects,
  xCounts,
  type CardSide,
  type ScenarioCode,
} from './scenarios.ts';
import { skillTestOdds, type ElderSignEffect, type SkillTestInput, type SymbolEffect } from './skillTest.ts';

/** The symbols a side of a card sets, as the island sets them (X counted as `x`). */
function symbolsOf(side: CardSide, x = 1) {
  return Object.fromEntries(
    symbolTokens.flatMap((symbol) => {
      const fact = side[symbol];
      return fact ? [[symbol, symbolEffectOf(symbol, fact, x)]] : [];
    }),
  ) as Partial<Record<(typeof symbolTokens)[number], SymbolEffect>>;
}

/**
 * The chance of success counted independently: every token of the bag one by one, each first with 1 chance in the
 * bag's size; a token that reveals another is followed by each token left, and so on. Fractions as [numerator,
 * denominator] of bigints.
 */
function countDraws(input: SkillTestInput): [bigint, bigint] {
  const tokens = chaosTokens.flatMap((token) => Array<ChaosToken>(input.bag[token]).fill(token));
  const effectOf = (token: ChaosToken): { modifier: number; again: boolean } | 'fail' | 'pass' => {
    if (token in numberTokens) return { modifier: numberTokens[token as keyof typeof numberTokens], again: false };
    if (token === 'autoFail') return 'fail';
    if (token === 'bless') return { modifier: 2, again: true };
    if (token === 'curse') return { modifier: -2, again: true };
    if (token === 'frost') throw new Error('no frost in these bags');
    const effect = input[token as (typeof symbolTokens)[number] | 'elderSign'] as SymbolEffect | ElderSignEffect;
    if (effect.effect === 'autoFail') return 'fail';
    if (effect.effect === 'autoSuccess') return 'pass';
    return { modifier: effect.modifier, again: effect.effect === 'revealAnother' };
  };
  const draw = (left: ChaosToken[], total: number): [bigint, bigint] => {
    let pass = 0n;
    let of = 1n;
    left.forEach((token, at) => {
      const effect = effectOf(token);
      let chance: [bigint, bigint];
      if (effect === 'fail') chance = [0n, 1n];
      else if (effect === 'pass') chance = [1n, 1n];
      else if (effect.again && left.length > 1)
        chance = draw(
          left.filter((_, other) => other !== at),
          total + effect.modifier,
        );
      else chance = [Math.max(0, input.skill + total + effect.modifier) >= input.difficulty ? 1n : 0n, 1n];
      // pass/of + chance/left.length, kept as one fraction
      const scaled = chance[1] * BigInt(left.length);
      pass = pass * scaled + chance[0] * of;
      of *= scaled;
    });
    return [pass, of];
  };
  return draw(tokens, 0);
}

const sameFraction = ([a, b]: [bigint, bigint], [c, d]: [bigint, bigint]) => a * d === b * c;

describe('the issue’s example: The Night of the Zealot, Hard, The Gathering (01104)', () => {
  const card = scenarioCard('01104');
  const symbols = symbolsOf(card.sides!.hard);

  it('sets the skull to −2, the cultist to "reveal another token" and the tablet to −4', () => {
    expect(sideOf('hard')).toBe('hard');
    expect(symbols).toEqual({
      skull: { effect: 'modifier', modifier: -2 },
      cultist: { effect: 'revealAnother', modifier: 0 },
      tablet: { effect: 'modifier', modifier: -4 },
    });
    expect(card.name).toMatchObject({ en: 'The Gathering', ko: '회합', es: 'El encuentro' });
  });

  it('skill 4 against difficulty 3: 51/136 = 3/8, as the draws counted one by one give it', () => {
    // By hand: 17 tokens; a total of -1 or better passes: 0 ×3, -1 ×2 and the elder sign (+1 on the island), 6 of 17.
    // The cultist (0, reveal another), 1 of 17, then the same 6 of the 16 left: 6/17 + 6/272 = 102/272 = 3/8.
    const input: SkillTestInput = {
      skill: 4,
      difficulty: 3,
      bag: campaignBag('notz', 'hard')!,
      skull: symbols.skull!,
      cultist: symbols.cultist!,
      tablet: symbols.tablet!,
      elderThing: { effect: 'modifier', modifier: 0 },
      elderSign: { effect: 'modifier', modifier: 1 },
    };
    const odds = skillTestOdds(input);
    expect([odds.chance.numerator, odds.chance.denominator]).toEqual([3n, 8n]);
    expect(sameFraction([odds.chance.numerator, odds.chance.denominator], countDraws(input))).toBe(true);
  });

  it('with bless and curse tokens too, still as the draws counted one by one give it', () => {
    for (const [bless, curse] of [
      [1, 0],
      [0, 1],
      [2, 1],
      [3, 2],
    ] as const) {
      const bag: ChaosBag = { ...campaignBag('notz', 'hard')!, bless, curse };
      const input: SkillTestInput = {
        skill: 4,
        difficulty: 3,
        bag,
        skull: symbols.skull!,
        cultist: symbols.cultist!,
        tablet: symbols.tablet!,
        elderThing: { effect: 'modifier', modifier: 0 },
        elderSign: { effect: 'modifier', modifier: 1 },
      };
      const odds = skillTestOdds(input);
      expect(
        sameFraction([odds.chance.numerator, odds.chance.denominator], countDraws(input)),
        `${bless} bless, ${curse} curse`,
      ).toBe(true);
    }
  });
});

describe('scenarios whose symbols need more than a number', () => {
  it('The Gathering, Easy/Standard: the skull is −X, X the enemies the reader counts', () => {
    const skull = scenarioCard('01104').sides!.standard.skull!;
    expect(skull).toMatchObject({ modifier: 'X', counts: 'enemies' });
    expect(symbolEffectOf('skull', skull, 2)).toEqual({ effect: 'modifier', modifier: -2 });
    expect(symbolEffectOf('skull', skull, 0)).toEqual({ effect: 'modifier', modifier: 0 });
  });

  it('"−N for each": Undimensioned and Unseen’s skull on Hard is −2 for each Brood of Yog-Sothoth', () => {
    const skull = scenarioCard('02236').sides!.hard.skull!;
    expect(skull).toMatchObject({ modifier: 'X', factor: 2 });
    expect(symbolEffectOf('skull', skull, 3)).toEqual({ effect: 'modifier', modifier: -6 });
    // X is refused where −2 × X would pass the most a modifier may be, as the skull field (its field holds X).
    expect(() => symbolEffectOf('skull', skull, MAX_X / 2 + 1)).toThrow(
      expect.objectContaining({ field: 'skull', reason: 'below-minimum', min: -MAX_X }),
    );
    expect(() => symbolEffectOf('skull', skull, -1)).toThrow(expect.objectContaining({ field: 'skull' }));
  });

  it('Fortune and Folly and The Eternal Slumber: the elder thing may succeed automatically, which a symbol can be', () => {
    for (const code of ['88001', '83001'] as const) {
      const elderThing = scenarioCard(code).sides!.standard.elderThing!;
      expect(elderThing.also, code).toContain('condition');
      expect(symbolEffectOf('elderThing', { ...elderThing, effect: 'autoSuccess' }, 0)).toEqual({
        effect: 'autoSuccess',
      });
    }
  });

  it('names what else a token does, by kind (The Gathering, Hard: the cultist’s horror)', () => {
    expect(scenarioCard('01104').sides!.hard.cultist!.also).toEqual(['horror']);
  });
});

describe('every campaign’s scenarios', () => {
  it('every official campaign and standalone has its reference cards, a fan-made one none', () => {
    for (const id of campaignIds) {
      const codes = campaignScenarios(id);
      if (campaignInfo[id].kind === 'fanMade') expect(codes, id).toEqual([]);
      // The Meddling of Meowlathotep's card is not in ArkhamDB's data.
      else if (id !== 'meddling_of_meowlathotep') expect(codes.length, id).toBeGreaterThan(0);
    }
    expect(campaignScenarios('notz')).toEqual(['01104', '01120', '01142']);
    expect(campaignScenarios('rtnotz')).toEqual(campaignScenarios('notz'));
  });

  it('every card has both sides (or says why the reader sets its tokens), with facts of known kinds', () => {
    const codes = new Set(campaignIds.flatMap((id: CampaignId) => campaignScenarios(id)));
    expect(codes.size).toBe(110);
    for (const code of codes) {
      const card = scenarioCard(code as ScenarioCode);
      if (!card.sides) {
        expect(card.reader, code).toMatch(/act/);
        continue;
      }
      for (const side of Object.values(card.sides))
        for (const fact of Object.values(side)) {
          expect(typeof fact.modifier === 'number' || fact.modifier === 'X', code).toBe(true);
          if (fact.modifier === 'X') expect(xCounts, code).toContain(fact.counts);
          for (const kind of fact.also ?? []) expect(tokenSideEffects, code).toContain(kind);
        }
      for (const locale of ['en', 'ko', 'es'] as const) expect(card.name[locale].trim(), code).not.toBe('');
    }
  });
});
