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
