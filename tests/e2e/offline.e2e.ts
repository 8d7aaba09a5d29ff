import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page, Request, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nightOfTheZealotBags, resolveTask, skillTestOdds } from '../../src/rules/index.ts';
import { settled } from '../../scripts/lib/first-visit.mjs';
import { buildManifest } from '../../src/offline/build-manifest.ts';
import { packOf, type OfflineManifest } from '../../src/offline/manifest.ts';
import { axeViolations, enhanced, launchBrowser } from './support/browser.ts';
import { watchCspViolations } from './support/csp.ts';
import { distDir } from './support/dist.ts';
import { island } from './support/island.ts';
import { serve, stop, type Server } from './support/serve.ts';

// Offline at the table, in Chromium against the built site: a reader who saved nothing still has the pages they
// visited; a reader opens a page, saves English, loses the connection, reads, searches and uses an island; a page
// never saved shows the offline page, and an address that is no page the 404 page of its language. Then a second
// build is deployed (a copy of dist/ with two pages changed, indexed by Pagefind and given its worker as
// `npm run build` does): the reader keeps the first build until they accept the notice, then gets pages and index of
// the second. The site is served on a port of its own (a service worker belongs to one origin), so the two builds
// share it. tests/e2e/first-visit.e2e.ts counts what a first visit makes the server send.
const firstPage = '/en/cypher/special-rolls/';
const otherPage = '/en/cypher/tasks-and-difficulty/';
const neverSaved = '/es/cypher/special-rolls/';
const changedUnsaved = '/es/cypher/hazards/';
const newWords = { en: 'Quillfeather', es: 'Zumbacuervo' };
/** A word of `firstPage` that the second build writes otherwise (`machine`). */
const firstBuildWord = 'automaton';
/** Polls of what the worker did: it runs beside two builds of other tests on two loaded cores. */
const poll = { timeout: 10_000 };

let browser: Browser;
let context: BrowserContext;
let page: Page;
let server: Server;
let port: number;
let secondBuild: string;
let cspViolations: string[];
/** Addresses the service worker requested itself (not the page). */
const workerRequests: string[] = [];
/** Every address requested in the context, by pages and worker. */
const requests: string[] = [];
/** What the pages wrote to the console as errors (Pagefind says there which index file it could not load). */
const consoleErrors: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  server = await serve(distDir);
  port = Number(new URL(server.url).port);
  context = await browser.newContext();
  cspViolations = await watchCspViolations(context);
  context.on('request', (request) => {
    requests.push(new URL(request.url()).pathname);
    if (request.serviceWorker()) workerRequests.push(new URL(request.url()).pathname);
  });
  page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  secondBuild = buildSecondVersion();
});
afterAll(async () => {
  await browser?.close();
  if (server) await stop(server);
  if (secondBuild) rmSync(secondBuild, { recursive: true, force: true });
});

const url = (path: string) => `http://127.0.0.1:${port}${path}`;
const offlineSwitch = () => page.getByRole('checkbox', { name: 'Available offline' });
const statusLine = () => page.locator('[data-offline-status]');

/**
 * The site as a second deploy: dist/ with a word added to one English and one Spanish page, and the English page's
 * `firstBuildWord` written otherwise, then built on.
 */
