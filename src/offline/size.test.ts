import { describe, expect, it } from 'vitest';
import { formatSize } from './size.ts';

describe('formatSize', () => {
  it.each([
    [1_734_000, 'en-US', '1.7 MB'],
    [1_734_000, 'es-ES', '1,7 MB'],
    [1_734_000, 'ko-KR', '1.7MB'],
    [1_000_000, 'en-US', '1 MB'],
    [999_499, 'en-US', '999 kB'],
    [12_345_678, 'es-ES', '12,3 MB'],
    [420, 'en-US', '1 kB'],
  ])('%d bytes in %s is %s', (bytes, locale, expected) => {
    expect(formatSize(bytes, locale).replace(/\u00a0/g, ' ')).toBe(expected);
  });
});
