// Issue 28: the chaos bag island on the Arkham FAQ, in each language. What it shows is what src/rules gives for the
// fields on screen: before its script runs (the default bag, as a static table), and after each change a reader
// makes with a phone's taps or a keyboard; its bag travels in the link and stays on the device.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chaosTokens,
  nightOfTheZealotBags,
  skillTestOdds,
  type ChaosBag,
  type SkillTestInput,
} from '../../../src/rules/index.ts';
import { axeViolations, launchBrowser, openPage, siteURL } from '../support/browser.ts';
import { island } from '../support/island.ts';

const faq = { en: '/en/arkham/faq/', ko: '/ko/arkham/faq/', es: '/es/arkham/faq/' } as const;
const phone = { width: 360, height: 740 };
const desktop = { width: 1280, height: 800 };

/** The island's worked example: Standard bag, skull -1, cultist -1, tablet -2, elder thing -2, elder sign +1. */
const example: SkillTestInput = {
  skill: 4,
  difficulty: 3,
  bag: nightOfTheZealotBags.standard,
  skull: { effect: 'modifier', modifier: -1 },
  cultist: { effect: 'modifier', modifier: -1 },
  tablet: { effect: 'modifier', modifier: -2 },
  elderThing: { effect: 'modifier', modifier: -2 },
  elderSign: { effect: 'modifier', modifier: 1 },
};
const chance = (input: Partial<SkillTestInput>) => skillTestOdds({ ...example, ...input }).chance.toDecimal();

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Opens a page and waits for the chaos bag's script. */
async function openBag(path: string, viewport = desktop, page?: Page) {
  const opened = page ?? (await openPage(browser, path, { viewport }));
  if (page) await page.goto(siteURL(path));
  const bag = island(opened, 'chaos-bag');
  await bag.root.scrollIntoViewIfNeeded();
  await bag.ready();
  return { page: opened, bag };
}

/** The odds table as the page shows it: each row's margin and plain chance, and the marked row. */
async function table(page: Page) {
  const rows = page.locator('chaos-bag tr[data-margin]');
  return {
    chances: await rows.evaluateAll((trs) =>
      trs.map((tr) => [Number((tr as HTMLElement).dataset.margin), tr.querySelector('td')!.dataset.value ?? null]),
    ),
    current: await rows.evaluateAll(
      (trs) => trs.find((tr) => tr.getAttribute('aria-current') === 'true')?.getAttribute('data-margin') ?? null,
    ),
  };
}

/** The bag the counts on screen hold. */
async function countsOnScreen(page: Page): Promise<ChaosBag> {
  const entries = await Promise.all(
    chaosTokens.map(async (token) => [
      token,
      Number(await page.locator(`chaos-bag input[name="bag.${token}"]`).inputValue()),
    ]),
  );
  return Object.fromEntries(entries) as ChaosBag;
}

describe('chaos bag without JavaScript', () => {
  it.each([
    ['en', 'tablet (−2)'],
    ['ko', '석판(−2)'],
    ['es', 'tablilla (−2)'],
  ] as const)('%s: the default bag’s chance, odds table and failing tokens are in the HTML', async (locale, tablet) => {
    const page = await openPage(browser, faq[locale], { javaScriptEnabled: false });
    const bag = island(page, 'chaos-bag');
    const odds = skillTestOdds(example);
    expect(await bag.value('chance')).toBe(odds.chance.toDecimal());
    expect(await table(page)).toEqual({
      chances: odds.margins.map(({ margin, chance }) => [margin, chance?.toDecimal() ?? null]),
      current: '1',
    });
    expect(await bag.root.locator('[data-notes]').first().textContent()).toContain(tablet);
    // The − and + buttons need the script: without it they are not drawn.
    expect(await bag.root.locator('button[data-step]').first().isVisible()).toBe(false);
    await page.context().close();
  });
});

