import { readableExcerpt } from '../../lib/search-synonyms.ts';
import { stripKoreanParticles } from './korean.ts';
import { fillString } from '../tables/fill.ts';

// The search dialog: Pagefind's JS API with our own markup. Pagefind picks the index of the page's <html lang>.

interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  weighted_locations?: { balanced_score: number }[];
}
interface PagefindData {
  url: string;
  excerpt: string;
  meta: { title?: string; breadcrumb?: string; description?: string };
  sub_results: PagefindSubResult[];
}
interface PagefindHit {
  id: string;
  score: number;
  data: () => Promise<PagefindData>;
}
interface Pagefind {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  search: (query: string, options?: { filters?: Record<string, string[]> }) => Promise<{ results: PagefindHit[] }>;
}

const MAX_RESULTS = 5;
const MAX_SUB_RESULTS = 3;
const RECENT_LIMIT = 5;
const DEBOUNCE_MS = 120;

let pagefind: Promise<Pagefind> | undefined;
function loadPagefind(): Promise<Pagefind> {
  const url = '/pagefind/pagefind.js';
  pagefind ??= (import(/* @vite-ignore */ url) as Promise<Pagefind>).then(async (module) => {
    // No worker: it is one more 12 KB script on the first query, for searches that take a few milliseconds.
    await module.options({ excerptLength: 18, noWorker: true });
    await module.init();
    return module;
  });
  return pagefind;
}

/**
 * Searches the query as typed and, on Korean pages, with its particles stripped too (korean.ts), and merges the
 * two result lists by best score, so that normalizing only ever adds results.
 */
export async function searchPages(pf: Pagefind, query: string, lang: string, filter: string): Promise<PagefindHit[]> {
  const queries = [query];
  const stripped = lang === 'ko' ? stripKoreanParticles(query) : undefined;
  if (stripped) queries.push(stripped);
  const options = filter ? { filters: { collection: [filter] } } : {};
  const searches = await Promise.all(queries.map((text) => pf.search(text, options)));
  const best = new Map<string, PagefindHit>();
  for (const hit of searches.flatMap((search) => search.results)) {
    const known = best.get(hit.id);
    if (!known || hit.score > known.score) best.set(hit.id, hit);
  }
  return [...best.values()].sort((a, b) => b.score - a.score).slice(0, MAX_RESULTS);
}

/**
 * A result's sections (Pagefind sub-results) that match best, best first: Pagefind lists them in page order, and a
 * section whose heading names the term outweighs one that mentions it in passing (headings weigh more).
 */
export function bestSections(result: PagefindData): PagefindSubResult[] {
  const score = (sub: PagefindSubResult) =>
    (sub.weighted_locations ?? []).reduce((sum, l) => sum + l.balanced_score, 0);
  return result.sub_results
    .filter((sub) => sub.url !== result.url)
    .sort((a, b) => score(b) - score(a))
    .slice(0, MAX_SUB_RESULTS);
}

class SearchDialog {
  private dialog: HTMLDialogElement;
  private input: HTMLInputElement;
  private list: HTMLElement;
  private status: HTMLElement;
  private message: HTMLElement;
  private strings: Record<string, string>;
  private lang = document.documentElement.lang;
  private timer: number | undefined;
  private generation = 0;
  private active = -1;

  constructor(private root: HTMLElement) {
    this.dialog = root.querySelector('dialog')!;
    this.input = root.querySelector('[data-search-input]')!;
    this.list = root.querySelector('[data-search-results]')!;
    this.status = root.querySelector('[data-search-status]')!;
    this.message = root.querySelector('[data-search-message]')!;
    this.strings = JSON.parse(root.querySelector('[data-search-strings]')?.textContent ?? '{}') as Record<
      string,
      string
    >;
    this.input.addEventListener('input', () => this.schedule());
    this.input.addEventListener('keydown', (event) => this.onKey(event));
    this.dialog.addEventListener('keydown', (event) => this.keepFocusInside(event));
    root.querySelector('[data-search-filters]')!.addEventListener('change', () => this.schedule());
    this.list.addEventListener('click', (event) => {
      if ((event.target as Element).closest('a')) this.remember(this.input.value);
    });
    root.querySelector('[data-search-clear-recent]')!.addEventListener('click', () => {
      localStorage.removeItem(this.recentKey());
      this.showRecent();
      this.input.focus();
    });
  }

  open() {
    if (!this.dialog.open) this.dialog.showModal();
    this.input.focus();
    this.input.select();
    this.showRecent();
    void loadPagefind().catch(() => this.say(this.strings['search.failed'] ?? ''));
  }

  private schedule() {
    window.clearTimeout(this.timer);
    this.timer = window.setTimeout(() => void this.run(), DEBOUNCE_MS);
  }

  private filter(): string {
    return this.root.querySelector<HTMLInputElement>('input[name="search-filter"]:checked')?.value ?? '';
  }

  private async run() {
    const query = this.input.value.trim();
    const generation = ++this.generation;
    this.showRecent();
    if (!query) {
      this.render([], '');
      return;
    }
    let hits: PagefindHit[];
    try {
      hits = await searchPages(await loadPagefind(), query, this.lang, this.filter());
    } catch {
      this.say(this.strings['search.failed'] ?? '');
      return;
    }
    const data = await Promise.all(hits.map((hit) => hit.data()));
    if (generation === this.generation) this.render(data, query);
  }

