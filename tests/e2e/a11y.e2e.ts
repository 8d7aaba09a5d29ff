import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, siteURL } from './support/browser.ts';
import { builtPages, urlPathOf } from './support/dist.ts';

// axe-core on every page of dist/, in both themes. The 404 files are reached the way a reader does: through a
// missing address.
const paths = builtPages()
  .map(urlPathOf)
  .map((path) => path.replace(/404\.html$/, 'no-such-page/'));

for (const colorScheme of ['light', 'dark'] as const) {
  describe(`axe-core, ${colorScheme} theme`, () => {
    let browser: Browser;
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      browser = await launchBrowser();
      context = await browser.newContext({ colorScheme });
      page = await context.newPage();
    });
    afterAll(async () => {
      await browser?.close();
    });

    it.each(paths)('%s has zero violations', async (path) => {
      await page.goto(siteURL(path));
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
