import type { APIRoute } from 'astro';
import { getRelativeLocaleUrl } from 'astro:i18n';
import { locales, useTranslations, type Locale } from '../../i18n/index.ts';
import { appIcons, themeColors } from '../../lib/brand.ts';

// /<locale>/manifest.webmanifest: the installed app opens the reader's language. Its colours are the light theme's,
// and `color_scheme_dark` gives the dark theme's for a system in dark mode (Web App Manifest, w3c/manifest#1207); a
// browser that does not read that member still colours the title bar by each page's media-dependent theme-color
// meta tags (SiteIcons.astro).
export function getStaticPaths() {
  return locales.map((locale) => ({ params: { locale } }));
}

export const GET: APIRoute = ({ params }) => {
  const locale = params.locale as Locale;
  const t = useTranslations(locale);
  const home = getRelativeLocaleUrl(locale, '');
  return new Response(
    JSON.stringify({
      id: home,
      name: t('site.name'),
      short_name: t('site.shortName'),
      description: t('site.description'),
      lang: locale,
      dir: 'ltr',
      start_url: home,
      // The whole site: following a link to another language stays inside the installed app.
      scope: '/',
      display: 'standalone',
      background_color: themeColors.light,
      theme_color: themeColors.light,
      color_scheme_dark: { background_color: themeColors.dark, theme_color: themeColors.dark },
      icons: [
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        ...appIcons.map((icon) => ({ ...icon, type: 'image/png' })),
      ],
    }),
    { headers: { 'content-type': 'application/manifest+json' } },
  );
};
