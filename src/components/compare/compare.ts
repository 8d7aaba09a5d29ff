// Reading two languages side by side (CompareControl.astro): each section of the page gets the same section in a
// second language with it, paired by the ids every locale shares, an FAQ entry with the same entry. The second
// language is that language's own page, fetched when the reader chooses it and kept for the rest of the visit.
// Beside the section on wide screens, under it on phones, where each can be folded (global.css). The choice is
// kept for the next pages (localStorage) and in the address (`?compare=es`), so a link shares it.
import { watchTableRegions } from '../tables/table-regions.ts';
import { addressParameter, storageKey } from './compare-choice.ts';
import { placeContents } from '../toc-column.ts';
import { keepPlaceOnLeaving, keepingPlace, leftPlace } from './reading-place.ts';
import { prepareSecondLanguage, sections } from './second-language.ts';

const control = document.querySelector<HTMLElement>('[data-compare-control]')!;
const strings = control.dataset as Record<'loading' | 'shown' | 'hidden' | 'failed' | 'islandNote', string>;
const status = control.querySelector<HTMLElement>('[data-compare-status]')!;
const options = [...control.querySelectorAll<HTMLAnchorElement>('[data-compare-with], [data-compare-none]')];
const text = document.querySelector<HTMLElement>('[data-compare-text]')!;
/** What an arriving page's text waits for, above it (CompareNotes.astro). */
const notes = [...document.querySelectorAll<HTMLElement>('[data-compare-note]')];
const root = document.documentElement;
// "Spanish" in the page's language for its messages; the control and the blocks name each language in its own.
const languageNames = new Intl.DisplayNames([root.lang], { type: 'language' });

/** Each language's text by section, prepared (second-language.ts), fetched once a visit. */
const texts = new Map<string, Promise<Map<string, Element>>>();
let shown: string | undefined;
/** The latest choice: a slower fetch for an earlier one is not shown. */
let asked: string | undefined;
keepPlaceOnLeaving(() => shown);

/**
 * Shows the page's text in `language` with each section (`undefined`: none) and remembers the choice. A page that
 * arrived compared (`data-compare-pending`: src/scripts/compare-before-paint.js) shows its text once it is paired, or
 * alone if the translation cannot be had.
 */
export async function compareWith(language: string | undefined) {
  asked = language;
  const arriving = root.hasAttribute('data-compare-pending');
  if (language === shown && !arriving) return;
  const name = language ? languageNames.of(language) : undefined;
  const say = (message: string) => message.replace('{language}', name ?? '');
  let second: Map<string, Element> | undefined;
  if (language) {
    report(say(strings.loading));
    try {
      second = await textIn(language);
    } catch {
      texts.delete(language);
      if (asked !== language) return;
      // Arriving, the note above the text says it (shown with the text: nothing moves); else the control's status.
      const note = arriving && notes.find((candidate) => candidate.dataset.compareNote === language);
      if (note) {
        note.textContent = say(strings.failed);
        note.classList.add('island-error');
      }
      report(say(strings.failed), !note);
      keepingPlace(() => {
        root.removeAttribute('data-compare-pending');
        placeContents();
      });
      return;
    }
    if (asked !== language) return;
  }
  keepingPlace(
    () => {
      for (const note of notes) note.classList.remove('island-error');
      if (language !== shown) {
        unpair();
        if (second && language) pair(second, language);
      }
      root.toggleAttribute('data-compare', Boolean(language));
      root.removeAttribute('data-compare-pending');
      placeContents();
    },
    arriving && language ? leftPlace(language) : undefined,
  );
  shown = language;
  for (const option of options) {
    if (option.dataset.compareWith === language) option.setAttribute('aria-current', 'true');
    else option.removeAttribute('aria-current');
  }
  remember(language);
  report(language ? say(strings.shown) : strings.hidden);
}

/** Progress and success are announced; a failure is also shown (`shown`), as the islands show a refused field. */
function report(message: string, shown = false) {
  status.textContent = message;
  status.className = shown ? 'island-error' : 'sr-only';
}

function textIn(language: string): Promise<Map<string, Element>> {
  let second = texts.get(language);
  if (!second) texts.set(language, (second = fetchText(language)));
  return second;
}

async function fetchText(language: string): Promise<Map<string, Element>> {
  const link = options.find((option) => option.dataset.compareWith === language)!;
  const response = await fetch(link.href);
  if (!response.ok) throw new Error(`${link.href}: ${response.status}`);
  const page = new DOMParser().parseFromString(await response.text(), 'text/html');
  const second = page.querySelector('[data-compare-text]');
  if (!second) throw new Error(`${link.href}: no text`);
  return prepareSecondLanguage(second, language, strings.islandNote);
}

/**
 * Wraps each section of the page with the same section of the second language into a pair. A section the page lacks
 * goes with the one before it, so nothing of the second language is left out.
 */
function pair(second: Map<string, Element>, language: string) {
  const ours = sections(text);
  const theirs = new Map<string, Node[]>();
  let key = '';
  for (const [section, box] of second) {
    if (ours.has(section)) key = section;
    theirs.set(key, [...(theirs.get(key) ?? []), ...document.importNode(box, true).childNodes]);
  }
  const name = options.find((option) => option.dataset.compareWith === language)!.textContent!.trim();
  for (const [key, elements] of ours) {
    const translation = theirs.get(key) ?? [];
    if (elements.length === 0 && translation.length === 0) continue;
    const pair = element('div', 'compare-pair');
    const original = element('div', 'compare-original');
    original.append(...elements);
    pair.append(original);
    if (translation.length > 0) {
      const block = element('details', 'compare-block border-s-4 border-base-300 ps-3');
      block.open = true;
      block.lang = language;
      block.dataset.pagefindIgnore = '';
      const summary = element('summary', 'cursor-pointer text-xs font-semibold mb-2');
      summary.textContent = name;
      const body = element('div', 'compare-body');
      body.append(...translation);
      block.append(summary, body);
      pair.append(block);
    }
    text.append(pair);
  }
  watchTableRegions(text);
}

/** Puts the page's own sections back as they were, without their pairs. */
function unpair() {
  for (const pair of text.querySelectorAll(':scope > .compare-pair'))
    pair.replaceWith(...pair.querySelector('.compare-original')!.children);
}

function remember(language: string | undefined) {
  const address = new URL(location.href);
  if (language) {
    address.searchParams.set(addressParameter, language);
    localStorage.setItem(storageKey, language);
  } else {
    address.searchParams.delete(addressParameter);
    localStorage.removeItem(storageKey);
  }
  history.replaceState(history.state, '', address);
}

function element<Tag extends keyof HTMLElementTagNameMap>(tag: Tag, className: string): HTMLElementTagNameMap[Tag] {
  const created = document.createElement(tag);
  created.className = className;
  return created;
}
