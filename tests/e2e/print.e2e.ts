import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser.ts';
import { notDarkOnLight } from './support/print.ts';

// Printing, with print media emulated: every table prints (an island its table, its inputs as text and its current
// result, not its buttons), in dark text on white whatever theme the screen shows, with no navigation.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function printed(path: string, theme: 'light' | 'dark'): Promise<Page> {
  const page = await openPage(browser, path, { colorScheme: theme });
  // The reader's own choice of theme, as the theme button stores it.
  await page.evaluate((theme) => localStorage.setItem('theme', theme), theme);
  await page.reload();
  const island = page.locator('difficulty-table');
  await island.scrollIntoViewIfNeeded();
  await island.and(page.locator(':defined')).waitFor();
  await page.emulateMedia({ media: 'print' });
  return page;
}

describe('print', () => {
  it.each([
    ['en', 'light'],
    ['en', 'dark'],
    ['ko', 'dark'],
    ['es', 'light'],
  ] as const)(
    '/%s/cypher/tasks-and-difficulty/ in the %s theme prints its tables dark on white',
    async (locale, theme) => {
      const page = await printed(`/${locale}/cypher/tasks-and-difficulty/`, theme);
      expect(await page.getAttribute('html', 'data-theme')).toBe(theme);
      // The difficulty table with its 11 rows, the island's inputs and result; not the header or the menus.
      expect(await page.locator('[data-difficulty-table] tbody tr').count()).toBe(11);
      expect(await page.locator('[data-difficulty-table]').isVisible()).toBe(true);
      expect(await page.locator('difficulty-table output[name="finalDifficulty"]').isVisible()).toBe(true);
      expect(await page.locator('difficulty-table select[name="difficulty"]').isVisible()).toBe(true);
      expect(await page.getByRole('banner').isVisible()).toBe(false);
      for (const table of await page.locator('main table').all()) expect(await table.isVisible()).toBe(true);
      expect(await page.evaluate(notDarkOnLight)).toEqual([]);
      await page.context().close();
    },
  );

  it('prints the island’s current result, not its worked example', async () => {
    const page = await printed('/en/cypher/tasks-and-difficulty/', 'dark');
    await page.emulateMedia({ media: 'screen' });
    await page.locator('difficulty-table select[name="difficulty"]').selectOption('2');
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('difficulty-table output[name="finalDifficulty"]').getAttribute('data-value')).toBe('1');
    expect(await page.locator('[data-difficulty-table] tr[aria-current="true"]').getAttribute('data-row')).toBe('1');
    expect(await page.locator('difficulty-table output[name="finalDifficulty"]').isVisible()).toBe(true);
    await page.context().close();
  });

  /**
   * What an island prints, in print media: the text of each field it shows (its label and value: a list's chosen
   * option, a ticked box's label, a chosen radio's), the values of its outputs, and every heading (a bold legend or
   * line) that prints with nothing under it.
   */
  function printedIsland(tag: string) {
    const island = document.querySelector(tag)!;
    const shown = (element: Element) => element.checkVisibility();
    const fields: Record<string, string> = {};
    for (const field of island.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input[name], select[name]')) {
      const label = field.closest('label') ?? island.querySelector(`label[for="${field.id}"]`);
      if (!shown(field.type === 'radio' ? label! : field)) continue;
      const value =
        field instanceof HTMLSelectElement
          ? (field.selectedOptions[0]?.textContent ?? '')
          : field.type === 'checkbox' || field.type === 'radio'
            ? 'on'
            : field.value;
      fields[field.type === 'radio' ? `${field.name}=${field.value}` : field.name] = value;
    }
    const outputs = Object.fromEntries(
      [...island.querySelectorAll('output')].filter(shown).map((output) => [output.name, output.dataset.value]),
    );
    // A heading (a bold legend or line) is empty when nothing prints after it, or a heading as large from outside its
    // group does.
    const lines = [...island.querySelectorAll('*')].filter(
      (element) =>
        shown(element) &&
        [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== ''),
    );
    const heading = (element: Element) =>
      (element.localName === 'legend' || element.localName === 'p') &&
      Number(getComputedStyle(element).fontWeight) >= 600;
    const size = (element: Element) => parseFloat(getComputedStyle(element).fontSize);
    const empty = lines
      .filter((line, index) => {
        const next = lines[index + 1];
        // A heading as large inside its own group (a fieldset in a fieldset) is a part of it, not what follows it.
        const nextHeading = next && heading(next) && size(next) >= size(line) && !line.parentElement!.contains(next);
        return heading(line) && (!next || nextHeading);
      })
      .map((line) => line.textContent!.trim());
    return { fields, outputs, empty };
  }

  it.each([
    ['ko', 360],
    ['es', 1280],
    ['en', 360],
  ] as const)(
    '/%s/tools/ at %i px prints every tool’s inputs with its results, and no empty heading',
    async (locale, width) => {
      const page = await openPage(browser, `/${locale}/tools/`, { viewport: { width, height: 800 } });
      for (const island of await page.locator('[data-island]').all()) {
        await island.scrollIntoViewIfNeeded();
        await island.and(page.locator(':defined')).waitFor();
      }
      // The reader's own inputs: a list, a number, a box and a radio button.
      await page.locator('difficulty-table select[name="difficulty"]').selectOption('2');
      await page.locator('effort-calculator input[name="pool"]').fill('15');
      await page.locator('effort-calculator input[name="pool"]').press('Tab');
      await page.locator('combat-situations input[name="dazed"]').check();
      await page.locator('combat-situations input[name="roll"][value="defense"]').check();
      await page.emulateMedia({ media: 'print' });
      const table = await page.evaluate(printedIsland, 'difficulty-table');
      expect(table.fields.difficulty).toMatch(/^2 · /);
      expect(table.fields.assets).toBe('0');
      expect(table.outputs.finalDifficulty).toBe('1');
      const effort = await page.evaluate(printedIsland, 'effort-calculator');
      expect(effort.fields.pool).toBe('15');
      const combat = await page.evaluate(printedIsland, 'combat-situations');
      expect(combat.fields).toMatchObject({ dazed: 'on', 'roll=defense': 'on', level: '3' });
      // A box not ticked and a radio not chosen print nothing.
      expect(combat.fields).not.toHaveProperty('prone');
      expect(combat.fields).not.toHaveProperty('roll=attack');
      for (const tag of await page.locator('[data-island]').evaluateAll((islands) => islands.map((i) => i.localName))) {
        const printed = await page.evaluate(printedIsland, tag);
        expect(Object.keys(printed.fields).length, `${tag}: inputs printed`).toBeGreaterThan(0);
        expect(Object.keys(printed.outputs).length, `${tag}: results printed`).toBeGreaterThan(0);
        expect(printed.empty, `${tag}: empty headings`).toEqual([]);
      }
      await page.context().close();
    },
  );
});
