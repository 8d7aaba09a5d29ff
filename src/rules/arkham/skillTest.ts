// The odds of a skill test in Arkham Horror: The Card Game, exactly, from the tokens in the chaos bag. The test
// (Rules Reference, "Skill Test Timing" ST.3-ST.6, "Chaos Tokens", "Automatic Failure/Success"): the investigator
// reveals a chaos token; its modifier (a number token's, or the effect of a symbol as the scenario reference card or
// the investigator card sets it) is applied to the investigator's modified skill value; the test succeeds when that
// value is at least the test's difficulty. A value below 0 counts as 0 ("a quantity cannot be reduced below zero").
// The auto-fail token fails the test whatever the values. A token whose effect says "reveal another token" is
// followed by another from the bag (it is not put back until the test ends, ST.8) and every revealed token's
// modifier counts (Korean FAQ v1.5, "Resolving several chaos tokens": each revealed token is resolved). The rulings
// where the sources say nothing are in src/rules/README.md ("Arkham Horror: the chaos bag"). The frost token (Edge of
// the Earth rules insert, "Frost Tokens"): the first one revealed during a test is "-1. Reveal another token"; if
// another frost token is revealed during the same test, the reveals end at once and the test fails automatically.
// Bless and curse tokens (The Innsmouth Conspiracy, "Bless and Curse Tokens"): "+2. Reveal another token." and "-2.
// Reveal another token."; what happens to them after the test (the token pool, not the bag) is not the odds' business.
import { checkChoice, checkInteger, checkObject } from '../core/check.ts';
import {
  bagSize,
  chaosTokens,
  checkBag,
  numberTokens,
  symbolTokens,
  type ChaosBag,
  type ChaosToken,
} from './chaosTokens.ts';
import { Probability } from '../core/probability.ts';

/**
 * The lowest a skill value can be: a modified value below it counts as it (Rules Reference, "Modifiers": a quantity
 * cannot be reduced below zero; skill 4 with a -8 token is treated as 0).
 */
export const MIN_SKILL_VALUE = 0;
/** The highest modified skill value and test difficulty taken: far above play, where a +8 is a lot. */
export const MAX_SKILL_VALUE = 40;
/** The largest modifier a symbol or the elder sign may be set to, either way. */
export const MAX_TOKEN_MODIFIER = 20;

/**
 * What a symbol token does, as the scenario reference card says: a modifier (then maybe another token), or the test
 * fails or succeeds automatically (Fortune and Folly's and The Eternal Slumber's elder thing: "to automatically
 * succeed, instead").
 */
export type SymbolEffect =
  { effect: 'modifier' | 'revealAnother'; modifier: number } | { effect: 'autoFail' } | { effect: 'autoSuccess' };
export const symbolEffects = ['modifier', 'revealAnother', 'autoFail', 'autoSuccess'] as const;

/** What the elder sign does, as the investigator card says: a modifier, or the test succeeds automatically. */
export type ElderSignEffect = { effect: 'modifier'; modifier: number } | { effect: 'autoSuccess' };
export const elderSignEffects = ['modifier', 'autoSuccess'] as const;

/** A bag and what its symbols and elder sign do in the scenario being played. */
export interface ChaosBagInput {
  bag: ChaosBag;
  skull: SymbolEffect;
  cultist: SymbolEffect;
  tablet: SymbolEffect;
  elderThing: SymbolEffect;
  elderSign: ElderSignEffect;
}

/** One skill test: the investigator's modified skill value (committed cards included) and the difficulty. */
export interface SkillTestInput extends ChaosBagInput {
  skill: number;
  difficulty: number;
}

/** Everything the tokens revealed for one test can do, each with its exact probability (together they make 1). */
export interface RevealOutcomes {
  /** An auto-fail token, or a symbol set to automatic failure, was revealed. */
  autoFail: Probability;
  /** The elder sign or a symbol, set to succeed automatically, was revealed. */
  autoSuccess: Probability;
  /** Otherwise: each sum of the revealed tokens' modifiers, lowest first. */
  totals: { modifier: number; probability: Probability }[];
}

