/**
 * Where the site is published. canonical, hreflang, og:url, og:image, the sitemap and robots.txt are absolute
 * URLs built from it, so a default `npm run build` is ready to upload there. To publish elsewhere, build with
 * `SITE_URL=https://rules.example.org npm run build` (docs/deploy.md).
 */
export const productionSite = 'https://rules-reference.netlify.app';

/**
 * The `site` of astro.config.mjs: SITE_URL when set, else the production URL. Refuses what would build broken
 * absolute URLs: anything but an http(s) origin. The site lives at the root of its domain (its links are
 * root-relative: /ko/…, /_astro/…), so a path such as https://user.github.io/repo/ is refused too.
 *
 * @example
 * siteURL(undefined) // 'https://rules-reference.netlify.app'
 * siteURL('https://rules.example.org/') // 'https://rules.example.org'
 */
export function siteURL(fromEnvironment: string | undefined): string {
  const value = fromEnvironment?.trim() || productionSite;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`SITE_URL must be an absolute URL such as https://rules.example.org, not "${value}".`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`SITE_URL must start with https:// (or http://), not "${value}".`);
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password)
    throw new Error(
      `SITE_URL must be the root of a domain, such as https://rules.example.org, not "${value}": ` +
        'the site links to /ko/…, /_astro/… from the root.',
    );
  return url.origin;
}
