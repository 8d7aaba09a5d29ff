import { describe, expect, it } from 'vitest';
import { checkInteger, RulesInputError } from './errors.ts';

describe('checkInteger', () => {
  it.each([
    { value: 0, range: { min: 0, max: 10 } },
    { value: 10, range: { min: 0, max: 10 } },
    { value: 1_000, range: { min: 1 } },
  ])('accepts $value in $range', ({ value, range }) => {
    expect(checkInteger('difficulty', value, range)).toBe(value);
  });

  it.each([
    { value: Number.NaN, reason: 'not-a-number' },
    { value: '4', reason: 'not-a-number' },
    { value: undefined, reason: 'not-a-number' },
    { value: 2.5, reason: 'not-an-integer' },
    { value: Number.POSITIVE_INFINITY, reason: 'not-an-integer' },
    { value: -1, reason: 'below-minimum' },
    { value: 11, reason: 'above-maximum' },
  ])('refuses $value as $reason, naming the field and the range', ({ value, reason }) => {
    const error = catchError(() => checkInteger('difficulty', value, { min: 0, max: 10 }));
    expect(error).toBeInstanceOf(RangeError);
    expect(error).toMatchObject({ name: 'RulesInputError', field: 'difficulty', reason, min: 0, max: 10, value });
    expect(error.message).toContain('difficulty must be a whole number from 0 to 10');
  });

  it('states an open range when there is no maximum', () => {
    const error = catchError(() => checkInteger('assets', -2, { min: 0 }));
    expect(error).toMatchObject({ field: 'assets', reason: 'below-minimum', min: 0, max: undefined });
    expect(error.message).toBe('assets must be a whole number, 0 or more; got -2');
  });
});

function catchError(run: () => unknown): RulesInputError {
  try {
    run();
  } catch (error) {
    if (error instanceof RulesInputError) return error;
    throw error;
  }
  throw new Error('expected a RulesInputError');
}