/** The skill value minus the difficulty for each row of the odds table: how much one more committed icon helps. */
export const skillTestMargins = [-3, -2, -1, 0, 1, 2, 3, 4, 5] as const;

/** The odds of one skill test. */
export interface SkillTestOdds {
  chance: Probability;
  /** The chance at each of `skillTestMargins` from the same difficulty; undefined where the skill value would be < 0. */
  margins: { margin: number; chance: Probability | undefined }[];
  /**
   * Each kind of token in the bag, in the order of `chaosTokens`, with the chance of success when it is the token
   * revealed: 0 for a token that fails the test, 1 for one that passes it, and in between for a token that reveals
   * another (what may follow it decides).
   */
  tokens: { token: ChaosToken; count: number; chance: Probability }[];
}

/** What one token does when revealed: a modifier (and maybe another token after it), or a test settled outright. */
type TokenEffect = { modifier: number; revealAnother: boolean } | { settles: 'autoFail' | 'autoSuccess' };
type TokenEffects = Record<ChaosToken, TokenEffect>;

/** Outcomes as numerators over one denominator: exact whole numbers until the end. */
interface Tally {
  denominator: bigint;
  autoFail: bigint;
  autoSuccess: bigint;
  totals: Map<number, bigint>;
}

function fallingFactorial(n: number, k: number): bigint {
  let product = 1n;
  for (let i = 0; i < k; i++) product *= BigInt(n - i);
  return product;
}

function binomial(n: number, k: number): bigint {
  return fallingFactorial(n, k) / fallingFactorial(k, k);
}

/**
 * The frost token's modifier when it is the first frost token revealed in a test (it then reveals another). The Edge of
 * the Earth rules insert, "Frost Tokens".
 */
export const FROST_MODIFIER = -1;
/** The bless and curse tokens' modifiers; each then reveals another token. */
const BLESS_MODIFIER = 2;
const CURSE_MODIFIER = -2;

/**
 * The outcomes of revealing tokens from `bag` until one does not say "reveal another" (or a second frost token ends
 * the reveals). `frostOut`: a frost token is already out in this test, so the next one fails it.
 *
 * The order in which the "reveal another" tokens come out changes nothing, so the work is counted by which of them
 * were drawn. For `r` of them (`r_i` of kind `i`, of `c_i` in the bag) followed by a token of kind `t` (of `c_t`),
 * out of a bag of `N`, the probability is r! × Π C(c_i, r_i) × c_t / (N × (N−1) × … × (N−r)). Written over one
 * denominator for every chain, N × … × (N−R) with R the number of "reveal another" tokens, each numerator is a whole
 * number. A frost token counts among the "reveal another" tokens at most once (the first one); once one is in the
 * chain, each frost token left ends it in a failure. A bag holding only "reveal another" tokens (a single frost token
 * among them) is drawn to the end: the chain stops when the bag is empty.
 */
