// Issues 28 and 34: the chaos bag island on the Arkham FAQ and the tools page, in each language. What it shows is what
// src/rules gives for the fields on screen: before its script runs (the default bag, as a static table), and after each
// change a reader makes with a phone's taps or a keyboard; its bag and campaign travel in the link, and a bag kept
// from an earlier visit is offered, never swapped in under the reader.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseWholeNumber } from '../../../src/components/islands/shared/parse.ts';
import {
  bagSize,
  campaignBag,
  campaignIds,
  campaignInfo,
  campaignScenarios,
  cardModifier,
  chaosTokens,
  scenarioCard,
  type ScenarioCode,
  type ScenarioSide,
  nightOfTheZealotBags,
  skillTestOdds,
  symbolTokens,
  type ChaosBag,
  type ElderSignEffect,
  type Probability,
  type SkillTestInput,
  type SymbolEffect,
} from '../../../src/rules/index.ts';
import { cardAddresses } from '../../../src/components/islands/chaos-bag/chaos-bag-data.ts';
import { chancePercent } from '../../../src/components/islands/chaos-bag/chaos-bag-text.ts';
import { axeViolations, inIslands, launchBrowser, openPage, siteURL } from '../support/browser.ts';
import { island } from '../support/island.ts';

const faq = { en: '/en/arkham/faq/', ko: '/ko/arkham/faq/', es: '/es/arkham/faq/' } as const;
const tools = { en: '/en/tools/', ko: '/ko/tools/', es: '/es/tools/' } as const;
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

/** Every field of the island as it shows now, by name. */
function fieldsOnScreen(page: Page): Promise<Record<string, string>> {
  return page
    .locator('chaos-bag')
    .evaluate((island) =>
      Object.fromEntries(
        [...island.querySelector('form')!.elements]
          .filter((element): element is HTMLInputElement | HTMLSelectElement => 'name' in element && !!element.name)
          .map((element) => [element.name, element.value]),
      ),
    );
}

/**
 * What the island shows: its fields, its chance and bag size (the values and the text a reader reads), the chance of
 * each row of its odds table as text, and the summary kept in view.
 */
async function shown(page: Page) {
  const root = page.locator('chaos-bag');
  const chance = root.locator('output[name="chance"]');
  const size = root.locator('output[name="size"]');
  return {
    fields: await fieldsOnScreen(page),
    chance: await chance.getAttribute('data-value'),
    chanceText: await chance.textContent(),
    size: await size.getAttribute('data-value'),
    sizeText: await size.textContent(),
    rows: await root
      .locator('tr[data-margin]')
      .evaluateAll((trs) =>
        trs.map((tr) => [Number((tr as HTMLElement).dataset.margin), tr.querySelector('td')!.textContent]),
      ),
    summary: await root.locator('[data-summary] > span').first().textContent(),
  };
}

/** The odds src/rules gives for fields as a reader sees them (read as the island reads them). */
function oddsOf(fields: Record<string, string>) {
  const number = (name: string) => {
    const parsed = parseWholeNumber(fields[name]!);
    if (!parsed.ok) throw new Error(`${name}: ${fields[name]}`);
    return parsed.value;
  };
  // Where the chosen scenario's card writes a symbol's modifier as X, its field holds X (src/rules/arkham/scenarios.ts).
  const card = fields.scenario
    ? scenarioCard(fields.scenario as ScenarioCode).sides?.[fields.side as ScenarioSide]
    : undefined;
  const symbol = (name: (typeof symbolTokens)[number]): SymbolEffect => {
    const effect = fields[`${name}Effect`] as SymbolEffect['effect'];
    if (effect === 'autoFail' || effect === 'autoSuccess') return { effect };
    const fact = card?.[name];
    return { effect, modifier: fact?.modifier === 'X' ? cardModifier(name, fact, number(name)) : number(name) };
  };
  const elderSign: ElderSignEffect =
    fields.elderSignEffect === 'autoSuccess'
      ? { effect: 'autoSuccess' }
      : { effect: 'modifier', modifier: number('elderSign') };
  const bag = Object.fromEntries(chaosTokens.map((token) => [token, number(`bag.${token}`)])) as ChaosBag;
  const odds = skillTestOdds({
    skill: number('skill'),
    difficulty: number('difficulty'),
    bag,
    skull: symbol('skull'),
    cultist: symbol('cultist'),
    tablet: symbol('tablet'),
    elderThing: symbol('elderThing'),
    elderSign,
  });
  return { odds, size: bagSize(bag) };
}

