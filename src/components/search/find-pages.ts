import { planSearch, type SearchPlan } from './plan.ts';
import { queryFile } from './query-file.ts';
import { queryWords } from './questions.ts';
import { queryMatch } from './query.ts';
import { TermIndex, type SearchTerm } from './terms.ts';

// Finding the pages for a query with Pagefind's JS API (Pagefind picks the index of the page's <html lang>), as the
// search dialog (search-dialog.ts) asks: what the query means (plan.ts), typos (typos.ts), and the order shown.

export interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  weighted_locations?: { balanced_score: number }[];
}
export interface PagefindData {
  url: string;
  excerpt: string;
  /** The page's text; `locations` are the positions of the matched words in it. */
  content: string;
  locations: number[];
  meta: { title?: string; breadcrumb?: string; description?: string };
  sub_results: PagefindSubResult[];
}
export interface PagefindHit {
  id: string;
  score: number;
  data: () => Promise<PagefindData>;
}
export interface Pagefind {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  search: (query: string, options?: { filters?: Record<string, string[]> }) => Promise<{ results: PagefindHit[] }>;
}

let pagefind: Promise<Pagefind> | undefined;
/** Pagefind's JS API, loaded and started once. */
export function loadPagefind(): Promise<Pagefind> {
  const url = '/pagefind/pagefind.js';
  pagefind ??= (import(/* @vite-ignore */ url) as Promise<Pagefind>).then(async (module) => {
    // No worker: it is one more 12 KB script on the first query, for searches that take a few milliseconds.
    await module.options({ excerptLength: 18, noWorker: true });
    await module.init();
    return module;
  });
  return pagefind;
}

let terms: Promise<TermIndex> | undefined;
/**
 * The glossary's terms, loaded with Pagefind. Without them (offline and not saved, or a file of another build that
 * this script cannot read), queries are searched as typed.
 */
export function loadTerms(lang: string): Promise<TermIndex> {
  terms ??= queryFile<SearchTerm[]>(`${lang}_terms`, []).then((list) => {
    try {
      return new TermIndex(list);
    } catch {
      return new TermIndex([]);
    }
  });
  return terms;
}

/** What a query found: every page, best first, and how the dialog read the query. */
export interface Found {
  hits: PagefindHit[];
  plan: SearchPlan;
  /** The text searched instead of the query, whose words no page has: the nearest words pages have. */
  corrected?: string;
}

/**
 * Searches each text on its own and merges the pages found by best score, so that another spelling only ever adds
 * results. A text's pages count when every one of its words was matched (queryMatch): `exact`, as typed or as a form
 * of it; `near`, by a word like it that Pagefind fell back to (it answers a word it does not know with the longest
 * prefix it knows, "xqzvwk" finds "X"). Pagefind decides this per word for the whole index, so the first page tells.
 */
export async function searchPages(
  pf: Pagefind,
  texts: readonly string[],
  filter: string,
): Promise<{ exact: PagefindHit[]; near: PagefindHit[]; found: string[] }> {
  const options = filter ? { filters: { collection: [filter] } } : {};
  const searches = await Promise.all(texts.map((text) => pf.search(text, options)));
  const exact: PagefindHit[][] = [];
  const near: PagefindHit[][] = [];
  const found: string[] = [];
  // One after the other: Pagefind hands every search the same object for a page, with that search's matches in it.
  for (const [index, search] of searches.entries()) {
    const top = search.results[0];
    const match = top ? queryMatch(texts[index]!, matchedWords(await top.data())) : 'none';
    if (match === 'exact') found.push(texts[index]!);
    if (match !== 'none') (match === 'exact' ? exact : near).push(search.results);
  }
  return { exact: bestOf(exact), near: bestOf(near), found };
}

/** Result lists merged: each page once, with its best score, best first. */
function bestOf(lists: PagefindHit[][]): PagefindHit[] {
  const best = new Map<string, PagefindHit>();
  for (const hit of lists.flat()) {
    const known = best.get(hit.id);
    if (!known || hit.score > known.score) best.set(hit.id, hit);
  }
  return [...best.values()].sort((a, b) => b.score - a.score);
}

