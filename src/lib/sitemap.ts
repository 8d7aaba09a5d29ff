import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What Base.astro writes in the head of fallback and error pages to keep them out of search engines. */
const noindexMeta = '<meta name="robots" content="noindex"';

/**
 * The sitemap's page filter. A URL is listed when the built site has an HTML page there that does not ask to be
 * kept out of search engines: the page itself is the single source (fallback pages, whose translation does not
 * exist yet, and the 404 pages say noindex; robots.txt and the manifests are not pages). The root language
 * chooser is left out: it has no content of its own, and @astrojs/sitemap would take it, having no locale
 * prefix, for a second English home.
 *
 * @example
 * const listed = sitemapPages('dist');
 * listed('https://rules.example.org/ko/cypher/effort/') // true unless that page is a fallback
 */
export function sitemapPages(outDir: string): (url: string) => boolean {
  return (url) => {
    const path = decodeURIComponent(new URL(url).pathname);
    const file = join(outDir, path, 'index.html');
    // Read as bytes, not decoded: every page of the site passes here.
    return path !== '/' && existsSync(file) && !readFileSync(file).includes(noindexMeta);
  };
}
