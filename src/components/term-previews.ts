// Term previews (src/lib/term-links.ts): a glossary term's definition shown under its link. One preview is
// open at a time. A mouse pointer over the term or keyboard focus on it opens it; Esc, a tap elsewhere or moving
// away closes it. On touch, the first tap on a term opens its preview (which holds a link to the glossary entry)
// instead of leaving the page; a second tap follows the term's link. A preview is a popover, in the top layer, so a
// table region that scrolls sideways does not clip it: it is placed under the term's last line (above it when there
// is no room below), within the window's width, and follows the term when the page or a table scrolls.
//
// The page holds each definition once, in a hidden block after its text (`[data-term-tips]`), the one that describes
// the term's link (`aria-describedby`). The page's one preview is made here; the definition being shown moves into
// it, and back to its block when another is shown.

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

const termOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLAnchorElement>('a.term') : null;

/** Whether a node is the open term or its preview: pointing or tapping there keeps the preview open. */
const inOpen = (node: Node | null) => Boolean(node && (open?.contains(node) || tip.contains(node)));

function show(term: HTMLAnchorElement) {
  if (open === term) return place(term);
  if (open) hide();
  const definition = document.getElementById(term.getAttribute('aria-describedby') ?? '');
  const block = definition?.closest<HTMLElement>('[data-term-tips]');
  if (!definition || !block) return;
  if (!tip.isConnected) document.body.append(tip);
  open = term;
  home = block;
  more.setAttribute('href', term.getAttribute('href')!);
  more.textContent = block.dataset.more ?? '';
  // A compared translation's terms are in its language (compare.ts marks the block it sits in).
  tip.lang = block.closest<HTMLElement>('[lang]')?.lang ?? '';
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
  open = home = undefined;
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
  if (event.pointerType === 'mouse' && term) show(term);
});
document.addEventListener('pointerout', (event) => {
  if (event.pointerType !== 'mouse' || !open || !inOpen(event.target as Node)) return;
  if (inOpen(event.relatedTarget as Node | null)) return;
  if (!open.contains(document.activeElement)) hide();
});
document.addEventListener('focusin', (event) => {
  const term = termOf(event.target);
  if (term) show(term);
  else if (open && !tip.contains(event.target as Node)) hide();
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
  show(term);
});
export {};
