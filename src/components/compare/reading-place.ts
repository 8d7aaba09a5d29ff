// Where the reader is, kept across a change of the page's layout: pairing its sections with a second language
// (compare.ts) moves everything, and a page that arrives compared is scrolled by the browser before the pairs are
// there (to the section of a link, or back to where a reload or Back left it). The browser does not scroll again, so
// each change here puts the reader back: at the place they left, at the linked section, or at what they were reading.

const root = document.documentElement;
const text = document.querySelector<HTMLElement>('[data-compare-text]')!;
const control = document.querySelector<HTMLElement>('[data-compare-control]')!;
/** sessionStorage: where the reader left each compared page of this tab, by address. */
const placesKey = 'compare-places';

interface Place {
  /** The page's scroll position, which the browser restores. */
  y: number;
  /** Whether the section the address names was where following a link to it puts it (`atLinkedSection`). */
  atSection: boolean;
  /** Else the block being read (`readingBlock`), by its index among the paired text's blocks, and its top then. */
  index: number;
  top: number;
  /** The window's width and the second language: the place means the same only in the same layout. */
  width: number;
  language: string;
}

/**
 * Runs a change of the layout and keeps the reader's place: on arrival by reload or Back, the place they left (`place`,
 * from `leftPlace`) if the browser has put them back there and they have not scrolled since; else the section the
 * address names if it is just below the sticky header, where following a link to it puts it; else the block they were
 * reading stays where it was.
 */
export function keepingPlace(change: () => void, place?: Place) {
  const returning = place && isRestored(place.y) ? place : undefined;
  const target = returning ? (returning.atSection ? addressedSection() : undefined) : linkedSection();
  const reading = readingBlock([...text.querySelectorAll(':scope > :not(.compare-pair), .compare-original > *')]);
  const before = reading?.getBoundingClientRect().top;
  change();
  // The block they were reading, where it was: a position in pixels would not do, as a table that turns out wider
  // than its column gets shorter rows a frame later (global.css, "Tables"), which the browser's scroll anchoring follows.
  const left = returning && pairedBlocks()[returning.index];
  // Its scroll margin keeps it clear of the sticky header (global.css).
  if (target) target.scrollIntoView({ block: 'start', behavior: 'instant' });
  else if (returning && left) scrollBy({ top: left.getBoundingClientRect().top - returning.top, behavior: 'instant' });
  else if (reading && before !== undefined && scrollY > 0) scrollBy(0, reading.getBoundingClientRect().top - before);
}

/** The blocks of the page's own text, paired, in order. */
function pairedBlocks(): Element[] {
  return [...text.querySelectorAll('.compare-original > *')];
}

/** The first of `blocks` not wholly under the sticky header (above the text's scroll margin). */
function readingBlock(blocks: Element[]): Element | undefined {
  const top = parseFloat(getComputedStyle(text).scrollMarginTop) || 0;
  return blocks.find((block) => block.getBoundingClientRect().bottom > top);
}

/**
 * Whether the page is scrolled where the browser restores a position `y` saved in the compared layout: `y`, or as near
 * as the page allows before it is paired, or not yet (the top: a browser may restore it only once the page has
 * loaded). Anywhere else, the reader has scrolled since.
 */
function isRestored(y: number): boolean {
  return scrollY === 0 || Math.abs(scrollY - Math.min(y, root.scrollHeight - innerHeight)) < 2;
}

/**
 * The section the address's fragment names (`#edge`), if it is where following a link to it puts it
 * (`atLinkedSection`) and nothing else has the focus (but the "compare with" control). Otherwise the reader has moved
 * on since, or the fragment names no element (an island's state).
 */
function linkedSection(): Element | undefined {
  const target = addressedSection();
  const focused = document.activeElement;
  if (!target || (focused && focused !== document.body && !target.contains(focused) && !control.contains(focused)))
    return undefined;
  return atLinkedSection(target) ? target : undefined;
}

/** The element the address's fragment names, if any. */
function addressedSection(): Element | undefined {
  let id: string;
  try {
    id = decodeURIComponent(location.hash.slice(1));
  } catch {
    return undefined;
  }
  return (id && document.getElementById(id)) || undefined;
}

/** Whether `target` is where following a link to it puts it: its top at its scroll margin, or lower at the page's end. */
function atLinkedSection(target: Element): boolean {
  const margin = parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
  const { top } = target.getBoundingClientRect();
  const atEnd = scrollY >= root.scrollHeight - innerHeight - 1;
  return Math.abs(top - margin) < 2 || (atEnd && top > margin && top < innerHeight);
}

function places(): Record<string, Place> {
  try {
    return JSON.parse(sessionStorage.getItem(placesKey) ?? '{}') as Record<string, Place>;
  } catch {
    return {};
  }
}

/**
 * Where the reader left this page compared with `language`, in a window as wide as now, if they are coming back to it
 * (a reload, Back or Forward).
 */
export function leftPlace(language: string): Place | undefined {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (navigation?.type !== 'reload' && navigation?.type !== 'back_forward') return undefined;
  const place = places()[location.href];
  return place?.language === language && place.width === innerWidth ? place : undefined;
}

/** Keeps where the reader leaves this page while it is compared with `language()` (`undefined`: forgets it). */
export function keepPlaceOnLeaving(language: () => string | undefined) {
  addEventListener('pagehide', () => {
    const saved = places();
    const shown = language();
    const blocks = pairedBlocks();
    const reading = readingBlock(blocks);
    const section = addressedSection();
    if (shown && reading)
      saved[location.href] = {
        y: scrollY,
        atSection: section !== undefined && atLinkedSection(section),
        index: blocks.indexOf(reading),
        top: reading.getBoundingClientRect().top,
        width: innerWidth,
        language: shown,
      };
    else delete saved[location.href];
    try {
      sessionStorage.setItem(placesKey, JSON.stringify(saved));
    } catch {
      // Storage refused or full: a reload then starts where the browser puts it.
    }
  });
}
