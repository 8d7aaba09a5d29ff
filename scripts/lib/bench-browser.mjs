// What the browser benchmarks share: Debian's Chromium, launched with the flags this closed-network machine needs,
// and the built site served by scripts/serve.mjs on a free port.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

/** Serves dist/ (or `root`) as production does; resolves to its base URL (no trailing slash) and a way to stop it. */
export async function serveDist(root = 'dist') {
  const server = spawn(process.execPath, ['scripts/serve.mjs', '--port', '0', '--root', root], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const base = await new Promise((resolve) =>
    server.stdout.on('data', (chunk) => {
      const match = /(http:\/\/\S+)/.exec(String(chunk));
      if (match) resolve(match[1].replace(/\/$/, ''));
    }),
  );
  return { base, stop: () => server.kill() };
}

/** Headless Chromium at $CHROME_PATH or /usr/bin/chromium. */
export function launchChromium() {
  const executablePath = [process.env.CHROME_PATH, '/usr/bin/chromium'].find((path) => path && existsSync(path));
  if (!executablePath)
    throw new Error('Chromium not found: set CHROME_PATH or install chromium (sudo apt-get install chromium).');
  return chromium.launch({
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * What a reader's first search downloads: opens `/<locale>/` in a fresh browser context (empty cache), types `query`
 * into the search dialog and, once the results are drawn and the network is idle, adds up the bytes fetched from
 * /pagefind/ as they travel (Pagefind's index files are already compressed; JavaScript and JSON, which hosts
 * compress, are counted gzipped).
 */
export async function firstQueryBytes(browser, base, locale, query) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const responses = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/pagefind/'))
      responses.push(
        response
          .body()
          .then((body) => (/\.(js|json)$/.test(new URL(response.url()).pathname) ? gzipSync(body).length : body.length))
          .catch(() => 0),
      );
  });
  await page.goto(`${base}/${locale}/`);
  await page.keyboard.press('/');
  await page.locator('#search-input').fill(query);
  // The results list is busy from the keystroke until the query's results are drawn.
  await page.waitForFunction(() => document.querySelector('#search-results')?.getAttribute('aria-busy') === 'false');
  await page.waitForLoadState('networkidle');
  const bytes = (await Promise.all(responses)).reduce((sum, size) => sum + size, 0);
  await context.close();
  return bytes;
}

/**
 * The first queries measured per language (npm run bench, at each scale of --scale): the same five concepts in each
 * language (Effort, difficulty, damage, the recovery roll, cyphers), each as a reader's first search.
 */
export const firstQueries = {
  ko: ['분발', '난이도', '피해를', '회복 굴림', '사이퍼'],
  es: ['Esfuerzo', 'dificultad', 'daño', 'tirada de recuperación', 'dispositivo'],
  en: ['Effort', 'difficulty', 'damage', 'recovery roll', 'cypher'],
};

/** The bytes of each language's first queries (firstQueryBytes), by language. */
export async function firstQueryBytesByLocale(browser, base) {
  const byLocale = {};
  for (const [locale, queries] of Object.entries(firstQueries)) {
    byLocale[locale] = [];
    for (const query of queries) byLocale[locale].push(await firstQueryBytes(browser, base, locale, query));
  }
  return byLocale;
}
