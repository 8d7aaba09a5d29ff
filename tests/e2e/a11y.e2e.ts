import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeSource, axeViolations, enhanced, launchBrowser, siteURL } from './support/browser.ts';
import { builtPages, urlPathOf } from './support/dist.ts';
import { splitWordsInTables, tableRegionFaults } from './support/layout.ts';

// Every page of dist/ as a phone and a desktop show it, in both themes: axe-core, and at 360 px the tables' words,
// their regions (named, reached by Tab, a hint when they scroll) and the page's width. A page is loaded once, then
// resized and re-themed in place: media queries and the theme's colours follow at once (transitions are switched off
// so that no colour is caught halfway). The 404 files are reached the way a reader does: through a missing address.
//
// A theme changes colours and nothing else. A width changes which parts show and the box of a few (the phone's menu;
// the sidebar, and the contents list without its box, on a desktop), and these are the same on every page of a kind.
// So every page gets all of axe's rules at 360 px in the light theme and on a desktop in the dark one: what both
// widths show is checked in both themes. One page of each kind per language also gets axe's colour rules in the other
// theme at each width (`oneOfEachKind`).
const paths = builtPages()
  .map(urlPathOf)
  .map((path) => path.replace(/404\.html$/, 'no-such-page/'));
/**
 * One page of each kind: the language chooser, home, a collection's contents, a rules page with tables that scroll on
 * a phone, the FAQ, a GM screen, the character sheet, the glossary, the offline page, the tools, the site's pages and
 * the 404.
 */
const oneOfEachKind = new Set(
  ['/', '/no-such-page/'].concat(
    ['ko', 'es', 'en'].flatMap((locale) =>
      [
        '',
        'no-such-page/',
        'cypher/',
        'cypher/attack-modifiers/',
        'arkham/faq/',
        'cypher/screen/',
        'character/',
        'glossary/',
        'offline/',
        'tools/',
        'site/about/',
      ].map((page) => `/${locale}/${page}`),
    ),
  ),
);
const phone = { width: 360, height: 740 };
const desktop = { width: 1280, height: 800 };
/** The axe rules whose result depends on colours. */
const colourRules = ['color-contrast', 'link-in-text-block'];

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  // The style below that switches transitions off is inline, which the site's CSP forbids (csp.e2e.ts holds the
  // pages to that CSP); here the CSP is set aside so that the test's own style applies.
  const context = await browser.newContext({ viewport: phone, bypassCSP: true });
  await context.addInitScript({ path: axeSource });
  await context.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent = '*, ::before, ::after { transition: none !important; }';
      document.head.append(style);
    }),
  );
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
});

it('checks both themes at both widths on pages that exist', () => {
  expect([...oneOfEachKind].filter((path) => !paths.includes(path))).toEqual([]);
});

describe.each(paths)('%s', (path) => {
  it('at 360 px, keeps every word of its tables on one line, scrolls a wide table in its region and never the page', async () => {
    await page.setViewportSize(phone);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(siteURL(path));
    // The page as it stays: what it adds once idle is in (the FAQ's copy buttons, its entries all laid out).
    await enhanced(page);
    expect(await page.evaluate(splitWordsInTables)).toEqual([]);
    expect(await page.evaluate(tableRegionFaults)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  });

  it('has zero axe violations at 360 px and on a desktop, in the light and the dark theme (and on a desktop, a hint only where a table scrolls)', async () => {
    const bothThemesAtBothWidths = oneOfEachKind.has(path);
    const violations: Record<string, string[]> = {};
    const check = async (mode: string, rules?: string[]) => {
      const found = await axeViolations(page, { rules });
      if (found.length > 0) violations[mode] = found;
    };
    await page.setViewportSize(phone);
    await page.emulateMedia({ colorScheme: 'light' });
    await check('360 px, light');
    await page.emulateMedia({ colorScheme: 'dark' });
    if (bothThemesAtBothWidths) await check('360 px, dark (colour rules)', colourRules);
    await page.setViewportSize(desktop);
    await check('desktop, dark');
    const tables = await page.evaluate(tableRegionFaults);
    if (tables.length > 0) violations['desktop, table regions'] = tables;
    if (bothThemesAtBothWidths) {
      await page.emulateMedia({ colorScheme: 'light' });
      await check('desktop, light (colour rules)', colourRules);
    }
    expect(violations).toEqual({});
  });
});