function buildSecondVersion(): string {
  const dir = mkdtempSync(join(tmpdir(), 'rules-second-build-'));
  cpSync(distDir, dir, { recursive: true, filter: (source) => !source.includes(`${distDir}/pagefind`) });
  for (const [path, word] of [
    [firstPage, newWords.en],
    [changedUnsaved, newWords.es],
  ] as const) {
    const file = join(dir, path, 'index.html');
    const html = readFileSync(file, 'utf8');
    const changed = html
      .replace(/(<[^>]*data-pagefind-body[^>]*>)/, `$1<p>${word}</p>`)
      .replaceAll(firstBuildWord, 'machine');
    expect(changed).not.toBe(html);
    writeFileSync(file, changed);
  }
  // Only the first build's page has the word (nor any word it could be a form of): found there, it shows that the
  // first build's index is the one searched.
  for (const [build, has] of [
    [distDir, true],
    [dir, false],
  ] as const) {
    expect(/automat/i.test(readFileSync(join(build, firstPage, 'index.html'), 'utf8')), build).toBe(has);
  }
  for (const [command, args] of [
    [process.execPath, ['node_modules/pagefind/lib/runner/bin.cjs', '--site', dir]],
    [process.execPath, ['scripts/build-search.mjs', '--dist', dir]],
    [process.execPath, ['scripts/build-offline.mjs', '--dist', dir]],
  ] as const) {
    const run = spawnSync(command, args, { encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
  }
  return dir;
}

/** What the content cache holds: each stored file's address and the integrity (revision) of its content. */
function storedContent(): Promise<{ url: string; revision: string }[]> {
  return page.evaluate(async () => {
    const keys = await (await caches.open('rules-reference-content')).keys();
    return keys.map((request) => {
      const key = new URL(request.url);
      return { url: key.pathname, revision: key.searchParams.get('__WB_REVISION__') ?? '' };
    });
  });
}

/** What the worker kept of the reader's visits: each address (without its query). */
function keptVisits(on: Page = page): Promise<string[]> {
  return on.evaluate(async () => {
    const keys = await (await caches.open('rules-reference-visits')).keys();
    return keys.map((request) => new URL(request.url).pathname);
  });
}

/** The registration's workers, for a failure's message: a new worker waits while the old one has unfinished work. */
function workerStates(): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    const { installing, waiting, active } = registration ?? {};
    return JSON.stringify({ installing: installing?.state, waiting: waiting?.state, active: active?.state });
  });
}

/** A language's saved files in a build, as `storedContent` lists them. */
function pack(manifest: OfflineManifest, locale: 'en') {
  return packOf(manifest, locale).map((entry) => ({ url: entry.url, revision: entry.integrity }));
}

/**
 * The pages a search finds, in order: once its results are drawn (the list no longer busy) and the status says what
 * was searched. Pagefind writes to the console, and otherwise finds nothing, when it cannot load a part of its index.
 */
async function search(query: string): Promise<string[]> {
  consoleErrors.length = 0;
  await page.keyboard.press('/');
  await page.locator('#search-input').fill(query);
  await page.waitForFunction(
    (query) =>
      document.querySelector('#search-results')?.getAttribute('aria-busy') === 'false' &&
      document.querySelector('[data-search-status]')?.textContent?.includes(query),
    query,
  );
  expect(consoleErrors, `searching for "${query}"`).toEqual([]);
  const results = await page
    .locator('#search-results [role="option"]')
    .evaluateAll((options) => options.map((option) => new URL((option as HTMLAnchorElement).href).pathname));
  // Its close button (✕), in the page's language.
  await page.locator('[data-search-dialog] .search-box form[method="dialog"] button').click();
  return results;
}

describe('offline, nothing saved', () => {
  it('opens a page visited before the connection dropped; another page gets the offline page, listing it', async () => {
    // A reader of its own, who never saves a language.
    const reader = await browser.newContext();
    const visitor = await reader.newPage();
    const visited = '/es/cypher/how-to-play/';
    await visitor.goto(url(visited));
    await enhanced(visitor);
    await visitor.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await expect.poll(() => keptVisits(visitor), poll).toContain('/es/offline/');
    expect(await keptVisits(visitor)).toContain(visited);
    await reader.setOffline(true);
    await visitor.reload();
    expect(await visitor.locator('h1').textContent()).toMatch(/^Cómo se juega/);
    // Its islands, search and scripts came from what the visit loaded; the page works as it did.
    await enhanced(visitor);
    // Without a saved language the worker has no manifest: a page it did not keep is "not saved", whatever it is.
    await visitor.goto(url('/es/cypher/hazards/'));
    expect(await visitor.locator('h1').textContent()).toBe('Esta página no está guardada en este navegador');
    const stored = visitor.locator('[data-offline-stored] a');
    await stored.waitFor();
    expect(await stored.getAttribute('href')).toBe(visited);
    await reader.close();
  });
});

