import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useTranslations } from '../../../i18n/index.ts';
import { chaosTokens, nightOfTheZealotBags, skillTestOdds, type ChaosBagInput } from '../../../rules/index.ts';
import { parseWholeNumber } from '../shared/parse.ts';
import { islandText } from '../shared/strings.ts';
import {
  bagSummary,
  chancePercent,
  describeBag,
  describeOdds,
  signed,
  tokenName,
  withArticle,
} from './chaos-bag-text.ts';

/** Keys and values, so that a test reads what each note is made of. */
const text = (key: string, values: Record<string, string | number> = {}) =>
  [key, ...Object.entries(values).map(([name, value]) => `${name}=${value}`)].join(' ');

const standard: ChaosBagInput = {
  bag: nightOfTheZealotBags.standard,
  skull: { effect: 'modifier', modifier: -1 },
  cultist: { effect: 'revealAnother', modifier: 0 },
  tablet: { effect: 'autoFail' },
  elderThing: { effect: 'modifier', modifier: -2 },
  elderSign: { effect: 'autoSuccess' },
};

describe('signed and tokenName', () => {
  it('write a modifier as the token prints it, with a true minus sign', () => {
    expect([1, 0, -2].map((n) => signed(n, 'en-US'))).toEqual(['+1', '0', '−2']);
    expect(signed(-8, 'ko-KR')).toBe('−8');
  });

  it('name a number token by its modifier and any other by its UI string', () => {
    expect(tokenName('minus3', text, 'en-US')).toBe('−3');
    expect(tokenName('elderThing', text, 'en-US')).toBe('chaosBag.token.elderThing');
    expect(tokenName('elderSign', islandText('es'), 'es-ES')).toBe('símbolo arcano');
    expect(tokenName('cultist', islandText('ko'), 'ko-KR')).toBe('추종자');
  });
});

describe('withArticle: the − and + buttons’ labels', () => {
  it('put "an" before a vowel and "a" before anything else, in English only', () => {
    const t = useTranslations('en');
    const labels = chaosTokens.map((token) =>
      t('chaosBag.add', { token: withArticle(tokenName(token, islandText('en'), 'en-US'), 'en') }),
    );
    expect(labels).toEqual([
      'Add a +1 token',
      'Add a 0 token',
      'Add a −1 token',
      'Add a −2 token',
      'Add a −3 token',
      'Add a −4 token',
      'Add a −5 token',
      'Add a −6 token',
      'Add a −7 token',
      'Add a −8 token',
      'Add a skull token',
      'Add a cultist token',
      'Add a tablet token',
      'Add an elder thing token',
      'Add an auto-fail token',
      'Add an elder sign token',
      'Add a frost token',
      'Add a bless token',
      'Add a curse token',
    ]);
    expect(t('chaosBag.remove', { token: withArticle('elder thing', 'en') })).toBe('Remove an elder thing token');
    expect(withArticle('옛것', 'ko')).toBe('옛것');
    expect(useTranslations('es')('chaosBag.add', { token: withArticle('antiguo', 'es') })).toBe(
      'Añade una ficha de antiguo',
    );
  });
});

describe('signed and parseWholeNumber', () => {
  it('read back every modifier the page prints, in every language', () => {
    fc.assert(
      fc.property(fc.integer({ min: -40, max: 40 }), fc.constantFrom('en-US', 'es-ES', 'ko-KR'), (n, locale) => {
        expect(parseWholeNumber(signed(n, locale))).toEqual({ ok: true, value: n });
      }),
    );
  });
});

describe('bagSummary', () => {
  it('says the bag: how many tokens, the campaign, the scenario when one is chosen, and the difficulty', () => {
    const en = islandText('en');
    expect(bagSummary(16, 'The Night of the Zealot', 'Standard', en)).toBe(
      '16 tokens · The Night of the Zealot · Standard',
    );
    expect(bagSummary(17, 'The Night of the Zealot', 'Hard', en, 'The Gathering')).toBe(
      '17 tokens · The Night of the Zealot · The Gathering · Hard',
    );
    expect(bagSummary(undefined, 'x', 'y', en, 'z')).toBe('—');
    expect(bagSummary(1, '광신도의 밤', '보통', islandText('ko'))).toBe('토큰 1개 · 광신도의 밤 · 보통');
    expect(bagSummary(15, 'El legado de Dunwich', 'Normal', islandText('es'), 'La casa siempre gana')).toBe(
      '15 fichas · El legado de Dunwich · La casa siempre gana · Normal',
    );
  });
});