  private render(results: PagefindData[], query: string) {
    this.active = -1;
    this.input.removeAttribute('aria-activedescendant');
    this.list.replaceChildren();
    let index = 0;
    const option = (href: string, title: string, excerpt: string, sub: boolean, trail = '') => {
      const link = Object.assign(document.createElement('a'), { href, id: `search-option-${index++}` });
      link.setAttribute('role', 'option');
      link.setAttribute('aria-selected', 'false');
      link.className = sub ? 'search-option search-sub' : 'search-option';
      const heading = Object.assign(document.createElement('span'), { className: 'search-title', textContent: title });
      if (trail)
        heading.prepend(
          Object.assign(document.createElement('span'), { className: 'search-trail', textContent: `${trail} › ` }),
        );
      const text = document.createElement('span');
      text.className = 'search-excerpt';
      text.innerHTML = excerpt; // Pagefind's excerpt: escaped page text with <mark> around the matches
      link.append(heading, text);
      this.list.append(link);
    };
    for (const result of results) {
      option(
        result.url,
        result.meta.title ?? result.url,
        readableExcerpt(result.excerpt, result.meta.description),
        false,
        result.meta.breadcrumb,
      );
      for (const sub of bestSections(result)) option(sub.url, sub.title, sub.excerpt, true);
    }
    this.input.setAttribute('aria-expanded', String(results.length > 0));
    if (!query) {
      this.message.hidden = true;
      this.status.textContent = '';
    } else if (results.length === 0) {
      this.message.hidden = false;
      this.message.replaceChildren(
        Object.assign(document.createElement('strong'), { textContent: this.text('search.none', { query }) }),
        ' ',
        this.strings['search.noneHint'] ?? '',
      );
      this.status.textContent = `${this.text('search.none', { query })} ${this.strings['search.noneHint'] ?? ''}`;
    } else {
      this.message.hidden = true;
      this.status.textContent = this.text('search.count', { count: results.length, query });
    }
  }

  private onKey(event: KeyboardEvent) {
    const options = [...this.list.querySelectorAll<HTMLAnchorElement>('[role="option"]')];
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      this.active = (this.active + step + options.length) % options.length;
      options.forEach((option, index) => option.setAttribute('aria-selected', String(index === this.active)));
      const current = options[this.active]!;
      this.input.setAttribute('aria-activedescendant', current.id);
      current.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter') {
      const target = options[Math.max(this.active, 0)];
      if (!target) return;
      event.preventDefault();
      this.remember(this.input.value);
      location.href = target.href;
    }
  }

  /** Tab and Shift+Tab cycle through the dialog's controls instead of leaving for the browser's own UI. */
  private keepFocusInside(event: KeyboardEvent) {
    if (event.key !== 'Tab') return;
    const focusable = [...this.dialog.querySelectorAll<HTMLElement>('input, button, a[href]')].filter(
      (element) =>
        element.tabIndex >= 0 &&
        element.getClientRects().length > 0 &&
        !(element instanceof HTMLInputElement && element.type === 'radio' && !element.checked),
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  private recentKey() {
    return `recent-searches-${this.lang}`;
  }

  private recent(): string[] {
    try {
      const stored = JSON.parse(localStorage.getItem(this.recentKey()) ?? '[]') as unknown;
      return Array.isArray(stored) ? stored.filter((item): item is string => typeof item === 'string') : [];
    } catch {
      return [];
    }
  }

  private remember(query: string) {
    const text = query.trim();
    if (!text) return;
    const list = [text, ...this.recent().filter((item) => item !== text)].slice(0, RECENT_LIMIT);
    localStorage.setItem(this.recentKey(), JSON.stringify(list));
  }

  private showRecent() {
    const box = this.root.querySelector<HTMLElement>('[data-search-recent]')!;
    const list = this.root.querySelector('[data-search-recent-list]')!;
    const recent = this.recent();
    box.hidden = recent.length === 0 || this.input.value.trim() !== '';
    list.replaceChildren(
      ...recent.map((query) => {
        const item = document.createElement('li');
        const button = Object.assign(document.createElement('button'), {
          type: 'button',
          className: 'btn btn-xs',
          textContent: query,
        });
        button.addEventListener('click', () => {
          this.input.value = query;
          this.input.focus();
          void this.run();
        });
        item.append(button);
        return item;
      }),
    );
  }

  private say(text: string) {
    this.message.hidden = false;
    this.message.textContent = text;
    this.status.textContent = text;
  }

  /** A UI string filled with `values`; a counted one in the plural form of `values.count`. */
  private text(key: string, values: Record<string, string | number>) {
    const lang = document.documentElement.lang;
    return fillString(this.strings, key, values, lang, (n) => n.toLocaleString(lang));
  }
}

let instance: SearchDialog | undefined;

/** Opens the search dialog of the page (created on first use). */
export function openSearch(root: HTMLElement) {
  instance ??= new SearchDialog(root);
  instance.open();
}