function tally(bag: ChaosBag, effects: TokenEffects, frostOut = false): Tally {
  const present = chaosTokens.filter((token) => bag[token] > 0 && token !== 'frost');
  const reveals = (token: ChaosToken) => {
    const effect = effects[token];
    return 'revealAnother' in effect && effect.revealAnother;
  };
  const stopping = present.filter((token) => !reveals(token));
  const modifierOf = (token: ChaosToken) => (effects[token] as { modifier: number }).modifier;
  // The kinds a chain may draw before the token that ends it: the symbols set to reveal another, the bless and curse
  // tokens, and the first frost.
  const revealing = present
    .filter(reveals)
    .map((token) => ({ count: bag[token], most: bag[token], modifier: modifierOf(token), frost: false }));
  if (!frostOut && bag.frost > 0) revealing.push({ count: bag.frost, most: 1, modifier: FROST_MODIFIER, frost: true });
  /** Frost tokens that end a chain in a failure, once `frostDrawn` of them are in it. */
  const failingFrost = (frostDrawn: number) => (frostOut ? bag.frost : frostDrawn > 0 ? bag.frost - 1 : 0);
  const revealCount = revealing.reduce((sum, kind) => sum + kind.most, 0);
  const outcome: Tally = { denominator: 1n, autoFail: 0n, autoSuccess: 0n, totals: new Map() };
  const add = (modifier: number, count: bigint) =>
    outcome.totals.set(modifier, (outcome.totals.get(modifier) ?? 0n) + count);

  // Nothing can end the chain (a single frost token, not yet out, cannot): every token comes out.
  if (stopping.length === 0 && (frostOut ? bag.frost === 0 : bag.frost <= 1)) {
    add(
      revealing.reduce((sum, kind) => sum + kind.most * kind.modifier, 0),
      1n,
    );
    return outcome;
  }

  // Each set of "reveal another" tokens a chain can draw: how many, their modifiers' sum, in how many ways.
  let chains = [{ drawn: 0, frost: 0, modifier: 0, ways: 1n }];
  for (const kind of revealing) {
    const merged = new Map<string, { drawn: number; frost: number; modifier: number; ways: bigint }>();
    for (const chain of chains) {
      for (let k = 0; k <= kind.most; k++) {
        const drawn = chain.drawn + k;
        const frost = chain.frost + (kind.frost ? k : 0);
        const modifier = chain.modifier + k * kind.modifier;
        const ways = chain.ways * binomial(kind.count, k);
        const key = `${drawn} ${frost} ${modifier}`;
        const same = merged.get(key);
        if (same) same.ways += ways;
        else merged.set(key, { drawn, frost, modifier, ways });
      }
    }
    chains = [...merged.values()];
  }

  const size = bagSize(bag);
  outcome.denominator = fallingFactorial(size, revealCount + 1);
  for (const chain of chains) {
    const weight =
      fallingFactorial(chain.drawn, chain.drawn) *
      chain.ways *
      fallingFactorial(size - chain.drawn - 1, revealCount - chain.drawn);
    for (const token of stopping) {
      const count = weight * BigInt(bag[token]);
      const effect = effects[token];
      if ('settles' in effect) outcome[effect.settles] += count;
      else add(chain.modifier + effect.modifier, count);
    }
    outcome.autoFail += weight * BigInt(failingFrost(chain.frost));
  }
  return outcome;
}

/** Whether a modified skill value passes: a value below 0 counts as 0 (Rules Reference, "Modifiers"). */
function passes(skill: number, modifier: number, difficulty: number): boolean {
  return Math.max(MIN_SKILL_VALUE, skill + modifier) >= difficulty;
}

/** The chance of success from a tally, with `shift` added to every total (a "reveal another" token already out). */
function chanceOf(outcome: Tally, skill: number, difficulty: number, shift = 0): Probability {
  let successes = outcome.autoSuccess;
  for (const [modifier, count] of outcome.totals) if (passes(skill, shift + modifier, difficulty)) successes += count;
  return Probability.of(successes, outcome.denominator);
}

/** Reads and checks what each kind of token does; refusals name the form's fields (`skull`, `skullEffect`…). */
function checkEffects(input: ChaosBagInput): TokenEffects {
  const modifierRange = { min: -MAX_TOKEN_MODIFIER, max: MAX_TOKEN_MODIFIER };
  const effects = {
    autoFail: { settles: 'autoFail' },
    frost: { modifier: FROST_MODIFIER, revealAnother: true },
    bless: { modifier: BLESS_MODIFIER, revealAnother: true },
    curse: { modifier: CURSE_MODIFIER, revealAnother: true },
  } as TokenEffects;
  for (const [token, modifier] of Object.entries(numberTokens)) {
    effects[token as ChaosToken] = { modifier, revealAnother: false };
  }
  for (const symbol of symbolTokens) {
    const given = input[symbol] as Partial<{ effect: unknown; modifier: unknown }> | undefined;
    const effect = checkChoice(`${symbol}Effect`, given?.effect, symbolEffects);
    effects[symbol] =
      effect === 'autoFail' || effect === 'autoSuccess'
        ? { settles: effect }
        : { modifier: checkInteger(symbol, given?.modifier, modifierRange), revealAnother: effect === 'revealAnother' };
  }
  const elderSign = input.elderSign as Partial<{ effect: unknown; modifier: unknown }> | undefined;
  const effect = checkChoice('elderSignEffect', elderSign?.effect, elderSignEffects);
  effects.elderSign =
    effect === 'autoSuccess'
      ? { settles: 'autoSuccess' }
      : { modifier: checkInteger('elderSign', elderSign?.modifier, modifierRange), revealAnother: false };
  return effects;
}

