import {
  bagSize,
  chaosTokens,
  numberTokens,
  type ChaosBagInput,
  type TokenFact,
  type ChaosToken,
  type Probability,
  type SkillTestOdds,
} from '../../../rules/index.ts';
import type { Locale, UiKey } from '../../../i18n/index.ts';
import type { IslandText } from '../shared/strings.ts';
import { campaignGroups } from './campaign-groups.ts';

/** The UI strings the chaos bag's script needs (the error messages come with every island). */
export function chaosBagKeys() {
  return [
    'chaosBag.countStatus',
    'chaosBag.summaryBag',
    'chaosBag.summaryBagScenario',
    'chaosBag.kept',
    'chaosBag.tokens',
    'chaosBag.size',
    'chaosBag.contents',
    'chaosBag.times',
    'chaosBag.tokenWith',
    'chaosBag.failing',
    'chaosBag.noneFails',
    'chaosBag.afterReveal',
    'chaosBag.effect.revealAnother',
    'chaosBag.effect.autoFail',
    'chaosBag.effect.autoSuccess',
    'chaosBag.token.skull',
    'chaosBag.token.cultist',
    'chaosBag.token.tablet',
    'chaosBag.token.elderThing',
    'chaosBag.token.autoFail',
    'chaosBag.token.elderSign',
    'chaosBag.token.frost',
    'chaosBag.token.bless',
    'chaosBag.token.curse',
    'chaosBag.modifier',
    'chaosBag.cardLink',
    'chaosBag.cardReader',
    ...campaignGroups.map((group) => `chaosBag.campaigns.${group}` as const),
  ] as const satisfies readonly UiKey[];
}

/**
 * What a reference card says of a symbol beyond a plain modifier, in the reader's words: the modifier it gives as X
 * ("−X", "−2X") and what X counts, then the kinds of anything else the card does; empty when it says nothing more.
 * Written at build time into the data the chaos bag's script gets with its words (chaos-bag-data.ts).
 */
export function cardLine(fact: TokenFact, text: IslandText, numberLocale: string): string[] {
  const line = [];
  if (fact.modifier === 'X')
    line.push(
      text('chaosBag.cardX', {
        modifier: `−${fact.factor ?? ''}X`,
        counts: text(`chaosBag.counts.${fact.counts ?? 'scenario'}`),
      }),
    );
  if (fact.also?.length)
    line.push(
      text('chaosBag.cardAlso', {
        kinds: new Intl.ListFormat(numberLocale).format(fact.also.map((kind) => text(`chaosBag.also.${kind}`))),
      }),
    );
  return line;
}

/** A chance as a percentage with at most one decimal, in the number format of `numberLocale`: "62.5%", "62,5 %". */
export function chancePercent(chance: Probability, numberLocale: string): string {
  return new Intl.NumberFormat(numberLocale, { style: 'percent', maximumFractionDigits: 1 }).format(chance.toNumber());
}

/** A modifier as a token prints it: "+1", "0", "−2" (a true minus sign). */
export function signed(modifier: number, numberLocale: string): string {
  return new Intl.NumberFormat(numberLocale, { signDisplay: 'exceptZero' }).format(modifier).replace('-', '−');
}

/**
 * A token's name as a label names one token: in English with its indefinite article, "an" before a vowel ("an elder
 * thing", "an auto-fail", "an elder sign") and "a" before anything else ("a skull", "a frost", "a +1", "a −2", "a 0":
 * plus, minus and zero all start with a consonant); the other languages' labels carry their own words around it.
 */
export function withArticle(name: string, locale: Locale): string {
  if (locale !== 'en') return name;
  return `${/^[aeiou]/i.test(name) ? 'an' : 'a'} ${name}`;
}

/**
 * The bag as the summary kept in view while the reader edits says it, under the chance of success: how many tokens,
 * which campaign, scenario (when one is chosen) and difficulty. A dash where the fields hold bad input.
 */
