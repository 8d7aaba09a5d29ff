// Counted strings: a UI string that holds a count has one form per plural category of its language, as suffixed
// keys: `search.count_one`, `search.count_other` (English); `search.count_other` alone (Korean); Spanish adds
// `_many` (a million, "1 000 000 de resultados"). i18next picks the form at build time ({{count}} strings); in the
// browser, where no i18n code ships, `pluralForm` does the same with Intl.PluralRules ({count} strings).

export const pluralCategories = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
export type PluralCategory = (typeof pluralCategories)[number];

/** A key without its plural suffix: `search.count_one` -> `search.count`. */
export type BaseKey<K extends string> = K extends `${infer Base}_${PluralCategory}` ? Base : K;

/**
 * The key of the form of `key` for `count` in `locale`: `<key>_<category>` by the locale's plural rules, else
 * `<key>_other`, else `key` itself (a string that is not counted). `has` tells whether a key exists.
 *
 * @example
 * pluralForm('search.count', 1, 'en', (key) => key in strings) // 'search.count_one'
 */
export function pluralForm(key: string, count: number, locale: string, has: (key: string) => boolean): string {
  const form = `${key}_${new Intl.PluralRules(locale).select(count)}`;
  if (has(form)) return form;
  return has(`${key}_other`) ? `${key}_other` : key;
}
