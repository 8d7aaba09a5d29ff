import { describe, expect, it } from 'vitest';
import { errorMessage, numberProblem, type ErrorStrings } from './messages.ts';

const strings: ErrorStrings = {
  blank: 'Enter a number.',
  'not-a-number': 'Use digits.',
  'not-a-signed-number': 'Use digits and a sign.',
  'not-a-choice': 'Choose one.',
  range: 'From {min} to {max}.',
  'too-much-effort': 'At most {max} levels.',
};
const format = (n: number) => n.toLocaleString('en-US');

describe('errorMessage', () => {
  it.each([
    ['blank', 'Enter a number.'],
    ['not-a-number', 'Use digits.'],
    ['not-a-signed-number', 'Use digits and a sign.'],
  ] as const)('parse problem %s', (problem, expected) => {
    expect(errorMessage(problem, strings, format)).toBe(expected);
  });

  it('tells a field whose usual values are negative that a number has a sign, and only when it is no number', () => {
    expect(numberProblem('not-a-number', true)).toBe('not-a-signed-number');
    expect(numberProblem('not-a-number', false)).toBe('not-a-number');
    expect(numberProblem('blank', true)).toBe('blank');
  });

  it.each([
    [{ reason: 'below-minimum', min: 0, max: 10, message: '' }, 'From 0 to 10.'],
    [{ reason: 'above-maximum', min: 1, max: 9999, message: '' }, 'From 1 to 9,999.'],
    [{ reason: 'not-an-integer', min: 1, max: 20, message: '' }, 'From 1 to 20.'],
    [{ reason: 'not-a-choice', min: undefined, max: undefined, message: '' }, 'Choose one.'],
    [{ reason: 'too-much-effort', min: undefined, max: 2, message: '' }, 'At most 2 levels.'],
    // A refusal the island did not ship a message for: the rules module's own words, never nothing.
    [{ reason: 'dead', min: undefined, max: undefined, message: 'track: dead' }, 'track: dead'],
    [{ reason: 'not-a-boolean', min: undefined, max: undefined, message: 'impaired: no' }, 'impaired: no'],
  ] as const)('rules refusal %j', (cause, expected) => {
    expect(errorMessage(cause, strings, format)).toBe(expected);
  });

  // A refusal that counts (track-too-healthy: the Pools at 0) says what that count calls for, when the island has it.
  it.each([
    [1, 'Choose Impaired or worse.'],
    [2, 'Choose Debilitated or Dead.'],
    [3, 'Choose Dead.'],
  ] as const)('track-too-healthy with %i Pools at 0', (min, expected) => {
    const counted: ErrorStrings = {
      ...strings,
      'track-too-healthy': 'Choose Impaired or worse.',
      'track-too-healthy.2': 'Choose Debilitated or Dead.',
      'track-too-healthy.3': 'Choose Dead.',
    };
    const cause = { reason: 'track-too-healthy', min, max: undefined, message: 'track: track-too-healthy' } as const;
    expect(errorMessage(cause, counted, format)).toBe(expected);
    // An island with one message for every count (the Effort calculator's one Pool) uses it.
    expect(errorMessage(cause, { ...strings, 'track-too-healthy': 'Tick Impaired.' }, format)).toBe('Tick Impaired.');
  });
});
