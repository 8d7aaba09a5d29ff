// Where the search dialog's own files are, from the site's root. The build writes them (scripts/lib/search-files.mjs
// with src/components/search/search-data.ts; src/pages/[locale]/search-dialog.json.ts), the dialog fetches them, and
// the offline manifest (src/offline/build-manifest.ts) saves them with their language: their names live here, below
// both src/components and src/offline, so that neither reaches into the other for them.
import type { Locale } from '../i18n/locales.ts';

/** The folder of dist/ the dialog's words for a query are written to. */
export const queryFolder = 'pagefind/query';
/** A language's glossary terms as the dialog searches them (src/components/search/terms.ts). */
export const termsFile = (locale: Locale) => `${queryFolder}/${locale}_terms.json`;
/** A group of the words of a language's index (src/components/search/vocabulary.ts, wordGroupOf). */
export const wordsFile = (locale: Locale, group: string) => `${queryFolder}/${locale}_words_${group}.json`;
/** The dialog's own words, which src/components/search-loader.ts fetches with its code. */
export const dialogWordsFile = (locale: Locale) => `${locale}/search-dialog.json`;
