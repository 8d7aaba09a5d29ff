import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser.ts';

// Printing, with print media emulated: every table prints (an island its table and current result, not its form),
// in dark text on white whatever theme the screen shows, with no navigation.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Every visible element with text of its own in <main>, whose text is not dark or whose background (its own or the
 * nearest painted one behind it) is not light: relative luminance above 0.2 for text, below 0.8 for backgrounds.
 */
function notDarkOnLight(): string[] {
  const luminance = (colour: string) => {
    const [r, g, b] = (colour.match(/[\d.]+/g) ?? ['0', '0', '0']).slice(0, 3).map((part) => {
      const channel = Number(part) / 255;
      return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const painted = (colour: string) => !/^rgba\(.*,\s*0\)$|^transparent$/.test(colour);
  const background = (element: Element | null): string => {
    for (let node = element; node; node = node.parentElement) {
      const colour = getComputedStyle(node).backgroundColor;
      if (painted(colour)) return colour;
    }
    return 'rgb(255, 255, 255)';
  };
  const bad: string[] = [];
  for (const element of document.querySelectorAll('main *')) {
    const ownText = [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent!.trim() !== '');
    if (!ownText || !element.checkVisibility()) continue;
    const text = luminance(getComputedStyle(element).color);
    const behind = luminance(background(element));
    if (text > 0.2 || behind < 0.8) bad.push(`${element.tagName} "${element.textContent!.trim().slice(0, 30)}"`);
  }
  return bad;
}

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
      // The difficulty table with its 11 rows and the island's result; not its fields, the header or the menus.
      expect(await page.locator('[data-difficulty-table] tbody tr').count()).toBe(11);
      expect(await page.locator('[data-difficulty-table]').isVisible()).toBe(true);
      expect(await page.locator('difficulty-table output[name="finalDifficulty"]').isVisible()).toBe(true);
      expect(await page.locator('difficulty-table select[name="difficulty"]').isVisible()).toBe(false);
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
});
