// Term previews (src/lib/term-links.ts): a glossary term's definition shown under its link. One preview is
// open at a time. A mouse pointer over the term or keyboard focus on it opens it; Esc, a tap elsewhere or moving
// away closes it. On touch, the first tap on a term opens its preview (which holds a link to the glossary entry)
// instead of leaving the page; a second tap follows the term's link. Each preview is moved sideways to fit the window.

/** Space kept between a preview and the window's edges, in px. */
const margin = 8;
let open: HTMLElement | undefined;
/** The preview open when the current pointer went down, and how that pointer touches the screen. */
let openAtPress: HTMLElement | undefined;
let pointerType = 'mouse';

const termOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLElement>('.term') : null;

function show(term: HTMLElement) {
  if (open && open !== term) hide(open);
  open = term;
  term.dataset.open = '';
  const tip = term.querySelector<HTMLElement>('.term-tip')!;
  tip.style.setProperty('--term-shift', '0px');
  const { left, right } = tip.getBoundingClientRect();
  let shift = Math.min(0, document.documentElement.clientWidth - margin - right);
  if (left + shift < margin) shift = margin - left;
  tip.style.setProperty('--term-shift', `${shift}px`);
}

function hide(term: HTMLElement) {
  delete term.dataset.open;
  if (open === term) open = undefined;
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