describe('chancePercent', () => {
  it('rounds to one decimal in the reader’s number format', () => {
    // Standard bag with every symbol a plain modifier, two above the difficulty: 13 of 16 tokens pass.
    const plain: ChaosBagInput = {
      ...standard,
      cultist: { effect: 'modifier', modifier: -1 },
      tablet: { effect: 'modifier', modifier: -2 },
      elderSign: { effect: 'modifier', modifier: 1 },
    };
    const { chance } = skillTestOdds({ ...plain, skill: 4, difficulty: 2 });
    expect(chance.toDecimal()).toBe('0.8125');
    expect(chancePercent(chance, 'en-US')).toBe('81.3%');
    expect(chancePercent(chance, 'es-ES')).toBe('81,3\u00a0%');
    expect(chancePercent(chance, 'ko-KR')).toBe('81.3%');
  });
});

describe('describeBag', () => {
  it('counts the bag and lists each kind once, symbols with what they do here', () => {
    const bag = describeBag(standard, text, 'en-US');
    expect(bag.size).toBe(16);
    expect(bag.sizeText).toBe('chaosBag.size count=16');
    expect(bag.contents).toBe(
      'chaosBag.contents tokens=+1, chaosBag.times token=0 count=2, chaosBag.times token=−1 count=3, ' +
        'chaosBag.times token=−2 count=2, −3, −4, ' +
        'chaosBag.times token=chaosBag.tokenWith token=chaosBag.token.skull effect=−1 count=2, ' +
        'chaosBag.tokenWith token=chaosBag.token.cultist effect=0, chaosBag.effect.revealAnother, ' +
        'chaosBag.tokenWith token=chaosBag.token.tablet effect=chaosBag.effect.autoFail, chaosBag.token.autoFail, ' +
        'chaosBag.tokenWith token=chaosBag.token.elderSign effect=chaosBag.effect.autoSuccess',
    );
  });

  it('names the frost token, whose effect the rules fix', () => {
    const frosty = { ...standard, bag: { ...nightOfTheZealotBags.standard, frost: 2 } };
    expect(describeBag(frosty, islandText('en'), 'en-US').contents).toContain(
      'elder sign (automatic success), frost ×2.',
    );
    expect(describeBag(frosty, islandText('ko'), 'ko-KR').contents).toContain('서리 ×2.');
  });

  it('reads as a sentence in each language', () => {
    const easy = { ...standard, bag: nightOfTheZealotBags.easy };
    expect(describeBag(easy, islandText('en'), 'en-US').contents).toBe(
      'In the bag: +1 ×2, 0 ×3, −1 ×3, −2 ×2, skull (−1) ×2, cultist (0, reveal another token), ' +
        'tablet (automatic failure), auto-fail, elder sign (automatic success).',
    );
    expect(describeBag(easy, islandText('ko'), 'ko-KR').sizeText).toBe('주머니에 토큰 16개');
    expect(describeBag(easy, islandText('es'), 'es-ES').sizeText).toBe('16 fichas en la bolsa');
  });
});

describe('describeOdds', () => {
  it('names the tokens that fail, and the chance after a token that reveals another', () => {
    // Skill 3 against 3: the +1, both 0s and the elder sign pass; the cultist reveals another (4/15 after it).
    const odds = skillTestOdds({ ...standard, skill: 3, difficulty: 3 });
    expect(describeOdds(odds, standard, islandText('en'), 'en-US')).toEqual([
      'Tokens that fail this test: −1 ×3, −2 ×2, −3, −4, skull (−1) ×2, tablet (automatic failure), auto-fail.',
      'cultist: reveals another token, then 26.7% chance of success.',
    ]);
  });

  it('says so when no token fails', () => {
    const bag = { ...standard, bag: { ...nightOfTheZealotBags.standard, ...{ minus1: 0, minus2: 0, minus3: 0 } } };
    const onlyPasses = { ...bag, bag: { ...bag.bag, minus4: 0, skull: 0, cultist: 0, tablet: 0, autoFail: 0 } };
    const odds = skillTestOdds({ ...onlyPasses, skill: 3, difficulty: 3 });
    expect(describeOdds(odds, onlyPasses, islandText('ko'), 'ko-KR')).toEqual([
      '이 테스트에 실패하는 토큰은 없습니다.',
    ]);
  });
});
