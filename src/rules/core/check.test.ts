import { describe, expect, it } from 'vitest';
import { checkBoolean, checkChoice, checkFunction, checkInteger, checkList } from './check.ts';
import { RulesInputError } from './errors.ts';

describe('checkInteger', () => {
  it.each([
    { value: 0, range: { min: 0, max: 10 } },
    { value: 10, range: { min: 0, max: 10 } },
    { value: 1_000, range: { min: 1, max: 9999 } },
  ])('accepts $value in $range', ({ value, range }) => {
    expect(checkInteger('difficulty', value, range)).toBe(value);
  });

  it('turns -0 into 0, so it never shows as "-0"', () => {
    expect(Object.is(checkInteger('assets', -0, { min: 0, max: 20 }), 0)).toBe(true);
  });

  it.each([
    { value: Number.NaN, reason: 'not-a-number' },
    { value: '4', reason: 'not-a-number' },
    { value: undefined, reason: 'not-a-number' },
    { value: null, reason: 'not-a-number' },
    { value: 4n, reason: 'not-a-number' },
    { value: 2.5, reason: 'not-an-integer' },
    { value: -1, reason: 'below-minimum' },
    { value: Number.NEGATIVE_INFINITY, reason: 'below-minimum' },
    { value: 11, reason: 'above-maximum' },
    { value: Number.POSITIVE_INFINITY, reason: 'above-maximum' },
    // Beyond the safe integers a number is no longer exact: 2 ** 53 + 1 reads as 2 ** 53.
    { value: 2 ** 53 + 2, reason: 'above-maximum' },
  ])('refuses $value as $reason, naming the field and the range', ({ value, reason }) => {
    const error = catchError(() => checkInteger('difficulty', value, { min: 0, max: 10 }));
    expect(error).toBeInstanceOf(RangeError);
    expect(error).toMatchObject({ name: 'RulesInputError', field: 'difficulty', reason, min: 0, max: 10, value });
    expect(error.message).toBe(`difficulty: ${reason}`);
  });
});

describe('checkChoice', () => {
  const skills = ['inability', 'practiced', 'trained', 'specialized'] as const;

  it('returns an allowed value', () => {
    expect(checkChoice('skill', 'trained', skills)).toBe('trained');
    expect(checkChoice('sides', 20, [6, 20])).toBe(20);
  });

  it.each(['expert', '', 'TRAINED', 'constructor', '__proto__', 1, null, undefined, {}])(
    'refuses %j, naming the field and the allowed values',
    (value) => {
      const error = catchError(() => checkChoice('skill', value, skills));
      expect(error).toMatchObject({ field: 'skill', reason: 'not-a-choice', allowed: skills, value });
      expect(error.message).toBe('skill: not-a-choice');
    },
  );
});

describe('checkBoolean, checkFunction', () => {
  it('accept what they check', () => {
    expect(checkBoolean('impaired', false)).toBe(false);
    const random = () => 0.5;
    expect(checkFunction('random', random)).toBe(random);
  });

  it.each([
    { run: () => checkBoolean('impaired', 'yes'), field: 'impaired', reason: 'not-a-boolean' },
    { run: () => checkBoolean('attack', 1), field: 'attack', reason: 'not-a-boolean' },
    { run: () => checkFunction('random', 0.5), field: 'random', reason: 'not-a-function' },
  ])('$field: refuses with $reason', ({ run, field, reason }) => {
    expect(catchError(run)).toMatchObject({ field, reason, message: `${field}: ${reason}` });
  });
});

describe('checkList', () => {
  it('accepts a list of an allowed length', () => {
    expect(checkList('targets', [2, 4], { min: 1, max: 3 })).toEqual([2, 4]);
  });

  it.each([
    { value: 'abc', reason: 'not-a-list' },
    { value: { length: 1 }, reason: 'not-a-list' },
    { value: [], reason: 'below-minimum' },
    { value: [1, 2, 3, 4], reason: 'above-maximum' },
  ])('refuses $value with $reason', ({ value, reason }) => {
    expect(catchError(() => checkList('targets', value, { min: 1, max: 3 }))).toMatchObject({
      field: 'targets',
      reason,
    });
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
