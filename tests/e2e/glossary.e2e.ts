import type { Browser, Page } from 'playwright-core';
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
      // Issue 44 (SN3): a Spanish term that is the site's own translation says so; one of Numenera first edition does not.
      const ownTranslation = await page.locator('#term-impaired + dd').textContent();
      expect(ownTranslation?.includes('Traducción de este sitio')).toBe(locale === 'es');
      expect(await effort.textContent()).not.toContain('Traducción de este sitio');
      await page.context().close();
    },
  );

  it('links the first mention of a term on a rules page, and shows its definition on keyboard focus', async () => {
    const page = await openPage(browser, '/ko/cypher/hazards/');
    const links = page.locator('main a[href*="/glossary/#term-"]');
    expect(await links.count()).toBeGreaterThan(3);
    const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    expect(new Set(hrefs).size, 'each term linked once').toBe(hrefs.length);
    const first = links.first();
    await first.focus();
    await page.locator('.term-tip[data-open]').waitFor();
    const definition = page.locator(`#${await first.getAttribute('aria-describedby')}`);
    expect(await definition.isVisible()).toBe(true);
    expect((await definition.textContent())?.length).toBeGreaterThan(5);
    await page.keyboard.press('Escape');
    expect(await definition.isVisible()).toBe(false);
    await page.context().close();
  });

  it.each(['ko', 'es', 'en'])(
    '/%s/arkham/faq/ fetches no definition until the reader shows intent; a first Tab describes every term link',
    async (locale) => {
      const page = await openPage(browser, `/${locale}/arkham/faq/`);
      const fetched: string[] = [];
      page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
      await page.waitForFunction(() => document.documentElement.dataset.enhanced === 'done');
      const terms = page.locator('main a[href*="/glossary/#term-"]');
      expect(await terms.count()).toBeGreaterThan(20);
      expect(await page.locator('main a[href*="/glossary/#term-"][aria-describedby]').count()).toBe(0);
      expect(fetched.filter((path) => path.includes('/term-definitions/'))).toEqual([]);
      await page.keyboard.press('Tab');
      await page
        .locator('main a[href*="/glossary/#term-"]:not([aria-describedby])')
        .first()
        .waitFor({ state: 'detached' });
      expect(fetched.filter((path) => path.includes('/term-definitions/'))).toEqual([
        `/${locale}/term-definitions/arkham.json`,
      ]);
      // Each link is described by its own term's definition, in the page's language, and nothing is shown.
      const described = await terms.evaluateAll((links) =>
        links.map((link) => {
          const definition = document.getElementById(link.getAttribute('aria-describedby')!);
          return {
            same: definition?.id.endsWith(`-${new URL((link as HTMLAnchorElement).href).hash.slice('#term-'.length)}`),
            lang: definition?.closest('[lang]')?.getAttribute('lang'),
            words: definition?.textContent?.length ?? 0,
            hidden: definition ? !definition.checkVisibility() : false,
          };
        }),
      );
      for (const [index, description] of described.entries())
        expect(description, `term ${index}`).toEqual({
          same: true,
          lang: locale,
          words: expect.any(Number),
          hidden: true,
        });
      expect(Math.min(...described.map(({ words }) => words))).toBeGreaterThan(10);
      await page.context().close();
    },
  );
});

