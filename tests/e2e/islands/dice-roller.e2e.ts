import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveRoll, rollDie, type RollInput } from '../../../src/rules/index.ts';
import { axeViolations, inIslands, launchBrowser, openPage, siteURL } from '../support/browser.ts';
import { island, writeAddressNow } from '../support/island.ts';

const pages = {
  en: '/en/cypher/special-rolls/',
  ko: '/ko/cypher/special-rolls/',
  es: '/es/cypher/special-rolls/',
} as const;
const numeneraPages = {
  en: '/en/numenera/special-rolls-and-xp/',
  ko: '/ko/numenera/special-rolls-and-xp/',
  es: '/es/numenera/special-rolls-and-xp/',
} as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Roller = ReturnType<typeof island>;
/** What the roller's fields hold. */
type RollerInput = Required<Pick<RollInput, 'difficulty' | 'natural' | 'bonus' | 'attack' | 'impaired'>>;

/** Every result the roller shows, as its plain values. */
async function shownValues(roller: Roller) {
  const names = ['success', 'total', 'target', 'intrusion', 'bonusDamage', 'effect', 'refundsCost'] as const;
  return Object.fromEntries(await Promise.all(names.map(async (name) => [name, await roller.value(name)])));
}

/** The same results as the rules module computes them, as the island writes them into data-value. */
function expectedValues(input: RollInput, ruleset: 'cypher' | 'numenera' = 'cypher') {
  const result = resolveRoll(input, ruleset);
  return {
    success: String(result.success),
    total: String(result.total),
    target: String(result.task.target),
    intrusion: String(result.special.intrusion),
    bonusDamage: String(result.special.bonusDamage),
    effect: result.special.effect,
    refundsCost: String(result.special.refundsCost),
  };
}

// The worked example of the HTML: a natural 19 on an attack against difficulty 4 (004 "Special Rolls").
const example = { difficulty: 4, natural: 19, bonus: 0, attack: true, impaired: false };

describe('d20 roller without JavaScript', () => {
  it.each([...Object.entries(pages), ...Object.entries(numeneraPages)])(
    '%s %s: the worked example is complete in the HTML',
    async (_locale, path) => {
      const page = await openPage(browser, path, { javaScriptEnabled: false });
      const roller = island(page, 'dice-roller');
      expect(await shownValues(roller)).toEqual(expectedValues(example));
      expect(await roller.field('difficulty').inputValue()).toBe('4');
      expect(await roller.field('natural').inputValue()).toBe('19');
      expect(await roller.field('attack').isChecked()).toBe(true);
      expect(await roller.root.locator('[data-notes] li').count()).toBe(2);
      // The Roll button needs the script: without it the page offers only what works.
      expect(await roller.root.getByRole('button').count()).toBe(0);
      await page.context().close();
    },
  );

  it('says in words what the example means, in each language', async () => {
    const expected = {
      en: [
        'Minor effect, instead of the extra damage',
        'Natural 19 on an attack: +3 damage, or a minor effect instead.',
      ],
      ko: ['추가 피해 대신 작은 이득', '공격에서 눈 19: 피해 +3, 또는 그 대신 작은 이득.'],
      es: ['Efecto menor, en lugar del daño adicional', '19 natural en un ataque: +3 al daño, o bien un efecto menor.'],
    };
    for (const [locale, path] of Object.entries(pages)) {
      const page = await openPage(browser, path, { javaScriptEnabled: false });
      const roller = island(page, 'dice-roller');
      const [effect, note] = expected[locale as keyof typeof expected];
      expect(await roller.text('effect')).toBe(effect);
      expect(await roller.root.locator('[data-notes]').textContent()).toContain(note);
      await page.context().close();
    }
  });
});

