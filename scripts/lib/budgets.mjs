// The budgets of budgets.json, the one committed file that holds them with the Starlight figures they come from
// (docs/budgets.md). Read by the budget tests (tests/e2e/budgets.e2e.ts, tests/e2e/first-visit.e2e.ts) and the
// benchmark (scripts/bench.mjs, bench-paint.mjs, bench-search.mjs).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const budgetFile = JSON.parse(readFileSync(new URL('../../budgets.json', import.meta.url), 'utf8'));

/** KB of the file, in bytes. */
export const bytes = (kb) => Math.round(kb * 1024);

/**
 * Each page whose first visit has a budget: its path, and the budget in KB and in bytes.
 * @type {{ path: string; kb: number; budget: number }[]}
 */
export const firstVisitBudgets = budgetFile.firstVisit.pages.map(({ path, kb }) => ({ path, kb, budget: bytes(kb) }));

/**
 * The first search query's budget per language, KB.
 * @type {Record<string, number>}
 */
export const firstSearchBudgetKB = budgetFile.firstSearch.kb;

/**
 * The pages given on a command line as `--page PATH`.
 * @param {string[]} argv
 * @returns {string[]}
 */
export const pagesGiven = (argv) => argv.flatMap((argument, at) => (argv[at - 1] === '--page' ? [argument] : []));

/**
 * The pages the benchmark reports besides those compared with Starlight: budgets.json's benchPages, then each page
 * given on the command line as `--page PATH`.
 */
export const benchPages = (argv = process.argv) => [...budgetFile.benchPages.paths, ...pagesGiven(argv)];

/** Whether `dist` has the page of a path (`/ko/arkham/faq/#chaos-bag:…` is /ko/arkham/faq/). */
export const isBuilt = (dist, path) => existsSync(join(dist, path.split(/[?#]/)[0], 'index.html'));
