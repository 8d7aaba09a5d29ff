import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveTask, type Skill } from '../../../src/rules/index.ts';
import { axeViolations, inIslands, launchBrowser, openPage } from '../support/browser.ts';
import { island, writeAddressNow } from '../support/island.ts';

const pages = {
  en: '/en/cypher/tasks-and-difficulty/',
  ko: '/ko/cypher/tasks-and-difficulty/',
  es: '/es/cypher/tasks-and-difficulty/',
} as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('difficulty table without JavaScript', () => {
  it.each(Object.entries(pages))(
    '%s: the table and a worked example are complete in the HTML',
    async (_locale, path) => {
      const page = await openPage(browser, path, { javaScriptEnabled: false });
      const table = island(page, 'difficulty-table');
      expect(await table.root.locator('tbody tr').count()).toBe(11);
      // The example is a trained climber on a difficulty 6 climb: difficulty 5 (001; 004 "Skills").
      expect(await table.value('finalDifficulty')).toBe('5');
      expect(await table.value('target')).toBe('15');
      expect(await table.value('chance')).toBe(String(resolveTask({ difficulty: 6, skill: 'trained' }).chance));
      expect(await table.root.locator('tr[aria-current="true"] th').textContent()).toMatch(/^5/);
      await page.context().close();
    },
  );
});

describe('difficulty table, laid out', () => {
  // Its phone layout (global.css) makes it scroll where its guidance would otherwise read a word a line; on a desktop,
  // where the page has a sidebar and a table of contents, it fits its column in every language.
  /** The table region's visible and whole widths on a page `width` pixels wide. */
  async function regionWidths(path: string, width: number) {
    const page = await openPage(browser, path, { viewport: { width, height: 800 } });
    const region = island(page, 'difficulty-table').root.locator('[data-table-region]');
    const [visible, whole] = await region.evaluate((element) => [element.clientWidth, element.scrollWidth]);
    await page.context().close();
    return { visible: visible!, whole: whole! };
  }

  it.each(Object.entries(pages))('%s: fits its column on a 1280 px desktop', async (_locale, path) => {
    const { visible, whole } = await regionWidths(path, 1280);
    expect(whole).toBe(visible);
  });

  it.each(Object.entries(pages))('%s: scrolls sideways at 360 px', async (_locale, path) => {
    const { visible, whole } = await regionWidths(path, 360);
    expect(whole).toBeGreaterThan(visible);
  });
});

describe('difficulty table with JavaScript', () => {
  const cases: { difficulty: number; skill: Skill; assets: number; effort: number; hinder: number; bonus: number }[] = [
    { difficulty: 4, skill: 'practiced', assets: 0, effort: 0, hinder: 0, bonus: 0 },
    { difficulty: 3, skill: 'specialized', assets: 1, effort: 0, hinder: 0, bonus: 0 },
    { difficulty: 10, skill: 'inability', assets: 5, effort: 8, hinder: 1, bonus: 2 },
    { difficulty: 9, skill: 'practiced', assets: 0, effort: 0, hinder: 2, bonus: 0 },
    { difficulty: 5, skill: 'trained', assets: 0, effort: 0, hinder: 0, bonus: 3 },
  ];

  it.each(cases)('matches resolveTask for %j', async (input) => {
    const page = await openPage(browser, pages.en);
    const table = island(page, 'difficulty-table');
    await table.root.scrollIntoViewIfNeeded();
    await table.ready();
    await table.select('difficulty', String(input.difficulty));
    await table.select('skill', input.skill);
    for (const name of ['assets', 'effort', 'hinder', 'bonus'] as const) await table.type(name, String(input[name]));
    const expected = resolveTask(input);
    expect(await table.value('finalDifficulty')).toBe(String(expected.difficulty));
    expect(await table.value('target')).toBe(String(expected.target));
    expect(await table.value('chance')).toBe(String(expected.chance));
    const notes = (await table.root.locator('[data-notes]').textContent()) ?? '';
    if (expected.ignored.assets > 0) expect(notes).toContain('Only two asset steps count');
    if (expected.ignored.effort > 0) expect(notes).toContain('At most six levels of Effort');
    if (expected.impossible) expect(notes).toContain('Impossible without more easing');
    if (expected.routine) expect(notes).toContain('Routine');
    await page.context().close();
  });

  it('keeps its state in the address: a reload restores it, and edits add no history entry', async () => {
    const page = await openPage(browser, pages.ko);
    const table = island(page, 'difficulty-table');
    await table.root.scrollIntoViewIfNeeded();
    await table.ready();
    const entries = await page.evaluate(() => history.length);
    await table.type('assets', '2');
    expect(new URL(page.url()).hash).toContain('difficulty-table:');
    expect(await table.value('finalDifficulty')).toBe('3');
    await table.type('effort', '1');
    expect(await table.value('finalDifficulty')).toBe('2');
    await writeAddressNow(page);
    await page.reload();
    await table.ready();
    expect(await table.field('effort').inputValue()).toBe('1');
    expect(await table.value('finalDifficulty')).toBe('2');
    expect(await page.evaluate(() => history.length)).toBe(entries);
    await page.context().close();
  });

  it.each([
    ['en', '', 'Enter a number.'],
    ['en', 'abc', 'Use digits only, like 3.'],
    ['en', '-3', 'Enter a whole number from 0 to 20.'],
    ['en', '1e9', 'Use digits only, like 3.'],
    ['ko', '', '숫자를 입력하세요.'],
    ['ko', '-3', '0부터 20까지의 정수를 입력하세요.'],
    ['es', 'x', 'Escribe solo un número, por ejemplo 3.'],
    ['es', '-3', 'Escribe un número entero entre 0 y 20.'],
  ] as const)('%s: "%s" in assets shows "%s" and no number', async (locale, text, message) => {
    const page = await openPage(browser, pages[locale]);
    const table = island(page, 'difficulty-table');
    await table.root.scrollIntoViewIfNeeded();
    await table.ready();
    await table.type('assets', text);
    expect(await table.error('assets')).toBe(message);
    expect(await table.field('assets').getAttribute('aria-invalid')).toBe('true');
    expect(await table.text('target')).toBe('—');
    expect(await table.root.textContent()).not.toContain('NaN');
    expect(await axeViolations(page, inIslands)).toEqual([]);
    await table.type('assets', '1');
    expect(await table.error('assets')).toBe('');
    await page.context().close();
  });
});
