import type { APIRoute } from 'astro';
import { getRelativeLocaleUrl } from 'astro:i18n';
import { locales, useTranslations, type Locale } from '../../i18n/index.ts';
import { appIcons, themeColors } from '../../lib/brand.ts';

// /<locale>/manifest.webmanifest: the installed app opens the reader's language. A manifest has one theme
// colour; the light theme's is given here, and each page's media-dependent theme-color meta tags (SiteIcons.astro)
// colour the app's title bar in the dark theme.
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
      icons: [
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        ...appIcons.map((icon) => ({ ...icon, type: 'image/png' })),
      ],
    }),
    { headers: { 'content-type': 'application/manifest+json' } },
  );
};
