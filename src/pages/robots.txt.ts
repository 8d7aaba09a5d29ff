import type { APIRoute } from 'astro';

// Every page may be crawled; the sitemap (written by @astrojs/sitemap, astro.config.mjs) lists the indexable
// ones with their translations. Pagefind's index files are not pages.
export const GET: APIRoute = ({ site }) =>
  new Response(
    [
      'User-agent: *',
      'Allow: /',
      'Disallow: /pagefind/',
      '',
      `Sitemap: ${new URL('/sitemap-index.xml', site).href}`,
      '',
    ].join('\n'),
  );
