import type { APIRoute } from 'astro';
import { locales, scriptStrings, useTranslations, type Locale, type UiKey } from '../../i18n/index.ts';
import { MAX_QUERY_LENGTH } from '../../components/search/query.ts';
import { searchFilters, type DialogWords } from '../../components/search/dialog-markup.ts';

// /<locale>/search-dialog.json: the search dialog's words in one language, fetched with the dialog's code when the
// reader first shows intent to search (src/components/search-loader.ts). The dialog is built from them
// (dialog-markup.ts) rather than sent in every page, which saves about 0.9 KB gzip on each (issue 32).
export function getStaticPaths() {
  return locales.map((locale) => ({ params: { locale } }));
}

/** What the dialog's script fills in as the reader searches: counted strings with each of their plural forms. */
const runtimeKeys = [
  'search.count',
  'search.shown',
  'search.none',
  'search.noneHint',
  'search.corrected',
  'search.termFor',
  'search.loading',
  'search.failed',
] as const satisfies readonly UiKey[];

export const GET: APIRoute = ({ params }) => {
  const locale = params.locale as Locale;
  const t = useTranslations(locale);
  const words: DialogWords = {
    title: t('search.title'),
    close: t('search.close'),
    input: t('search.input'),
    placeholder: t('search.placeholder'),
    clear: t('search.clear'),
    clearLabel: t('search.clearLabel'),
    keys: t('search.keys'),
    filters: t('search.filters'),
    filterNames: Object.fromEntries(
      searchFilters.map((id) => [id, id === '' ? t('search.all') : t(`collection.${id}.name`)]),
    ) as DialogWords['filterNames'],
    recent: t('search.recent'),
    clearRecent: t('search.clearRecent'),
    cut: t('search.cut', { max: MAX_QUERY_LENGTH }),
    results: t('search.results'),
    more: t('search.more'),
    strings: scriptStrings(locale, runtimeKeys),
  };
  return new Response(JSON.stringify(words), { headers: { 'content-type': 'application/json' } });
};
