/**
 * Bytes as a reader reads a download's size: megabytes with one decimal from 1 MB up, whole kilobytes below
 * (decimal units, as phones show storage), in the page's number format.
 *
 * @example
 * formatSize(1_734_000, 'es-ES') // "1,7 MB"
 */
export function formatSize(bytes: number, numberLocale: string): string {
  if (bytes >= 1_000_000) {
    const format = new Intl.NumberFormat(numberLocale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
    return format.format(bytes / 1_000_000);
  }
  const format = new Intl.NumberFormat(numberLocale, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 });
  return format.format(Math.max(1, Math.round(bytes / 1000)));
}
