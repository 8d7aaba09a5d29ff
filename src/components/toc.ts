// Marks the section being read (the last heading scrolled past the sticky header and a line): bold text and a bar,
// not colour alone, show the current entry. The language switcher reads it to keep the reader's section.
import { placeContents } from './toc-column.ts';

placeContents();

for (const toc of document.querySelectorAll<HTMLElement>('[data-toc]')) {
  const links = new Map<string, HTMLAnchorElement>();
  for (const link of toc.querySelectorAll<HTMLAnchorElement>('a[href^="#"]'))
    links.set(decodeURIComponent(link.hash.slice(1)), link);
  const headings = [...links.keys()]
    .map((id) => document.getElementById(id))
    .filter((el): el is HTMLElement => el !== null);
  const mark = () => {
    let current: HTMLElement | undefined;
    for (const heading of headings) if (heading.getBoundingClientRect().top < 120) current = heading;
    for (const [id, link] of links) {
      if (id === current?.id) link.setAttribute('aria-current', 'true');
      else link.removeAttribute('aria-current');
    }
  };
  // Marked in the frame's own step before it is drawn, where the page is laid out anyway: read in the scroll event
  // or as this file starts, the headings' places made the browser lay the page out once more, out of turn (on the
  // FAQ, a tenth of a second on a phone while its entries were being laid out).
  let waiting = false;
  const markNextFrame = () => {
    if (waiting) return;
    waiting = true;
    requestAnimationFrame(() => {
      waiting = false;
      mark();
    });
  };
  addEventListener('scroll', markNextFrame, { passive: true });
  markNextFrame();
}

export {};
