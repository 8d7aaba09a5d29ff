// The copy-link button of each FAQ entry (FaqEntry.astro): copies the entry's address, with the reader's options and
// comparison in it, and says so in a status region. The buttons are drawn before first paint (`data-js`); this loads
// once the page is idle (when-idle.ts), like everything a reader does not need in order to read.
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

export {};
