{
  const pages = new Map(
    [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
      link.hreflang,
      new URL(link.href).pathname,
    ]),
  );
  const wanted = [...(navigator.languages ?? [navigator.language]), document.documentElement.lang];
  const page = wanted.map((tag) => pages.get(tag.toLowerCase().split('-')[0])).find(Boolean);
  if (page) location.replace(page);
}
