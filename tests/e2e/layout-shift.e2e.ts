import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enhanced, launchBrowser, siteURL } from './support/browser.ts';

// Nothing moves once drawn (CLS 0): controls that need JavaScript are drawn in place before first paint, and what a
// script adds later takes no room that pushes the text. Layout shifts are counted as the browser reports them
// (PerformanceObserver, `layout-shift`, buffered from the start of the page), without any input by the reader. This
// counts shifts, not time: the test passes or fails the same on a fast or a slow machine. A table wider than a phone
// gets its scroll hint and wider text columns in the frame that lays it out (global.css, "Tables"), so the tools
// page, whose islands' tables are wide, is measured at 360 px too.
const pages = [
  '/ko/arkham/faq/',
  '/ko/arkham/faq/?all=1',
  '/es/arkham/faq/',
  '/en/cypher/tasks-and-difficulty/',
  '/ko/cypher/damage-track-recovery/',
  '/en/tools/',
  '/ko/tools/',
  '/es/glossary/',
  '/ko/',
];
const viewports = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(viewports)('at $width px', (viewport) => {
  it.each(pages)('%s shifts nothing while it loads', async (path) => {
    const context = await browser.newContext({ viewport });
    // The stored FAQ option ("show all") must be drawn before first paint too.
    if (path.includes('?all')) await context.addInitScript(() => localStorage.setItem('faq-options', '{"all":false}'));
    const page = await context.newPage();
    await page.goto(siteURL(path), { waitUntil: 'load' });
    await enhanced(page);
    // Let the islands near the viewport and the idle scripts start.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
    const shifts = await page.evaluate(
      () =>
        new Promise<{ value: number; sources: string[] }[]>((resolve) => {
          new PerformanceObserver((list) =>
            resolve(
              (
                list.getEntries() as (PerformanceEntry & {
                  value: number;
                  hadRecentInput: boolean;
                  sources?: { node?: Node }[];
                })[]
              )
                .filter((entry) => !entry.hadRecentInput)
                .map((entry) => ({
                  value: entry.value,
                  sources: (entry.sources ?? []).map((source) =>
                    source.node instanceof Element ? source.node.outerHTML.slice(0, 80) : String(source.node?.nodeName),
                  ),
                })),
            ),
          ).observe({ type: 'layout-shift', buffered: true });
          // No entry at all: the observer is not called, so answer after a frame.
          requestAnimationFrame(() => setTimeout(() => resolve([]), 100));
        }),
    );
    expect(shifts).toEqual([]);
    await context.close();
  });
});
