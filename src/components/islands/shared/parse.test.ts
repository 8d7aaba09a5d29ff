import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseWholeNumber } from './parse.ts';

describe('parseWholeNumber', () => {
  it.each([
    ['3', { ok: true, value: 3 }],
    [' 12 ', { ok: true, value: 12 }],
    ['-3', { ok: true, value: -3 }],
    ['+4', { ok: true, value: 4 }],
    ['', { ok: false, problem: 'blank' }],
    ['   ', { ok: false, problem: 'blank' }],
    ['abc', { ok: false, problem: 'not-a-number' }],
    ['1e9', { ok: false, problem: 'not-a-number' }],
    ['1.5', { ok: false, problem: 'not-a-number' }],
    ['NaN', { ok: false, problem: 'not-a-number' }],
    ['３', { ok: false, problem: 'not-a-number' }],
  ])('%j -> %j', (text, expected) => {
    expect(parseWholeNumber(text)).toEqual(expected);
  });

  it('reads -0 as 0, so it never shows as "-0"', () => {
    const parsed = parseWholeNumber('-0');
    expect(parsed.ok && Object.is(parsed.value, 0)).toBe(true);
  });

  it('reads back every integer it is given', () => {
    fc.assert(
      fc.property(fc.integer(), (n) => {
        expect(parseWholeNumber(String(n))).toEqual({ ok: true, value: n });
      }),
    );
  });
});
