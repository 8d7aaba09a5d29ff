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
import { axeViolations, inIslands, launchBrowser, openPage } from '../support/browser.ts';
import { island, writeAddressNow } from '../support/island.ts';

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
    const expected = actionCost(example, ruleset);
    expect(expected.total).toBe(example.total);
    for (const name of ['pool', 'edge', 'maxEffort', 'effortTask', 'initialCost'] as const)
      expect(await calculator.field(name).inputValue()).toBe(String(example[name]));
    // Speed, no armor, practiced (issue 36.1): the figures are those without armor. Only the Cypher System asks
    // whether the character is practiced with the armor: Numenera Discovery charges nothing more for it.
    expect(await calculator.field('stat').inputValue()).toBe('speed');
    expect(await calculator.field('armor').inputValue()).toBe('none');
    expect(await calculator.field('armorPracticed').count()).toBe(ruleset === 'cypher' ? 1 : 0);
    if (ruleset === 'cypher') expect(await calculator.field('armorPracticed').isChecked()).toBe(true);
    expect(await calculator.value('armorAdded')).toBe('0');
    expect(await calculator.value('cost')).toBe(String(example.total));
    expect(await calculator.value('edgeSaved')).toBe(String(expected.edgeSaved));
    expect(await calculator.value('poolAfter')).toBe(String(example.poolAfter));
    expect(await calculator.value('damageBonus')).toBe('0');
    expect(await calculator.value('damageOnMiss')).toBe('0');
    expect(await calculator.value('outcome')).toBe('paid');
    expect(await calculator.text('cost')).toBe(String(example.total));
    expect(await calculator.text('outcome')).toMatch(/^✓ /);
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
  const base = {
    stat: 'speed',
    armor: 'none',
    armorPracticed: true,
    pool: 10,
    edge: 0,
    maxEffort: 3,
    effortTask: 0,
    effortDamage: 0,
    initialCost: 0,
    abilityCost: 0,
  } as const;
  const cases: Case[] = [
    // CSRD chapter 10 "Equipment", "Using Armor": two levels of Speed Effort in light armor cost 7, not 5; 1 more per
    // level when not practiced with it (Cypher System only); Edge as usual; Might and Intellect Effort unchanged.
    { ...base, ruleset: 'cypher', armor: 'light', effortTask: 2, impaired: false, area: false },
    {
      ...base,
      ruleset: 'cypher',
      armor: 'medium',
      armorPracticed: false,
      edge: 2,
      effortTask: 2,
      impaired: false,
      area: false,
    },
    {
      ...base,
      ruleset: 'numenera',
      armor: 'heavy',
      armorPracticed: true,
      effortTask: 1,
      effortDamage: 1,
      impaired: false,
      area: false,
    },
    {
      ...base,
      ruleset: 'cypher',
      stat: 'might',
      armor: 'heavy',
      armorPracticed: false,
      effortTask: 2,
      impaired: false,
      area: false,
    },
    { ...base, ruleset: 'cypher', stat: 'intellect', armor: 'light', effortTask: 1, impaired: true, area: false },
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
    // 004 "Taking Action": a Pool that cannot pay the minimum fails the task; one that cannot pay the Effort cannot
    // apply it.
    { ...base, ruleset: 'cypher', pool: 4, effortTask: 2, impaired: false, area: false },
    { ...base, ruleset: 'numenera', pool: 0, effortTask: 1, impaired: true, area: false },
    { ...base, ruleset: 'cypher', pool: 2, initialCost: 3, effortTask: 1, impaired: false, area: false },
    // 004 "The Damage Track": a Pool paid down to 0 moves the character down the track.
    { ...base, ruleset: 'cypher', pool: 5, initialCost: 2, effortTask: 1, impaired: false, area: false },
    // 004 "Effort": levels beyond six cost points but ease nothing.
    { ...base, ruleset: 'cypher', pool: 40, maxEffort: 8, effortTask: 8, impaired: false, area: false },
  ];

  // One page per ruleset for every case: each case sets every field, so none inherits from the one before.
  const calculators = new Map<RulesetId, ReturnType<typeof openCalculator>>();
  afterAll(async () => {
    for (const opened of calculators.values()) await (await opened).page.context().close();
  });
  const calculatorFor = (ruleset: RulesetId) => {
    if (!calculators.has(ruleset)) calculators.set(ruleset, openCalculator(pages[ruleset].en));
    return calculators.get(ruleset)!;
  };

  it.each(cases)('matches the rules module for %j', async (input) => {
    const { calculator } = await calculatorFor(input.ruleset);
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
    await calculator.select('stat', input.stat);
    await calculator.select('armor', input.armor);
    if (input.ruleset === 'cypher') await calculator.check('armorPracticed', input.armorPracticed);
    await calculator.check('impaired', input.impaired);
    await calculator.check('area', input.area);
    const cost = actionCost(input, input.ruleset);
    const payment = spendFromPool(input.pool, cost, { impaired: input.impaired });
    const damage = input.area ? areaEffortDamage(input.effortDamage) : effortDamage(input.effortDamage);
    expect(await calculator.value('cost')).toBe(String(cost.total));
    expect(await calculator.value('armorAdded')).toBe(String(cost.armorAdded));
    expect(await calculator.value('edgeSaved')).toBe(String(cost.edgeSaved));
    expect(await calculator.value('poolAfter')).toBe(String(payment.poolAfter));
    expect(await calculator.value('outcome')).toBe(payment.outcome);
    expect(await calculator.value('damageBonus')).toBe(String(damage.perTarget));
    expect(await calculator.value('damageOnMiss')).toBe(String(damage.onMiss));
    const edgeText = await calculator.text('edgeSaved');
    if (cost.edgeOn === 'initialCost') expect(edgeText).toContain('off the initial cost');
    if (cost.edgeOn === 'effortTask') expect(edgeText).toContain('off the Effort on the task');
    if (cost.edgeOn === 'effortDamage') expect(edgeText).toContain('off the Effort on damage');
    if (cost.edgeOn === null) expect(edgeText).toBe('0');
    const verdict = await calculator.text('outcome');
    if (payment.outcome === 'paid') expect(verdict).toBe('✓ The Pool can pay the cost.');
    if (payment.outcome === 'task-fails') expect(verdict).toContain('so the task fails automatically');
    if (payment.outcome === 'effort-unaffordable') expect(verdict).toContain('this Effort cannot be applied');
    const notes = (await calculator.root.locator('[data-notes]').textContent()) ?? '';
    expect(notes.includes('moves the character one step down the damage track')).toBe(payment.reachesZero);
    expect(notes.includes('beyond six: 2')).toBe(cost.ignoredEffort === 2);
    expect(notes.includes('Armor raises the cost of Speed Effort only')).toBe(
      input.armor !== 'none' && input.stat !== 'speed',
    );
    // The split of Effort between the task and damage is the site's reading: the note says so and links to it.
    const split = calculator.root.locator('[data-notes] li', { hasText: 'paid for separately' });
    expect(await split.count()).toBe(input.effortTask > 0 && input.effortDamage > 0 ? 1 : 0);
    if (input.effortTask > 0 && input.effortDamage > 0)
      expect(await split.getByRole('link', { name: 'a reading of the rules' }).getAttribute('href')).toBe(
        '/en/site/readings/#effort-split',
      );
    // A Pool that cannot pay is a result, not bad input.
    expect(await calculator.error('pool')).toBe('');
  });

  // CSRD chapter 10 "Equipment", "Using Armor", its worked example: two levels of Speed Effort in light armor cost 7
  // points from the Speed Pool rather than 5. The result says what the armor adds, in the page's language.
  it.each([
    ['en', '2 (1 more per level of Speed Effort)', '4 (2 more per level of Speed Effort)'],
    ['ko', '2점(속력 분발 한 단계마다 1점 더)', '4점(속력 분발 한 단계마다 2점 더)'],
    ['es', '2 (1 más por nivel de Esfuerzo de Velocidad)', '4 (2 más por nivel de Esfuerzo de Velocidad)'],
  ] as const)(
    '%s: the CSRD example, two levels of Speed Effort in light armor, costs 7',
    async (locale, light, medium) => {
      const { page, calculator } = await openCalculator(pages.cypher[locale]);
      await calculator.type('initialCost', '0');
      await calculator.type('edge', '0');
      await calculator.type('maxEffort', '2');
      await calculator.type('effortTask', '2');
      expect(await calculator.value('cost')).toBe('5');
      await calculator.select('armor', 'light');
      expect(await calculator.value('cost')).toBe('7');
      expect(await calculator.text('armorAdded')).toBe(light);
      // Not practiced with it: 1 more per level.
      await calculator.check('armorPracticed', false);
      expect(await calculator.value('cost')).toBe('9');
      // Might Effort is unchanged, and a note says why.
      await calculator.select('stat', 'might');
      expect(await calculator.value('cost')).toBe('5');
      expect(await calculator.value('armorAdded')).toBe('0');
      expect(await calculator.root.locator('[data-notes]').textContent()).not.toBe('');
      // The address keeps the three fields: a reload shows them again.
      await calculator.select('stat', 'speed');
      await calculator.select('armor', 'medium');
      await calculator.check('armorPracticed', true);
      await writeAddressNow(page);
      await page.reload();
      await calculator.ready();
      expect(await calculator.field('armor').inputValue()).toBe('medium');
      expect(await calculator.field('armorPracticed').isChecked()).toBe(true);
      expect(await calculator.value('cost')).toBe('9');
      expect(await calculator.text('armorAdded')).toBe(medium);
      await page.context().close();
    },
  );

  it('on the Numenera page, armor one is not practiced with costs nothing more, and there is no box for it', async () => {
    const { page, calculator } = await openCalculator(pages.numenera.en);
    await calculator.select('armor', 'heavy');
    // The example: Speed Edge 2, two levels: 5 - 2 = 3, plus 3 per level in heavy armor.
    expect(await calculator.value('cost')).toBe(
      String(actionCost({ ...examples.numenera, armor: 'heavy' }, 'numenera').total),
    );
    expect(await calculator.value('cost')).toBe('9');
    expect(await calculator.field('armorPracticed').count()).toBe(0);
    await page.context().close();
  });

  it('armor chosen and a box unticked before the script arrives are computed once it does', async () => {
    // Opened at a section (an address that sets no tool), on a slow connection: the calculator's code is held back
    // until the reader has chosen.
    const page = await openPage(browser, `${pages.cypher.en}#effort`, { viewport: { width: 360, height: 740 } });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_astro\/effort-calculator\.[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const calculator = island(page, 'effort-calculator');
    await calculator.root.scrollIntoViewIfNeeded();
    await calculator.select('armor', 'light');
    await calculator.check('armorPracticed', false);
    expect(await page.evaluate(() => customElements.get('effort-calculator'))).toBeUndefined();
    expect(await calculator.value('cost')).toBe(String(examples.cypher.total));
    release();
    await calculator.ready();
    const cost = actionCost({ ...examples.cypher, armor: 'light', armorPracticed: false }, 'cypher').total;
    await page.waitForFunction(
      (expected) =>
        document.querySelector('effort-calculator output[name="cost"]')?.getAttribute('data-value') === expected,
      String(cost),
    );
    expect(cost).toBe(examples.cypher.total + 2);
    expect(await calculator.field('armor').inputValue()).toBe('light');
    await page.context().close();
  });

  it('the stat and armor lists work from the keyboard', async () => {
    const { page, calculator } = await openCalculator(pages.cypher.en);
    await calculator.type('maxEffort', '2');
    await calculator.type('effortTask', '2');
    await calculator.type('initialCost', '0');
    await calculator.field('armor').focus();
    await page.keyboard.type('l'); // the list's type-ahead: Light armor
    await page.keyboard.press('Tab'); // to the box: practiced
    await page.keyboard.press('Space'); // untick it
    expect(await calculator.field('armorPracticed').isChecked()).toBe(false);
    // 5, plus 2 per level (light, not practiced), less Edge 2.
    expect(await calculator.value('cost')).toBe('7');
    await page.context().close();
  });

  // The example's action (initial cost 3, Edge 2, one level of Effort) needs 1 point without Effort and 4 with it.
  it.each([
    ['en', '0', 'A Pool of 0 cannot pay even the action’s cost before any Effort (1)', 'the task fails automatically'],
    ['en', '3', 'A Pool of 3 pays the action’s cost before Effort (1) but not', 'with this Effort (4)'],
    ['ko', '3', '역량 3점으로 분발 없이 드는 비용(1점)은 치를 수 있지만', '이 분발은 쓸 수 없습니다'],
    ['es', '3', 'Una Reserva de 3 paga el coste de la acción sin Esfuerzo (1)', 'ese Esfuerzo no se puede aplicar'],
  ] as const)('%s: a Pool of %s tells the task failing from the Effort not applied', async (locale, pool, a, b) => {
    const { page, calculator } = await openCalculator(pages.cypher[locale]);
    // A Pool at 0 means the character is at least impaired (004 "The Damage Track").
    if (pool === '0') await calculator.check('impaired', true);
    await calculator.type('pool', pool);
    const verdict = (await calculator.text('outcome')) ?? '';
    expect(verdict).toMatch(/^✗ /);
    expect(verdict).toContain(a);
    expect(verdict).toContain(b);
    expect(await calculator.value('poolAfter')).toBe(pool);
    expect(await calculator.value('cost')).toBe(pool === '0' ? '5' : '4');
    await page.context().close();
  });

  it.each([
    ['en', 'Impaired', 'Debilitated'],
    ['ko', '부상 상태', '빈사'],
    ['es', 'Mermado', 'Debilitado'],
  ] as const)('%s: paying a Pool down to 0 moves the character down the damage track', async (locale, one, two) => {
    const { page, calculator } = await openCalculator(pages.cypher[locale]);
    await calculator.type('pool', '4');
    expect(await calculator.value('poolAfter')).toBe('0');
    expect(await calculator.root.locator('[data-notes]').textContent()).toContain(`: ${one}.`);
    await calculator.check('impaired', true);
    await calculator.type('pool', '5');
    expect(await calculator.value('poolAfter')).toBe('0');
    expect(await calculator.root.locator('[data-notes]').textContent()).toContain(`: ${two}.`);
    await page.context().close();
  });

  it('refuses a Pool of 0 for a character not marked impaired: a Pool at 0 is at least impaired', async () => {
    const { page, calculator } = await openCalculator(pages.cypher.en);
    await calculator.type('pool', '0');
    expect(await calculator.error('pool')).toBe('A Pool at 0 means the character is impaired: tick Impaired.');
    expect(await calculator.text('outcome')).toBe('—');
    await calculator.check('impaired', true);
    expect(await calculator.error('pool')).toBe('');
    expect(await calculator.value('outcome')).toBe('task-fails');
    await page.context().close();
  });

  it('formats numbers for the locale', async () => {
    const { page, calculator } = await openCalculator(pages.cypher.ko);
    await calculator.type('pool', '9999');
    expect(await calculator.value('poolAfter')).toBe('9995');
    expect(await calculator.text('poolAfter')).toBe((9995).toLocaleString('ko-KR'));
    await page.context().close();
  });

  it('keeps its state in the address: a reload restores it, and edits add no history entry', async () => {
    const { page, calculator } = await openCalculator(pages.cypher.es);
    const entries = await page.evaluate(() => history.length);
    await calculator.type('pool', '5');
    expect(new URL(page.url()).hash).toContain('effort-calculator:');
    expect(await calculator.value('poolAfter')).toBe('1');
    await calculator.check('impaired', true);
    expect(await calculator.value('cost')).toBe('5');
    expect(await calculator.value('poolAfter')).toBe('0');
    await writeAddressNow(page);
    await page.reload();
    await calculator.ready();
    expect(await calculator.field('pool').inputValue()).toBe('5');
    expect(await calculator.field('impaired').isChecked()).toBe(true);
    expect(await calculator.value('cost')).toBe('5');
    expect(await page.evaluate(() => history.length)).toBe(entries);
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
    ['en', 'edge', '-3', 'Enter a whole number from 0 to 20.'],
    ['en', 'initialCost', '1e9', 'Use digits only, like 3.'],
    ['en', 'maxEffort', '0', 'Enter a whole number from 1 to 20.'],
    ['en', 'pool', '-3', 'Enter a whole number from 0 to 9,999.'],
    ['ko', 'edge', '', '숫자를 입력하세요.'],
    ['ko', 'abilityCost', '-3', '0부터 9,999까지의 정수를 입력하세요.'],
    ['es', 'effortTask', 'x', 'Escribe solo un número, por ejemplo 3.'],
    ['es', 'pool', '-3', 'Escribe un número entero entre 0 y 9999.'],
  ] as const)('%s: %s = "%s" shows "%s" and no number', async (locale: Locale, name, text, message) => {
    const { page, calculator } = await openCalculator(pages.cypher[locale]);
    await calculator.type(name, text);
    expect(await calculator.error(name)).toBe(message);
    expect(await calculator.field(name).getAttribute('aria-invalid')).toBe('true');
    for (const output of ['cost', 'poolAfter', 'outcome']) expect(await calculator.text(output)).toBe('—');
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
      await calculator.type('pool', '2');
      expect(await axeViolations(page, inIslands)).toEqual([]);
      await calculator.type('effortDamage', '2');
      await calculator.type('edge', 'x');
      expect(await calculator.error('edge')).not.toBe('');
      expect(await axeViolations(page, inIslands)).toEqual([]);
      await calculator.type('edge', '0');
      expect(await calculator.error('effort')).not.toBe('');
      expect(await axeViolations(page, inIslands)).toEqual([]);
      await page.context().close();
    },
  );

  it('is usable 360 px wide: no field or result runs past the island', async () => {
    const page = await openPage(browser, pages.cypher.es, { viewport: { width: 360, height: 740 } });
    const calculator = island(page, 'effort-calculator');
    await calculator.root.scrollIntoViewIfNeeded();
    await calculator.ready();
    await calculator.type('pool', '2');
    const overflow = await calculator.root.evaluate((root) => root.scrollWidth - root.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const box = await calculator.root.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    await page.context().close();
  });
});
