import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { inject } from 'vitest';

/**
 * Where Chromium is: $CHROME_PATH, else Debian's Chromium headless shell (package chromium-headless-shell, which
 * scripts/ensure-browser.sh installs), else Debian's /usr/bin/chromium.
 */
export function chromiumPath(): string {
  const candidates = [process.env.CHROME_PATH, '/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium'].filter(
    (path): path is string => Boolean(path),
  );
  const found = candidates.find((path) => existsSync(path));
  if (!found) {
    throw new Error(
      'Chromium not found. The browser tests need it at $CHROME_PATH, /usr/lib/chromium/chromium-headless-shell or ' +
        '/usr/bin/chromium. On Debian or Ubuntu, `bash scripts/ensure-browser.sh` installs it (npm test runs it); ' +
        'elsewhere, install Chromium or Chrome and set CHROME_PATH to its executable.',
    );
  }
  return found;
}

/** Launches headless Chromium with the flags this closed-network machine needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** The URL of a path of the built site under test. */
export function siteURL(path = '/'): string {
  return `${inject('baseURL')}${path}`;
}

/**
 * The hosts the built site is served by in the tests, for what hosts answer (headers, redirects, 404 pages, the CSP):
 * `npm start` (scripts/serve.mjs) and Cloudflare Pages' own runtime (`npm run serve:cloudflare`).
 */
export const hosts = [
  { name: 'npm start', url: siteURL },
  { name: 'Cloudflare Pages', url: (path = '/') => `${inject('cloudflareURL')}${path}` },
] as const;

/** The URL of a path of the fixture site (tests/fixtures/content, built to dist-fixture/). */
export function fixtureURL(path = '/'): string {
  return `${inject('fixtureURL')}${path}`;
}

/**
 * Opens a fresh page (own storage) at a path of the site, and waits until what the page adds once idle has loaded
 * (src/components/when-idle.ts): term previews, the menu's keyboard handling, the table of contents' marks.
 *
 * The service worker is left out unless `options` asks for it: in a fresh context it would save the site's shell (41
 * files) in the background on every page opened, work that competes for the two cores with tests not about it. The
 * offline, accessibility and layout-shift tests open their own contexts with it.
 */
export async function openPage(browser: Browser, path: string, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ serviceWorkers: 'block', ...options });
  const page = await context.newPage();
  await page.goto(siteURL(path));
  if (options.javaScriptEnabled !== false) await enhanced(page);
  return page;
}

/**
 * Waits until the page has loaded what it adds once idle (src/components/when-idle.ts), if it adds anything, and has
 * done it: the FAQ lays out the entries its first paint left, a few at a time (src/components/faq-layout.ts). A minute
 * at most: idle comes late on a loaded machine, and once in CI the FAQ's copy buttons had not come after 30 s (the
 * default), while two files ran beside each other.
 */
export function enhanced(page: Page): Promise<unknown> {
  return page.waitForFunction(
    () => {
      const root = document.documentElement;
      return (
        root.dataset.enhanced !== 'pending' &&
        (!root.hasAttribute('data-deferred-layout') || root.hasAttribute('data-laid-out'))
      );
    },
    null,
    { timeout: 60_000 },
  );
}

/** axe-core's browser build, for a context's `addInitScript`. */
export const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const axeCode = readFileSync(axeSource, 'utf8');

/**
 * The rules axe runs unless told: WCAG 2.0, 2.1 and 2.2 at levels A and AA (2.2 brings the target size, 2.5.8, which
 * axe leaves out by default) and axe's best practices.
 */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** `axeViolations`' options for a test of an island's states: axe kept to the page's islands. */
export const inIslands = { within: '[data-island]' };

/**
 * Runs axe-core on the page (the rules of `axeTags`, or only `rules`) and returns its violations, summarised for a
 * readable failure. Adds axe to the page unless a context init script already did. `within` (a CSS selector) keeps
 * axe to the elements it matches: a test of an island's states checks the islands, since the page around them is
 * a11y.e2e.ts's to check, in both themes and at both widths (axe over a whole long page takes seconds).
 */
export async function axeViolations(
  page: Page,
  { rules, within }: { rules?: string[]; within?: string } = {},
): Promise<string[]> {
  // Evaluated through the DevTools protocol, which the page's Content-Security-Policy does not govern: a
  // <script> tag with axe's code inline would be blocked, as the CSP means it to be.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeCode);
  // Colours caught mid-transition (a theme just switched, a link's hover fading) are no colours a reader reads: let
  // the running transitions and animations end first, for at most a second (one that never ends, or a paused one,
  // would otherwise hold the test). Only those that run in time: a table region's scroll-driven mark
  // (global.css, `animation-timeline`) ends only when the table is scrolled to its end.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter(
            (animation) =>
              animation.timeline === document.timeline &&
              animation.playState === 'running' &&
              animation.effect?.getComputedTiming().endTime !== Infinity,
          )
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 1000)),
    ]),
  );
  const violations = await page.evaluate(
    async ({ rules, tags, within }) => {
      const result = await (
        window as unknown as {
          axe: {
            run: (
              context: object,
              options: object,
            ) => Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }>;
          };
        }
      ).axe.run(within ? { include: [within] } : document, {
        resultTypes: ['violations'],
        runOnly: rules ? { type: 'rule', values: rules } : { type: 'tag', values: tags },
      });
      return result.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`,
      );
    },
    { rules, tags: axeTags, within },
  );
  return violations;
}
