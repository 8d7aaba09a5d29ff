import { localeInfo, scriptStrings, uiStrings, useTranslations, type Locale, type UiKey } from '../../../i18n/index.ts';
import { fillString } from '../../tables/fill.ts';
import type { ErrorStrings, RefusalMessage } from './messages.ts';
import { readingsPath } from './reading-marks.ts';

/** Looks up a UI string and fills its `{name}` placeholders, numbers formatted for the page's locale. */
export type IslandText = (key: string, values?: Record<string, string | number>) => string;

/**
 * The messages of the rule refusals an island can meet, each saying what to change in that island's own fields (the
 * damage simulator names a state of its damage track list, the Effort calculator its Impaired box). An island ships
 * only those of the rules it calls (see islandStrings).
 */
export type RefusalKeys = Partial<Record<RefusalMessage, UiKey>>;

/**
 * The bad-input messages an island carries, keyed as `errorMessage` expects them: any number's, plus the messages
 * of `refusals`.
 */
export function errorStrings(locale: Locale, refusals: RefusalKeys = {}): ErrorStrings {
  const t = useTranslations(locale);
  return {
    blank: t('island.error.blank'),
    'not-a-number': t('island.error.notANumber'),
    'not-a-signed-number': t('island.error.notASignedNumber'),
    range: t('island.error.range'),
    'not-a-choice': t('island.error.notAChoice'),
    ...Object.fromEntries(Object.entries(refusals).map(([refusal, key]) => [refusal, t(key as UiKey)])),
  };
}

/**
 * The strings an island's script needs, as the JSON it fetches with its code (../island-words.ts): its own keys plus
 * the error messages, with only the rule refusals its rules can raise, and, under `data`, what else it needs from the
 * build in the page's language (the chaos bag's scenarios).
 */
export function islandStrings(
  locale: Locale,
  keys: readonly UiKey[],
  refusals: RefusalKeys = {},
  data?: object,
): string {
  const own = scriptStrings(locale, keys);
  // A string that states one of the site's readings shows its mark, a link to the readings page (reading-marks.ts).
  const marks = Object.values(own).some((text) => text.includes('[reading:'))
    ? { 'reading.mark': useTranslations(locale)('reading.mark'), 'reading.href': `${readingsPath(locale)}#` }
    : {};
  return JSON.stringify({ ...errorStrings(locale, refusals), ...marks, ...own, ...(data ? { data } : {}) });
}

/** The build-time twin of `Island.text()`, so the server-rendered example reads exactly as the live island. */
export function islandText(locale: Locale): IslandText {
  const number = new Intl.NumberFormat(localeInfo[locale].numberLocale);
  return (key, values = {}) => fillString(uiStrings[locale], key, values, locale, (n) => number.format(n));
}

/** A name as it starts a line or a cell: UI strings write some for the middle of a sentence ("skull", "auto-fail"). */
export function capitalized(name: string, locale: Locale): string {
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}