describe('chaos bag with JavaScript', () => {
  it('en, 1280 px: skill and difficulty, a campaign difficulty, a symbol that reveals another or fails', async () => {
    const { page, bag } = await openBag(faq.en);
    await bag.type('skill', '2');
    await bag.type('difficulty', '2');
    expect(await bag.value('chance')).toBe(chance({ skill: 2, difficulty: 2 }));
    expect((await table(page)).current).toBe('0');

    await bag.select('preset', 'hard');
    expect(await countsOnScreen(page)).toEqual(nightOfTheZealotBags.hard);
    const hard = { skill: 2, difficulty: 2, bag: nightOfTheZealotBags.hard };
    expect(await bag.value('chance')).toBe(chance(hard));

    await bag.select('cultistEffect', 'revealAnother');
    const cultist = { effect: 'revealAnother', modifier: -1 } as const;
    expect(await bag.value('chance')).toBe(chance({ ...hard, cultist }));
    expect(await bag.root.locator('[data-notes]').first().textContent()).toContain('cultist: reveals another token');
    // The table follows the bag: each row is the chance at that skill value.
    const rows = skillTestOdds({ ...example, ...hard, cultist }).margins;
    expect((await table(page)).chances).toEqual(
      rows.map(({ margin, chance }) => [margin, chance?.toDecimal() ?? null]),
    );

    // A symbol set to fail automatically has no modifier to set.
    await bag.select('tabletEffect', 'autoFail');
    expect(await bag.field('tablet').isVisible()).toBe(false);
    expect(await bag.value('chance')).toBe(chance({ ...hard, cultist, tablet: { effect: 'autoFail' } }));
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('ko, 360 px: tokens added and removed by touch and by keyboard; the list then says it is your own bag', async () => {
    const { page, bag } = await openBag(faq.ko, phone);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    const add = bag.root.locator('button[data-token="skull"][data-step="1"]');
    const remove = bag.root.locator('button[data-token="skull"][data-step="-1"]');
    for (const button of [add, remove]) {
      const box = (await button.boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
    }
    expect(await add.getAttribute('aria-label')).toBe('해골 토큰 하나 넣기');

    await add.click();
    expect(await bag.field('bag.skull').inputValue()).toBe('3');
    expect(await bag.field('preset').inputValue()).toBe('custom');
    expect(await bag.value('chance')).toBe(chance({ bag: { ...example.bag, skull: 3 } }));
    expect(await bag.root.locator('[data-bag-status]').textContent()).toBe('해골: 주머니에 3개.');
    expect(await bag.text('size')).toBe('주머니에 토큰 17개');

    // Three presses of −, by keyboard: Enter, Enter, Space. Below 0 it stops.
    await remove.focus();
    for (const key of ['Enter', 'Enter', 'Space', 'Space']) await page.keyboard.press(key);
    expect(await bag.field('bag.skull').inputValue()).toBe('0');
    expect(await bag.value('chance')).toBe(chance({ bag: { ...example.bag, skull: 0 } }));
    // Tab from the − button reaches the count, then the + button.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe('bag.skull');
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('keeps the bag in the link and on the device; a link’s fields win over the kept bag', async () => {
    const { page, bag } = await openBag(faq.en);
    await bag.root.locator('button[data-token="minus8"][data-step="1"]').click();
    const withMinus8 = { bag: { ...example.bag, minus8: 1 } };
    expect(await bag.value('chance')).toBe(chance(withMinus8));
    const link = page.url();
    expect(new URL(link).hash).toContain('bag.minus8=1');
    expect(await page.evaluate(() => localStorage.getItem('chaos-bag'))).toContain('bag.minus8=1');

    // Another page of the site, with no link: the kept bag.
    await openBag('/en/tools/', desktop, page);
    expect(await bag.field('bag.minus8').inputValue()).toBe('1');
    expect(await bag.field('preset').inputValue()).toBe('custom');
    // A link naming a campaign difficulty wins over the kept bag.
    await openBag(`${faq.en}#chaos-bag:preset=easy&skill=3&difficulty=3`, desktop, page);
    expect(await countsOnScreen(page)).toEqual(nightOfTheZealotBags.easy);
    expect(await bag.value('chance')).toBe(chance({ skill: 3, difficulty: 3, bag: nightOfTheZealotBags.easy }));

    // The first link, opened by someone else: the same bag and the same chance.
    const other = await (await browser.newContext({ viewport: desktop })).newPage();
    await other.goto(link);
    const shared = island(other, 'chaos-bag');
    await shared.ready();
    expect(await shared.value('chance')).toBe(chance(withMinus8));
    await page.context().close();
    await other.context().close();
  });

  it.each([
    ['en', 'skill', '', 'Enter a number.'],
    ['en', 'bag.skull', '-3', 'Enter a whole number from 0 to 10.'],
    ['en', 'difficulty', '1e9', 'Use digits only, like 3.'],
    ['ko', 'bag.zero', 'abc', '3처럼 숫자만 입력하세요.'],
    ['ko', 'skill', '99', '0부터 40까지의 정수를 입력하세요.'],
    ['es', 'elderSign', '', 'Escribe un número.'],
    ['es', 'bag.minus1', '11', 'Escribe un número entero entre 0 y 10.'],
  ] as const)('%s: "%s" set to "%s" shows "%s" and no number', async (locale, name, text, message) => {
    const { page, bag } = await openBag(faq[locale], phone);
    await bag.type(name, text);
    expect(await bag.error(name)).toBe(message);
    expect(await bag.field(name).getAttribute('aria-invalid')).toBe('true');
    expect(await bag.text('chance')).toBe('—');
    expect(await bag.value('chance')).toBe('');
    // Every row of the table still there, each without a chance.
    const margins = skillTestOdds(example).margins.map(({ margin }) => [margin, null]);
    expect((await table(page)).chances).toEqual(margins);
    expect(await bag.root.textContent()).not.toMatch(/NaN|undefined/);
    await page.context().close();
  });

  it.each([
    ['en', 'The chaos bag is empty: put at least one token in it.'],
    ['ko', '혼돈 주머니가 비었습니다. 토큰을 하나 이상 넣으세요.'],
    ['es', 'La bolsa del caos está vacía: pon al menos una ficha.'],
  ] as const)('%s: an empty bag is refused beside the bag', async (locale, message) => {
    const empty = chaosTokens.map((token) => `bag.${token}=0`).join('&');
    const { page, bag } = await openBag(`${faq[locale]}#chaos-bag:${empty}`);
    expect(await bag.error('bag')).toBe(message);
    expect(await bag.root.locator('fieldset[name="bag"]').getAttribute('aria-invalid')).toBe('true');
    expect(await bag.value('chance')).toBe('');
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('prints its inputs as text with its current chance and odds table, not its buttons', async () => {
    const { page, bag } = await openBag(faq.es);
    await bag.type('skill', '5');
    await page.emulateMedia({ media: 'print' });
    expect(await bag.value('chance')).toBe(chance({ skill: 5 }));
    expect(await bag.root.locator('output[name="chance"]').isVisible()).toBe(true);
    expect(await bag.root.locator('table').isVisible()).toBe(true);
    expect(await bag.root.locator('tr[aria-current="true"]').getAttribute('data-margin')).toBe('2');
    // The fields print as text (global.css, "Print"): the reader's skill value among them.
    for (const name of ['skill', 'preset', 'skull', 'bag.skull'])
      expect(await bag.field(name).isVisible(), name).toBe(true);
    expect(await bag.field('skill').inputValue()).toBe('5');
    expect(await bag.root.locator('button').first().isVisible()).toBe(false);
    await page.context().close();
  });

  it('beside a second language, the page’s bag still runs and the translation is its table', async () => {
    const { page, bag } = await openBag(`${faq.ko}?compare=en`);
    const still = page.locator('.compare-block [data-still-island="chaos-bag"]');
    await still.waitFor();
    expect(await still.locator('tbody tr').count()).toBe(9);
    expect(await still.locator('a').getAttribute('href')).toBe('#chaos-bag-title');
    await bag.type('difficulty', '4');
    expect(await bag.value('chance')).toBe(chance({ difficulty: 4 }));
    expect(await page.locator('chaos-bag').count()).toBe(1);
    await page.context().close();
  });
});
