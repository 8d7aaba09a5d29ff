import { localeInfo, uiStrings, type Locale } from '../../i18n/index.ts';
import { koreanCount } from '../../i18n/korean-count.ts';
import { fillString } from './fill.ts';

/**
 * A UI string with its `{values}` filled as the prose counts steps and points: numbers in the locale's format, and in
 * Korean the native counting words before a counter (한 단계, 두 단계: issue 35), not 1단계. For strings whose numbers
 * are counts; a string with a target number or a percentage takes the plain format (islandText).
 */
export function countedText(locale: Locale): (key: string, values: Record<string, string | number>) => string {
  const format = new Intl.NumberFormat(localeInfo[locale].numberLocale).format;
  const count = locale === 'ko' ? koreanCount : format;
  return (key, values) => fillString(uiStrings[locale], key, values, locale, count);
}
