import type { Browser, BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  actionCost,
  areaEffortDamage,
  effortDamage,
  spendFromPool,
  type ActionCostInput,
  type RulesetId,
} from '../../../src/rules/index.ts';
import { axeViolations, launchBrowser, openPage } from '../support/browser.ts';
import { island } from '../support/island.ts';

const pages = {
  cypher: {
    en: '/en/cypher/pools-edge-effort/',
    ko: '/ko/cypher/pools-edge-effort/',
    es: '/es/cypher/pools-edge-effort/',
  },
  numenera: {
    en: '/en/numenera/character-stats/',
    ko: '/ko/numenera/character-stats/',
    es: '/es/numenera/character-stats/',
  },
} as const;
type Locale = keyof typeof pages.cypher;
const locales = ['en', 'ko', 'es'] as const;

// The worked examples the HTML carries (see EffortCalculator.astro): 004 "Initial Cost" for the Cypher System,
// 001 (Spanish) "Ventaja de Velocidad de 2" for Numenera. A Pool of 10 pays either.
const examples = {
  cypher: { pool: 10, edge: 2, maxEffort: 1, effortTask: 1, initialCost: 3, total: 4, poolAfter: 6 },
  numenera: { pool: 10, edge: 2, maxEffort: 2, effortTask: 2, initialCost: 0, total: 3, poolAfter: 7 },
} as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// Only Numenera gives targets that avoid an area attack a point (001); the Cypher System page has no such row.
async function missRow(calculator: ReturnType<typeof island>, ruleset: RulesetId) {
  const rows = await calculator.root.locator('output[name="damageOnMiss"]').count();
  return rows === (ruleset === 'numenera' ? 1 : 0);
}

async function openCalculator(path: string, options: BrowserContextOptions = {}) {
  const page = await openPage(browser, path, options);
  const calculator = island(page, 'effort-calculator');
  await calculator.root.scrollIntoViewIfNeeded();
  await calculator.ready();
  return { page, calculator };
}

describe('Effort calculator without JavaScript', () => {
  const cases = (['cypher', 'numenera'] as const).flatMap((ruleset) =>
    locales.map((locale) => [ruleset, locale] as const),
  );

  it.each(cases)('%s, %s: the worked example is complete in the HTML', async (ruleset, locale) => {
    const page = await openPage(browser, pages[ruleset][locale], { javaScriptEnabled: false });
    const calculator = island(page, 'effort-calculator');
    const example = examples[ruleset];
    const expected = actionCost(example);
    expect(expected.total).toBe(example.total);
    for (const name of ['pool', 'edge', 'maxEffort', 'effortTask', 'initialCost'] as const)
      expect(await calculator.field(name).inputValue()).toBe(String(example[name]));
    expect(await calculator.value('cost')).toBe(String(example.total));
    expect(await calculator.value('edgeSaved')).toBe(String(expected.edgeSaved));
    expect(await calculator.value('poolAfter')).toBe(String(example.poolAfter));
    expect(await calculator.value('damageBonus')).toBe('0');
    expect(await missRow(calculator, ruleset)).toBe(true);
    if (ruleset === 'numenera') expect(await calculator.value('damageOnMiss')).toBe('0');
    expect(await calculator.value('canPay')).toBe('true');
    expect(await calculator.text('cost')).toBe(String(example.total));
    expect(await calculator.text('canPay')).toMatch(/^✓ /);
    // Every field is labelled in the page's language.
    for (const label of await calculator.root.locator('label').allTextContents()) expect(label.trim()).not.toBe('');
    await page.context().close();
  });
});

