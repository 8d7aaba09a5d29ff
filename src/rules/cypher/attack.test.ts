import { describe, expect, it } from 'vitest';
import { attackDamage } from './attack.ts';
import { RulesInputError } from '../core/errors.ts';

describe('attackDamage', () => {
  // 004 "Damage": a medium weapon deals 4; Effort adds 3 per level; 004 "Special Rolls": 17 adds 1, 18 adds 2,
  // 19/20 add 3/4 (or an effect); impaired characters get at most 1 extra point (004 "The Damage Track").
  it.each([
    { weapon: 'light', effortLevels: 0, natural: 10, impaired: false, amount: 2 },
    { weapon: 'medium', effortLevels: 1, natural: 18, impaired: false, amount: 9 },
    { weapon: 'heavy', effortLevels: 2, natural: 20, impaired: false, amount: 16 },
    { weapon: 'heavy', effortLevels: 0, natural: 20, impaired: true, amount: 7 },
    { weapon: 'medium', effortLevels: 0, natural: 17, impaired: true, amount: 5 },
  ] as const)('$weapon, Effort $effortLevels, natural $natural, impaired $impaired -> $amount', (input) => {
    const { amount, ...hit } = input;
    const result = attackDamage(hit);
    expect(result.amount).toBe(amount);
    expect(result.weapon + result.effort + result.special.bonusDamage).toBe(amount);
  });

  it('reads Effort as none and the character as hale when not given', () => {
    expect(attackDamage({ weapon: 'light', natural: 5 })).toMatchObject({ amount: 2, effort: 0 });
  });

  it('refuses a natural roll outside 1..20', () => {
    expect(() => attackDamage({ weapon: 'light', natural: 21 })).toThrow(RulesInputError);
  });
});
