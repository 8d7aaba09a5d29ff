// The copy-link button of each FAQ entry (FaqEntry.astro), added to the entry's first row here rather than written 56
// times into the page (issue 32: about 1.2 KB of the Korean FAQ's HTML, gzip): copies the entry's address, with the
// reader's options and comparison in it, and says so in a status region. This loads once the page is idle
// (when-idle.ts), like everything a reader does not need in order to read. Each row keeps the button's room from first
// paint (`data-js`; global.css), so nothing moves when the buttons arrive, all at once (`data-copy-links`).
// The status region is also visible, as a toast: the reader who does not hear it sees it.
const status = document.querySelector<HTMLElement>('[data-faq-status]')!;
const messages = document.querySelector<HTMLElement>('[data-faq-messages]')!.dataset;
/** A link's icon, drawn in the text's colour. */
const icon =
  '<svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" ' +
  'stroke-width="2"><path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7"></path>' +
  '<path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7"></path></svg>';
let timer: ReturnType<typeof setTimeout> | undefined;

async function copy(anchor: string, n: string) {
  const url = new URL(location.href);
  url.hash = anchor;
  const copied = await navigator.clipboard.writeText(url.href).then(
    () => true,
    () => false,
  );
  status.textContent = (copied ? messages.copied! : messages.failed!).replace('{n}', n);
  // A confirmation goes after a few seconds; a failure stays, since it says what to do instead.
  clearTimeout(timer);
  if (copied) timer = setTimeout(() => (status.textContent = ''), 4000);
}

for (const entry of document.querySelectorAll<HTMLElement>('.faq-entry')) {
  // A compared translation's entries (compare/) have none: the page's own entry beside them has it.
  if (entry.closest('.compare-block')) continue;
  // The entry's heading: its id, and its number as its link (FaqEntry.astro).
  const heading = entry.querySelector('h3')!;
  const anchor = heading.id;
  const n = heading.querySelector('a')!.textContent!;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'btn btn-ghost btn-xs no-print';
  button.dataset.copyLink = anchor;
  button.setAttribute('aria-label', messages.copyLabel!.replace('{n}', n));
  button.innerHTML = icon;
  button.addEventListener('click', () => void copy(anchor, n));
  entry.firstElementChild!.append(button);
}
document.documentElement.toggleAttribute('data-copy-links', true);

export {};
