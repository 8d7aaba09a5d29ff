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
  addEventListener('scroll', mark, { passive: true });
  mark();
}

export {};
