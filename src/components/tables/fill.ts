/** Fills `{name}` placeholders of a UI string (island and table strings use single braces). */
export function fill(text: string, values: Record<string, string | number>, format: (n: number) => string): string {
  return Object.entries(values).reduce(
    (out, [name, value]) => out.replace(`{${name}}`, typeof value === 'number' ? format(value) : value),
    text,
  );
}
