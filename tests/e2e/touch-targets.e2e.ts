// Touch targets (WCAG 2.2, 2.5.8; issue 25): on the pages with controls, every control is at least 24 by 24 CSS px
// or spaced so that a 24 px circle on it touches no other, at 360 px and on a desktop, with every island started.
// axe's own target-size rule runs on every page in a11y.e2e.ts (support/browser.ts runs the WCAG 2.2 AA rules).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, siteURL } from './support/browser.ts';
import { targetSizeFaults } from './support/layout.ts';

const paths = [
  '/ko/tools/',
  '/es/tools/',
  '/en/tools/',
  '/en/numenera/how-to-play/',
  '/ko/numenera/damage-and-recovery/',
  '/es/cypher/attack-modifiers/',
  '/en/arkham/faq/',
  '/ko/character/',
];

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 360, height: 740 } });
});
afterAll(async () => {
  await browser?.close();
});

describe.each(paths)('%s', (path) => {
  it('has no control smaller than 24 px without room around it, at 360 px and 1280 px', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(siteURL(path));
    // Every island started: some controls (the roller's button, the simulator's) are drawn only by their scripts.
    const islands = await page.locator('[data-island]').all();
    expect(islands.length).toBeGreaterThan(0);
    for (const island of islands) {
      await island.scrollIntoViewIfNeeded();
      await island.and(page.locator(':defined')).waitFor();
    }
    // Measured from the top of the page, where the sticky header covers nothing.
    const measure = async () => {
      await page.evaluate(() => scrollTo(0, 0));
      const { measured, islandsWithoutTargets, faults } = await page.evaluate(targetSizeFaults);
      // Something was measured: the page's controls, among them some in every island.
      expect(measured).toBeGreaterThan(10);
      expect(islandsWithoutTargets).toEqual([]);
      return faults;
    };
    const faults: Record<string, string[]> = {};
    faults['360 px'] = await measure();
    await page.setViewportSize({ width: 1280, height: 800 });
    faults['1280 px'] = await measure();
    expect(faults).toEqual({ '360 px': [], '1280 px': [] });
  });
});
