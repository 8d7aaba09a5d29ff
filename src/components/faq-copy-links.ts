// The copy-link button of each FAQ entry (FaqEntry.astro): copies the entry's address, with the reader's options and
// comparison in it, and says so in a status region. This loads once the page is idle (when-idle.ts), like everything
// a reader does not need in order to read. The buttons take their room before first paint (`data-js`), so nothing
// moves, and show once this has started (`data-copy-links`), so none is pressed for nothing.
// The status region is also visible, as a toast: the reader who does not hear it sees it.
const status = document.querySelector<HTMLElement>('[data-faq-status]')!;
const messages = document.querySelector<HTMLElement>('[data-faq-messages]')!.dataset;
let timer: ReturnType<typeof setTimeout> | undefined;
for (const button of document.querySelectorAll<HTMLButtonElement>('[data-copy-link]')) {
  button.addEventListener('click', async () => {
    const anchor = button.dataset.copyLink!;
    const n = anchor.replace(/^faq-/, '').replace('-', '.');
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
  });
}
document.documentElement.toggleAttribute('data-copy-links', true);

export {};
