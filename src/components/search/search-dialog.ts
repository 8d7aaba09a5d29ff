import { readableExcerpt } from '../../lib/search-synonyms.ts';
import { fill, fillString } from '../tables/fill.ts';
import {
  findPages,
  loadPagefind,
  loadTerms,
  type Found,
  type PagefindData,
  type PagefindHit,
  type PagefindSubResult,
} from './find-pages.ts';
import { dialogMarkup, type DialogWords } from './dialog-markup.ts';
import { quotedQuery, searchText } from './query.ts';

// The search dialog: our own markup over Pagefind (find-pages.ts finds the pages).

/** Pages shown at first, and added by each "show more". */
const PAGE_SIZE = 5;
const MAX_SUB_RESULTS = 3;
const RECENT_LIMIT = 5;
const DEBOUNCE_MS = 120;

/**
 * A result's sections (Pagefind sub-results) that match best, best first: Pagefind lists them in page order, and a
 * section whose heading names the term outweighs one that mentions it in passing (headings weigh more). The section
 * at `first` (an address), when among them, comes first.
 */
export function bestSections(result: Pick<PagefindData, 'url' | 'sub_results'>, first?: string): PagefindSubResult[] {
  const score = (sub: PagefindSubResult) =>
    sub.url === first ? Infinity : (sub.weighted_locations ?? []).reduce((sum, l) => sum + l.balanced_score, 0);
  return result.sub_results
    .filter((sub) => sub.url !== result.url)
    .sort((a, b) => score(b) - score(a))
    .slice(0, MAX_SUB_RESULTS);
}

/**
 * What the live region says: each line a sentence of its own, ended by a full stop where the line has none (a count,
 * a glossary term), so that a screen reader pauses between them instead of running "16 pages 16 pages" together.
 */
export function spoken(lines: readonly string[]): string {
  return lines
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => (/[.!?…。]$/.test(line) ? line : `${line}.`))
    .join(' ');
}

class SearchDialog {
  private dialog: HTMLDialogElement;
  private input: HTMLInputElement;
  private clear: HTMLButtonElement;
  private list: HTMLElement;
  private status: HTMLElement;
  private message: HTMLElement;
  private more: HTMLElement;
  private cutNote: HTMLElement;
  private note: HTMLElement;
  private lang = document.documentElement.lang;
  private numberFormat = new Intl.NumberFormat(this.lang);
  private timer: number | undefined;
  private generation = 0;
  private active = -1;
  /** Every page that matched the current query, best first, and how many of them are shown. */
  private hits: PagefindHit[] = [];
  private shown = 0;
  /** The section to list first among a page's sections: the one that explains the term the query asks about. */
  private firstSection: string | undefined;

  constructor(
    private root: HTMLElement,
    private strings: Record<string, string>,
  ) {
    this.dialog = root.querySelector('dialog')!;
    this.input = root.querySelector('[data-search-input]')!;
    this.clear = root.querySelector('[data-search-clear]')!;
    this.list = root.querySelector('[data-search-results]')!;
    this.status = root.querySelector('[data-search-status]')!;
    this.message = root.querySelector('[data-search-message]')!;
    this.more = root.querySelector('[data-search-more]')!;
    this.cutNote = root.querySelector('[data-search-cut]')!;
    this.note = root.querySelector('[data-search-note]')!;
    this.input.addEventListener('input', () => {
      this.showClear();
      this.schedule();
    });
    this.input.addEventListener('keydown', (event) => this.onKey(event));
    this.dialog.addEventListener('keydown', (event) => {
      this.closeOnEscape(event);
      this.keepFocusInside(event);
    });
    // The closed dialog stays drawn while it fades out (global.css), and its field would keep the focus until then:
    // a `/` typed in that time would go into the hidden field. The focus leaves with the dialog.
    this.dialog.addEventListener('close', () => {
      if (this.dialog.contains(document.activeElement)) (document.activeElement as HTMLElement).blur();
    });
    this.clear.addEventListener('click', () => {
      this.input.value = '';
      this.input.focus();
      window.clearTimeout(this.timer);
      void this.run();
    });
    root.querySelector('[data-search-filters]')!.addEventListener('change', () => this.schedule());
    this.list.addEventListener('click', (event) => {
      if ((event.target as Element).closest('a')) this.remember(this.input.value);
    });
    // A link to the page being read (a section of it, a glossary entry on the glossary) only scrolls: the dialog
    // must not stay open over it.
    this.dialog.addEventListener('click', (event) => {
      if ((event.target as Element).closest('a[href]')) this.dialog.close();
    });
    this.more.querySelector('button')!.addEventListener('click', () => void this.showMore());
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
    this.showClear();
    this.showRecent();
    void loadPagefind().catch(() => this.say(this.strings['search.failed'] ?? ''));
    void loadTerms(this.lang);
  }

