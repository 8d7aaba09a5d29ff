import type { APIRoute } from 'astro';
import { locales, t, type Locale } from '../../../i18n/index.ts';
import { glossaryEntries } from '../../../lib/glossary-entries.ts';
import { termGames, type TermDefinitions } from '../../../lib/term-definitions.ts';

// /<locale>/term-definitions/<game>.json: the definitions of a game's glossary terms in one language, which a term's
// preview and its link's description read (src/components/term-previews.ts). Sent in each page, they were 1.5 to
// 2.9 KB gzip of its HTML; here they come once, when a reader first points at, taps or tabs to something (issue 32).

export function getStaticPaths() {
  return locales.flatMap((locale) => termGames.map((game) => ({ params: { locale, game } })));
}

export const GET: APIRoute = async ({ params }) => {
  const locale = params.locale as Locale;
  const entries = (await glossaryEntries()).filter((entry) => entry.game === params.game);
  const words: TermDefinitions = {
    more: t(locale, 'glossary.open'),
    definitions: Object.fromEntries(entries.map((entry) => [entry.id, entry[locale].definition])),
  };
  return new Response(JSON.stringify(words), { headers: { 'content-type': 'application/json' } });
};
