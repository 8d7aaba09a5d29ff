// Term previews (src/lib/term-links.ts): a glossary term's definition shown under its link. One preview is
// open at a time. A mouse pointer over the term or keyboard focus on it opens it; Esc, a tap elsewhere or moving
// away closes it. On touch, the first tap on a term opens its preview (which holds a link to the glossary entry)
// instead of leaving the page; a second tap follows the term's link. A preview is a popover, in the top layer, so a
// table region that scrolls sideways does not clip it: it is placed under the term's last line (above it when there
// is no room below), within the window's width, and follows the term when the page or a table scrolls.
//
// The definitions are not in the page: a language's, for the page's game, come in one file
// (src/pages/[locale]/term-definitions/[game].json.ts), fetched when the reader first shows intent: keyboard focus
// anywhere (so that the terms are described before Tab reaches one), the mouse over a term, a tap on one. Each becomes
// a paragraph of a hidden block, which describes the links of its term (`aria-describedby`); the page's one preview is
// made here, the definition being shown moves into it, and back to its block when another is shown.
import { termDefinitionsFile, type TermDefinitions, type TermGame } from '../lib/term-definitions.ts';

/** Space kept between a preview and the window's edges, in px. */
const margin = 8;

/** The preview: the definition shown, then a link to the term's glossary entry; made when first shown. */
const tip = document.createElement('div');
tip.className = 'term-tip no-print';
tip.setAttribute('popover', 'manual');
tip.dataset.pagefindIgnore = '';
const more = document.createElement('a');
more.className = 'term-more';
more.tabIndex = -1;
tip.append(more);

/** The term whose preview is open, and the block its definition came from. */
let open: HTMLAnchorElement | undefined;
let home: Element | undefined;
/** The term whose preview was open when the current pointer went down, and how that pointer touches the screen. */
let openAtPress: HTMLAnchorElement | undefined;
let pointerType = 'mouse';

/** A term's link: to its glossary entry (src/lib/term-links.ts). */
const termLink = 'a[href*="/glossary/#term-"]';

const termOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLAnchorElement>(termLink) : null;

/** Each language's block of definitions for the page's game, once asked for; a failed fetch is asked for again. */
const blocks = new Map<string, Promise<HTMLElement>>();

function blockOf(locale: string, game: TermGame): Promise<HTMLElement> {
  const key = `${locale}/${game}`;
  const known = blocks.get(key);
  if (known) return known;
  const loading = fetch(`/${termDefinitionsFile(locale, game)}`)
    .then((response) =>
      response.ok ? (response.json() as Promise<TermDefinitions>) : Promise.reject(new Error(`${response.status}`)),
    )
    .then(({ more, definitions }) => {
      const block = document.createElement('div');
      block.hidden = true;
      block.lang = locale;
      block.dataset.more = more;
      block.dataset.termTips = '';
      block.dataset.pagefindIgnore = '';
      for (const [id, text] of Object.entries(definitions)) {
        const definition = document.createElement('p');
        definition.id = definitionId(locale, id);
        definition.textContent = text;
        block.append(definition);
      }
      document.body.append(block);
      return block;
    });
  loading.catch(() => {
    if (blocks.get(key) === loading) blocks.delete(key);
  });
  blocks.set(key, loading);
  return loading;
}

const definitionId = (locale: string, id: string) => `term-tip-${locale}-${id}`;

/**
 * The definition of a term's link, fetched with its language's block if need be, and made the link's description;
 * undefined when it cannot be had (offline with nothing kept). The link is `/<locale>/glossary/#term-<id>`, in a
 * page's text that names its game (`data-term-game`, RulesPage.astro); a compared translation's are in its language.
 */
async function definitionOf(term: HTMLAnchorElement): Promise<HTMLElement | undefined> {
  const locale = /^\/([a-z]{2})\/glossary\/$/.exec(term.pathname)?.[1];
  const game = term.closest<HTMLElement>('[data-term-game]')?.dataset.termGame as TermGame | undefined;
  if (!locale || !game || !term.hash.startsWith('#term-')) return undefined;
  const id = definitionId(locale, term.hash.slice('#term-'.length));
  const block = await blockOf(locale, game).catch(() => undefined);
  const definition = block && (document.getElementById(id) ?? undefined);
  if (definition) term.setAttribute('aria-describedby', id);
  return definition;
}

