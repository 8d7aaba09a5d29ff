import { describe, expect, it } from 'vitest';
import { errorMessage, type ErrorStrings } from './messages.ts';

const strings = {
  blank: 'Enter a number.',
  'not-a-number': 'Use digits.',
  'not-an-integer': 'Whole number.',
  'below-minimum': 'Enter {min} or more.',
  'above-maximum': 'Enter {max} or less.',
  range: 'From {min} to {max}.',
  'too-much-effort': 'At most {max} levels.',
} as ErrorStrings;
const format = (n: number) => n.toLocaleString('en-US');

describe('errorMessage', () => {
  it.each([
    ['blank', 'Enter a number.'],
    ['not-a-number', 'Use digits.'],
  ] as const)('parse problem %s', (problem, expected) => {
    expect(errorMessage(problem, strings, format)).toBe(expected);
  });

  it.each([
    [{ reason: 'below-minimum', min: 0, max: undefined, message: '' }, 'Enter 0 or more.'],
    [{ reason: 'above-maximum', min: 0, max: 10, message: '' }, 'From 0 to 10.'],
    [{ reason: 'below-minimum', min: 1, max: 1000, message: '' }, 'From 1 to 1,000.'],
    [{ reason: 'too-much-effort', min: undefined, max: 2, message: '' }, 'At most 2 levels.'],
    // A refusal the island did not ship a message for: the rules module's own words, never nothing.
    [{ reason: 'dead', min: undefined, max: undefined, message: 'track: dead' }, 'track: dead'],
  ] as const)('rules refusal %j', (cause, expected) => {
    expect(errorMessage(cause, strings, format)).toBe(expected);
  });
});
