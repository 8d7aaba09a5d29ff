import { describe, expect, it } from 'vitest';
import { RulesInputError, type RulesInputReason } from './errors.ts';

// Every message of the module lives in errors.ts; islands show localized ones, these are for logs.
describe('RulesInputError', () => {
  it.each([
    ['below-minimum', { min: 0, max: 10, value: -1 }, 'assets must be a whole number from 0 to 10; got -1'],
    [
      'not-a-choice',
      { allowed: ['light', 'medium'], value: 'huge' },
      'assets must be one of light, medium; got "huge"',
    ],
    ['not-a-choice', { value: 'huge' }, 'assets must be one of ; got "huge"'],
    ['not-a-boolean', { value: 'yes' }, 'assets must be true or false; got "yes"'],
    ['not-an-object', { value: null }, 'assets must be an object; got null'],
    ['not-a-function', { value: 3 }, 'assets must be a function; got 3'],
    ['not-a-list', { value: 2 }, 'assets must be a list; got 2'],
    [
      'too-much-effort',
      { max: 2, value: 3 },
      "assets: 3 levels of Effort in one action exceed the character's Effort of 2",
    ],
    ['destroyed', { value: 'destroyed' }, 'assets: a destroyed object cannot be repaired'],
  ] as const)('%s: %j reads "%s"', (reason, details, message) => {
    const error = new RulesInputError('assets', reason as RulesInputReason, details);
    expect(error).toBeInstanceOf(RangeError);
    expect(error).toMatchObject({ name: 'RulesInputError', field: 'assets', reason, message });
  });
});