/** Describes every term link of the page, the translations compared with it included. */
function describeTerms() {
  for (const term of document.querySelectorAll<HTMLAnchorElement>(`${termLink}:not([aria-describedby])`))
    void definitionOf(term);
}

/** The term whose preview the reader last asked for, while its definition may still be on its way. */
let wanted: HTMLAnchorElement | undefined;

async function request(term: HTMLAnchorElement) {
  wanted = term;
  const definition = await definitionOf(term);
  if (definition && wanted === term) show(term, definition);
}

/** Whether a node is the open term or its preview: pointing or tapping there keeps the preview open. */
const inOpen = (node: Node | null) => Boolean(node && (open?.contains(node) || tip.contains(node)));

function show(term: HTMLAnchorElement, definition: HTMLElement) {
  if (open === term) return place(term);
  if (open) hide();
  const block = definition.closest<HTMLElement>('[data-term-tips]');
  if (!block) return;
  if (!tip.isConnected) document.body.append(tip);
  open = wanted = term;
  home = block;
  more.setAttribute('href', term.getAttribute('href')!);
  more.textContent = block.dataset.more ?? '';
  tip.lang = block.lang;
  tip.prepend(definition);
  tip.dataset.open = '';
  tip.showPopover?.();
  place(term);
}

function hide() {
  const definition = tip.firstElementChild;
  if (definition && definition !== more) home?.append(definition);
  delete tip.dataset.open;
  tip.hidePopover?.();
  open = home = wanted = undefined;
}

/** Puts the open preview under the last line of its term, or above the term where the window has no room. */
function place(term: HTMLAnchorElement) {
  const lines = term.getClientRects();
  const line = lines[lines.length - 1];
  if (!line) return;
  const { width, height } = tip.getBoundingClientRect();
  const left = Math.max(margin, Math.min(line.left, document.documentElement.clientWidth - margin - width));
  const top = line.bottom + height > window.innerHeight && line.top >= height ? line.top - height : line.bottom;
  tip.style.setProperty('--term-left', `${left}px`);
  tip.style.setProperty('--term-top', `${top}px`);
}

document.addEventListener(
  'pointerdown',
  (event) => {
    pointerType = event.pointerType;
    openAtPress = open;
    if (open && !inOpen(event.target as Node)) hide();
  },
  true,
);
document.addEventListener('pointerover', (event) => {
  const term = termOf(event.target);
  if (event.pointerType === 'mouse' && term) void request(term);
});
document.addEventListener('pointerout', (event) => {
  if (event.pointerType !== 'mouse') return;
  // A term the pointer left before its definition came shows nothing.
  const away = !wanted?.contains(event.relatedTarget as Node | null);
  if (!open && away && wanted?.contains(event.target as Node) && document.activeElement !== wanted) wanted = undefined;
  if (!open || !inOpen(event.target as Node)) return;
  if (inOpen(event.relatedTarget as Node | null)) return;
  if (!open.contains(document.activeElement)) hide();
});
document.addEventListener('focusin', (event) => {
  describeTerms();
  const term = termOf(event.target);
  if (term) return void request(term);
  if (tip.contains(event.target as Node)) return;
  wanted = undefined;
  if (open) hide();
});
// Scroll events do not bubble: listening while they go down the tree hears the page and every table region.
document.addEventListener('scroll', () => open && place(open), { capture: true, passive: true });
window.addEventListener('resize', () => open && place(open));
document.addEventListener('keydown', (event) => {
  if (event.key === 'Escape' && open) hide();
});
document.addEventListener('click', (event) => {
  const term = termOf(event.target);
  if (!term || pointerType !== 'touch' || openAtPress === term) return;
  event.preventDefault();
  void request(term);
});
export {};