export function bagSummary(
  size: number | undefined,
  campaign: string,
  level: string,
  text: IslandText,
  scenario = '',
): string {
  return size === undefined
    ? '—'
    : text(scenario ? 'chaosBag.summaryBagScenario' : 'chaosBag.summaryBag', {
        campaign,
        scenario,
        level,
        tokens: text('chaosBag.tokens', { count: size }),
      });
}

/** A token's name: a number token by its modifier, any other by its name in the reader's language. */
export function tokenName(token: ChaosToken, text: IslandText, numberLocale: string): string {
  return token in numberTokens
    ? signed(numberTokens[token as keyof typeof numberTokens], numberLocale)
    : text(`chaosBag.token.${token}`);
}

/**
 * A token as the lists show it: a symbol or the elder sign with what it does in this scenario ("skull (−1)"); the
 * others by name, since the rules fix what they do.
 */
function tokenWithEffect(token: ChaosToken, input: ChaosBagInput, text: IslandText, numberLocale: string): string {
  const name = tokenName(token, text, numberLocale);
  // The tokens whose effect the rules fix, shown by name.
  if (token in numberTokens || ['autoFail', 'frost', 'bless', 'curse'].includes(token)) return name;
  const { effect, modifier } = input[token as keyof Omit<ChaosBagInput, 'bag'>] as {
    effect: string;
    modifier?: number;
  };
  const does =
    modifier === undefined
      ? text(`chaosBag.effect.${effect}`)
      : effect === 'revealAnother'
        ? `${signed(modifier, numberLocale)}, ${text('chaosBag.effect.revealAnother')}`
        : signed(modifier, numberLocale);
  return text('chaosBag.tokenWith', { token: name, effect: does });
}

/** Tokens as a list: each kind once, with its count when there are several ("0 ×2"). */
function tokenList(
  tokens: readonly { token: ChaosToken; count: number }[],
  input: ChaosBagInput,
  text: IslandText,
  numberLocale: string,
): string {
  return tokens
    .map(({ token, count }) => {
      const name = tokenWithEffect(token, input, text, numberLocale);
      return count > 1 ? text('chaosBag.times', { token: name, count }) : name;
    })
    .join(', ');
}

/** What is in the bag, each kind once ("+1, 0 ×2, −1 ×3, …, skull ×2 (−1), …"). */
export function bagTokens(input: ChaosBagInput, text: IslandText, numberLocale: string): string {
  const present = chaosTokens
    .filter((token) => input.bag[token] > 0)
    .map((token) => ({ token, count: input.bag[token] }));
  return tokenList(present, input, text, numberLocale);
}

/** The bag in words: "16 tokens in the bag", and what is in it (bagTokens). */
export function describeBag(
  input: ChaosBagInput,
  text: IslandText,
  numberLocale: string,
): { size: number; sizeText: string; contents: string } {
  const size = bagSize(input.bag);
  return {
    size,
    sizeText: text('chaosBag.size', { count: size }),
    contents: text('chaosBag.contents', { tokens: bagTokens(input, text, numberLocale) }),
  };
}

/**
 * The notes under the chance, in the reader's words: the tokens that fail this test (or that none does), and for a
 * token that reveals another, the chance of success once it is out. Used at build time and by the island's script.
 */
export function describeOdds(odds: SkillTestOdds, input: ChaosBagInput, text: IslandText, numberLocale: string) {
  const failing = odds.tokens.filter(({ chance }) => chance.numerator === 0n);
  const notes = [
    failing.length > 0
      ? text('chaosBag.failing', { tokens: tokenList(failing, input, text, numberLocale) })
      : text('chaosBag.noneFails'),
  ];
  for (const { token, chance } of odds.tokens) {
    if (chance.numerator === 0n || chance.numerator === chance.denominator) continue;
    notes.push(
      text('chaosBag.afterReveal', {
        token: tokenName(token, text, numberLocale),
        chance: chancePercent(chance, numberLocale),
      }),
    );
  }
  return notes;
}
