import { describe, expect, it } from 'vitest';
import { chosenComparison } from './compare-choice.ts';

describe('chosenComparison', () => {
  it.each([
    { fromAddress: 'en', stored: 'es', offered: ['es', 'en'], expected: 'en', why: 'a shared link wins' },
    { fromAddress: null, stored: 'es', offered: ['es', 'en'], expected: 'es', why: 'the stored choice' },
    { fromAddress: 'fr', stored: 'es', offered: ['es', 'en'], expected: 'es', why: 'an unknown language is ignored' },
    { fromAddress: 'ko', stored: null, offered: ['es', 'en'], expected: undefined, why: 'not the page’s own' },
    { fromAddress: '', stored: 'ko', offered: ['es', 'en'], expected: undefined, why: 'nothing usable' },
    { fromAddress: null, stored: 'en', offered: ['es'], expected: undefined, why: 'not a missing translation' },
    { fromAddress: null, stored: null, offered: ['ko', 'es'], expected: undefined, why: 'never chosen' },
  ])('returns $expected for $fromAddress then $stored ($why)', ({ fromAddress, stored, offered, expected }) => {
    expect(chosenComparison(fromAddress, stored, offered)).toBe(expected);
  });
});