/** A chance as a reader reads it in `lang`: a percentage with at most one decimal ("62.5%", "62,5 %"), or a dash. */
const percent = (chance: Probability | undefined, lang: string) =>
  chance ? new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 1 }).format(chance.toNumber()) : '—';

/**
 * The figures on screen are those of the fields on screen: the chance and size the island holds, and the text a reader
 * reads (the chance, each row of the odds table, the summary kept in view, the bag's size), in the page's language.
 */
async function expectConsistent(page: Page) {
  const now = await shown(page);
  const { odds, size } = oddsOf(now.fields);
  expect({ chance: now.chance, size: now.size }).toEqual({ chance: odds.chance.toDecimal(), size: String(size) });
  const lang = await page.evaluate(() => document.documentElement.lang);
  expect(now.chanceText).toBe(percent(odds.chance, lang));
  expect(now.rows).toEqual(odds.margins.map(({ margin, chance }) => [margin, percent(chance, lang)]));
  expect(now.summary).toContain(percent(odds.chance, lang));
  expect(now.sizeText).toMatch(new RegExp(`(^|\\D)${size}(\\D|$)`));
  return now;
}

/** The offer of a kept bag: its text, or null while none is offered. */
const offered = (page: Page) =>
  page
    .locator('chaos-bag [data-kept]')
    .evaluate((offer) =>
      offer.hasAttribute('data-offered') ? offer.querySelector('[data-kept-text]')!.textContent : null,
    );

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
    expect(await axeViolations(page, inIslands)).toEqual([]);
    await page.context().close();
  });

  it('ko, 360 px: tokens added and removed by touch and by keyboard; the list then says it is your own bag', async () => {
    const { page, bag } = await openBag(faq.ko, phone);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    const add = bag.root.getByRole('button', { name: '해골 토큰 하나 넣기' });
    const remove = bag.root.getByRole('button', { name: '해골 토큰 하나 빼기' });
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
    expect(await axeViolations(page, inIslands)).toEqual([]);
    await page.context().close();
  });

  // Each language's cases on one page, one after the other: each value is typed over the field's own, then that value
  // is typed back, which brings the number back.
  const badValues = [
    ['en', 'skill', '', 'Enter a number.'],
    ['en', 'bag.skull', '-3', 'Enter a whole number from 0 to 10.'],
    ['en', 'difficulty', '1e9', 'Use digits only, like 3.'],
    ['ko', 'bag.zero', 'abc', '3처럼 숫자만 입력하세요.'],
    ['ko', 'skill', '99', '0부터 40까지의 정수를 입력하세요.'],
    ['es', 'elderSign', '', 'Escribe un número.'],
    ['es', 'bag.minus1', '11', 'Escribe un número entero entre 0 y 10.'],
    // A modifier's usual values are negative: its message shows a sign.
    ['en', 'skull', 'abc', 'Write a whole number, like −2 or +1.'],
    ['ko', 'tablet', '2-', '−2나 +1처럼 정수를 입력하세요.'],
    ['es', 'elderSign', 'x', 'Escribe un número entero, por ejemplo −2 o +1.'],
    ['en', 'bag.frost', '9', 'Enter a whole number from 0 to 8.'],
  ] as const;

  it.each(['en', 'ko', 'es'] as const)('%s: a bad value shows its message and no number', async (locale) => {
    const { page, bag } = await openBag(faq[locale], phone);
    const before = await bag.value('chance');
    expect(before).toBe(chance({}));
    for (const [, name, text, message] of badValues.filter(([language]) => language === locale)) {
      const typed = `${name} = "${text}"`;
      const own = await bag.field(name).inputValue();
      await bag.type(name, text);
      expect(await bag.error(name), typed).toBe(message);
      expect(await bag.field(name).getAttribute('aria-invalid'), typed).toBe('true');
      expect(await bag.text('chance'), typed).toBe('—');
      expect(await bag.value('chance'), typed).toBe('');
      // Every row of the table still there, each without a chance.
      const margins = skillTestOdds(example).margins.map(({ margin }) => [margin, null]);
      expect((await table(page)).chances, typed).toEqual(margins);
      expect(await bag.root.textContent(), typed).not.toMatch(/NaN|undefined/);
      await bag.type(name, own);
      expect(await bag.error(name), `${name} = "${own}" again`).toBe('');
      expect(await bag.value('chance'), `${name} = "${own}" again`).toBe(before);
    }
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
    expect(await axeViolations(page, inIslands)).toEqual([]);
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

describe('every campaign’s bag (issue 34.1)', () => {
  it('es, 1280 px: a campaign and a difficulty fill the bag; the list offers only the guide’s difficulties', async () => {
    const { page, bag } = await openBag(faq.es);
    // Every campaign of the data set is in the list, under its Spanish name.
    const options = await bag
      .field('campaign')
      .locator('option')
      .evaluateAll((all) => all.map((option) => [(option as HTMLOptionElement).value, option.textContent]));
    expect(options.map(([value]) => value).sort()).toEqual([...campaignIds].sort());
    expect(options).toContainEqual(['tic', campaignInfo.tic.name.es]);

    await bag.select('campaign', 'dwl');
    // The difficulty chosen (Normal) stays: The Dunwich Legacy's Standard bag.
    expect(await countsOnScreen(page)).toEqual(campaignBag('dwl', 'standard'));
    await bag.select('preset', 'expert');
    expect(await countsOnScreen(page)).toEqual(campaignBag('dwl', 'expert'));
    await expectConsistent(page);

    // Edge of the Earth at Expert starts with three frost tokens.
    await bag.select('campaign', 'eoe');
    expect(await bag.field('bag.frost').inputValue()).toBe('3');
    expect((await expectConsistent(page)).fields.preset).toBe('expert');

    // Fortune and Folly offers Standard and Hard only: choosing it from Expert starts from Standard.
    await bag.select('campaign', 'fof');
    expect(await bag.field('preset').inputValue()).toBe('standard');
    expect(await countsOnScreen(page)).toEqual(campaignBag('fof', 'standard'));
    const disabled = await bag
      .field('preset')
      .locator('option:disabled')
      .evaluateAll((all) => all.map((option) => (option as HTMLOptionElement).value));
    expect(disabled).toEqual(['easy', 'expert', 'custom']);

    // A count changed: the reader's own bag, still in that campaign.
    await bag.root.getByRole('button', { name: 'Añade una ficha de helada' }).click();
    expect(await bag.field('preset').inputValue()).toBe('custom');
    expect(await bag.field('campaign').inputValue()).toBe('fof');
    expect(await bag.root.locator('[data-summary] > span').last().textContent()).toBe(
      `${bagSize(campaignBag('fof', 'standard')!) + 1} fichas · ${campaignInfo.fof.name.es} · Tu propia bolsa`,
    );
    await expectConsistent(page);
    expect(await axeViolations(page, inIslands)).toEqual([]);
    await page.context().close();
  });

  it.each([phone, desktop])('a link and a reload keep the campaign (%j)', async (viewport) => {
    const { page, bag } = await openBag(`${tools.ko}#chaos-bag:campaign=tfa&preset=hard&skill=5`, viewport);
    expect(await bag.field('campaign').inputValue()).toBe('tfa');
    expect(await countsOnScreen(page)).toEqual(campaignBag('tfa', 'hard'));
    expect((await expectConsistent(page)).fields.skill).toBe('5');
    await bag.root.getByRole('button', { name: '해골 토큰 하나 넣기' }).click();
    const changed = await expectConsistent(page);
    await page.reload();
    await bag.ready();
    expect(await shown(page)).toEqual(changed);
    expect(changed.fields.campaign).toBe('tfa');
    // The address, opened by someone else: the same campaign, bag and chance.
    const other = await (await browser.newContext({ viewport })).newPage();
    await other.goto(page.url());
    await island(other, 'chaos-bag').ready();
    expect(await shown(other)).toEqual(changed);
    await page.context().close();
    await other.context().close();
  });

  it('a link naming a campaign the list does not offer gets a message and no number', async () => {
    const { page, bag } = await openBag(`${faq.en}#chaos-bag:campaign=core&preset=hard`);
    expect(await bag.error('campaign')).toBe('Choose one of the options in the list.');
    expect(await bag.value('chance')).toBe('');
    expect(await bag.root.locator('[data-summary] > span').first().textContent()).toBe('Chance of success: —');
    await bag.select('campaign', 'notz');
    expect(await countsOnScreen(page)).toEqual(nightOfTheZealotBags.hard);
    await expectConsistent(page);
    await page.context().close();
  });
});

describe('the scenario’s reference card, bless and curse (issue 42)', () => {
  /** What each language's page names in the list and on the buttons. */
  const addBless = { en: 'Add a bless token', es: 'Añade una ficha de bendición', ko: '축복 토큰 하나 넣기' } as const;
  /** How each language counts the tokens in the summary kept in view. */
  const tokens = {
    en: (n: number) => `${n} tokens`,
    es: (n: number) => `${n} fichas`,
    ko: (n: number) => `토큰 ${n}개`,
  };

  /** The summary kept in view as a person reads it: each line's text, and the lines whose words it cuts or hides. */
  const summaryOnScreen = (page: Page) =>
    page.locator('chaos-bag [data-summary]').evaluate((summary) => {
      const lines = [...summary.children] as HTMLElement[];
      return {
        text: lines.map((line) => line.textContent),
        cut: lines
          .filter((line) => line.scrollWidth > line.clientWidth || line.scrollHeight > line.clientHeight)
          .map((line) => line.textContent),
      };
    });

  it.each(['ko', 'es', 'en'] as const)(
    '%s, 1280 then 360 px: the campaign, its difficulty and a scenario set the symbols, in a page axe finds clean',
    async (locale) => {
      const { page, bag } = await openBag(faq[locale], desktop);
      // The list: every standalone (Fortune and Folly, Guardians of the Abyss and the 19 side scenarios) and the
      // Return to… campaigns, under their names in the page's language.
      const groups = await bag
        .field('campaign')
        .evaluate((list) =>
          [...list.querySelectorAll('optgroup')].map((group) => [
            group.label,
            [...group.querySelectorAll('option')].map((option) => [option.value, option.textContent]),
          ]),
        );
      const named = (kind: string) =>
        campaignIds.filter((id) => campaignInfo[id].kind === kind).map((id) => [id, campaignInfo[id].name[locale]]);
      expect(groups.map(([, options]) => options)).toEqual([
        named('campaign'),
        named('returnTo'),
        named('standalone'),
        named('fanMade'),
      ]);
      expect(named('standalone')).toHaveLength(21);

      // The example, as a reader chooses it.
      await bag.select('campaign', 'notz');
      await bag.select('preset', 'hard');
      const scenarios = await bag
        .field('scenario')
        .locator('option')
        .evaluateAll((all) => all.map((option) => [(option as HTMLOptionElement).value, option.textContent]));
      expect(scenarios.slice(1)).toEqual(
        campaignScenarios('notz').map((code) => [code, scenarioCard(code).name[locale]]),
      );
      await bag.select('scenario', '01104');
      const hard = await expectConsistent(page);
      // The summary kept in view names the scenario chosen, after its campaign, and the difficulty.
      const level = async () => (await bag.field('preset').locator('option:checked').textContent())!.trim();
      const campaign = campaignInfo.notz.name[locale];
      const scenario = scenarioCard('01104').name[locale];
      expect((await summaryOnScreen(page)).text[1]).toBe(
        `${tokens[locale](bagSize(campaignBag('notz', 'hard')!))} · ${campaign} · ${scenario} · ${await level()}`,
      );
      expect(hard.fields).toMatchObject({
        side: 'hard',
        skull: '-2',
        skullEffect: 'modifier',
        cultist: '0',
        cultistEffect: 'revealAnother',
        tablet: '-4',
        tabletEffect: 'modifier',
      });
      // Skill 4 against 3, elder sign +1: 6 of 17 tokens, and the cultist then 6 of 16: 3/8.
      expect(hard.chance).toBe('0.375');
      const odds = skillTestOdds({
        ...example,
        bag: campaignBag('notz', 'hard')!,
        skull: { effect: 'modifier', modifier: -2 },
        cultist: { effect: 'revealAnother', modifier: 0 },
        tablet: { effect: 'modifier', modifier: -4 },
      });
      expect(odds.chance.toDecimal()).toBe('0.375');
      expect(await bag.text('chance')).toBe(chancePercent(odds.chance, locale));
      // The cultist's line names its horror and links the card on ArkhamDB in the page's language.
      const line = bag.root.locator('[data-card-line="cultist"]');
      await expect.poll(() => line.isVisible()).toBe(true);
      const link = line.getByRole('link');
      expect(await link.getAttribute('href')).toBe(`${cardAddresses[locale]}01104`);
      expect(await link.textContent()).toContain(scenarioCard('01104').name[locale]);

      // The Easy/Standard side: the skull is −X, its field is X.
      await bag.select('preset', 'standard');
      expect(await bag.root.locator('label[for="chaos-bag-skull"]').textContent()).toBe('X');
      await bag.type('skull', '2');
      expect((await expectConsistent(page)).fields).toMatchObject({ side: 'standard', skull: '2' });
      expect(await bag.field('skull').getAttribute('aria-describedby')).toContain('chaos-bag-skull-card');

      // A bless token: +2, and another token.
      await bag.root.getByRole('button', { name: addBless[locale] }).click();
      expect((await expectConsistent(page)).fields['bag.bless']).toBe('1');
      expect(await axeViolations(page, inIslands)).toEqual([]);
      await page.setViewportSize(phone);
      expect(await axeViolations(page, inIslands)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
      // At 360 px, the summary of the reader's own bag still names the scenario, and every word of it shows.
      const ownBag = await summaryOnScreen(page);
      expect(ownBag.text[1]).toBe(
        `${tokens[locale](Number(await bag.value('size')))} · ${campaign} · ${scenario} · ${await level()}`,
      );
      expect(await level()).toBe({ en: 'Your own bag', es: 'Tu propia bolsa', ko: '직접 구성한 주머니' }[locale]);
      expect(ownBag.cut).toEqual([]);
      await page.context().close();
    },
  );

  it('a link naming only a scenario and a difficulty: its campaign, its card’s side, kept by a reload', async () => {
    const { page, bag } = await openBag(`${tools.en}#chaos-bag:scenario=02041&preset=hard`, phone);
    const linked = await expectConsistent(page);
    expect(linked.fields).toMatchObject({ campaign: 'dwl', preset: 'hard', scenario: '02041', side: 'hard' });
    expect(await countsOnScreen(page)).toEqual(campaignBag('dwl', 'hard'));
    await page.reload();
    await bag.ready();
    expect(await shown(page)).toEqual(linked);
    // Back to no scenario: a symbol the card gave X keeps the modifier X gave.
    await bag.select('preset', 'standard');
    await bag.select('scenario', '');
    expect((await expectConsistent(page)).fields.scenario).toBe('');
    await page.context().close();
  });
});

describe('a bag that never shows one thing and computes another (issue 34.3)', () => {
  /** Chooses Expert on the tools page: the bag the reader keeps. */
  async function keepExpert(viewport: typeof phone) {
    const { page, bag } = await openBag(tools.en, viewport);
    await bag.select('preset', 'expert');
    expect(await bag.value('chance')).toBe(chance({ bag: nightOfTheZealotBags.expert }));
    return page;
  }

  it.each([phone, desktop])(
    'Expert chosen on /en/tools/, then /en/arkham/faq/#chaos-bag: the figures are the fields’ (%j)',
    async (viewport) => {
      const page = await keepExpert(viewport);
      await page.goto(siteURL(`${faq.en}#chaos-bag`));
      const bag = island(page, 'chaos-bag');
      await bag.root.scrollIntoViewIfNeeded();
      await bag.ready();
      // The page's own bag, its own figures (62.5%, 16 tokens), and the kept bag offered beside it.
      const now = await expectConsistent(page);
      expect([now.fields.preset, now.chance, now.size]).toEqual(['standard', '0.625', '16']);
      expect(now.summary).toBe('Chance of success: 62.5%');
      expect(await offered(page)).toBe('Last time: 18 tokens · The Night of the Zealot · Expert');
      // Taken by touch: the Expert bag and its figures (38.9%, 18 tokens); nothing more is offered.
      await bag.root.locator('button[data-use-kept]').click();
      const taken = await expectConsistent(page);
      expect([taken.fields.preset, taken.chance, taken.size]).toEqual([
        'expert',
        chance({ bag: nightOfTheZealotBags.expert }),
        '18',
      ]);
      expect(await bag.text('chance')).toBe('38.9%');
      expect(await offered(page)).toBeNull();
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('campaign');
      await page.context().close();
    },
  );

  it.each([phone, desktop])(
    'a tool that starts below the fold shows the same fields and figures before and after its script (%j)',
    async (viewport) => {
      const page = await keepExpert(viewport);
      await page.goto(siteURL(faq.en));
      const bag = island(page, 'chaos-bag');
      // Not started yet: the page's example, as the HTML has it.
      expect(await page.evaluate(() => customElements.get('chaos-bag'))).toBeUndefined();
      const before = await shown(page);
      expect(before.chance).toBe('0.625');
      await bag.root.scrollIntoViewIfNeeded();
      await bag.ready();
      // Started in view: nothing swapped under the reader; the kept bag is offered.
      expect(await shown(page)).toEqual(before);
      await expectConsistent(page);
      expect(await offered(page)).toContain('Expert');
      await page.context().close();
    },
  );

  it('a difficulty and a skill value chosen before the script arrives: its bag and figures once it does', async () => {
    const page = await openPage(browser, faq.es, { viewport: phone });
    // A slow connection: the island's code is held back until the reader has chosen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_astro\/chaos-bag\.[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const bag = island(page, 'chaos-bag');
    await bag.root.scrollIntoViewIfNeeded();
    // Until the script comes with the campaigns (issue 42: they come with its words, not in the page), the list
    // offers the campaign the page opens with.
    expect(await bag.field('campaign').locator('option').count()).toBe(1);
    await bag.select('preset', 'expert');
    await bag.field('skill').fill('6');
    expect(await page.evaluate(() => customElements.get('chaos-bag'))).toBeUndefined();
    release();
    await bag.ready();
    await page.waitForFunction(
      () => document.querySelector('chaos-bag output[name="size"]')?.getAttribute('data-value') !== '16',
    );
    const now = await expectConsistent(page);
    expect(now.fields).toMatchObject({ campaign: 'notz', preset: 'expert', skill: '6' });
    expect(await countsOnScreen(page)).toEqual(campaignBag('notz', 'expert'));
    expect(now.size).toBe(String(bagSize(campaignBag('notz', 'expert')!)));
    expect(await bag.field('campaign').locator('option').count()).toBe(campaignIds.length);
    // The reader's choice is theirs from then on, as any change: in the address.
    expect(new URL(page.url()).hash).toContain('preset=expert');
    await page.context().close();
  });

  it.each([phone, desktop])(
    'a bag kept on one page, opened on another with a link’s own fields: the link’s bag, the kept one offered (%j)',
    async (viewport) => {
      const page = await keepExpert(viewport);
      await page.goto(siteURL(`${faq.ko}#chaos-bag:campaign=tcu&preset=easy&difficulty=2`));
      const bag = island(page, 'chaos-bag');
      await bag.ready();
      const now = await expectConsistent(page);
      expect(now.fields).toMatchObject({ campaign: 'tcu', preset: 'easy', difficulty: '2' });
      expect(await countsOnScreen(page)).toEqual(campaignBag('tcu', 'easy'));
      expect(await offered(page)).toBe('지난번: 토큰 18개 · 광신도의 밤 · 전문가');
      // Editing the test alone keeps the reader's bag as it was; the offer stays.
      await bag.type('skill', '6');
      await expectConsistent(page);
      expect(await page.evaluate(() => localStorage.getItem('chaos-bag'))).toContain('preset=expert');
      expect(await offered(page)).not.toBeNull();
      // Taken by keyboard: Tab to the button, Enter.
      await bag.root.locator('button[data-use-kept]').focus();
      await page.keyboard.press('Enter');
      expect(await countsOnScreen(page)).toEqual(nightOfTheZealotBags.expert);
      expect((await expectConsistent(page)).fields).toMatchObject({ skill: '6', difficulty: '2', campaign: 'notz' });
      // A kept bag with a scenario: the offer names it too, after its campaign, as the summary does.
      await bag.select('scenario', '01104');
      await page.evaluate(() => (location.hash = 'chaos-bag:campaign=tcu&preset=easy'));
      await expect
        .poll(() => offered(page))
        .toBe(`지난번: 토큰 18개 · 광신도의 밤 · ${scenarioCard('01104').name.ko} · 전문가`);
      await page.context().close();
    },
  );

  it('a kept bag is offered in room it has from the first paint: offering it moves nothing', async () => {
    const page = await keepExpert(phone);
    await page.goto(siteURL(faq.en));
    /** Where the offer and the result are on the page (not on the screen, which scrolls). */
    const layout = () =>
      page.locator('chaos-bag').evaluate((root) =>
        ['[data-kept]', 'output[name="chance"]', 'fieldset[name="bag"]'].map((selector) => {
          const box = root.querySelector(selector)!.getBoundingClientRect();
          return [Math.round(box.top + scrollY), Math.round(box.height)];
        }),
      );
    const before = await layout();
    expect(before[0]![1]).toBeGreaterThan(0);
    await page.locator('chaos-bag').scrollIntoViewIfNeeded();
    await island(page, 'chaos-bag').ready();
    expect(await offered(page)).not.toBeNull();
    expect(await layout()).toEqual(before);
    // Its button is a 24 px target at least.
    expect((await page.locator('chaos-bag button[data-use-kept]').boundingBox())!.height).toBeGreaterThanOrEqual(24);
    await page.context().close();
  });

  it('with no kept bag there is no offer and no room for one', async () => {
    const { page } = await openBag(faq.en, phone);
    expect(await offered(page)).toBeNull();
    expect(await page.locator('chaos-bag [data-kept]').isVisible()).toBe(false);
    await page.context().close();
  });
});

describe('input and words (issue 34.4)', () => {
  it('a modifier reads "+2", "−2", " 4 ", "− 3" and "-1" as numbers, like every number field', async () => {
    const { page, bag } = await openBag(faq.en, phone);
    for (const [name, text, value] of [
      ['skull', '+2', 2],
      ['skull', '−2', -2],
      ['tablet', ' 4 ', 4],
      ['elderSign', '− 3', -3],
      ['cultist', '-1', -1],
    ] as const) {
      await bag.type(name, text);
      expect(await bag.error(name), `${name} = "${text}"`).toBe('');
      const now = await expectConsistent(page);
      expect(parseWholeNumber(now.fields[name]!), `${name} = "${text}"`).toEqual({ ok: true, value });
      // The skill value reads the same text the same way.
      await bag.type('skill', text === '− 3' ? ' 4 ' : text.replace(/[−-]/, '+'));
      await expectConsistent(page);
    }
    await page.context().close();
  });

  it('every English label names its token with the right article', async () => {
    const { page, bag } = await openBag(tools.en);
    const labels = await bag.root.evaluate((root) =>
      [...root.querySelectorAll('[aria-label], label, legend, button, option')].map(
        (element) => element.getAttribute('aria-label') ?? element.textContent!.trim(),
      ),
    );
    expect(labels).toContain('Remove an elder thing token');
    expect(labels).toContain('Add an auto-fail token');
    expect(labels).toContain('Add a −2 token');
    // "an" before a vowel, "a" before anything else, in every label.
    expect(labels.filter((label) => /\ban\s+[^aeiou\s]/i.test(label) || /\ba\s+[aeiou]/i.test(label))).toEqual([]);
    await page.context().close();
  });

  it('ko, 360 px: the chance stays in view while the reader taps the token buttons', async () => {
    const { page, bag } = await openBag(faq.ko, phone);
    const frost = bag.root.getByRole('button', { name: '서리 토큰 하나 넣기' });
    await frost.scrollIntoViewIfNeeded();
    await frost.click();
    const summary = bag.root.locator('[data-summary]');
    const box = (await summary.boundingBox())!;
    const header = (await page.locator('header').first().boundingBox())!;
    // Below the sticky header, within the screen, above the button tapped.
    expect(box.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
    expect(box.y + box.height).toBeLessThanOrEqual((await frost.boundingBox())!.y);
    const now = await expectConsistent(page);
    expect(await bag.root.locator('[data-summary] > span').first().textContent()).toBe(
      `성공 확률: ${await bag.text('chance')}`,
    );
    expect(await bag.root.locator('[data-summary] > span').last().textContent()).toBe(
      `토큰 ${now.size}개 · 광신도의 밤 · 직접 구성한 주머니`,
    );
    await page.context().close();
  });

  it.each([
    ['ko', '추종자', '서리'],
    ['es', 'sectario', 'helada'],
    ['en', 'cultist', 'frost'],
  ] as const)('%s: the tokens in the reader’s language', async (locale, cultist, frost) => {
    const { page, bag } = await openBag(faq[locale], phone);
    const names = await bag.root.locator('.chaos-bag-counts label').allTextContents();
    expect(names.map((name) => name.trim().toLocaleLowerCase(locale))).toEqual(
      expect.arrayContaining([cultist, frost]),
    );
    await page.context().close();
  });
});