describe('d20 roller with JavaScript', () => {
  async function openRoller(path: string = pages.en) {
    const page = await openPage(browser, path);
    const roller = island(page, 'dice-roller');
    await roller.root.scrollIntoViewIfNeeded();
    await roller.ready();
    return { page, roller };
  }

  async function enter(roller: Roller, input: RollerInput) {
    await roller.select('difficulty', String(input.difficulty));
    await roller.type('natural', String(input.natural));
    await roller.type('bonus', String(input.bonus));
    await roller.check('attack', input.attack);
    await roller.check('impaired', input.impaired);
  }

  const cases: (RollerInput & { note: string })[] = [
    { ...example, note: '+3 damage, or a minor effect instead' },
    { difficulty: 6, natural: 17, bonus: 0, attack: true, impaired: false, note: 'brings no extra damage' },
    { difficulty: 3, natural: 1, bonus: 0, attack: false, impaired: false, note: 'GM intrusion' },
    { difficulty: 0, natural: 20, bonus: 0, attack: false, impaired: false, note: 'routine' },
    { difficulty: 7, natural: 20, bonus: 0, attack: true, impaired: false, note: 'no roll is made' },
    { difficulty: 7, natural: 20, bonus: 1, attack: true, impaired: false, note: 'or instead a major effect' },
    { difficulty: 2, natural: 18, bonus: 0, attack: true, impaired: true, note: 'at most 1 damage' },
    // 004 "The Damage Track": an impaired character ignores major effects; the site reads the refund of a natural 20
    // as part of the major effect, and names the other reading (src/rules/cypher/specialRolls.ts, impaired-refund).
    {
      difficulty: 4,
      natural: 20,
      bonus: 0,
      attack: false,
      impaired: true,
      note: 'Natural 20 while impaired: the points spent do not come back',
    },
    { difficulty: 5, natural: 20, bonus: 2, attack: false, impaired: false, note: 'the points spent from a Pool' },
    { difficulty: 3, natural: 18, bonus: 0, attack: false, impaired: false, note: 'no special roll' },
    { difficulty: 4, natural: 10, bonus: 5, attack: false, impaired: false, note: 'counts as an asset instead' },
    { difficulty: 6, natural: 12, bonus: 9, attack: false, impaired: false, note: 'Only two asset steps count' },
  ];

  // One page for every case: each case sets every field, so none inherits from the one before.
  let opened: ReturnType<typeof openRoller> | undefined;
  afterAll(async () => {
    if (opened) await (await opened).page.context().close();
  });
  it.each(cases)('matches resolveRoll for %j', async ({ note, ...input }) => {
    const { roller } = await (opened ??= openRoller());
    await enter(roller, input);
    expect(await shownValues(roller)).toEqual(expectedValues(input));
    expect(await roller.root.locator('[data-notes]').textContent()).toContain(note);
    expect(await roller.root.textContent()).not.toContain('NaN');
  });

  it('follows the page ruleset on a Numenera page', async () => {
    const { page, roller } = await openRoller(numeneraPages.es);
    expect(await roller.root.getAttribute('data-ruleset')).toBe('numenera');
    const input = { difficulty: 5, natural: 19, bonus: 1, attack: false, impaired: false };
    await enter(roller, input);
    expect(await shownValues(roller)).toEqual(expectedValues(input, 'numenera'));
    expect(await roller.root.locator('[data-notes]').textContent()).toContain('19 natural: un efecto menor');
    await page.context().close();
  });

  it('rolls the die with Math.random and shows what typing that result shows', async () => {
    const context = await browser.newContext();
    // A fixed random source makes the roll repeatable: 0.5 is an 11 on a d20 (rollDie's own example).
    await context.addInitScript(() => {
      Math.random = () => 0.5;
    });
    const page = await context.newPage();
    await page.goto(siteURL(pages.en));
    const roller = island(page, 'dice-roller');
    await roller.root.scrollIntoViewIfNeeded();
    await roller.ready();
    await roller.root.getByRole('button', { name: 'Roll d20' }).click();
    const natural = rollDie(20, () => 0.5);
    expect(await roller.field('natural').inputValue()).toBe(String(natural));
    expect(await shownValues(roller)).toEqual(expectedValues({ ...example, natural }));
    expect(new URL(page.url()).hash).toContain(`natural=${natural}`);
    await context.close();
  });

  it('keeps its state in the address: a reload restores it, edits add no history entry, the example leaves the address', async () => {
    const { page, roller } = await openRoller(pages.ko);
    const entries = await page.evaluate(() => history.length);
    await roller.type('natural', '5');
    expect(new URL(page.url()).hash).toContain('dice-roller:');
    expect(await roller.value('success')).toBe('false');
    await roller.check('impaired', true);
    await roller.type('natural', '20');
    // An impaired character ignores major effects, and the site reads the refund of a natural 20 as part of one
    // (specialRolls.ts, the reading impaired-refund).
    expect(await roller.value('effect')).toBe('none');
    expect(await roller.value('refundsCost')).toBe('false');
    await writeAddressNow(page);
    await page.reload();
    await roller.ready();
    expect(await roller.field('natural').inputValue()).toBe('20');
    expect(await roller.field('impaired').isChecked()).toBe(true);
    expect(await roller.value('bonusDamage')).toBe('1');
    // Back to the page's example: nothing of the roller is left in the address.
    await roller.check('impaired', false);
    await roller.type('natural', String(example.natural));
    // The address follows the edits at most once every 400 ms.
    await expect.poll(() => new URL(page.url()).hash).toBe('');
    expect(await shownValues(roller)).toEqual(expectedValues(example));
    expect(await page.evaluate(() => history.length)).toBe(entries);
    await page.context().close();
  });

  it.each([
    ['en', 'natural', '', 'Enter a number.'],
    ['en', 'natural', 'abc', 'Use digits only, like 3.'],
    ['en', 'natural', '1e9', 'Use digits only, like 3.'],
    ['en', 'natural', '0', 'Enter a whole number from 1 to 20.'],
    ['en', 'natural', '21', 'Enter a whole number from 1 to 20.'],
    ['en', 'natural', '-3', 'Enter a whole number from 1 to 20.'],
    ['en', 'bonus', '-3', 'Enter a whole number from 0 to 20.'],
    ['ko', 'natural', '', '숫자를 입력하세요.'],
    ['ko', 'natural', '25', '1부터 20까지의 정수를 입력하세요.'],
    ['ko', 'bonus', '-1', '0부터 20까지의 정수를 입력하세요.'],
    ['es', 'natural', 'x', 'Escribe solo un número, por ejemplo 3.'],
    ['es', 'natural', '1000000000', 'Escribe un número entero entre 1 y 20.'],
    ['es', 'bonus', '-3', 'Escribe un número entero entre 0 y 20.'],
  ] as const)('%s: "%s" = "%s" shows "%s" and no result', async (locale, field, text, message) => {
    const { page, roller } = await openRoller(pages[locale]);
    await roller.type(field, text);
    expect(await roller.error(field)).toBe(message);
    expect(await roller.field(field).getAttribute('aria-invalid')).toBe('true');
    expect(await roller.text('success')).toBe('—');
    expect(await roller.text('total')).toBe('—');
    expect(await roller.root.locator('[data-notes] li').count()).toBe(0);
    expect(await roller.root.textContent()).not.toContain('NaN');
    expect(await axeViolations(page, inIslands)).toEqual([]);
    await roller.type(field, '3');
    expect(await roller.error(field)).toBe('');
    expect(await roller.value('total')).not.toBe('');
    await page.context().close();
  });
});
