// Section ids are shared by every locale, so the language switcher (LanguageSwitcher.astro) keeps the reader at the
// same section: the one in the address (or an island's state there), else the one being read, as the table of
// contents marks it (Toc.astro).
document.addEventListener('click', (event) => {
  const link = (event.target as Element | null)?.closest<HTMLAnchorElement>('a[data-keep-hash]');
  const reading = document.querySelector<HTMLAnchorElement>('[data-toc] a[aria-current="true"]');
  if (link && location.hash) link.hash = location.hash;
  else if (link && reading) link.hash = reading.hash;
});

export {};
