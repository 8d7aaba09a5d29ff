/** How far below the top of the window a heading counts as read past: the sticky header and a line of text. */
const readLine = 120;

/**
 * The section being read: the last of `headings` (in document order) whose top has scrolled above the read line,
 * or undefined at the top of the page.
 */
export function sectionInView(headings: Iterable<Element>): Element | undefined {
  let current: Element | undefined;
  for (const heading of headings) if (heading.getBoundingClientRect().top < readLine) current = heading;
  return current;
}
