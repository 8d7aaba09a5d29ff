// A UI string that states one of the site's readings carries `[reading:<id>]` where the mark goes; every place that
// shows the string shows the mark as a link to the reading's section on the readings page (the `<Reading>` of MDX
// pages at build time, `Island.notes()` in the browser). src/rules/cypher/readings.ts lists the readings.
import { pagePath } from '../../../lib/pages.ts';
import type { Locale } from '../../../i18n/locales.ts';

/** One piece of a marked string: text, or the mark of a reading. */
export type MarkedPart = { text: string } | { reading: string };

/** `[reading:<id>]`, the id in kebab case: its id is the one group, so `text.split(readingToken)` alternates text and ids. */
export const readingToken = /\[reading:([a-z-]+)\]/;

/**
 * A string split into its text and the marks of the readings it states.
 *
 * @example
 * markedParts('a tie acts after ([reading:initiative-tie]).');
 * // [{ text: 'a tie acts after (' }, { reading: 'initiative-tie' }, { text: ').' }]
 */
export function markedParts(text: string): MarkedPart[] {
  return text
    .split(readingToken)
    .map((part, index) => (index % 2 ? { reading: part } : { text: part }))
    .filter((part) => 'reading' in part || part.text !== '');
}

/** The readings page in a locale, where each reading has a section with its id. */
export function readingsPath(locale: Locale): string {
  return pagePath(locale, { collection: 'site', slug: 'readings' });
}
