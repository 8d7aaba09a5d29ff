import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enhanced, launchBrowser, siteURL } from './support/browser.ts';

// Nothing moves once drawn (CLS 0): controls that need JavaScript are drawn in place before first paint, and what a
// script adds later takes no room that pushes the text. Layout shifts are counted as the browser reports them
// (PerformanceObserver, `layout-shift`, buffered from the start of the page), without any input by the reader. This
// counts shifts, not time: the test passes or fails the same on a fast or a slow machine. A table wider than a phone
// gets its scroll hint and wider text columns in the frame that lays it out (global.css, "Tables"), so the tools
// page, whose islands' tables are wide, is measured at 360 px too. A page the reader arrives at compared with a second
// language (chosen on an earlier page, so remembered: src/components/compare/) is laid out for it before first paint
// and shows its text once paired, at the section of a link too (issue 25).
// When the translation cannot be had (`unreachable`: offline and not saved), the page shows its own text and says so.
const pages: { path: string; stored?: Record<string, string>; unreachable?: string }[] = [
  { path: '/ko/arkham/faq/' },
  // The stored FAQ option ("show all") must be drawn before first paint too.
  { path: '/ko/arkham/faq/?all=1', stored: { 'faq-options': '{"all":false}' } },
  { path: '/es/arkham/faq/' },
  { path: '/en/cypher/tasks-and-difficulty/' },
  { path: '/ko/cypher/damage-track-recovery/' },
  { path: '/en/tools/' },
  { path: '/ko/tools/' },
  { path: '/es/glossary/' },
  { path: '/ko/' },
  { path: '/ko/cypher/tasks-and-difficulty/', stored: { compare: 'en' } },
  { path: '/es/arkham/faq/', stored: { compare: 'ko' } },
  { path: '/en/cypher/pools-edge-effort/#edge-once-per-action', stored: { compare: 'es' } },
  { path: '/es/cypher/special-rolls/', stored: { compare: 'ko' }, unreachable: '/ko/cypher/special-rolls/' },
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
  const named = pages.map((page) => {
    const stored = Object.entries(page.stored ?? {}).map(([key, value]) => `${key}=${value}`);
    const unreachable = page.unreachable ? `, ${page.unreachable} unreachable` : '';
    return [stored.length > 0 ? `${page.path} (stored: ${stored.join(', ')}${unreachable})` : page.path, page] as const;
  });
  it.each(named)('%s shifts nothing while it loads', async (_name, { path, stored = {}, unreachable }) => {
    const context = await browser.newContext({ viewport });
    await context.addInitScript((stored) => {
      for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    }, stored);
    const page = await context.newPage();
    if (unreachable) await page.route(`**${unreachable}`, (route) => route.abort('internetdisconnected'));
    await page.goto(siteURL(path), { waitUntil: 'load' });
    await enhanced(page);
    // Said on screen (not only announced: wider than a screen reader's 1 px), in the page's language.
    if (unreachable)
      await page.waitForFunction(() =>
        [...document.querySelectorAll('main p')].some(
          (p) =>
            p.textContent?.includes('No se pudo cargar el texto en coreano') && p.getBoundingClientRect().width > 100,
        ),
      );
    else if (stored.compare) await page.locator(`.compare-block[lang="${stored.compare}"]`).first().waitFor();
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
