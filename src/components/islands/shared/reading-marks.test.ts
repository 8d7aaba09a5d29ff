import { describe, expect, it } from 'vitest';
import { markedParts, readingsPath } from './reading-marks.ts';

describe('markedParts', () => {
  it('splits a string into its text and the readings it marks, in order', () => {
    expect(markedParts('Ties act after ([reading:initiative-tie]).')).toEqual([
      { text: 'Ties act after (' },
      { reading: 'initiative-tie' },
      { text: ').' },
    ]);
    expect(markedParts('[reading:rounding] and [reading:pvp-steps]')).toEqual([
      { reading: 'rounding' },
      { text: ' and ' },
      { reading: 'pvp-steps' },
    ]);
  });

  it('leaves a string without marks whole, and what only looks like a mark as text', () => {
    expect(markedParts('No reading here.')).toEqual([{ text: 'No reading here.' }]);
    expect(markedParts('[reading:Bad id] [reading:] {reading}')).toEqual([
      { text: '[reading:Bad id] [reading:] {reading}' },
    ]);
    expect(markedParts('')).toEqual([]);
  });
});

describe('readingsPath', () => {
  it('is the readings page of the locale', () => {
    expect(readingsPath('ko')).toBe('/ko/site/readings/');
  });
});
