// The build at scale, for `npm run bench -- --scale N`: the content copied N times into a temporary folder inside the
// project (.bench/; Astro resolves content modules relative to the project, so not /tmp) (every
// page k > 1 times under a new slug, `<slug>-x<k>`), built there exactly as `npm run build` builds the site, with
// wall time and the build's peak memory (GNU time's maximum resident set size of astro and of the index step, which
// runs Pagefind, the search files and the offline worker: scripts/build-index.mjs).
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

/** Copies ./content into `dir` with every page present `times` times. */
function scaledContent(dir, times) {
  cpSync('content', dir, { recursive: true });
  for (const entry of readdirSync(dir, { recursive: true }).map(String)) {
    if (!entry.endsWith('.mdx')) continue;
    const source = readFileSync(join(dir, entry), 'utf8');
    for (let copy = 2; copy <= times; copy += 1)
      writeFileSync(join(dir, entry.replace(/\.mdx$/, `-x${copy}.mdx`)), source);
  }
}

/** Runs a command under GNU time; returns its peak memory in KiB. */
function timed(command, args, env) {
  const report = join(tmpdir(), `scale-build-time-${process.pid}`);
  execFileSync('/usr/bin/time', ['-f', '%M', '-o', report, command, ...args], { env, stdio: 'ignore' });
  const peak = Number(readFileSync(report, 'utf8').trim().split('\n').pop());
  rmSync(report, { force: true });
  return peak;
}

/** The Node options `npm run build` gives `astro build` (package.json), so that the build at scale is the same build. */
function buildNodeOptions() {
  const build = JSON.parse(readFileSync('package.json', 'utf8')).scripts.build;
  const options = /^NODE_OPTIONS=(\S+) astro build /.exec(build)?.[1];
  if (!options)
    throw new Error(`package.json: the build script no longer starts "NODE_OPTIONS=… astro build": ${build}`);
  return options;
}

const folderBytes = (dir, keep = () => true) =>
  readdirSync(dir, { recursive: true })
    .map(String)
    .filter(keep)
    .map((file) => statSync(join(dir, file)))
    .filter((stat) => stat.isFile())
    .reduce((sum, stat) => sum + stat.size, 0);

/**
 * Builds the content `times` times over and measures it: pages built, wall time, peak memory (the larger of astro's
 * and the index step's), the size of dist/ and of each language's search index, and whatever `measure` finds in the
 * built site (called with its folder before it is deleted).
 */
export async function scaleBuild(times, locales, measure = async () => undefined) {
  mkdirSync('.bench', { recursive: true });
  const dir = mkdtempSync(join('.bench', `scale-${times}x-`));
  try {
    const content = join(dir, 'content');
    const out = join(dir, 'dist');
    scaledContent(content, times);
    const env = { ...process.env, RULES_CONTENT_DIR: content, RULES_OUT_DIR: out };
    const start = performance.now();
    // --force: Astro's content cache holds the previous build's pages, which may be another scale's.
    const astroPeak = timed('npx', ['astro', 'build', '--force'], { ...env, NODE_OPTIONS: buildNodeOptions() });
    const indexPeak = timed(process.execPath, ['scripts/build-index.mjs', '--dist', out], env);
    const seconds = (performance.now() - start) / 1000;
    const pages = readdirSync(out, { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.html')).length;
    const pagefind = join(out, 'pagefind');
    const index = Object.fromEntries(
      locales.map((locale) => [
        locale,
        folderBytes(pagefind, (file) => file.split('/').pop().startsWith(`${locale}_`) || file.includes(`.${locale}_`)),
      ]),
    );
    const measured = await measure(out);
    return {
      measured,
      times,
      pages,
      seconds,
      peakMiB: Math.max(astroPeak, indexPeak) / 1024,
      distBytes: folderBytes(out),
      index,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Puts Astro's content cache back on ./content: it would otherwise name the deleted copies, and the next build fail. */
export function restoreContentCache() {
  execFileSync('npx', ['astro', 'sync', '--force'], { stdio: 'ignore' });
}