describe('term previews at 360 px', () => {
  const phone = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };
  /** The open previews: their left and right edges, and the page's width. */
  const openPreviews = (page: Page) =>
    page.evaluate(() => ({
      open: [...document.querySelectorAll('.term-tip')]
        .filter((tip) => tip.checkVisibility())
        .map((tip) => {
          const { left, right } = tip.getBoundingClientRect();
          return { left, right };
        }),
      pageWidth: document.documentElement.scrollWidth,
    }));

  it.each(['en', 'ko', 'es'])(
    '/%s/cypher/other-actions/: every preview opens alone on focus and fits the screen',
    async (locale) => {
      const page = await openPage(browser, `/${locale}/cypher/other-actions/`, phone);
      const links = page.locator('main a[href*="/glossary/#term-"]');
      const count = await links.count();
      expect(count).toBeGreaterThan(20);
      for (let i = 0; i < count; i++) {
        await links.nth(i).focus();
        await page.locator('.term-tip[data-open]').waitFor();
        const { open, pageWidth } = await openPreviews(page);
        expect(open, `term ${i}`).toHaveLength(1);
        expect(open[0]!.left, `term ${i}`).toBeGreaterThanOrEqual(0);
        expect(open[0]!.right, `term ${i}`).toBeLessThanOrEqual(360);
        expect(pageWidth, `term ${i}`).toBeLessThanOrEqual(360);
      }
      await page.context().close();
    },
  );

  it('on touch, the first tap shows the preview with a link to the glossary entry, which a second tap follows', async () => {
    const page = await openPage(browser, '/en/cypher/other-actions/', phone);
    const link = page.locator('main a[href*="/glossary/#term-"]').nth(2);
    const href = await link.getAttribute('href');
    await link.tap();
    const more = page.locator('.term-tip').getByRole('link', { name: 'Open in the glossary →' });
    await more.waitFor();
    expect(page.url()).toContain('/en/cypher/other-actions/');
    expect(await more.getAttribute('href')).toBe(href);
    // A tap elsewhere closes it; tapping another term opens that one alone.
    await page.locator('main h1').tap();
    expect((await openPreviews(page)).open).toHaveLength(0);
    await page.locator('main a[href*="/glossary/#term-"]').nth(3).tap();
    await page.locator('.term-tip[data-open]').waitFor();
    expect((await openPreviews(page)).open).toHaveLength(1);
    await link.tap();
    await link.tap();
    await page.waitForURL(`**${href}`);
    await page.context().close();
  });

  it.each([
    ['360 px', phone],
    ['a desktop', { viewport: { width: 1280, height: 800 } }],
  ])('shows the preview of a term inside a table whole, on %s', async (_, options) => {
    const page = await openPage(browser, '/ko/cypher/attack-modifiers/', options);
    const links = page.locator('main table a[href*="/glossary/#term-"]');
    const count = await links.count();
    expect(count).toBeGreaterThan(10);
    for (let i = 0; i < count; i++) {
      await links.nth(i).evaluate((link) => link.scrollIntoView({ block: 'center' }));
      await links.nth(i).focus();
      await page.locator('.term-tip[data-open]').waitFor();
      // What the reader sees at the preview's corners is the preview: no table region clips it.
      const hidden = await page.evaluate(() => {
        const tip = [...document.querySelectorAll('.term-tip')].find((element) => element.checkVisibility())!;
        const { left, top, right, bottom } = tip.getBoundingClientRect();
        // Inside its rounded corners.
        const corners = [
          [left + 8, top + 8],
          [right - 8, top + 8],
          [left + 8, bottom - 8],
          [right - 8, bottom - 8],
        ] as const;
        return corners.filter(([x, y]) => !tip.contains(document.elementFromPoint(x, y))).length;
      });
      expect(hidden, `term ${i}`).toBe(0);
    }
    await page.context().close();
  });

  it('keeps one preview open when the mouse points at a term while another has focus', async () => {
    const page = await openPage(browser, '/es/cypher/other-actions/', { viewport: { width: 1280, height: 800 } });
    const terms = page.locator('main a[href*="/glossary/#term-"]');
    await terms.nth(0).focus();
    await terms.nth(1).hover();
    await page.locator('.term-tip[data-open]').waitFor();
    expect((await openPreviews(page)).open).toHaveLength(1);
    // The preview open is the hovered term's: its definition is the one shown.
    const shown = page.locator('.term-tip[data-open] > p');
    expect(await shown.getAttribute('id')).toBe(await terms.nth(1).getAttribute('aria-describedby'));
    await page.context().close();
  });
});
