import { useTranslations, type Locale, type UiKey } from '../../../i18n/index.ts';
import type { ErrorStrings } from './messages.ts';

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
