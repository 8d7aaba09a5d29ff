import { localeInfo, scriptStrings, uiStrings, useTranslations, type Locale, type UiKey } from '../../../i18n/index.ts';
import { fillString } from '../../tables/fill.ts';
import type { ErrorStrings, Refusal } from './messages.ts';

/** Looks up a UI string and fills its `{name}` placeholders, numbers formatted for the page's locale. */
export type IslandText = (key: string, values?: Record<string, string | number>) => string;

// The message of each rule refusal; an island ships only those of the rules it calls (see islandStrings).
const refusalKeys: Record<Refusal, UiKey> = {
  'too-much-effort': 'island.error.tooMuchEffort',
  'retry-needs-effort': 'island.error.retryNeedsEffort',
  'track-too-healthy': 'island.error.trackTooHealthy',
  'already-hale': 'island.error.alreadyHale',
  dead: 'island.error.dead',
  'pool-at-zero': 'island.error.poolAtZero',
  destroyed: 'island.error.destroyed',
  'empty-bag': 'island.error.emptyBag',
};

/** The bad-input messages an island carries, keyed as `errorMessage` expects them: any number's, plus `refusals`. */
export function errorStrings(locale: Locale, refusals: readonly Refusal[] = []): ErrorStrings {
  const t = useTranslations(locale);
  return {
    blank: t('island.error.blank'),
    'not-a-number': t('island.error.notANumber'),
    range: t('island.error.range'),
    'not-a-choice': t('island.error.notAChoice'),
    ...Object.fromEntries(refusals.map((refusal) => [refusal, t(refusalKeys[refusal])])),
  };
}

/**
 * The strings an island's script needs, rendered into the page as JSON: its own keys plus the error messages,
 * with only the rule refusals its rules can raise (each message is bytes on every page that has the island).
 */
export function islandStrings(locale: Locale, keys: readonly UiKey[], refusals: readonly Refusal[] = []): string {
  return JSON.stringify({ ...errorStrings(locale, refusals), ...scriptStrings(locale, keys) });
}

/** The build-time twin of `Island.text()`, so the server-rendered example reads exactly as the live island. */
export function islandText(locale: Locale): IslandText {
  const number = new Intl.NumberFormat(localeInfo[locale].numberLocale);
  return (key, values = {}) => fillString(uiStrings[locale], key, values, locale, (n) => number.format(n));
}
