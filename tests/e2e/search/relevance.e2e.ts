import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locales } from '../../../src/i18n/locales.ts';
import { launchBrowser, openPage } from '../support/browser.ts';
import { relevanceCases, type RelevanceCase } from './relevance-cases.ts';

// Every case runs through the real search dialog, as a reader types it, against the real Pagefind index.
// Hit@3: the expected page is among the first three results (and the expected section among its sub-results).

let browser: Browser;
const pages = new Map<string, Page>();
beforeAll(async () => {
  browser = await launchBrowser();
  for (const locale of locales) {
    const page = await openPage(browser, `/${locale}/`);
    await page.keyboard.press('/');
    await page.locator('dialog[data-search-dialog]').waitFor({ state: 'visible' });
    pages.set(locale, page);
  }
});
afterAll(async () => {
  await browser?.close();
});

/** The first three results of a query: page URLs, each with its sub-result URLs. */
async function topThree(page: Page, query: string) {
  await page.locator('#search-input').fill(query);
  await page.waitForFunction(
    (text) => document.querySelector('[data-search-status]')?.textContent?.includes(text),
    query,
  );
  return page.evaluate(() => {
    const results: { url: string; sections: string[] }[] = [];
    for (const option of document.querySelectorAll<HTMLAnchorElement>('#search-results a.search-option')) {
      if (option.classList.contains('search-sub')) results.at(-1)?.sections.push(option.getAttribute('href') ?? '');
      else results.push({ url: option.getAttribute('href') ?? '', sections: [] });
    }
    return results.slice(0, 3);
  });
}

for (const locale of locales) {
  describe(`search relevance (${locale}): hit at 3`, () => {
    const hits: boolean[] = [];
    afterAll(() => {
      const rate = hits.filter(Boolean).length / hits.length;
      console.log(`hit@3 ${locale}: ${hits.filter(Boolean).length}/${hits.length} (${(rate * 100).toFixed(0)}%)`);
    });

    it.each(relevanceCases[locale])('[$kind] "$query" -> $page #$section', async (test: RelevanceCase) => {
      const top = await topThree(pages.get(locale)!, test.query);
      const expected = `/${locale}/${test.page}/`;
      const result = top.find((candidate) => candidate.url === expected);
      hits.push(Boolean(result));
      expect(
        top.map((candidate) => candidate.url),
        'first three results',
      ).toContain(expected);
      if (test.section) expect([result!.url, ...result!.sections]).toContain(`${expected}#${test.section}`);
    });
  });
}
