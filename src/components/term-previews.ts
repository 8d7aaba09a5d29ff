// Term previews (src/lib/term-links.ts): a glossary term's definition shown under its link. One preview is
// open at a time. A mouse pointer over the term or keyboard focus on it opens it; Esc, a tap elsewhere or moving
// away closes it. On touch, the first tap on a term opens its preview (which holds a link to the glossary entry)
// instead of leaving the page; a second tap follows the term's link. A preview is a popover, in the top layer, so a
// table region that scrolls sideways does not clip it: it is placed under the term's last line (above it when there
// is no room below), within the window's width, and follows the term when the page or a table scrolls.

/** Space kept between a preview and the window's edges, in px. */
const margin = 8;
let open: HTMLElement | undefined;
/** The preview open when the current pointer went down, and how that pointer touches the screen. */
let openAtPress: HTMLElement | undefined;
let pointerType = 'mouse';

const termOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLElement>('.term') : null;

const tipOf = (term: HTMLElement) => term.querySelector<HTMLElement>('.term-tip')!;

function show(term: HTMLElement) {
  if (open && open !== term) hide(open);
  open = term;
  term.dataset.open = '';
  tipOf(term).showPopover?.();
  place(term);
}

function hide(term: HTMLElement) {
  delete term.dataset.open;
  tipOf(term).hidePopover?.();
  if (open === term) open = undefined;
}

/** Puts a term's open preview under the last line of its link, or above the link where the window has no room. */
function place(term: HTMLElement) {
  const tip = tipOf(term);
  const lines = term.querySelector('a.term-link')!.getClientRects();
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
    if (open && !open.contains(event.target as Node)) hide(open);
  },
  true,
);
document.addEventListener('pointerover', (event) => {
  const term = termOf(event.target);
  if (event.pointerType === 'mouse' && term) show(term);
});
document.addEventListener('pointerout', (event) => {
  const term = termOf(event.target);
  if (event.pointerType !== 'mouse' || !term || term.contains(event.relatedTarget as Node)) return;
  if (!term.contains(document.activeElement)) hide(term);
});
document.addEventListener('focusin', (event) => {
  const term = termOf(event.target);
  if (term) show(term);
  else if (open) hide(open);
});
// Scroll events do not bubble: listening while they go down the tree hears the page and every table region.
document.addEventListener('scroll', () => open && place(open), { capture: true, passive: true });
window.addEventListener('resize', () => open && place(open));
document.addEventListener('keydown', (event) => {
  if (event.key === 'Escape' && open) hide(open);
});
document.addEventListener('click', (event) => {
  const link = (event.target as Element).closest('a.term-link');
  const term = termOf(link);
  if (!term || pointerType !== 'touch' || openAtPress === term) return;
  event.preventDefault();
  show(term);
});
export {};
