import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, siteURL } from './support/browser.ts';
import { builtPages, urlPathOf } from './support/dist.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const paths = builtPages()
  .map(urlPathOf)
  .map((path) => path.replace(/404\.html$/, 'no-such-page/'));

describe('axe-core on every built page', () => {
  it.each(['light', 'dark'] as const)('reports zero violations in the %s theme', async (colorScheme) => {
    const context = await browser.newContext({ colorScheme });
    const failures: string[] = [];
    // Two tabs at a time: enough to keep both cores busy.
    const queue = [...paths];
    await Promise.all(
      [0, 1].map(async () => {
        const page = await context.newPage();
        for (let path = queue.shift(); path; path = queue.shift()) {
          await page.goto(siteURL(path));
          for (const violation of await axeViolations(page)) failures.push(`${path} ${violation}`);
        }
      }),
    );
    await context.close();
    expect(failures).toEqual([]);
  });
});
