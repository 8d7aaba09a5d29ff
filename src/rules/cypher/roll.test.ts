import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RulesInputError } from '../core/errors.ts';
import { resolveRoll } from './roll.ts';
import { specialRoll } from './specialRolls.ts';

describe('resolveRoll', () => {
  // 004 "Special Rolls": a natural 19 on an attack gives 3 extra damage or a minor effect.
  it('a natural 19 on an attack against difficulty 4 hits with +3 damage or a minor effect', () => {
    expect(resolveRoll({ difficulty: 4, natural: 19, attack: true })).toEqual({
      task: expect.objectContaining({ difficulty: 4, target: 12 }),
      natural: 19,
      total: 19,
      rolled: true,
      success: true,
      granted: specialRoll(19, { attack: true }),
      special: { intrusion: false, bonusDamage: 3, effect: 'minor', damageOrEffect: true, refundsCost: false },
    });
  });

  it.each([
    { difficulty: 4, natural: 12, bonus: 0, total: 12, success: true },
    { difficulty: 4, natural: 11, bonus: 0, total: 11, success: false },
    { difficulty: 4, natural: 10, bonus: 2, total: 12, success: true },
    // 004 "Rolling The Die": a +3 is an asset instead, so the difficulty drops to 3 (target 9).
    { difficulty: 4, natural: 9, bonus: 3, total: 9, success: true },
  ])('natural $natural + bonus $bonus against difficulty $difficulty: total $total', (input) => {
    const { total, success } = resolveRoll(input);
    expect({ total, success }).toEqual({ total: input.total, success: input.success });
  });

  // 004 "Special Rolls": bonuses never create or cancel a special roll.
  it('the bonus counts toward the target, never toward the special roll', () => {
    expect(resolveRoll({ difficulty: 3, natural: 18, bonus: 1, attack: true }).special.effect).toBe('none');
    expect(resolveRoll({ difficulty: 3, natural: 18, bonus: 1, attack: true }).special.bonusDamage).toBe(2);
  });

  // 000 "특수 효과"; 001: effects only when the roll succeeds; a missed attack deals no damage at all.
  it('a failed roll gets no extra damage and no effect, but keeps its intrusion', () => {
    const missed = resolveRoll({ difficulty: 6, natural: 17, attack: true });
    expect(missed).toMatchObject({ success: false, rolled: true, granted: { bonusDamage: 1 } });
    expect(missed.special).toEqual({
      intrusion: false,
      bonusDamage: 0,
      effect: 'none',
      damageOrEffect: false,
      refundsCost: false,
    });
    expect(resolveRoll({ difficulty: 1, natural: 1 })).toMatchObject({ success: false, special: { intrusion: true } });
  });

  // 004 "Rules of the Game" (steps 2 and 4): a routine task works with no roll. 004 "Action: Activate a Special
  // Ability": a character who spent points "might want to roll anyway to see if they get a major effect, which would
  // reduce the cost for their action". 004 "Special Rolls": "If a character rolls a natural 1, 17, 18, 19, or 20 ...,
  // special rules come into play": a roll made anyway is a roll, and every face counts (issue 44, RA3).
  it('a routine task succeeds; a roll made anyway gets its natural 20', () => {
    expect(resolveRoll({ difficulty: 0, natural: 20 })).toMatchObject({
      success: true,
      rolled: true,
      special: { effect: 'major', refundsCost: true },
    });
    expect(resolveRoll({ difficulty: 0, natural: 20, attack: true }).special).toEqual(
      specialRoll(20, { attack: true }),
    );
    // Eased to 0 from difficulty 2 by skill and an asset: the same rule.
    expect(resolveRoll({ difficulty: 2, skill: 'trained', assets: 1, natural: 20 }).special.refundsCost).toBe(true);
  });

  it.each([1, 17, 18, 19, 12])('a natural %i on a routine task rolled anyway counts as on any roll', (natural) => {
    const result = resolveRoll({ difficulty: 0, natural, attack: true });
    expect(result).toMatchObject({ success: true, rolled: true });
    expect(result.special).toEqual(specialRoll(natural, { attack: true }));
  });

  it('a natural 1 on a routine task rolled anyway is a GM intrusion, and the task still succeeds', () => {
    expect(resolveRoll({ difficulty: 0, natural: 1 })).toMatchObject({ success: true, special: { intrusion: true } });
  });

  // 004 "The Damage Track": an impaired character ignores major effects; the site's reading impaired-refund puts the
  // refund of a natural 20 with the major effect (specialRolls.ts), so a routine task rolled anyway gives nothing back.
  it('an impaired character rolling a routine task anyway gets neither the major effect nor the refund', () => {
    expect(resolveRoll({ difficulty: 0, natural: 20, impaired: true }).special).toMatchObject({
      effect: 'none',
      refundsCost: false,
    });
  });

  // 004 "Rolling The Die": when even a natural 20 cannot reach the target, no roll is made.
  it('an impossible task is not rolled: it fails and its die brings nothing', () => {
    const result = resolveRoll({ difficulty: 7, natural: 20, attack: true });
    expect(result).toMatchObject({ rolled: false, success: false, granted: { bonusDamage: 4 } });
    expect(result.special).toEqual({
      intrusion: false,
      bonusDamage: 0,
      effect: 'none',
      damageOrEffect: false,
      refundsCost: false,
    });
    expect(resolveRoll({ difficulty: 7, natural: 20, bonus: 1 }).success).toBe(true);
  });

  // 004 "The Damage Track" (Impaired): only 1 extra point on 17+, and no minor or major effect; the refund of a 20
  // goes with its major effect (the site's reading impaired-refund, specialRolls.ts).
  it('an impaired attacker gets at most 1 extra damage, no effect and no refund', () => {
    expect(resolveRoll({ difficulty: 2, natural: 20, attack: true, impaired: true }).special).toEqual({
      intrusion: false,
      bonusDamage: 1,
      effect: 'none',
      damageOrEffect: false,
      refundsCost: false,
    });
  });

  it('echoes the ruleset in the task', () => {
    expect(resolveRoll({ difficulty: 4, natural: 5 }, 'numenera').task.ruleset).toBe('numenera');
  });

  it.each([
    [{ difficulty: 4, natural: 0 }, 'natural', 'below-minimum'],
    [{ difficulty: 4, natural: 21 }, 'natural', 'above-maximum'],
    [{ difficulty: 4, natural: 2.5 }, 'natural', 'not-an-integer'],
    [{ difficulty: 11, natural: 5 }, 'difficulty', 'above-maximum'],
    [{ difficulty: 4, natural: 5, bonus: -1 }, 'bonus', 'below-minimum'],
  ] as const)('refuses %j (%s: %s)', (input, field, reason) => {
    expect(() => resolveRoll(input)).toThrow(expect.objectContaining({ field, reason }));
    expect(() => resolveRoll(input)).toThrow(RulesInputError);
  });

  it('a success is exactly a routine task or a rolled total reaching the target; specials never outlive a failure, and a routine roll gets what its face grants', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 0, max: 10 }),
        fc.boolean(),
        fc.boolean(),
        (difficulty, natural, bonus, attack, impaired) => {
          const result = resolveRoll({ difficulty, natural, bonus, attack, impaired });
          expect(result.success).toBe(result.task.routine || (result.rolled && result.total >= result.task.target));
          if (!result.success) expect(result.special).toMatchObject({ bonusDamage: 0, effect: 'none' });
          if (result.rolled) expect(result.special.intrusion).toBe(natural === 1);
          if (result.task.routine) expect(result.special).toEqual(result.granted);
        },
      ),
    );
  });
});
