import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, fixtureURL, launchBrowser } from './support/browser.ts';

// The fixture site (tests/fixtures/content): `fixture-page` exists in en and ko only, and its ko version follows
// an older update of the en original; `current-page` exists in all three and is up to date.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('a page missing in one locale', () => {
  it('still has its URL there, says so in that language and links the versions that exist', async () => {
    const page = await browser.newPage();
    const response = await page.goto(fixtureURL('/es/cypher/fixture-page/'));
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Todavía no está en español');
    const links = page.locator('[data-fallback] a');
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
      '/ko/cypher/fixture-page/',
      '/en/cypher/fixture-page/',
    ]);
    expect(await page.getAttribute('meta[name="robots"]', 'content')).toBe('noindex');
    expect(await page.locator('[data-pagefind-body]').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('is reachable from the language switcher of the versions that exist', async () => {
    const page = await browser.newPage();
    await page.goto(fixtureURL('/en/cypher/fixture-page/#effort'));
    await page.locator('[data-language-switcher] summary').click();
    await page.getByRole('link', { name: 'Español' }).click();
    await page.waitForURL('**/es/cypher/fixture-page/#effort');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Todavía no está en español');
    await page.close();
  });

  it('keeps hreflang alternates to the versions that exist only', async () => {
    const page = await browser.newPage();
    await page.goto(fixtureURL('/en/cypher/fixture-page/'));
    const hreflangs = await page
      .locator('link[rel="alternate"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')));
    expect(hreflangs).toEqual(['ko', 'en', 'x-default']);
    await page.close();
  });
});

describe('a translation whose original changed since', () => {
  it('shows a localized notice linking the updated original', async () => {
    const page = await browser.newPage();
    await page.goto(fixtureURL('/ko/cypher/fixture-page/'));
    const notice = page.locator('[data-outdated]');
    expect(await notice.textContent()).toContain('2026년 11월 21일에 원문이 수정되었습니다');
    expect(await notice.getByRole('link').getAttribute('href')).toBe('/en/cypher/fixture-page/');
    await page.close();
  });

  it('shows no notice when the translation follows the current original', async () => {
    const page = await browser.newPage();
    for (const path of ['/ko/cypher/current-page/', '/es/cypher/current-page/', '/en/cypher/fixture-page/']) {
      await page.goto(fixtureURL(path));
      expect(await page.locator('[data-outdated]').count(), path).toBe(0);
    }
    await page.close();
  });
});
