/**
 * A built page's own title: its `og:title` (without the site's name), else its `<title>`, as text; undefined when it
 * has neither. Read by the offline manifest at build time and by the service worker from a page it has kept.
 *
 * @example
 * pageTitle('<meta property="og:title" content="Your Character&#39;s Stats">') // "Your Character's Stats"
 */
export function pageTitle(html: string): string | undefined {
  const title =
    /<meta property="og:title" content="([^"]*)"/.exec(html)?.[1] ?? /<title>([^<]*)<\/title>/.exec(html)?.[1];
  return title
    ?.replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}
