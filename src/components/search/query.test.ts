import { describe, expect, it } from 'vitest';
import { MAX_QUERY_LENGTH, queryMatch, quotedQuery, searchText } from './query.ts';

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

describe('queryMatch', () => {
  // What Pagefind matched, as seen on the built site (issues 13 and 26).
  it.each([
    ['xqzvwk', ['X'], 'none'],
    ['armour', ['arm’s', 'arm'], 'none'],
    ['esfuerso', ['es', 'Es'], 'none'],
    ['armor', ['Armor.'], 'exact'],
    ['running', ['run', 'running'], 'exact'],
    ['Reservas', ['Reserva'], 'exact'],
    ['efectos menores', ['menor,', 'efecto'], 'exact'],
    ['intrusion del DJ', ['intrusiones', 'del', 'DJ', 'intrusión'], 'exact'],
    ['분발을', ['분발을'], 'exact'],
    ['분발', ['분발을'], 'exact'],
    ['recov', ['recovery'], 'exact'],
    ['dificulad', ['dificultad', 'dificultades'], 'near'],
    ['abilities', ['ability'], 'near'],
    ['armor xqzvwk', ['Armor', 'X'], 'none'],
    ['intrusion del DJ', ['intrusión'], 'none'],
    ['', ['anything'], 'none'],
  ] as const)('%j matching %j: %s', (query, words, expected) => {
    expect(queryMatch(query, words)).toBe(expected);
  });
});
