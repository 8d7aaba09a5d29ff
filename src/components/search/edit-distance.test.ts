import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editDistance } from './edit-distance.ts';

const distance = (a: string, b: string, max = 5) => editDistance([...a], [...b], max);

describe('editDistance', () => {
  it.each([
    ['effort', 'effort', 0],
    ['efort', 'effort', 1], // a letter left out
    ['efffort', 'effort', 1], // one too many
    ['effprt', 'effort', 1], // the key beside it
    ['efofrt', 'effort', 1], // two neighbours swapped
    ['esfuerso', 'esfuerzo', 1],
    ['dificulad', 'dificultad', 1],
    ['intrusoin', 'intrusion', 1],
    ['recovrey', 'recovery', 1],
    ['', 'abc', 3],
    ['xqzvwk', 'effort', 6],
  ])('%s -> %s: %i', (a, b, expected) => {
    expect(distance(a, b, 10)).toBe(expected);
  });

  it('counts Korean by whatever units it is given: syllables or jamo', () => {
    expect(editDistance([...'난이드'], [...'난이도'], 3)).toBe(1);
    expect(editDistance([...'난이드'.normalize('NFD')], [...'난이도'.normalize('NFD')], 3)).toBe(1);
    expect(editDistance([...'분발'], [...'분노'], 3)).toBe(1);
    expect(editDistance([...'분발'.normalize('NFD')], [...'분노'.normalize('NFD')], 3)).toBe(3);
  });

  it('stops past max, answering max + 1', () => {
    expect(distance('xqzvwk', 'effort', 2)).toBe(3);
    expect(distance('a', 'abcdef', 2)).toBe(3);
  });

  it('is zero only for equal words, symmetric, and never more than max + 1', () => {
    const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', '가', '나'), maxLength: 7 });
    fc.assert(
      fc.property(word, word, fc.integer({ min: 0, max: 4 }), (a, b, max) => {
        const there = distance(a, b, max);
        expect(there).toBe(distance(b, a, max));
        expect(there).toBeLessThanOrEqual(max + 1);
        expect(there === 0).toBe(a === b);
      }),
    );
  });

  it('agrees with the full distance whenever that is within max', () => {
    const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c'), maxLength: 6 });
    fc.assert(
      fc.property(word, word, (a, b) => {
        const full = distance(a, b, 20);
        for (let max = 0; max <= 3; max += 1) expect(distance(a, b, max)).toBe(Math.min(full, max + 1));
      }),
    );
  });
});
