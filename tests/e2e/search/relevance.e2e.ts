import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locales } from '../../../src/i18n/locales.ts';
import { launchBrowser, openPage } from '../support/browser.ts';
import { forgivingCases, nonsense, relevanceCases, type RelevanceCase } from './relevance-cases.ts';

// Every case runs through the real search dialog, as a reader types it, against the real Pagefind index.
// Hit@3: the expected page is among the first three results (and the expected section among its sub-results).
// One page per language, its dialog open for every query.

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

/**
 * The first three results of a query: page URLs, each with its sub-result URLs. The results list is busy from the
 * keystroke until that query's results are drawn.
 */
async function topThree(page: Page, query: string) {
  await page.locator('#search-input').fill(query);
  await page.waitForFunction(() => document.querySelector('#search-results')?.getAttribute('aria-busy') === 'false');
  return page.evaluate(() => {
    const results: { url: string; sections: string[] }[] = [];
    for (const option of document.querySelectorAll<HTMLAnchorElement>('#search-results a.search-option')) {
      if (option.classList.contains('search-sub')) results.at(-1)?.sections.push(option.getAttribute('href') ?? '');
      else results.push({ url: option.getAttribute('href') ?? '', sections: [] });
    }
    return results.slice(0, 3);
  });
}

/** Runs a case in its language's dialog, counts it in `hits`, and checks the expected page and section. */
async function check(locale: string, test: RelevanceCase, hits: boolean[]) {
  const top = await topThree(pages.get(locale)!, test.query);
  const expected = `/${locale}/${test.page}/`;
  const result = top.find((candidate) => candidate.url === expected);
  const sections = result ? [result.url, ...result.sections] : [];
  hits.push(Boolean(result) && (!test.section || sections.includes(`${expected}#${test.section}`)));
  expect(
    top.map((candidate) => candidate.url),
    'first three results',
  ).toContain(expected);
  if (test.section) expect(sections).toContain(`${expected}#${test.section}`);
}

function logRate(name: string, hits: boolean[]) {
  const found = hits.filter(Boolean).length;
  console.log(`${name}: ${found}/${hits.length} (${((found / hits.length) * 100).toFixed(0)}%)`);
}

for (const locale of locales) {
  describe(`search relevance (${locale}): hit at 3`, () => {
    const hits: boolean[] = [];
    afterAll(() => logRate(`hit@3 ${locale}`, hits));

    it.each(relevanceCases[locale])('[$kind] "$query" -> $page #$section', async (test: RelevanceCase) => {
      await check(locale, test, hits);
    });
  });

  describe(`search forgives (${locale}): typos, spacing, aliases, questions, hit at 3`, () => {
    const hits: boolean[] = [];
    afterAll(() => logRate(`forgiving hit@3 ${locale}`, hits));

    it.each(forgivingCases[locale])('[$kind] "$query" -> $page #$section', async (test: RelevanceCase) => {
      await check(locale, test, hits);
    });

    it.each(nonsense)('nonsense: "%s" finds nothing', async (query) => {
      expect(await topThree(pages.get(locale)!, query)).toEqual([]);
      expect(await pages.get(locale)!.locator('[data-search-message]').isVisible()).toBe(true);
    });
  });
}
