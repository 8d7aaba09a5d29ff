import { describe, expect, it } from 'vitest';
import { RulesInputError } from './errors.ts';

describe('RulesInputError', () => {
  it('is a RangeError that carries the field, the reason and what is allowed; its message names both', () => {
    const error = new RulesInputError('skill', 'not-a-choice', {
      allowed: ['trained', 'specialized'],
      value: 'expert',
    });
    expect(error).toBeInstanceOf(RangeError);
    expect(error).toMatchObject({
      name: 'RulesInputError',
      field: 'skill',
      reason: 'not-a-choice',
      allowed: ['trained', 'specialized'],
      value: 'expert',
      min: undefined,
      max: undefined,
      message: 'skill: not-a-choice',
    });
  });
});
