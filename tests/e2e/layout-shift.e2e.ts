import type { Browser, Page } from 'playwright-core';
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
// Each page is watched from its first byte until it has done all it does by itself, late parts included (settled),
// and then makes a shift of the test's own, which must be seen: a test that saw nothing cannot pass (issue 36, F7).
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
  // The character picker is filled by its script: the buttons beside it must not move when it is.
  { path: '/es/character/' },
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

/** A layout shift as the browser reports it, and what moved. */
interface Shift {
  value: number;
  startTime: number;
  hadRecentInput: boolean;
  sources: string[];
}

/** Runs before any script of the page: every layout shift from the start, in the order the browser reports them. */
function recordLayoutShifts() {
  const shifts: Shift[] = [];
  Object.assign(window, { layoutShifts: shifts });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node }[];
    })[])
      shifts.push({
        value: entry.value,
        startTime: entry.startTime,
        hadRecentInput: entry.hadRecentInput,
        sources: (entry.sources ?? []).map((source) =>
          source.node instanceof Element ? source.node.outerHTML.slice(0, 80) : String(source.node?.nodeName),
        ),
      });
  }).observe({ type: 'layout-shift', buffered: true });
}

/**
 * Waits until the page has done what it does by itself, late parts included: what it adds once idle has loaded
 * (when-idle.ts), its fonts are ready, every island near the viewport has started (shared/lazy.ts loads those within
 * 300 px), the service worker has answered the footer's "Available offline" switch where the footer is in view (the
 * last thing a first visit does), nothing has been requested for half a second, and the page has been idle twice more.
 */
async function settled(page: Page) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-island]')]
      .filter((island) => {
        const box = island.getBoundingClientRect();
        return box.bottom > -300 && box.top < innerHeight + 300;
      })
      .every((island) => island.matches(':defined')),
  );
  // The service worker's answer fills the footer's line: only in view can that move what the reader sees (off screen,
  // the browser counts no shift), and it takes a first visit a second or two.
  const footer = page.locator('[data-offline]');
  if (await footer.evaluate((element) => element.getBoundingClientRect().top < innerHeight))
    await footer.locator('[data-offline-switch]:not([disabled])').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
}

/**
 * The shifts the page made by itself (none after an input), then a shift of our own: a block put in the flow before
 * what is in the lower half of the screen (or at the top of the page), with scroll anchoring off, so that what is under
 * it moves in view and nothing that keeps the reader's place (a section reached by its address) puts it back. The
 * browser reports shifts in order, so once ours has arrived every earlier one has too; `own` says whether it did
 * (false: the observer saw nothing at all).
 */
async function shiftsBeforeOurOwn(): Promise<{ before: Shift[]; own: boolean }> {
  const shifts = (window as unknown as { layoutShifts: Shift[] }).layoutShifts;
  const marked = performance.now();
  document.documentElement.style.overflowAnchor = 'none';
  const block = document.createElement('div');
  block.style.height = '50px';
  // The outermost block in a block's flow that starts in the lower half of the screen, at four fifths of its height.
  let below: Element | undefined;
  for (
    let element = document.elementFromPoint(innerWidth / 2, innerHeight * 0.8);
    element?.parentElement && element !== document.body;
    element = element.parentElement
  ) {
    if (element.getBoundingClientRect().top < innerHeight / 2) break;
    const inFlow = getComputedStyle(element.parentElement).display === 'block';
    if (inFlow && !getComputedStyle(element).display.startsWith('inline')) below = element;
  }
  if (below) below.before(block);
  else document.body.prepend(block);
  const own = await new Promise<boolean>((resolve) => {
    const giveUp = setTimeout(() => resolve(false), 5000);
    const look = () => {
      if (!shifts.some((shift) => shift.startTime >= marked)) return requestAnimationFrame(look);
      clearTimeout(giveUp);
      resolve(true);
    };
    look();
  });
  return { before: shifts.filter((shift) => shift.startTime < marked && !shift.hadRecentInput), own };
}

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
    // The service worker runs (its answer fills the footer's line, which can move what a short page shows), but not
    // where a translation is made unreachable: a first visit's worker that takes the page over before the comparison
    // asks for the translation would fetch it itself, past the page's route below.
    const context = await browser.newContext({ viewport, serviceWorkers: unreachable ? 'block' : 'allow' });
    await context.addInitScript((stored) => {
      for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    }, stored);
    await context.addInitScript(recordLayoutShifts);
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
    await settled(page);
    const { before, own } = await page.evaluate(shiftsBeforeOurOwn);
    // The observer was listening, and every shift before ours has been counted.
    expect(own).toBe(true);
    expect(before).toEqual([]);
    await context.close();
  });
});
