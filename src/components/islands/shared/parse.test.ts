import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseWholeNumber } from './parse.ts';

describe('parseWholeNumber', () => {
  it.each([
    ['3', { ok: true, value: 3 }],
    [' 12 ', { ok: true, value: 12 }],
    ['-3', { ok: true, value: -3 }],
    ['+4', { ok: true, value: 4 }],
    // The minus sign the pages print (U+2212), as a reader copies "−2" from a token or the odds table.
    ['−2', { ok: true, value: -2 }],
    ['+2', { ok: true, value: 2 }],
    [' 4 ', { ok: true, value: 4 }],
    ['− 2', { ok: true, value: -2 }],
    ['\u00a0−3\t', { ok: true, value: -3 }],
    // Other dashes are not a minus sign: an en dash, a full-width hyphen-minus, a sign twice.
    ['–2', { ok: false, problem: 'not-a-number' }],
    ['－2', { ok: false, problem: 'not-a-number' }],
    ['--2', { ok: false, problem: 'not-a-number' }],
    ['−', { ok: false, problem: 'not-a-number' }],
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

  it('reads -0 and −0 as 0, so it never shows as "-0"', () => {
    for (const text of ['-0', '−0']) {
      const parsed = parseWholeNumber(text);
      expect(parsed.ok && Object.is(parsed.value, 0)).toBe(true);
    }
  });

  it('reads back every integer it is given, whichever sign and spaces it is written with', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.constantFrom('-', '−'),
        fc.boolean(),
        fc.constantFrom('', ' ', '  ', '\t'),
        (n, minus, plus, space) => {
          const digits = String(Math.abs(n));
          const sign = n < 0 ? minus : plus ? '+' : '';
          expect(parseWholeNumber(`${space}${sign}${digits}${space}`)).toEqual({ ok: true, value: n === 0 ? 0 : n });
        },
      ),
    );
  });
});
