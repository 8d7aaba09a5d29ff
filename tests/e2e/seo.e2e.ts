import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { uiStrings } from '../../src/i18n/index.ts';
import { locales } from '../../src/i18n/locales.ts';
import { appIcons, appleTouchIcon, ogImage, themeColors } from '../../src/lib/brand.ts';
import { siteURL } from '../../src/lib/site-url.ts';
import { attributeValues, builtFiles, builtPages, readBuilt, urlPathOf } from './support/dist.ts';

// What a search engine, a social network and an installing browser read from dist/ (no server needed).
const site = siteURL(process.env.SITE_URL);

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString('latin1'), `${file} is a PNG`).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The <url> entries of a built site's sitemaps: each page and its hreflang alternates, sorted. */
function sitemapEntries(root: string): Map<string, string[]> {
  const index = readBuilt('sitemap-index.xml', root);
  const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
  expect(sitemaps.length).toBeGreaterThan(0);
  const entries = new Map<string, string[]>();
  for (const sitemap of sitemaps) {
    for (const [url] of readBuilt(sitemap.slice(1), root).matchAll(/<url>[\s\S]*?<\/url>/g)) {
      const loc = /<loc>([^<]+)<\/loc>/.exec(url)?.[1] ?? '';
      const links = [...url.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)];
      entries.set(loc, links.map(([, lang, href]) => `${lang} ${href}`).sort());
    }
  }
  return entries;
}

/** What the sitemap must list: every page that may be indexed, with the hreflang alternates its head names. */
function indexablePages(root: string): Map<string, string[]> {
  const expected = new Map<string, string[]>();
  for (const file of builtPages(root)) {
    const html = readBuilt(file, root);
    if (file === 'index.html' || html.includes('<meta name="robots" content="noindex"')) continue;
    const alternates = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)]
      .filter(([, lang]) => lang !== 'x-default')
      .map(([, lang, href]) => `${lang} ${href}`)
      .sort();
    // A page in one language only has no alternates to list.
    expected.set(`${site}${urlPathOf(file)}`, alternates.length > 1 ? alternates : []);
  }
  return expected;
}

describe.each(['dist', 'dist-fixture'])('sitemap of %s/', (root) => {
  const entries = sitemapEntries(root);

  it('lists every indexable page with its alternates, and nothing else', () => {
    expect(Object.fromEntries(entries)).toEqual(Object.fromEntries(indexablePages(root)));
  });

  it('leaves out fallback and 404 pages', () => {
    const noindex = builtPages(root).filter((file) =>
      readBuilt(file, root).includes('<meta name="robots" content="noindex"'),
    );
    expect(noindex.length).toBeGreaterThanOrEqual(4);
    for (const file of noindex) expect(entries.has(`${site}${urlPathOf(file)}`), file).toBe(false);
  });
});

it('the fixture’s fallback page (es) is out of the sitemap and out of its translations’ alternates', () => {
  const entries = sitemapEntries('dist-fixture');
  const fallback = `${site}/es/cypher/fixture-page/`;
  expect(readBuilt('es/cypher/fixture-page/index.html', 'dist-fixture')).toContain('content="noindex"');
  expect(entries.has(fallback)).toBe(false);
  expect(entries.get(`${site}/en/cypher/fixture-page/`)).toEqual([
    `en ${site}/en/cypher/fixture-page/`,
    `ko ${site}/ko/cypher/fixture-page/`,
  ]);
});

it('robots.txt names the sitemap', () => {
  expect(readBuilt('robots.txt')).toContain(`Sitemap: ${site}/sitemap-index.xml\n`);
});

it('no built file mentions localhost', () => {
  for (const root of ['dist', 'dist-fixture']) {
    const texts = builtFiles(root).filter((file) =>
      /\.(html|xml|txt|js|css|json|webmanifest|svg)$|_headers$/.test(file),
    );
    expect(texts.length).toBeGreaterThan(50);
    const local = texts.filter((file) => /localhost|127\.0\.0\.1|0\.0\.0\.0/.test(readBuilt(file, root)));
    expect(local).toEqual([]);
  }
});

describe.each(locales)('installing and sharing, %s', (locale) => {
  const t = uiStrings[locale];
  const manifest = JSON.parse(readBuilt(`${locale}/manifest.webmanifest`)) as {
    name: string;
    short_name: string;
    start_url: string;
    scope: string;
    lang: string;
    theme_color: string;
    background_color: string;
    color_scheme_dark: { theme_color: string; background_color: string };
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };

  it('the web app manifest opens the site in this language, in the colours of either theme', () => {
    expect(manifest).toMatchObject({
      name: t['site.name'],
      short_name: t['site.shortName'],
      lang: locale,
      start_url: `/${locale}/`,
      scope: '/',
      theme_color: themeColors.light,
      background_color: themeColors.light,
      color_scheme_dark: { theme_color: themeColors.dark, background_color: themeColors.dark },
    });
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(readBuilt(`${locale}/index.html`)).toContain(`<html lang="${locale}"`);
  });

  it('the manifest’s icons exist at their stated sizes, a maskable one among them', () => {
    const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
    expect(pngs.map((icon) => icon.src).sort()).toEqual(appIcons.map((icon) => icon.src).sort());
    for (const icon of pngs) {
      const { width, height } = pngSize(join('dist', icon.src));
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    }
    expect(pngs.filter((icon) => icon.purpose === 'maskable')).toHaveLength(1);
    expect(pngs.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  });

  it('every page links the manifest, the icons, both theme colours and this language’s og:image', () => {
    const pages = builtPages().filter((file) => file.startsWith(`${locale}/`));
    expect(pages.length).toBeGreaterThan(10);
    for (const file of pages) {
      const html = readBuilt(file);
      expect(html, file).toContain(`<link rel="manifest" href="/${locale}/manifest.webmanifest">`);
      expect(html, file).toContain(`<link rel="apple-touch-icon" href="${appleTouchIcon.src}"`);
      expect(html, file).toContain(`<meta name="theme-color" content="${themeColors.light}"`);
      expect(html, file).toContain(`<meta name="theme-color" content="${themeColors.dark}"`);
      expect(attributeValues(html, 'content'), file).toContain(`${site}${ogImage.src(locale)}`);
    }
  });

  it('the og:image and the apple-touch-icon exist at their sizes', () => {
    expect(pngSize(join('dist', ogImage.src(locale)))).toEqual({ width: ogImage.width, height: ogImage.height });
    const [width] = appleTouchIcon.sizes.split('x').map(Number);
    expect(pngSize(join('dist', appleTouchIcon.src))).toEqual({ width, height: width });
  });
});
