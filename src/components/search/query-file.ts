/**
 * A file of /pagefind/query/ (src/lib/search-file-names.ts), or `fallback` when it cannot be had: offline and
 * not saved, or missing.
 */
export async function queryFile<T>(name: string, fallback: T): Promise<T> {
  try {
    const response = await fetch(`/pagefind/query/${name}.json`);
    return response.ok ? ((await response.json()) as T) : fallback;
  } catch {
    return fallback;
  }
}