describe('Effort calculator with JavaScript', () => {
  interface Case extends Required<ActionCostInput> {
    ruleset: RulesetId;
    pool: number;
    area: boolean;
  }
  const base = { pool: 10, edge: 0, maxEffort: 3, effortTask: 0, effortDamage: 0, initialCost: 0, abilityCost: 0 };
  const cases: Case[] = [
    // 001 (Spanish): Speed Edge 2 and two levels cost 3; Edge 3 makes one level free.
    { ...base, ruleset: 'cypher', edge: 2, effortTask: 2, impaired: false, area: false },
    { ...base, ruleset: 'cypher', edge: 3, effortTask: 1, impaired: false, area: false },
    // 004 "The Damage Track": impaired, 1 more point per level; the initial cost is not raised.
    { ...base, ruleset: 'cypher', initialCost: 2, effortTask: 2, impaired: true, area: false },
    // 001 (Spanish): an ability's cost and Effort share one use of Edge, where it saves most.
    { ...base, ruleset: 'cypher', edge: 3, abilityCost: 1, effortTask: 1, impaired: false, area: false },
    // Effort on the attack and on damage, one target, then an area (Numenera: 1 point on a miss).
    { ...base, ruleset: 'numenera', edge: 2, effortTask: 1, effortDamage: 1, impaired: false, area: false },
    { ...base, ruleset: 'numenera', edge: 1, effortDamage: 2, impaired: false, area: true },
    { ...base, ruleset: 'cypher', effortDamage: 3, impaired: true, area: true },
    // 004 "Taking Action": a Pool that cannot pay means the task fails automatically.
    { ...base, ruleset: 'cypher', pool: 4, effortTask: 2, impaired: false, area: false },
    { ...base, ruleset: 'numenera', pool: 0, effortTask: 1, impaired: false, area: false },
  ];

  it.each(cases)('matches the rules module for %j', async (input) => {
    const { page, calculator } = await openCalculator(pages[input.ruleset].en);
    for (const name of [
      'pool',
      'edge',
      'maxEffort',
      'effortTask',
      'effortDamage',
      'initialCost',
      'abilityCost',
    ] as const)
      await calculator.type(name, String(input[name]));
    await calculator.check('impaired', input.impaired);
    await calculator.check('area', input.area);
    const cost = actionCost(input);
    const payment = spendFromPool(input.pool, cost.total);
    const damage = input.area ? areaEffortDamage(input.effortDamage, input.ruleset) : effortDamage(input.effortDamage);
    expect(await calculator.value('cost')).toBe(String(cost.total));
    expect(await calculator.value('edgeSaved')).toBe(String(cost.edgeSaved));
    expect(await calculator.value('poolAfter')).toBe(String(payment.poolAfter));
    expect(await calculator.value('canPay')).toBe(String(payment.canPay));
    expect(await calculator.value('damageBonus')).toBe(String(damage.perTarget));
    expect(await missRow(calculator, input.ruleset)).toBe(true);
    if (input.ruleset === 'numenera') expect(await calculator.value('damageOnMiss')).toBe(String(damage.onMiss));
    const edgeText = await calculator.text('edgeSaved');
    if (cost.edgeOn === 'initialCost') expect(edgeText).toContain('off the initial cost');
    if (cost.edgeOn === 'effortTask') expect(edgeText).toContain('off the Effort on the task');
    if (cost.edgeOn === 'effortDamage') expect(edgeText).toContain('off the Effort on damage');
    if (cost.edgeOn === null) expect(edgeText).toBe('0');
    const verdict = await calculator.text('canPay');
    if (payment.canPay) expect(verdict).toBe('✓ The Pool can pay the cost.');
    else expect(verdict).toContain(`cannot pay ${cost.total}: no one can spend points they do not have`);
    // A Pool that cannot pay is a result, not bad input.
    expect(await calculator.error('pool')).toBe('');
    await page.context().close();
  });

  it.each([
    ['en', 'fails automatically', 'A Pool of 0 cannot pay 4'],
    ['ko', '자동으로 실패합니다', '역량 0점으로는 4점을 치를 수 없습니다'],
    ['es', 'falla automáticamente', 'Una Reserva de 0 no puede pagar 4'],
  ] as const)('%s: a Pool of 0 says that the task fails automatically', async (locale, fails, cannotPay) => {
    const { page, calculator } = await openCalculator(pages.cypher[locale]);
    await calculator.type('pool', '0');
    expect(await calculator.value('canPay')).toBe('false');
    expect(await calculator.value('poolAfter')).toBe('0');
    expect(await calculator.text('canPay')).toContain(fails);
    expect(await calculator.text('canPay')).toContain(cannotPay);
    expect(await calculator.text('canPay')).toMatch(/^✗ /);
    expect(await calculator.value('cost')).toBe('4');
    await page.context().close();
  });

  it('formats numbers for the locale', async () => {
    const { page, calculator } = await openCalculator(pages.cypher.es);
    await calculator.type('pool', '12000');
    expect(await calculator.value('poolAfter')).toBe('11996');
    expect(await calculator.text('poolAfter')).toBe((11996).toLocaleString('es-ES'));
    await page.context().close();
  });

  it('keeps its state in the hash: a reload restores it, Back restores the previous one', async () => {
    const { page, calculator } = await openCalculator(pages.cypher.es);
    await calculator.type('pool', '5');
    expect(new URL(page.url()).hash).toContain('effort-calculator:');
    expect(await calculator.value('poolAfter')).toBe('1');
    await calculator.check('impaired', true);
    expect(await calculator.value('cost')).toBe('5');
    expect(await calculator.value('poolAfter')).toBe('0');
    await page.reload();
    await calculator.ready();
    expect(await calculator.field('pool').inputValue()).toBe('5');
    expect(await calculator.field('impaired').isChecked()).toBe(true);
    expect(await calculator.value('cost')).toBe('5');
    await page.goBack();
    await page.waitForFunction(() => document.querySelector('output[name="cost"]')?.getAttribute('data-value') === '4');
    expect(await calculator.field('impaired').isChecked()).toBe(false);
    expect(await calculator.field('pool').inputValue()).toBe('5');
    expect(await calculator.value('poolAfter')).toBe('1');
    await page.context().close();
  });

  it.each<[string, BrowserContextOptions]>([
    ['a desktop', { viewport: { width: 1280, height: 800 } }],
    ['a phone', { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true }],
  ])('keeps its fields when the reader follows a link to a section of the page, on %s', async (_, options) => {
    const { page, calculator } = await openCalculator(pages.cypher.en, options);
    await calculator.type('pool', '15');
    expect(await calculator.value('poolAfter')).toBe('11');
    const contents = options.isMobile
      ? page.locator('details.toc-details')
      : page.getByRole('navigation', { name: 'On this page' });
    if (options.isMobile) await contents.locator('summary').click();
    await contents.getByRole('link', { name: 'Edge', exact: true }).click();
    await page.waitForURL('**#edge');
    expect(await calculator.field('pool').inputValue()).toBe('15');
    expect(await calculator.value('poolAfter')).toBe('11');
    await page.goBack(); // to the state the calculator recorded
    await page.waitForURL('**#effort-calculator:*');
    expect(await calculator.field('pool').inputValue()).toBe('15');
    await page.goForward(); // to the section again: still the reader's Pool
    await page.waitForURL('**#edge');
    expect(await calculator.field('pool').inputValue()).toBe('15');
    await page.context().close();
  });

  it.each([
    ['en', 'pool', '', 'Enter a number.'],
    ['en', 'pool', 'abc', 'Use digits only, like 3.'],
    ['en', 'edge', '-3', 'Enter 0 or more.'],
    ['en', 'initialCost', '1e9', 'Use digits only, like 3.'],
    ['en', 'maxEffort', '0', 'Enter 1 or more.'],
    ['en', 'pool', '-3', 'Enter 0 or more.'],
    ['ko', 'edge', '', '숫자를 입력하세요.'],
    ['ko', 'abilityCost', '-3', '0 이상을 입력하세요.'],
    ['es', 'effortTask', 'x', 'Usa solo cifras, por ejemplo 3.'],
    ['es', 'pool', '-3', 'Escribe 0 o más.'],
  ] as const)('%s: %s = "%s" shows "%s" and no number', async (locale: Locale, name, text, message) => {
    const { page, calculator } = await openCalculator(pages.cypher[locale]);
    await calculator.type(name, text);
    expect(await calculator.error(name)).toBe(message);
    expect(await calculator.field(name).getAttribute('aria-invalid')).toBe('true');
    for (const output of ['cost', 'poolAfter', 'canPay']) expect(await calculator.text(output)).toBe('—');
    expect(await calculator.root.textContent()).not.toContain('NaN');
    await calculator.type(name, '1');
    expect(await calculator.error(name)).toBe('');
    expect(await calculator.text('cost')).not.toBe('—');
    await page.context().close();
  });

  it.each([
    ['en', 'Too many levels: the Effort score allows 1 in one action.'],
    ['ko', '분발 수치로는 한 행동에 최대 1단계까지만 쓸 수 있습니다.'],
    ['es', 'Demasiados niveles: la puntuación de Esfuerzo permite 1 por acción como máximo.'],
  ] as const)('%s: levels beyond the Effort score show "%s" beside the Effort fields', async (locale, message) => {
    const { page, calculator } = await openCalculator(pages.cypher[locale]);
    await calculator.type('effortDamage', '1');
    expect(await calculator.error('effort')).toBe(message);
    const effort = calculator.root.locator('fieldset[name="effort"]');
    expect(await effort.getAttribute('aria-invalid')).toBe('true');
    expect(await effort.locator('[data-error-for="effort"]').isVisible()).toBe(true);
    expect(await calculator.text('cost')).toBe('—');
    await calculator.type('maxEffort', '2');
    expect(await calculator.error('effort')).toBe('');
    expect(await effort.getAttribute('aria-invalid')).toBeNull();
    expect(await calculator.value('cost')).toBe(
      String(actionCost({ ...examples.cypher, maxEffort: 2, effortDamage: 1 }).total),
    );
    await page.context().close();
  });

  it.each(['light', 'dark'] as const)(
    'axe is clean in the %s theme with errors and a Pool that cannot pay',
    async (colorScheme) => {
      const page = await openPage(browser, pages.numenera.ko, { colorScheme });
      const calculator = island(page, 'effort-calculator');
      await calculator.root.scrollIntoViewIfNeeded();
      await calculator.ready();
      await calculator.type('pool', '0');
      expect(await axeViolations(page)).toEqual([]);
      await calculator.type('effortDamage', '2');
      await calculator.type('edge', 'x');
      expect(await calculator.error('edge')).not.toBe('');
      expect(await axeViolations(page)).toEqual([]);
      await calculator.type('edge', '0');
      expect(await calculator.error('effort')).not.toBe('');
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    },
  );

  it('is usable 360 px wide: no field or result runs past the island', async () => {
    const page = await openPage(browser, pages.cypher.es, { viewport: { width: 360, height: 740 } });
    const calculator = island(page, 'effort-calculator');
    await calculator.root.scrollIntoViewIfNeeded();
    await calculator.ready();
    await calculator.type('pool', '0');
    const overflow = await calculator.root.evaluate((root) => root.scrollWidth - root.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const box = await calculator.root.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    await page.context().close();
  });
});
