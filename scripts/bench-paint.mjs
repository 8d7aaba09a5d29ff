#!/usr/bin/env node
// First paint benchmark (issue 18): each page type opened cold in headless Chromium as a mid-range phone on a slow
// network, as Lighthouse's mobile profile describes it (4x slower CPU; 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s
// up), applied by the browser itself rather than simulated. Per page type, the median of 5 loads of:
//  - FCP and LCP (ms), as the browser reports them;
//  - CLS, every layout shift without input until two seconds after load;
//  - what the first paint waited for: the requests that ended before it (render-blocking or not), with their bytes
//    on the wire, and the longest chain among them (a request started only once an earlier one ended).
// Usage: node scripts/bench-paint.mjs [--page PATH …]   (after npm run build; run by npm run bench)
// Besides the page types, each built page of budgets.json's benchPages and of --page is measured.
import { benchPages, isBuilt } from './lib/budgets.mjs';
import { launchChromium, median, serveDist } from './lib/bench-browser.mjs';

const pageTypes = {
  home: '/ko/',
  'rules page': '/ko/cypher/tasks-and-difficulty/',
  'long rules page': '/en/cypher/other-actions/',
  'island page': '/es/cypher/damage-track-recovery/',
  FAQ: '/ko/arkham/faq/',
  glossary: '/en/glossary/',
  tools: '/ko/tools/',
};
for (const path of benchPages().filter((path) => isBuilt('dist', path))) pageTypes[path] = path;
const runs = 5;
// Lighthouse's mobile profile ("Slow 4G", Moto G Power).
const network = { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8) * 0.9, uploadThroughput: 750e3 / 8 };
const phone = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

const { base, stop } = await serveDist();
const browser = await launchChromium();
try {
  console.log(
    'First paint (phone, 4x CPU, slow 4G)   FCP ms   LCP ms    CLS   before first paint: requests, KB, longest chain',
  );
  for (const [type, path] of Object.entries(pageTypes)) {
    const loads = [];
    for (let run = 0; run < runs; run += 1) loads.push(await load(path));
    const middle = loads.find((loaded) => loaded.fcp === median(loads.map(({ fcp }) => fcp)));
    console.log(
      `${type.padEnd(18)} ${path.padEnd(20)} ${String(Math.round(median(loads.map(({ fcp }) => fcp)))).padStart(5)}` +
        `${String(Math.round(median(loads.map(({ lcp }) => lcp)))).padStart(9)}` +
        `${median(loads.map(({ cls }) => cls))
          .toFixed(3)
          .padStart(7)}   ` +
        `${middle.before.length} (${(middle.before.reduce((sum, { bytes }) => sum + bytes, 0) / 1024).toFixed(1)} KB), ` +
        `chain ${middle.chain}: ${middle.before.map(({ name }) => name).join(', ')}`,
    );
  }
} finally {
  await browser.close();
  stop();
}

/** Opens `path` in a fresh phone context (nothing cached) under throttling and reads its paint figures. */
async function load(path) {
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', network);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`${base}${path}`, { waitUntil: 'load' });
  const figures = await page.evaluate(
    () =>
      new Promise((resolve) => {
        let lcp = 0;
        let cls = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) lcp = entry.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) if (!entry.hadRecentInput) cls += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => {
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
          const requests = performance
            .getEntriesByType('resource')
            .filter((entry) => entry.responseEnd <= fcp)
            .map((entry) => ({
              name: new URL(entry.name).pathname.split('/').pop() || entry.name,
              bytes: entry.transferSize,
              start: entry.startTime,
              end: entry.responseEnd,
            }));
          // The document is the chain's first link: a request that starts after another ended waited on it.
          const depth = (request) =>
            1 + Math.max(0, ...requests.filter((other) => other.end <= request.start).map(depth));
          const navigation = performance.getEntriesByType('navigation')[0];
          resolve({
            fcp,
            lcp,
            cls,
            before: [{ name: 'document', bytes: navigation.transferSize }, ...requests],
            chain: 1 + Math.max(0, ...requests.map(depth)),
          });
        }, 2000);
      }),
  );
  await context.close();
  return figures;
}