describe('offline', () => {
  it('registers its worker after load and keeps only what the page loaded until the reader asks', async () => {
    await page.goto(url(firstPage));
    await enhanced(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // The page and its files loaded before the worker, which keeps them once it is there, with the offline page.
    await expect.poll(() => keptVisits(), poll).toContain('/en/offline/');
    // The worker's end point: activated and ready, then 2 s in which neither it nor the page asks for anything. Only
    // then can "nothing more" be said.
    await page.evaluate(async () => {
      const worker = (await navigator.serviceWorker.ready).active!;
      if (worker.state !== 'activated')
        await new Promise((activated) => worker.addEventListener('statechange', activated, { once: true }));
    });
    await settled(requests);
    const loaded = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
    );
    const kept = await keptVisits();
    expect(kept).toContain(firstPage);
    expect(kept).toContain('/en/offline/');
    expect(kept.filter((path) => path.startsWith('/_astro/')).length).toBeGreaterThan(1);
    // Nothing saved: no manifest, no shell, no pages of the build.
    expect(await storedContent()).toEqual([]);
    // Besides its own script, the worker requested the page being read, what it loaded and the offline page.
    expect(workerRequests.filter((path) => path !== '/sw.js' && path !== firstPage && !loaded.includes(path))).toEqual([
      '/en/offline/',
    ]);
    await expect(offlineSwitch().isChecked()).resolves.toBe(false);
    expect(await statusLine().textContent()).toMatch(/^Takes \d+(\.\d)? MB of storage\.$/);
  });

  it('saves English with its search, announcing the progress and the size', async () => {
    // What the live region says, in order.
    await page.evaluate(() => {
      const live = document.querySelector('[data-offline-announce]')!;
      const said: string[] = [];
      (window as unknown as { said: string[] }).said = said;
      new MutationObserver(() => said.push(live.textContent ?? '')).observe(live, { childList: true });
    });
    await offlineSwitch().check();
    await page.waitForFunction(() => document.querySelector('[data-offline-status]')?.textContent?.startsWith('Saved'));
    const said = await page.evaluate(() => (window as unknown as { said: string[] }).said);
    expect(said[0]).toMatch(/^Saving… 0% of \d+(\.\d)? MB$/);
    expect(said.at(-1)).toMatch(/^Saved on this device \(\d+(\.\d)? MB\)\.$/);
    expect(await statusLine().textContent()).toBe(said.at(-1));
    expect(await page.locator('[data-offline-progress]').isVisible()).toBe(false);
    expect(new Set(await storedContent())).toEqual(new Set(pack(buildManifest(distDir), 'en')));
  });

  it('without a connection, opens another English page, searches it and uses its island', async () => {
    await stop(server);
    await context.setOffline(true);
    await page.goto(url(otherPage));
    expect(await page.locator('h1').textContent()).toMatch(/^Tasks and Difficulty/);
    expect(await search('special rolls')).toContain(firstPage);
    // A typo too, from the index's words saved with it (pagefind/query/).
    expect(await search('efort')).toContain('/en/cypher/pools-edge-effort/');
    const table = island(page, 'difficulty-table');
    await table.root.scrollIntoViewIfNeeded();
    await table.ready();
    await table.select('difficulty', '4');
    await table.type('assets', '1');
    // The example's skill (trained) with the reader's difficulty and asset.
    const expected = resolveTask({ difficulty: 4, skill: 'trained', assets: 1 });
    expect(await table.value('finalDifficulty')).toBe(String(expected.difficulty));
    expect(await table.value('target')).toBe(String(expected.target));
    // A term's preview: its definition came with the saved language.
    const term = page.locator('main a[href*="/glossary/#term-"]').first();
    await term.focus();
    await page.locator('.term-tip[data-open]').waitFor();
    expect((await page.locator('.term-tip[data-open] > p').textContent())?.length).toBeGreaterThan(10);
  });

  it('without a connection, the FAQ’s chaos bag works: its code came with the saved shell', async () => {
    await page.goto(url('/en/arkham/faq/'));
    const bag = island(page, 'chaos-bag');
    await bag.root.scrollIntoViewIfNeeded();
    await bag.ready();
    await bag.type('skill', '5');
    // The island's example (Standard bag; skull and cultist -1, tablet and elder thing -2, elder sign +1) at skill 5.
    const expected = skillTestOdds({
      skill: 5,
      difficulty: 3,
      bag: nightOfTheZealotBags.standard,
      skull: { effect: 'modifier', modifier: -1 },
      cultist: { effect: 'modifier', modifier: -1 },
      tablet: { effect: 'modifier', modifier: -2 },
      elderThing: { effect: 'modifier', modifier: -2 },
      elderSign: { effect: 'modifier', modifier: 1 },
    });
    expect(await bag.value('chance')).toBe(expected.chance.toDecimal());
  });

  it('without a connection, the character sheet works: its own bundle and words came with the saved language', async () => {
    await page.goto(url('/en/character/'));
    const sheet = island(page, 'character-sheet');
    await sheet.ready();
    await sheet.type('name', 'Offline');
    await sheet.type('mightMax', '12');
    await page.reload();
    await sheet.ready();
    expect(await sheet.field('name').inputValue()).toBe('Offline');
    expect(await sheet.field('mightMax').inputValue()).toBe('12');
  });

  it('without a connection, every saved page type gets every file it asks for, its manifest and icons too', async () => {
    const failed: string[] = [];
    // A request cut short by the next navigation (ERR_ABORTED) is no failure of the worker.
    const onFailed = (request: Request) => {
      if (request.failure()?.errorText !== 'net::ERR_ABORTED') failed.push(request.url());
    };
    const onResponse = (response: Response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    };
    page.on('requestfailed', onFailed);
    page.on('response', onResponse);
    for (const path of [
      '/en/',
      '/en/cypher/',
      firstPage,
      '/en/tools/',
      '/en/glossary/',
      '/en/arkham/faq/',
      '/en/character/',
    ]) {
      await page.goto(url(path));
      await enhanced(page);
      // What the head links to, and the icons of its web app manifest (a browser asks for them when it likes).
      const unreachable = await page.evaluate(async () => {
        const links = [
          ...document.querySelectorAll<HTMLLinkElement>(
            'link[rel~="icon"], link[rel~="apple-touch-icon"], link[rel="manifest"], link[rel="stylesheet"]',
          ),
        ];
        const manifest = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')!.href;
        // An unreachable manifest is listed with the links below; its icons then cannot be known.
        const icons = await fetch(manifest)
          .then((response) => response.json() as Promise<{ icons: { src: string }[] }>)
          .then(
            (content) => content.icons,
            () => [],
          );
        const addresses = [
          ...links.map((link) => link.href),
          ...icons.map((icon) => new URL(icon.src, location.href).href),
        ];
        const answers = await Promise.all(
          addresses.map((address) =>
            fetch(address).then(
              (response) => response.ok,
              () => false,
            ),
          ),
        );
        return addresses.filter((_, index) => !answers[index]);
      });
      expect(unreachable, path).toEqual([]);
    }
    page.off('requestfailed', onFailed);
    page.off('response', onResponse);
    expect(failed).toEqual([]);
  });

  it('shows the offline page, in Spanish, for a Spanish page never saved, with the saved English one', async () => {
    await page.goto(url(neverSaved));
    expect(await page.locator('h1').textContent()).toBe('Esta página no está guardada en este navegador');
    const elsewhere = page.locator('[data-offline-elsewhere] a');
    await elsewhere.waitFor();
    expect(await elsewhere.getAttribute('href')).toBe(firstPage);
    expect(await elsewhere.getAttribute('lang')).toBe('en');
    expect(await page.locator('[data-offline-none]').isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await elsewhere.click();
    await page.waitForURL(url(firstPage));
    expect(await page.locator('h1').textContent()).toMatch(/^Special Rolls/);
  });

  it.each([
    ['ko', '/ko/cypher/no-such-page/'],
    ['es', '/es/nada/'],
    ['en', '/en/cypher/special-roll/'],
  ] as const)(
    'answers an address that is no page with the 404 page of its language (%s), as the saved manifest tells',
    async (locale, address) => {
      const answer = await page.goto(url(address));
      expect(answer?.status()).toBe(404);
      const heading = /<h1[^>]*>([^<]*)<\/h1>/.exec(readFileSync(join(distDir, locale, '404.html'), 'utf8'))![1];
      expect(await page.locator('h1').textContent()).toBe(heading);
      expect(await page.getAttribute('html', 'lang')).toBe(locale);
    },
  );

  it('after a deploy, keeps the first build whole until the reader accepts the new one', async () => {
    server = await serve(secondBuild, port);
    await context.setOffline(false);
    await page.goto(url(firstPage));
    const notice = page.locator('[data-update-notice] .alert');
    await notice.waitFor({ state: 'visible' });
    expect(await notice.locator('span').first().textContent()).toBe('A new version of this site is available.');
    // The notice and the checked "Available offline", in both themes.
    expect(await axeViolations(page)).toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    // Colours change with a transition: end them, so that no colour is caught halfway.
    await page.evaluate(() => document.getAnimations().forEach((animation) => animation.finish()));
    expect(await axeViolations(page, { rules: ['color-contrast'] })).toEqual([]);
    await page.emulateMedia({ colorScheme: 'light' });
    // The saved page and the index are still the first build's: a word only it has is found, a word only the second
    // build has is not.
    expect(await page.locator('main').textContent()).not.toContain(newWords.en);
    expect(await search(firstBuildWord)).toContain(firstPage);
    expect(await search(newWords.en)).toEqual([]);
    // A page the worker never stored comes from the server, the second build, and so does the index it searches.
    await page.goto(url(changedUnsaved));
    expect(await page.locator('main').textContent()).toContain(newWords.es);
    expect(await search(newWords.es)).toEqual([changedUnsaved]);
  });

  it('after the reader accepts, serves pages and index of the new build only, still saved', async () => {
    await page.goto(url(firstPage));
    await page.locator('[data-update-reload]').click();
    await page
      .waitForFunction((word) => document.querySelector('main')?.textContent?.includes(word), newWords.en)
      .catch(async (error: unknown) => {
        throw new Error(`The new build never took over: ${await workerStates()}`, { cause: error });
      });
    await enhanced(page);
    expect(await search(newWords.en)).toEqual([firstPage]);
    // Every stored file is the second build's English (old copies deleted), and English is still saved.
    expect(new Set(await storedContent())).toEqual(new Set(pack(buildManifest(secondBuild), 'en')));
    await page.waitForFunction(() => document.querySelector('[data-offline-status]')?.textContent?.startsWith('Saved'));
    await expect(offlineSwitch().isChecked()).resolves.toBe(true);
  });

  it('removes English on a second press, and broke no Content-Security-Policy rule', async () => {
    await offlineSwitch().uncheck();
    await page.waitForFunction(
      () => document.querySelector('[data-offline-status]')?.textContent === 'Removed from this device.',
    );
    expect(await storedContent()).toEqual([]);
    expect(cspViolations).toEqual([]);
  });
});
