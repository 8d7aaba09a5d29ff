#!/usr/bin/env node
// Benchmark: builds the site (timed) and prints, per page type, the HTML, CSS and JS bytes of its pages (raw and
// gzip, the heaviest page of each type and the median), where the HTML of the three pages compared with Starlight
// goes (scripts/lib/html-anatomy.mjs) and what a first visit to each makes the server send
// (scripts/lib/first-visit.mjs), the first paint of each page type on a throttled phone (FCP, LCP, CLS:
// scripts/bench-paint.mjs) and the first search query (bytes, time: scripts/bench-search.mjs). Budgets are enforced by
// tests/e2e/budgets.e2e.ts; this only reports. Budgets and Starlight's figures come from budgets.json.
// Usage: npm run bench [-- --no-build] [-- --page PATH …] [-- --scale N]
//
// --page PATH (repeatable): another page to report (its weight, first visit and first paint), beside those of
// budgets.json's benchPages (the character sheet, a game master's screen, the FAQ with a scenario chosen); a path not
// in dist/ yet is reported as not built.
//
// --scale N: instead, builds the content at 1x, 4x and N times its size (scripts/lib/scale-build.mjs) and prints,
// for each, pages, wall time, ms per page, the marginal ms of each added page (1x to 4x, 4x to Nx: equal when the
// build scales linearly), peak memory, the size of dist/ and of each language's search index, and the bytes of each
// language's first search query (the median of five, each in a fresh browser: scripts/lib/bench-browser.mjs).
import { execSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { budgets, islandWeights, pageType, pageWeight } from './lib/page-weight.mjs';
import { benchPages, budgetFile, firstVisitBudgets, isBuilt, pagesGiven } from './lib/budgets.mjs';
import { htmlAnatomy } from './lib/html-anatomy.mjs';
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, relative, sep } from 'node:path';

const dist = 'dist';
const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(6);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const scaleAt = process.argv.indexOf('--scale');
if (scaleAt >= 0) {
  const times = Number(process.argv[scaleAt + 1]);
  if (!Number.isInteger(times) || times < 5) {
    console.error('--scale needs a whole number of 5 or more (the content is also built at 1x and 4x).');
    process.exit(1);
  }
  const { restoreContentCache, scaleBuild } = await import('./lib/scale-build.mjs');
  const { firstQueryBytesByLocale, launchChromium, serveDist } = await import('./lib/bench-browser.mjs');
  const locales = ['ko', 'es', 'en'];
  // Measured once each build is done, so that no browser runs while a build is timed.
  const firstQuery = async (out) => {
    const { base, stop } = await serveDist(out);
    const browser = await launchChromium();
    try {
      return await firstQueryBytesByLocale(browser, base);
    } finally {
      await browser.close();
      stop();
    }
  };
  const runs = [];
  try {
    for (const n of [1, 4, times]) runs.push(await scaleBuild(n, locales, firstQuery));
  } finally {
    restoreContentCache();
  }
  const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);
  console.log('scale  pages   build s   ms/page   marginal ms/page   peak MiB   dist MB   index MB (ko / es / en)');
  runs.forEach((run, at) => {
    const before = runs[at - 1];
    const marginal = before ? ((run.seconds - before.seconds) * 1000) / (run.pages - before.pages) : undefined;
    console.log(
      `${String(run.times).padStart(4)}x ${String(run.pages).padStart(6)} ${run.seconds.toFixed(2).padStart(9)} ${((run.seconds * 1000) / run.pages).toFixed(1).padStart(9)} ${(marginal?.toFixed(1) ?? '-').padStart(18)} ${run.peakMiB.toFixed(0).padStart(10)} ${mb(run.distBytes).padStart(9)}   ${locales.map((locale) => mb(run.index[locale])).join(' / ')}`,
    );
  });
  console.log('\nscale  first search query, KB: median (max) of 5 first queries   ko / es / en     ko : en');
  for (const run of runs) {
    const bytes = run.measured;
    const cells = locales.map((locale) => `${kb(median(bytes[locale]))} (${kb(Math.max(...bytes[locale]))})`);
    const ratio = median(bytes.ko) / median(bytes.en);
    console.log(`${String(run.times).padStart(4)}x  ${cells.join(' / ')}   ${ratio.toFixed(2).padStart(8)}`);
  }
  process.exit(0);
}
if (!process.argv.includes('--no-build')) {
  const start = performance.now();
  execSync('npm run build', { stdio: 'ignore' });
  console.log(
    `Build (astro build, then Pagefind, search files and offline worker): ${((performance.now() - start) / 1000).toFixed(1)} s\n`,
  );
}

const walk = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'pagefind' ? [] : walk(path);
    return entry.name.endsWith('.html') ? [relative(dist, path).split(sep).join('/')] : [];
  });

const byType = new Map();
for (const file of walk(dist)) {
  const weight = pageWeight(dist, file);
  const type = pageType(file);
  byType.set(type, [...(byType.get(type) ?? []), weight]);
}

