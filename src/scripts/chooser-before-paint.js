// The root page, before anything is drawn: opens the first of the reader's languages that the site has, matching on
// the primary subtag (es-MX -> es), otherwise the page's own language (the default locale). It reads the choices from
// the page's hreflang alternates, which come before it in the head. Without JavaScript the page is a chooser.
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
