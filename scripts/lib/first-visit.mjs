// What a first visit makes the server send (issue 32): a page opened in a clean browser profile, its load, what it
// loads once idle, and the service worker's install with everything it fetches, counted where it leaves the server.
// Shared by the browser test (tests/e2e/first-visit.e2e.ts) and the benchmark (scripts/bench.mjs).
import { request as httpRequest, createServer } from 'node:http';

/**
 * A proxy in front of a served site that counts the bytes the server sends: each answer's status line and headers,
 * and its body as it travels (compressed when the server compresses it).
 */
export async function countingProxy(target) {
  const answers = [];
  const server = createServer((request, response) => {
    const upstream = httpRequest(
      `${target}${request.url}`,
      { method: request.method, headers: { ...request.headers, host: new URL(target).host } },
      (answer) => {
        const head = `HTTP/1.1 ${answer.statusCode} ${answer.statusMessage}\r\n${answer.rawHeaders
          .map((part, index) => (index % 2 === 0 ? `${part}: ` : `${part}\r\n`))
          .join('')}\r\n`;
        const counted = { path: request.url, status: answer.statusCode, headers: Buffer.byteLength(head), body: 0 };
        answers.push(counted);
        answer.on('data', (chunk) => (counted.body += chunk.length));
        response.writeHead(answer.statusCode, answer.statusMessage, answer.rawHeaders);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    answers,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Resolves once `answers` has had no new answer for `quiet` ms (or after `limit` ms). */
async function settled(answers, quiet = 2000, limit = 20000) {
  const start = Date.now();
  let count = -1;
  let since = Date.now();
  while (Date.now() - start < limit) {
    if (answers.length !== count) {
      count = answers.length;
      since = Date.now();
    } else if (Date.now() - since >= quiet) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Opens `path` of the site behind `proxy` in a fresh browser context (empty cache and storage, service workers
 * allowed) and counts what the server sent until nothing more comes: the page's load, what it adds once idle, and
 * the service worker's install and what it fetches. Returns each answer and the totals in bytes.
 */
export async function firstVisit(browser, proxy, path) {
  const context = await browser.newContext();
  const page = await context.newPage();
  proxy.answers.length = 0;
  await page.goto(`${proxy.url}${path}`, { waitUntil: 'load' });
  // This site says when what it adds once idle has loaded (src/components/when-idle.ts).
  await page.waitForFunction(() => document.documentElement.dataset.enhanced !== 'pending');
  await settled(proxy.answers);
  const loaded = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
  );
  await context.close();
  const answers = [...proxy.answers];
  const sum = (part) => answers.reduce((total, answer) => total + answer[part], 0);
  return { answers, loaded, headers: sum('headers'), body: sum('body'), total: sum('headers') + sum('body') };
}