console.log(
  'Page type             pages   HTML raw/gzip     CSS raw/gzip      JS raw/gzip    total gzip (max / median), KB',
);
for (const [type, weights] of [...byType].sort()) {
  const heaviest = weights.reduce((a, b) => (b.total.gzip > a.total.gzip ? b : a));
  const cell = (part) => `${kb(heaviest[part].raw)} /${kb(heaviest[part].gzip)}`;
  console.log(
    `${type.padEnd(20)} ${String(weights.length).padStart(5)}  ${cell('html')}  ${cell('css')}  ${cell('js')}   ${kb(heaviest.total.gzip)} / ${kb(median(weights.map((w) => w.total.gzip)))}   (${heaviest.file})`,
  );
}
console.log(
  '\nJavaScript each island adds to a page (its chunk + imports not loaded at start anyway, each file gzipped):',
);
for (const [name, weight] of Object.entries(islandWeights(dist))) {
  console.log(`  ${name.padEnd(24)} ${kb(weight.raw)} KB raw  ${kb(weight.gzip)} KB gzip`);
}
// Where the HTML of the pages compared with Starlight goes (issue 32; docs/budgets.md), gzip KB by kind.
const compared = firstVisitBudgets.map(({ path }) => path);
const anatomies = compared.map((path) => htmlAnatomy(readFileSync(join(dist, path, 'index.html'), 'utf8')));
console.log(`\nHTML by kind, gzip KB (${compared.join(', ')}):`);
anatomies[0].parts.forEach(({ name }, at) =>
  console.log(`  ${name.padEnd(48)}${anatomies.map((anatomy) => kb(anatomy.parts[at].gzip)).join('')}`),
);
console.log(`  ${'HTML, gzip'.padEnd(48)}${anatomies.map((anatomy) => kb(anatomy.total)).join('')}`);
// Starlight's newest figures (budgets.json lists them by date) and ours against them, as issue 45 states them.
const [html, visits] = ['HTML', 'first visit'].map((what) =>
  budgetFile.starlight.figures.findLast((figure) => figure.what.startsWith(what)),
);
const ratio = (ours, starlight) => (ours / starlight).toFixed(2).padStart(6);
console.log(
  `  ${`Starlight ${budgetFile.starlight.version} (${html.date})`.padEnd(48)}${html.starlight.map((figure) => figure.toFixed(1).padStart(6)).join('')}`,
);
console.log(
  `  ${'ours / Starlight'.padEnd(48)}${anatomies.map((anatomy, at) => ratio(anatomy.total, html.starlight[at] * 1024)).join('')}`,
);
// What the chaos bag's script fetches with its code: its words, with every campaign's bags and names and the
// scenarios' reference cards (issue 42: they come with the script, not in the FAQ's HTML).
console.log(
  `\nChaos bag's words and scenario data, KB gzip (ko / es / en): ${['ko', 'es', 'en']
    .map((locale) => kb(gzipSync(readFileSync(join(dist, locale, 'island-words', 'chaos-bag.json'))).length).trim())
    .join(' / ')}`,
);
console.log(
  `\nBudgets (gzip): page ${kb(budgets.page)} KB, CSS ${kb(budgets.css)} KB, JS without islands ${kb(budgets.jsWithoutIslands)} KB, island ${kb(budgets.island)} KB, long-page HTML ${kb(budgets.longPageHtml)} KB`,
);

// The pages benchPages names (and --page): their weight as built, or that they are not built yet.
const extra = benchPages();
console.log('\nOther pages: HTML + CSS + JS at start, gzip KB');
for (const path of extra) {
  if (!isBuilt(dist, path)) {
    console.log(`  ${path.padEnd(58)} not built yet`);
    continue;
  }
  const weight = pageWeight(dist, join(path.split(/[?#]/)[0], 'index.html').replace(/^\//, ''));
  console.log(
    `  ${path.padEnd(58)}${kb(weight.html.gzip)} +${kb(weight.css.gzip)} +${kb(weight.js.gzip)} =${kb(weight.total.gzip)}`,
  );
}

// What a first visit to each of those pages makes the server send, from a clean browser profile: the page's load,
// what it adds once idle and the service worker's install (scripts/lib/first-visit.mjs).
{
  const { launchChromium, serveDist } = await import('./lib/bench-browser.mjs');
  const { countingProxy, firstVisit, pageNeeds } = await import('./lib/first-visit.mjs');
  const { base, stop } = await serveDist(dist);
  const proxy = await countingProxy(base);
  const browser = await launchChromium();
  try {
    console.log(
      `\nFirst visit, KB the server sends (headers + bodies = total; requests; budget, Starlight ${visits.date} and ours against it)`,
    );
    for (const [at, { path, kb: budget }] of firstVisitBudgets.entries()) {
      const visit = await firstVisit(browser, proxy, path, pageNeeds(dist, path).required);
      console.log(
        `  ${path.padEnd(58)}${kb(visit.headers)} +${kb(visit.body)} =${kb(visit.total)}   ${String(visit.answers.length).padStart(2)}   ${budget} KB, ${visits.starlight[at]} KB (${ratio(visit.total, visits.starlight[at] * 1024).trim()}x)`,
      );
    }
    for (const path of extra.filter((path) => isBuilt(dist, path))) {
      const visit = await firstVisit(browser, proxy, path, pageNeeds(dist, path).required);
      console.log(
        `  ${path.padEnd(58)}${kb(visit.headers)} +${kb(visit.body)} =${kb(visit.total)}   ${String(visit.answers.length).padStart(2)}`,
      );
    }
  } finally {
    await browser.close();
    await proxy.close();
    stop();
  }
}

// First paint per page type, then search (first-query bytes, keystroke to results), measured in Chromium.
console.log('');
const forwarded = pagesGiven(process.argv).map((path) => `--page '${path}'`);
execSync(['node scripts/bench-paint.mjs', ...forwarded].join(' '), { stdio: 'inherit' });
console.log('');
execSync('node scripts/bench-search.mjs', { stdio: 'inherit' });
