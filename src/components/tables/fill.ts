import { pluralForm } from '../../i18n/plural.ts';

/** Fills `{name}` placeholders of a UI string (island and table strings use single braces). */
export function fill(text: string, values: Record<string, string | number>, format: (n: number) => string): string {
  return Object.entries(values).reduce(
    (out, [name, value]) => out.replace(`{${name}}`, typeof value === 'number' ? format(value) : value),
    text,
  );
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