/**
 * The pages of a plan's texts, and after them those of its words as typed that the texts did not find (plan.ts,
 * `asTyped`): a term's pages rank before the pages of a reader's everyday word for it.
 */
export async function searchPlan(pf: Pagefind, plan: SearchPlan, filter: string) {
  const main = await searchPages(pf, plan.texts, filter);
  if (!plan.asTyped) return main;
  const typed = await searchPages(pf, plan.asTyped, filter);
  const after = (first: PagefindHit[], then: PagefindHit[]) => [
    ...first,
    ...then.filter((hit) => !first.some((known) => known.id === hit.id)),
  ];
  return { exact: after(main.exact, typed.exact), near: after(main.near, typed.near) };
}

/**
 * Finds the pages for a query in the page's language: searches what the plan says (plan.ts); when no page has its
 * words as typed, the likeliest text with the nearest words pages have for those no page has (a typo), glossary
 * words included (부상트렉: 부상트랙, then spaced as the glossary spaces it), planned as the query was; failing that,
 * the pages Pagefind found for words like the query's, and at last a question's glossary terms alone.
 */
async function findHits(pf: Pagefind, query: string, lang: string, filter: string): Promise<Found> {
  const index = await loadTerms(lang);
  const plan = planSearch(query, lang, index);
  const { exact, near } = await searchPlan(pf, plan, filter);
  if (exact.length > 0) return { hits: exact, plan };
  // Typo matching loads only on a miss, with the words it needs.
  const { corrections } = await import('./typos.ts');
  for (const corrected of await corrections(queryWords(query, lang), lang, index.spellings())) {
    const retried = planSearch(corrected, lang, index);
    const found = await searchPlan(pf, retried, filter);
    if (found.exact.length > 0) return { hits: found.exact, plan: retried, corrected: retried.respelled ?? corrected };
  }
  if (near.length > 0 || !plan.termsOnly) return { hits: near, plan };
  return { hits: (await searchPages(pf, [plan.termsOnly], filter)).exact, plan };
}

/** Finds the pages for a query (findHits), the page that explains what it asks about first (explainingPageFirst). */
export async function findPages(pf: Pagefind, query: string, lang: string, filter: string): Promise<Found> {
  const found = await findHits(pf, query, lang, filter);
  return { ...found, hits: await explainingPageFirst(pf, found.plan, filter, found.hits) };
}

/**
 * The pages with the page of the section to rank first (the plan's `first`, `<collection>/<slug>#<section>`) at the
 * top, wherever Pagefind ranked it: found by the `page` filter its block of words for search carries
 * (src/lib/term-links.ts), so that a page far down the list (the 17th for 굴림) still comes first. Unchanged when that
 * page does not have the plan's words.
 */
export async function explainingPageFirst(
  pf: Pagefind,
  plan: SearchPlan,
  filter: string,
  hits: PagefindHit[],
): Promise<PagefindHit[]> {
  if (!plan.first) return hits;
  const page = plan.first.split('#')[0]!;
  const filters = { page: [page], ...(filter ? { collection: [filter] } : {}) };
  const found = (await Promise.all(plan.texts.map((text) => pf.search(text, { filters })))).flatMap(
    (search) => search.results,
  );
  const explaining = found.find((hit) => hits.some((known) => known.id === hit.id)) ?? found[0];
  if (!explaining) return hits;
  return [
    hits.find((known) => known.id === explaining.id) ?? explaining,
    ...hits.filter((hit) => hit.id !== explaining.id),
  ];
}

/** The words of a page that Pagefind matched. */
export function matchedWords(result: Pick<PagefindData, 'content' | 'locations'>): string[] {
  const words = result.content.split(/\s+/);
  return result.locations.flatMap((location) => words[location] ?? []);
}
