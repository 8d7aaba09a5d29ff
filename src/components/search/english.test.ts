import { describe, expect, it } from 'vitest';
import { americanSpelling } from './english.ts';

describe('americanSpelling', () => {
  it.each([
    ['armour', 'armor'],
    ['Armour', 'armor'],
    ['armoured foes', 'armored foes'],
    ['defence roll', 'defense roll'],
    ['metres', 'meters'],
    ['manoeuvres', 'maneuvers'],
    ['travelling', 'traveling'],
    ['grey', 'gray'],
  ])('%s -> %s', (query, expected) => {
    expect(americanSpelling(query)).toBe(expected);
  });

  it.each(['armor', 'four hours', 'your tour', 'arm', 'Effort', '분발', ''])('leaves %j alone', (query) => {
    expect(americanSpelling(query)).toBeUndefined();
  });
});