  private schedule() {
    // Busy from the keystroke until its results are drawn (showResults, say); a search already under way is for an
    // older query, and its results are dropped when they come.
    this.generation += 1;
    this.list.setAttribute('aria-busy', 'true');
    window.clearTimeout(this.timer);
    this.timer = window.setTimeout(() => void this.run(), DEBOUNCE_MS);
  }

  private filter(): string {
    return this.root.querySelector<HTMLInputElement>('input[name="search-filter"]:checked')?.value ?? '';
  }

  private async run() {
    const { query, cut } = searchText(this.input.value);
    const generation = ++this.generation;
    this.list.setAttribute('aria-busy', 'true');
    this.showClear();
    this.showRecent();
    this.cutNote.hidden = !cut;
    if (!query) {
      this.showResults(undefined, [], '');
      return;
    }
    let found: Found;
    let first: PagefindData[];
    try {
      found = await findPages(await loadPagefind(), query, this.lang, this.filter());
      first = await Promise.all(found.hits.slice(0, PAGE_SIZE).map((hit) => hit.data()));
    } catch {
      if (generation === this.generation) this.say(this.strings['search.failed'] ?? '');
      return;
    }
    if (generation !== this.generation) return;
    this.showResults(found, first, query);
  }

  /** Shows the first pages of a new search, and says how many pages matched and how the query was read. */
  private showResults(found: Found | undefined, first: PagefindData[], query: string) {
    this.list.setAttribute('aria-busy', 'false');
    this.hits = found?.hits ?? [];
    this.firstSection = found?.plan.first;
    this.shown = 0;
    this.active = -1;
    this.input.removeAttribute('aria-activedescendant');
    this.list.replaceChildren();
    this.append(first);
    this.input.setAttribute('aria-expanded', String(this.hits.length > 0));
    const quoted = quotedQuery(query);
    const cut = this.cutNote.hidden ? '' : (this.cutNote.textContent ?? '');
    const note = found && this.hits.length > 0 ? this.showNote(found, query) : this.hideNote();
    if (!query) {
      this.message.hidden = true;
      this.status.textContent = '';
    } else if (this.hits.length === 0) {
      const none = this.text('search.none', { query: quoted });
      const hint = this.strings['search.noneHint'] ?? '';
      this.message.hidden = false;
      this.message.replaceChildren(Object.assign(document.createElement('strong'), { textContent: none }), ' ', hint);
      this.status.textContent = spoken([none, hint, cut]);
    } else {
      this.message.hidden = true;
      const searched = found?.corrected ?? found?.plan.respelled;
      const count = this.text('search.count', {
        count: this.hits.length,
        query: searched ? quotedQuery(searched) : quoted,
      });
      const shown = this.hits.length > this.shown ? this.shownText() : '';
      this.status.textContent = spoken([...note, count, shown, cut]);
    }
  }

