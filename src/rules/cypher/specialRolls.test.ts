import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { specialRoll } from './specialRolls.ts';

describe('specialRoll', () => {
  // 004 "Special Rolls"; 000 "특수 효과"; 001 (Spanish) "19 natural", "20 natural", "17 ó 18 naturales".
  it.each([
    {
      natural: 1,
      attack: true,
      intrusion: true,
      bonusDamage: 0,
      effect: 'none',
      damageOrEffect: false,
      refundsCost: false,
    },
    {
      natural: 1,
      attack: false,
      intrusion: true,
      bonusDamage: 0,
      effect: 'none',
      damageOrEffect: false,
      refundsCost: false,
    },
    {
      natural: 2,
      attack: true,
      intrusion: false,
      bonusDamage: 0,
      effect: 'none',
      damageOrEffect: false,
      refundsCost: false,
    },
    {
      natural: 16,
      attack: true,
      intrusion: false,
      bonusDamage: 0,
      effect: 'none',
      damageOrEffect: false,
      refundsCost: false,
    },
    {
      natural: 17,
      attack: true,
      intrusion: false,
      bonusDamage: 1,
      effect: 'none',
      damageOrEffect: false,
      refundsCost: false,
    },
    {
      natural: 18,
      attack: true,
      intrusion: false,
      bonusDamage: 2,
      effect: 'none',
      damageOrEffect: false,
      refundsCost: false,
    },
    {
      natural: 19,
      attack: true,
      intrusion: false,
      bonusDamage: 3,
      effect: 'minor',
      damageOrEffect: true,
      refundsCost: false,
    },
    {
      natural: 20,
      attack: true,
      intrusion: false,
      bonusDamage: 4,
      effect: 'major',
      damageOrEffect: true,
      refundsCost: true,
    },
    // 000 and 001: 17 and 18 matter only in combat.
    {
      natural: 17,
      attack: false,
      intrusion: false,
      bonusDamage: 0,
      effect: 'none',
      damageOrEffect: false,
      refundsCost: false,
    },
    {
      natural: 18,
      attack: false,
      intrusion: false,
      bonusDamage: 0,
      effect: 'none',
      damageOrEffect: false,
      refundsCost: false,
    },
    {
      natural: 19,
      attack: false,
      intrusion: false,
      bonusDamage: 0,
      effect: 'minor',
      damageOrEffect: false,
      refundsCost: false,
    },
    {
      natural: 20,
      attack: false,
      intrusion: false,
      bonusDamage: 0,
      effect: 'major',
      damageOrEffect: false,
      refundsCost: true,
    },
  ])('natural $natural, attack $attack -> +$bonusDamage, $effect', ({ natural, attack, ...expected }) => {
    expect(specialRoll(natural, { attack })).toEqual(expected);
  });

  // 004 "The Damage Track" (Impaired): no minor or major effects; 17 or higher deals only 1 extra point.
  it.each([
    { natural: 17, attack: true, bonusDamage: 1 },
    { natural: 18, attack: true, bonusDamage: 1 },
    { natural: 19, attack: true, bonusDamage: 1 },
    { natural: 20, attack: true, bonusDamage: 1 },
    { natural: 19, attack: false, bonusDamage: 0 },
    { natural: 12, attack: true, bonusDamage: 0 },
  ])('impaired: natural $natural, attack $attack -> +$bonusDamage, no effect', ({ natural, attack, bonusDamage }) => {
    expect(specialRoll(natural, { attack, impaired: true })).toMatchObject({
      bonusDamage,
      effect: 'none',
      damageOrEffect: false,
    });
  });

  // 004 "Special Rolls" gives the refund ("the point cost for the action decreases to 0") in the entry headed "20:
  // Major Effect" (as 000 "특수 효과" does), and "Action: Activate a Special Ability" calls the lower cost the result of
  // "a major effect". 004 "The Damage Track": an impaired character "ignores minor and major effect results". The site's
  // reading impaired-refund (readings.ts): the refund goes with the major effect, so an impaired 20 refunds nothing.
  it('a natural 20 refunds the cost, except to an impaired character (the site’s reading)', () => {
    expect(specialRoll(20, { attack: false }).refundsCost).toBe(true);
    expect(specialRoll(20, { attack: false, impaired: true })).toMatchObject({ effect: 'none', refundsCost: false });
    expect(specialRoll(20, { attack: true, impaired: true })).toMatchObject({ bonusDamage: 1, refundsCost: false });
  });

  it.each([
    { ctx: null, field: 'attack', reason: 'not-a-boolean' },
    { ctx: {}, field: 'attack', reason: 'not-a-boolean' },
    { ctx: { attack: 'yes' }, field: 'attack', reason: 'not-a-boolean' },
    { ctx: { attack: true, impaired: 1 }, field: 'impaired', reason: 'not-a-boolean' },
  ])('refuses the context $ctx: $field $reason', ({ ctx, field, reason }) => {
    expect(() => specialRoll(19, ctx as never)).toThrow(expect.objectContaining({ field, reason }));
  });

  it.each([0, 21, 3.5, Number.NaN])('refuses a natural %s', (natural) => {
    expect(() => specialRoll(natural, { attack: true })).toThrow(
      expect.objectContaining({ field: 'natural', min: 1, max: 20 }),
    );
  });

  it('an impaired roll never grants more than a hale one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.boolean(), (natural, attack) => {
        const hale = specialRoll(natural, { attack });
        const impaired = specialRoll(natural, { attack, impaired: true });
        expect(impaired.bonusDamage).toBeLessThanOrEqual(hale.bonusDamage);
        expect(impaired.effect).toBe('none');
        expect(impaired.intrusion).toBe(hale.intrusion);
        expect(impaired.refundsCost).toBe(false);
      }),
    );
  });
});
