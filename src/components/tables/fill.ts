import { pluralForm } from '../../i18n/plural.ts';

/**
 * Fills `{name}` placeholders of a UI string (island and table strings use single braces), numbers formatted for the
 * page's locale. One pass with a replacer function: a value is inserted as it is, so text a reader typed (`$&`,
 * `$'`, `{query}`) is never read as a replacement pattern or as another placeholder. A placeholder without a value
 * stays as it is.
 *
 * @example
 * fill('No results for “{query}”.', { query: '$&' }, String); // 'No results for “$&”.'
 */
export function fill(text: string, values: Record<string, string | number>, format: (n: number) => string): string {
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    if (!Object.hasOwn(values, name)) return placeholder;
    const value = values[name]!;
    return typeof value === 'number' ? format(value) : value;
  });
}

/**
 * Looks up a UI string in `strings` and fills it: for a counted string, the plural form of `values.count` in
 * `locale` (src/i18n/plural.ts).
 */
export function fillString(
  strings: Readonly<Record<string, string>>,
  key: string,
  values: Record<string, string | number>,
  locale: string,
  format: (n: number) => string,
): string {
  const form =
    typeof values.count === 'number' ? pluralForm(key, values.count, locale, (name) => name in strings) : key;
  return fill(strings[form] ?? key, values, format);
}
