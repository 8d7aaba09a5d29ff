// What a first visit makes the server send (issue 32): a page opened in a clean browser profile, its load, what it
// loads once idle, and the service worker's install with everything it fetches, counted where it leaves the server.
// Shared by the browser test (tests/e2e/first-visit.e2e.ts) and the benchmark (scripts/bench.mjs).
import { readFileSync } from 'node:fs';
import { request as httpRequest, createServer } from 'node:http';
import { join } from 'node:path';
import { chunkNamed, modulePaths } from './page-weight.mjs';

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

/**
 * Resolves once `answers` (a list something appends to: answers, requests) has had nothing new for `quiet` ms. Throws
 * when it still grows after `limit` ms: what is counted after a cut would be less than what happened.
 */
export async function settled(answers, quiet = 2000, limit = 60000) {
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
  throw new Error(
    `The server was still answering after ${limit / 1000} s (${answers.length} answers, the last ${answers.at(-1)?.path}): the visit never settled.`,
  );
}

/**
 * What a first visit to `path` needs, read from its built HTML in `dist` rather than from the visit (issue 45, T3):
 * - `required`: the page; its scripts with their static imports; its stylesheets; what its start-up script loads once
 *   the page is idle (src/components/when-idle.ts: every page's module; a reading page's where the page has a table of
 *   contents, a glossary term, a table region or the "compare with" control; the FAQ's where it has the FAQ's
 *   messages), with their imports; and the service worker's file with the offline page of the page's language;
 * - `allowed` besides: what its head links to (icons, the web app manifest, preloads), and each island the page names
 *   (`data-island`): its chunk with its imports and its words (`/<locale>/island-words/<tag>.json`), which load as the
 *   island nears the viewport or the address names it.
 */
export function pageNeeds(dist, path) {
  const page = path.split(/[?#]/)[0];
  const locale = page.split('/')[1];
  const html = readFileSync(join(dist, page, 'index.html'), 'utf8');
  const has = (attribute) => new RegExp(`\\s${attribute}(?=[\\s=>/])`).test(html);
  const links = [...html.matchAll(/<link\b[^>]*>/g)].map(([tag]) => ({
    rel: /\srel="([^"]*)"/.exec(tag)?.[1] ?? '',
    href: /\shref="(\/[^"]*)"/.exec(tag)?.[1],
  }));
  const startup = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].flatMap(([, src]) => modulePaths(dist, src));
  const code = startup.map((script) => readFileSync(join(dist, script), 'utf8')).join('\n');
  /** A module the start-up script imports when needed, with its own imports. */
  const loaded = (name) => {
    const chunk = chunkNamed(code, name);
    if (!chunk) throw new Error(`The start-up script of ${page} imports no "${name}" module.`);
    return modulePaths(dist, chunk);
  };
  const idle = [
    'every-page',
    ...(['data-toc', 'data-term-game', 'data-table-region', 'data-compare-control'].some(has) ? ['reading-page'] : []),
    ...(has('data-faq-messages') ? ['faq-page'] : []),
  ];
  const islands = new Set([...html.matchAll(/\sdata-island="([^"]+)"/g)].map(([, tag]) => tag));
  return {
    required: new Set([
      page,
      ...startup,
      ...links.filter(({ rel }) => rel === 'stylesheet').map(({ href }) => href),
      ...idle.flatMap(loaded),
      '/sw.js',
      `/${locale}/offline/`,
    ]),
    allowed: new Set([
      ...links.flatMap(({ href }) => (href ? [href] : [])),
      ...[...islands].flatMap((tag) => [...loaded(tag), `/${locale}/island-words/${tag}.json`]),
    ]),
  };
}

/**
 * Opens `path` of the site behind `proxy` in a fresh browser context (empty cache and storage, service workers
 * allowed) and counts what the server sent until nothing more comes: the page's load, what it adds once idle, and
 * the service worker's install and what it fetches. The visit ends at its end point, once the server has sent every
 * path of `needed` (pageNeeds: the last of them is the worker's offline page, which it fetches once it has been handed
 * the page), then 2 s pass without a new answer; it fails if either takes over a minute. Returns each answer and the
 * totals in bytes.
 */
export async function firstVisit(browser, proxy, path, needed = new Set()) {
  const context = await browser.newContext();
  const page = await context.newPage();
  proxy.answers.length = 0;
  try {
    await page.goto(`${proxy.url}${path}`, { waitUntil: 'load' });
    // This site says when what it adds once idle has loaded (src/components/when-idle.ts).
    await page.waitForFunction(() => document.documentElement.dataset.enhanced !== 'pending');
    await answered(proxy.answers, needed);
    await settled(proxy.answers);
  } finally {
    await context.close();
  }
  const answers = [...proxy.answers];
  const sum = (part) => answers.reduce((total, answer) => total + answer[part], 0);
  return { answers, headers: sum('headers'), body: sum('body'), total: sum('headers') + sum('body') };
}

/** Resolves once `answers` holds every path of `needed`; throws, naming those missing, after `limit` ms. */
async function answered(answers, needed, limit = 60000) {
  const missing = () => [...needed].filter((path) => !answers.some((answer) => answer.path.split('?')[0] === path));
  const start = Date.now();
  while (missing().length > 0) {
    if (Date.now() - start > limit)
      throw new Error(`After ${limit / 1000} s, the server had still not sent ${missing().join(', ')}.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
