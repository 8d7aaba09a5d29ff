import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('glossary', () => {
  it.each([
    ['ko', 'ko-KR'],
    ['es', 'es-ES'],
    ['en', 'en-US'],
  ])(
    '/%s/glossary/ lists the terms alphabetically in its language, with the other two languages',
    async (locale, collation) => {
      const page = await openPage(browser, `/${locale}/glossary/`);
      const terms = await page.locator('#glossary-cypher ~ dl dt').allTextContents();
      expect(terms.length).toBeGreaterThan(50);
      expect(terms).toEqual([...terms].sort(new Intl.Collator(collation).compare));
      const effort = page.locator('#term-effort + dd');
      const others = await effort
        .locator('[lang]')
        .evaluateAll((spans) => spans.map((span) => span.getAttribute('lang')));
      expect(others.sort()).toEqual(['en', 'es', 'ko'].filter((other) => other !== locale).sort());
      expect(await effort.getByRole('link').getAttribute('href')).toBe(`/${locale}/cypher/pools-edge-effort/#effort`);
      await page.context().close();
    },
  );

  it('links the first mention of a term on a rules page, and shows its definition on keyboard focus', async () => {
    const page = await openPage(browser, '/ko/cypher/hazards/');
    const links = page.locator('main a.term-link');
    expect(await links.count()).toBeGreaterThan(3);
    const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    expect(new Set(hrefs).size, 'each term linked once').toBe(hrefs.length);
    const first = links.first();
    const tip = page.locator(`#${await first.getAttribute('aria-describedby')}`);
    expect(await tip.isVisible()).toBe(false);
    await first.focus();
    expect(await tip.isVisible()).toBe(true);
    expect((await tip.textContent())?.length).toBeGreaterThan(5);
    await page.context().close();
  });
});
