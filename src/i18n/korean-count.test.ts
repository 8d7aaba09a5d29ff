import { describe, expect, it } from 'vitest';
import { koreanCount } from './korean-count.ts';

describe('koreanCount', () => {
  it.each([
    [1, '한'],
    [2, '두'],
    [3, '세'],
    [4, '네'],
    [6, '여섯'],
    [10, '열'],
    [0, '0'],
    [11, '11'],
  ])('%i -> %s', (n, word) => {
    expect(koreanCount(n)).toBe(word);
  });
});
