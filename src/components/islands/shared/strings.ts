import { localeInfo, useTranslations, type Locale, type UiKey } from '../../../i18n/index.ts';
import { fill } from '../../tables/fill.ts';
import type { ErrorStrings } from './messages.ts';

/** Looks up a UI string and fills its `{name}` placeholders, numbers formatted for the page's locale. */
export type IslandText = (key: string, values?: Record<string, string | number>) => string;

/** The bad-input messages every island carries, keyed as `errorMessage` expects them. */
export function errorStrings(locale: Locale): ErrorStrings {
  const t = useTranslations(locale);
  return {
    blank: t('island.error.blank'),
    'not-a-number': t('island.error.notANumber'),
    'not-an-integer': t('island.error.notAnInteger'),
    'below-minimum': t('island.error.belowMinimum'),
    'above-maximum': t('island.error.aboveMaximum'),
    range: t('island.error.range'),
    'too-much-effort': t('island.error.tooMuchEffort'),
    'retry-needs-effort': t('island.error.retryNeedsEffort'),
    'track-too-healthy': t('island.error.trackTooHealthy'),
    'already-hale': t('island.error.alreadyHale'),
    dead: t('island.error.dead'),
    'pool-at-zero': t('island.error.poolAtZero'),
    destroyed: t('island.error.destroyed'),
  };
}

/** The strings an island's script needs, rendered into the page as JSON: its own keys plus the error messages. */
export function islandStrings(locale: Locale, keys: readonly UiKey[]): string {
  const t = useTranslations(locale);
  return JSON.stringify({ ...errorStrings(locale), ...Object.fromEntries(keys.map((key) => [key, t(key)])) });
}

/** The build-time twin of `Island.text()`, so the server-rendered example reads exactly as the live island. */
export function islandText(locale: Locale): IslandText {
  const t = useTranslations(locale);
  const number = new Intl.NumberFormat(localeInfo[locale].numberLocale);
  return (key, values = {}) => fill(t(key as UiKey), values, (n) => number.format(n));
}
