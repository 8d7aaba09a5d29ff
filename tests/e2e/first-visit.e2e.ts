import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstVisitBudgets } from '../../scripts/lib/budgets.mjs';
import { countingProxy, firstVisit, pageNeeds } from '../../scripts/lib/first-visit.mjs';
import { launchBrowser } from './support/browser.ts';
import { distDir } from './support/dist.ts';
import { serve, stop, type Server } from './support/serve.ts';

// Issue 32: a first visit fetches only what the page uses. A page opened in a clean browser profile, its load, what
// it adds once idle and the service worker's install, counted where the bytes leave the server (a proxy in front of
// scripts/serve.mjs: headers and bodies as sent, compressed as hosts compress them). What the page uses is what its
// built HTML names (issue 45, T3: its scripts, styles, idle modules and islands: pageNeeds), not what the visit
// happened to load. The visit ends once the server has sent all the page cannot do without (the worker's offline page
// comes last) and then 2 s pass without an answer; a visit that never gets there fails rather than being counted short.
// The worker keeps the page and what it loaded from the browser's own cache: the server sends the worker's file and the
// offline page of the page's language, and nothing the page did not name. Each page's budget, and the Starlight figure
// it comes from, are in budgets.json ("firstVisit"); `npm run bench` reports the figures.
let browser: Browser;
let server: Server;
let proxy: Awaited<ReturnType<typeof countingProxy>>;
beforeAll(async () => {
  browser = await launchBrowser();
  server = await serve(distDir);
  proxy = await countingProxy(server.url);
});
afterAll(async () => {
  await browser?.close();
  await proxy?.close();
  if (server) await stop(server);
});

describe('a first visit', () => {
  it('has a budget for each page it measures, the three compared with Starlight', () => {
    expect(firstVisitBudgets.map(({ path }) => path)).toEqual([
      '/ko/cypher/tasks-and-difficulty/',
      '/ko/cypher/other-actions/',
      '/ko/arkham/faq/',
    ]);
    for (const { budget } of firstVisitBudgets) expect(budget).toBeGreaterThan(0);
  });

  it.each(firstVisitBudgets)(
    'to $path makes the server send only what its HTML names, each once, within $kb KB',
    async ({ path, budget }) => {
      const needs = pageNeeds(distDir, path);
      const visit = await firstVisit(browser, proxy, path, needs.required);
      const sent = visit.answers.map((answer) => answer.path.split('?')[0]!);
      expect(sent.filter((sentPath) => !needs.required.has(sentPath) && !needs.allowed.has(sentPath))).toEqual([]);
      // Each once: the worker took the page and its files from the browser's cache.
      expect(sent.filter((sentPath, index) => sent.indexOf(sentPath) !== index)).toEqual([]);
      expect(sent).not.toContain('/sw-manifest.json');
      expect(visit.total).toBeLessThanOrEqual(budget);
    },
  );
});
