/**
 * A file of /pagefind/query/ (src/components/search/search-data.ts), or `fallback` when it cannot be had: offline and
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
