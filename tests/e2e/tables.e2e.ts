import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser.ts';
import { builtPages, builtStylesheet, readBuilt } from './support/dist.ts';
import { tableRegionFaults, wrappedText } from './support/layout.ts';

// Every table of the site is a real, accessible table: a caption and header cells (issue 5).
describe('tables in dist/', () => {
  const tables = builtPages().flatMap((file) =>
    [...readBuilt(file).matchAll(/<table\b[\s\S]*?<\/table>/g)].map((match) => ({ file, html: match[0] })),
  );

  it('finds the rules tables', () => {
    expect(tables.length).toBeGreaterThan(100);
  });

  // The region's mark comes from an animation on its scroll timeline (global.css, "Tables"). Where the timeline does
  // not exist (Firefox), the same animation would run at once and stay, its mark winning over the one
  // table-regions.ts writes: every table would show the hint and scroll on a phone. So it is set only under
  // @supports. No browser the tests run lacks the timeline, so this reads the built stylesheet.
  it('sets the scroll mark by animation only where a scroll timeline exists', () => {
    const css = builtStylesheet('style');
    expect(css.match(/animation-name:\s*table-scrolls/g)).toHaveLength(1);
    expect(css).toMatch(
      /@supports\s*\(animation-timeline:\s*scroll\(\)\)\s*\{[^{}]*\{[^{}]*animation-name:\s*table-scrolls/,
    );
  });

  it('gives every table a caption and header cells', () => {
    const bad = tables
      .filter(({ html }) => !/<caption\b[^>]*>\s*\S/.test(html) || !/<th\b/.test(html))
      .map(({ file }) => file);
    expect(bad).toEqual([]);
  });
});

// A table wider than a phone scrolls inside its region (a11y.e2e.ts checks every region of every page at 360 px).
describe('a wide table on a phone', () => {
  const phone = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** The difficulty table's region on the Korean tasks page, and its hint. */
  async function difficultyRegion(options: BrowserContextOptions): Promise<Page> {
    const page = await openPage(browser, '/ko/cypher/tasks-and-difficulty/', options);
    await page.locator('difficulty-table').scrollIntoViewIfNeeded();
    return page;
  }

  it('is a region named by its caption, in the Tab order, scrolled by the arrow keys, its hint shown to the end', async () => {
    const page = await difficultyRegion(phone);
    const region = page.getByRole('region', { name: '일의 난이도: 목표치와 d20 성공 확률' });
    expect(await region.locator('.table-hint').isVisible()).toBe(true);
    // Each difficulty's name on one line, «매우 어려움» beside "5 ◀ 결과" too; the table scrolls in its region.
    expect(await region.locator('.difficulty-name').count()).toBe(11);
    expect(await page.evaluate(wrappedText, 'difficulty-table .difficulty-name')).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await region.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    // Scrolled to its end, the hint is still there.
    await region.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    expect(await region.locator('.table-hint').isVisible()).toBe(true);
    expect(await page.evaluate(tableRegionFaults)).toEqual([]);
    await page.context().close();
  });

  it('in a browser without scroll-driven animations, gets its hint from a script', async () => {
    const page = await difficultyRegion({
      ...phone,
      // The test's own style (switching the region's scroll timeline off) is inline: the CSP is set aside for it.
      bypassCSP: true,
    });
    await page.context().addInitScript(() => {
      const supports = CSS.supports.bind(CSS);
      CSS.supports = (...args: [string, string?]) =>
        args[0].startsWith('animation-timeline') ? false : supports(...(args as [string, string]));
      document.addEventListener('DOMContentLoaded', () => {
        const style = document.createElement('style');
        style.textContent = '.table-region { animation-name: none !important; }';
        document.head.append(style);
      });
    });
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.enhanced === 'done');
    expect(await page.locator('difficulty-table .table-hint').isVisible()).toBe(true);
    expect(await page.evaluate(tableRegionFaults)).toEqual([]);
    await page.context().close();
  });
});
