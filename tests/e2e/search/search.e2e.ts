import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, openPage } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const dialog = (page: Page) => page.locator('dialog[data-search-dialog]');
const options = (page: Page) => page.locator('#search-results [role="option"]');

async function searchFor(page: Page, query: string) {
  await page.locator('#search-input').fill(query);
  await page.waitForFunction(() => document.querySelector('[data-search-status]')?.textContent !== '');
}

describe('search dialog', () => {
  it('loads nothing of Pagefind until the reader shows intent', async () => {
    const page = await openPage(browser, '/en/cypher/special-rolls/');
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.waitForTimeout(300);
    expect(requests.filter((url) => url.includes('/pagefind/'))).toEqual([]);
    await page.getByRole('button', { name: 'Search' }).hover();
    await page.keyboard.press('/');
    await searchFor(page, 'intrusion');
    expect(requests.some((url) => url.includes('/pagefind/pagefind.js'))).toBe(true);
    await page.context().close();
  });

  it('opens with /, searches as you type, moves with the arrows, opens with Enter', async () => {
    const page = await openPage(browser, '/en/');
    await page.keyboard.press('/');
    await dialog(page).waitFor({ state: 'visible' });
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('search-input');
    await page.keyboard.type('recovery roll');
    await page.waitForFunction(() => document.querySelectorAll('#search-results [role="option"]').length > 0);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const second = options(page).nth(1);
    expect(await second.getAttribute('aria-selected')).toBe('true');
    expect(await page.locator('#search-input').getAttribute('aria-activedescendant')).toBe(
      await second.getAttribute('id'),
    );
    const href = await second.getAttribute('href');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.href.endsWith(href ?? '-'));
    await page.context().close();
  });

  it('opens with Ctrl+K, closes with Esc and gives focus back to where it was', async () => {
    const page = await openPage(browser, '/es/');
    const button = page.getByRole('button', { name: 'Buscar' });
    await button.focus();
    await page.keyboard.press('Control+k');
    await dialog(page).waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-search-open'))).toBe('');
    await page.context().close();
  });

  it('keeps focus inside the dialog while it is open', async () => {
    const page = await openPage(browser, '/en/');
    await page.keyboard.press('/');
    await dialog(page).waitFor({ state: 'visible' });
    await searchFor(page, 'armor');
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')))).toBe(true);
    }
    await page.context().close();
  });

  it.each([
    ['ko', '/ko/', 'ㅁㄴㅇㄹ없는말', '“ㅁㄴㅇㄹ없는말”에 대한 결과가 없습니다.'],
    ['es', '/es/', 'zzxxqq', 'No hay resultados para «zzxxqq».'],
    ['en', '/en/', 'zzxxqq', 'No results for “zzxxqq”.'],
  ])(
    '%s: says so when nothing matches, with a hint, and axe is clean with the dialog open',
    async (_locale, path, query, message) => {
      const page = await openPage(browser, path);
      await page.keyboard.press('/');
      await searchFor(page, query);
      expect(await page.locator('[data-search-message]').textContent()).toContain(message);
      expect(await options(page).count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    },
  );

  it.each([
    ['en', 'Diana Stanley', '1 result for “Diana Stanley”'],
    ['es', 'Diana Stanley', '1 resultado para «Diana Stanley»'],
    ['en', 'grim', '2 results for “grim”'],
    ['ko', '림보', '“림보” 검색 결과 2건'],
  ])('%s: announces the count of %s in the plural form of its language', async (locale, query, status) => {
    const page = await openPage(browser, `/${locale}/`);
    await page.keyboard.press('/');
    await searchFor(page, query);
    await page.waitForFunction((text) => document.querySelector('[data-search-status]')?.textContent === text, status);
    await page.context().close();
  });

  it('filters by collection with the chips', async () => {
    const page = await openPage(browser, '/en/');
    await page.keyboard.press('/');
    await searchFor(page, 'damage');
    await page.locator('[data-search-filters] label', { hasText: 'Numenera' }).click();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('#search-results a.search-option:not(.search-sub)')].every((a) =>
        a.getAttribute('href')?.startsWith('/en/numenera/'),
      ),
    );
    expect(await options(page).count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it('remembers recent searches locally and offers them again', async () => {
    const page = await openPage(browser, '/en/');
    await page.keyboard.press('/');
    await searchFor(page, 'cover');
    await options(page).first().click();
    await page.waitForLoadState();
    await page.keyboard.press('/');
    await page.locator('[data-search-recent]').waitFor({ state: 'visible' });
    expect(await page.locator('[data-search-recent-list] button').first().textContent()).toBe('cover');
    await page.context().close();
  });

  it('is usable at 360 px', async () => {
    const page = await openPage(browser, '/ko/', { viewport: { width: 360, height: 740 } });
    await page.getByRole('button', { name: '검색' }).click();
    await searchFor(page, '분발을');
    expect(await options(page).count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
