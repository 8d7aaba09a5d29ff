import { describe, expect, it } from 'vitest';
import { fill } from './fill.ts';

const format = (n: number) => n.toLocaleString('en');

describe('fill', () => {
  it('fills every placeholder, numbers formatted', () => {
    expect(fill('{a} of {b}, {a} again', { a: 'one', b: 12000 }, format)).toBe('one of 12,000, one again');
  });

  // Issue 13: a search for `$&` showed "No results for "{query}"" and `$'` garbled the message.
  it.each(['$&', "$'", '$`', '$$', '$1', '{query}', '{count}'])('inserts %s as it is', (query) => {
    expect(fill('No results for “{query}”. {count}', { query, count: 3 }, format)).toBe(`No results for “${query}”. 3`);
  });

  it('leaves a placeholder without a value, and ignores inherited names', () => {
    expect(fill('{missing} {toString}', {}, format)).toBe('{missing} {toString}');
  });
});
