import { describe, expect, it } from 'vitest';
import { MAX_QUERY_LENGTH, matchesQuery, quotedQuery, searchText } from './query.ts';

describe('searchText', () => {
  it('trims and keeps a normal query whole', () => {
    expect(searchText('  damage track ')).toEqual({ query: 'damage track', cut: false });
    expect(searchText('x'.repeat(MAX_QUERY_LENGTH))).toEqual({ query: 'x'.repeat(MAX_QUERY_LENGTH), cut: false });
  });

  it('cuts a long query to whole characters', () => {
    const { query, cut } = searchText('😀'.repeat(MAX_QUERY_LENGTH + 50));
    expect(cut).toBe(true);
    expect(Array.from(query)).toHaveLength(MAX_QUERY_LENGTH);
    expect(query).toBe('😀'.repeat(MAX_QUERY_LENGTH));
  });
});

describe('quotedQuery', () => {
  it('quotes a short query whole and a long one in part', () => {
    expect(quotedQuery('armor')).toBe('armor');
    const quoted = quotedQuery('word '.repeat(100));
    expect(quoted.length).toBeLessThanOrEqual(41);
    expect(quoted.endsWith('…')).toBe(true);
  });
});

describe('matchesQuery', () => {
  // What Pagefind matched, as seen on the built site (issue 13).
  it.each([
    ['xqzvwk', ['X'], false],
    ['armour', ['arm’s', 'arm'], false],
    ['armor', ['Armor.'], true],
    ['running', ['run', 'running'], true],
    ['Reservas', ['Reserva'], true],
    ['efectos menores', ['menor,', 'efecto'], true],
    ['intrusion del DJ', ['intrusión'], true],
    ['분발을', ['분발을'], true],
    ['분발', ['분발을'], true],
    ['recov', ['recovery'], true],
    ['', ['anything'], false],
  ] as const)('%j matching %j: %s', (query, words, expected) => {
    expect(matchesQuery(query, words)).toBe(expected);
  });
});