  /**
   * Says above the results how the query was read, and returns its lines for the live region: the text searched
   * instead (a typo's nearest words, a term's spaces) and the glossary terms found for words the pages do not use,
   * each linked to its glossary entry.
   */
  private showNote(found: Found, query: string): string[] {
    const lines: HTMLElement[] = [];
    const searched = found.corrected ?? found.plan.respelled;
    if (found.corrected) {
      const none = this.text('search.none', { query: quotedQuery(query) });
      lines.push(Object.assign(document.createElement('span'), { textContent: none }));
    }
    if (searched) {
      const line = document.createElement('strong');
      line.textContent = this.text('search.corrected', { searched: quotedQuery(searched) });
      lines.push(line);
    }
    const [before = '', after = ''] = (this.strings['search.termFor'] ?? '{term}').split('{term}');
    for (const { typed, term } of found.plan.matchedTerms) {
      const values = { query: quotedQuery(typed) };
      const link = Object.assign(document.createElement('a'), {
        href: `/${this.lang}/glossary/#term-${term.id}`,
        className: 'link',
        textContent: term.term,
      });
      const line = document.createElement('span');
      line.append(fill(before, values, String), link, fill(after, values, String));
      lines.push(line);
    }
    this.note.replaceChildren(...lines.flatMap((line, at) => (at ? [' ', line] : [line])));
    this.note.hidden = lines.length === 0;
    return lines.map((line) => line.textContent ?? '');
  }

  private hideNote(): string[] {
    this.note.hidden = true;
    this.note.replaceChildren();
    return [];
  }

  /** Adds the next pages of results, and moves focus to the first of them. */
  private async showMore() {
    const generation = this.generation;
    let next: PagefindData[];
    try {
      next = await Promise.all(this.hits.slice(this.shown, this.shown + PAGE_SIZE).map((hit) => hit.data()));
    } catch {
      this.say(this.strings['search.failed'] ?? '');
      return;
    }
    if (generation !== this.generation) return;
    const firstNew = this.append(next);
    this.status.textContent = this.shownText();
    firstNew?.focus();
  }

  private shownText() {
    return this.text('search.shown', { shown: this.shown, count: this.hits.length });
  }

  /** Appends result pages to the list (each with its best sections); returns the first new option. */
  private append(results: PagefindData[]): HTMLAnchorElement | undefined {
    let index = this.list.children.length;
    let first: HTMLAnchorElement | undefined;
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
      first ??= link;
    };
    for (const result of results) {
      option(
        result.url,
        result.meta.title ?? result.url,
        readableExcerpt(result.excerpt, result.meta.description),
        false,
        result.meta.breadcrumb,
      );
      for (const sub of bestSections(
        result,
        this.firstSection && `/${this.lang}/${this.firstSection.replace('#', '/#')}`,
      ))
        option(sub.url, sub.title, sub.excerpt, true);
    }
    this.shown += results.length;
    this.more.hidden = this.shown >= this.hits.length;
    this.more.querySelector('[data-search-shown]')!.textContent = this.shownText();
    return first;
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
      this.dialog.close();
      location.href = target.href;
    }
  }

  /** The field's Clear button, shown while the field has text. */
  private showClear() {
    this.clear.hidden = this.input.value === '';
  }

  /**
   * One Esc closes the dialog, wherever the focus is in it, as in the search dialogs readers know. Left to itself, Esc
   * in a search field that has text only empties it (Chromium, Safari), and a second Esc closes: emptying the field
   * is the Clear button's job. Not while a Korean syllable is being composed: there Esc belongs to the input method.
   */
  private closeOnEscape(event: KeyboardEvent) {
    if (event.key !== 'Escape' || event.isComposing) return;
    event.preventDefault();
    this.dialog.close();
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
    this.list.setAttribute('aria-busy', 'false');
    this.message.hidden = false;
    this.message.textContent = text;
    this.status.textContent = text;
  }

  /** A UI string filled with `values`; a counted one in the plural form of `values.count`. */
  private text(key: string, values: Record<string, string | number>) {
    return fillString(this.strings, key, values, this.lang, (n) => this.numberFormat.format(n));
  }
}

let instance: SearchDialog | undefined;

/** Opens the search dialog of the page (created on first use). */
/** Opens the dialog, built the first time from its words (src/pages/[locale]/search-dialog.json.ts). */
export function openSearch(root: HTMLElement, words: DialogWords) {
  if (!instance) {
    root.insertAdjacentHTML('beforeend', dialogMarkup(words));
    instance = new SearchDialog(root, words.strings);
  }
  instance.open();
}
