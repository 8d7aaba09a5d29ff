import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser.ts';
import { island } from './support/island.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const tools = {
  'difficulty-table': '/cypher/tasks-and-difficulty/#setting-difficulty',
  'effort-calculator': '/cypher/pools-edge-effort/#effort',
  'damage-simulator': '/cypher/damage-track-recovery/#effects-of-damage',
  'dice-roller': '/cypher/special-rolls/#natural-rolls',
  'combat-situations': '/cypher/attack-modifiers/#how-modifiers-work',
  'roll-off': '/cypher/attack-modifiers/#combat-between-pcs',
  'initiative-calculator': '/cypher/encounters-rounds-initiative/#initiative',
  'jump-calculator': '/cypher/other-actions/#jumping',
  'heavy-object-calculator': '/cypher/other-actions/#heavy-objects',
  'healing-calculator': '/cypher/other-actions/#healing',
  'crafting-calculator': '/cypher/other-actions/#crafting',
  'chaos-bag': '/arkham/faq/#chaos-bag',
} as const;

describe('the tools page', () => {
  it.each([
    ['ko', '도구'],
    ['es', 'Herramientas'],
    ['en', 'Tools'],
  ] as const)('/%s/tools/ gathers every tool, each with its intro and its rule', async (locale, title) => {
    const page = await openPage(browser, `/${locale}/tools/`, { javaScriptEnabled: false });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    for (const [id, rule] of Object.entries(tools)) {
      const section = page.locator(`section[aria-labelledby="${id}"]`);
      expect((await section.locator('h2').textContent())?.trim()).not.toBe('');
      expect(await section.locator('p').first().textContent()).not.toBe('');
      expect(await section.locator('a').first().getAttribute('href')).toBe(`/${locale}${rule}`);
    }
    // The islands render their worked example here too.
    expect(await island(page, 'difficulty-table').value('finalDifficulty')).toBe('5');
    expect(await island(page, 'dice-roller').value('success')).toBe('true');
    expect(await island(page, 'combat-situations').value('finalDifficulty')).toBe('5');
    expect(await island(page, 'healing-calculator').value('target')).toBe('9');
    // Standard bag, skill one above the difficulty: 10 tokens of 16 pass (src/rules/arkham/skillTest.test.ts).
    expect(await island(page, 'chaos-bag').value('chance')).toBe('0.625');
    await page.context().close();
  });

  it('is in the sidebar of every page, marked current on itself', async () => {
    const rules = await openPage(browser, '/es/cypher/special-rolls/');
    const link = rules
      .getByRole('navigation', { name: 'Índice de reglas' })
      .getByRole('link', { name: 'Herramientas' });
    expect(await link.getAttribute('href')).toBe('/es/tools/');
    await link.click();
    await rules.waitForURL('**/es/tools/');
    expect(await link.getAttribute('aria-current')).toBe('page');
    await rules.context().close();
  });

  it.each(['/ko/tools/', '/es/tools/', '/es/cypher/special-rolls/'])(
    '%s fits a 360 px screen with its islands running',
    async (path) => {
      const page = await openPage(browser, path, { viewport: { width: 360, height: 740 } });
      const roller = island(page, 'dice-roller');
      await roller.root.scrollIntoViewIfNeeded();
      await roller.ready();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await page.context().close();
    },
  );

  it('keeps each island to itself: rolling the d20 leaves the difficulty table as it was', async () => {
    const page = await openPage(browser, '/en/tools/');
    const roller = island(page, 'dice-roller');
    const table = island(page, 'difficulty-table');
    await table.root.scrollIntoViewIfNeeded();
    await table.ready();
    await table.type('assets', '1');
    await roller.root.scrollIntoViewIfNeeded();
    await roller.ready();
    await roller.type('natural', '1');
    expect(await roller.value('intrusion')).toBe('true');
    expect(await table.value('finalDifficulty')).toBe('4');
    await page.context().close();
  });

  it('keeps every island it changed in the address: a shared link or a reload brings them all back', async () => {
    const page = await openPage(browser, '/en/tools/');
    const table = island(page, 'difficulty-table');
    const roller = island(page, 'dice-roller');
    const calculator = island(page, 'effort-calculator');
    await table.root.scrollIntoViewIfNeeded();
    await table.ready();
    await table.type('assets', '1');
    await calculator.root.scrollIntoViewIfNeeded();
    await calculator.ready();
    await calculator.type('pool', '15');
    await roller.root.scrollIntoViewIfNeeded();
    await roller.ready();
    await roller.type('natural', '1');
    const hash = new URL(page.url()).hash;
    expect(hash).toMatch(/^#difficulty-table:.*;effort-calculator:.*;dice-roller:/);
    // Opened afresh from the link, as a reader it was shared with would.
    const shared = await openPage(browser, `/en/tools/${hash}`);
    for (const tag of ['difficulty-table', 'effort-calculator', 'dice-roller']) await island(shared, tag).ready();
    expect(await island(shared, 'difficulty-table').value('finalDifficulty')).toBe('4');
    expect(await island(shared, 'effort-calculator').field('pool').inputValue()).toBe('15');
    expect(await island(shared, 'dice-roller').value('intrusion')).toBe('true');
    await shared.context().close();
    await page.context().close();
  });
});
