import type { APIRoute } from 'astro';
import { locales, type Locale } from '../../../i18n/index.ts';
import { islandWords, type IslandTag } from '../../../components/islands/island-words.ts';

// /<locale>/island-words/<tag>.json: what one island's script says, in one language (island-words.ts), fetched with
// the island's code (src/components/islands/shared/lazy.ts).
export function getStaticPaths() {
  return locales.flatMap((locale) => Object.keys(islandWords).map((island) => ({ params: { locale, island } })));
}

export const GET: APIRoute = ({ params }) =>
  new Response(islandWords[params.island as IslandTag](params.locale as Locale), {
    headers: { 'content-type': 'application/json' },
  });