/** Checks the input object, its bag (checkBag) and its tokens' effects. */
function checkChaosBagInput(input: ChaosBagInput): { bag: ChaosBag; effects: TokenEffects } {
  checkObject('input', input);
  return { bag: checkBag(input.bag), effects: checkEffects(input) };
}

/**
 * Every way the chaos bag can settle a test, with its exact probability: an automatic failure, an automatic success
 * (the elder sign or a symbol set so), or a sum of the revealed tokens' modifiers.
 *
 * @example
 * // A bag of 0, -1 and the auto-fail token: each a third.
 * revealOutcomes({ bag: { ...empty, zero: 1, minus1: 1, autoFail: 1 }, ...effects }).autoFail.toDecimal(); // '0.33333333333333333333'
 */
export function revealOutcomes(input: ChaosBagInput): RevealOutcomes {
  const { bag, effects } = checkChaosBagInput(input);
  const outcome = tally(bag, effects);
  const probability = (count: bigint) => Probability.of(count, outcome.denominator);
  return {
    autoFail: probability(outcome.autoFail),
    autoSuccess: probability(outcome.autoSuccess),
    totals: [...outcome.totals]
      .sort(([a], [b]) => a - b)
      .map(([modifier, count]) => ({ modifier, probability: probability(count) })),
  };
}

/**
 * The exact odds of a skill test: the chance of success, the chance at each skill-minus-difficulty of the odds table,
 * and what each kind of token in the bag does to this test.
 *
 * @example
 * // Night of the Zealot, Standard; skull -1, cultist -1, tablet -2, elder sign +1. Skill 3 against difficulty 2:
 * // the +1, both 0s, the three -1s, both skulls, the cultist and the elder sign pass, 10 tokens of 16.
 * skillTestOdds({ skill: 3, difficulty: 2, bag: nightOfTheZealotBags.standard, ... }).chance.toDecimal(); // '0.625'
 */
export function skillTestOdds(input: SkillTestInput): SkillTestOdds {
  const { bag, effects } = checkChaosBagInput(input);
  const skill = checkInteger('skill', input.skill, { min: MIN_SKILL_VALUE, max: MAX_SKILL_VALUE });
  const difficulty = checkInteger('difficulty', input.difficulty, { min: MIN_SKILL_VALUE, max: MAX_SKILL_VALUE });
  const outcome = tally(bag, effects);
  const tokens = chaosTokens
    .filter((token) => bag[token] > 0)
    .map((token) => {
      const effect = effects[token];
      let chance: Probability;
      const rest = { ...bag, [token]: bag[token] - 1 };
      if ('settles' in effect) chance = Probability.of(effect.settles === 'autoSuccess' ? 1n : 0n, 1n);
      else if (!effect.revealAnother) chance = Probability.of(passes(skill, effect.modifier, difficulty) ? 1n : 0n, 1n);
      else chance = chanceOf(tally(rest, effects, token === 'frost'), skill, difficulty, effect.modifier);
      return { token, count: bag[token], chance };
    });
  return {
    chance: chanceOf(outcome, skill, difficulty),
    margins: skillTestMargins.map((margin) => ({
      margin,
      chance: difficulty + margin < 0 ? undefined : chanceOf(outcome, difficulty + margin, difficulty),
    })),
    tokens,
  };
}
