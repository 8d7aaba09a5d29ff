import { describe, expect, it } from 'vitest';
import { applyDamage } from './damage.ts';
import { fallUnit, hazardHit, hazards } from './hazards.ts';

describe('hazards', () => {
  // 004 "Damage From Hazards (table)"; 002 "Damage From Hazards".
  it.each([
    { hazard: 'falling', damage: 1, per: 'tenFeet', ambient: true },
    { hazard: 'minorFire', damage: 3, per: 'round', ambient: true },
    { hazard: 'majorFire', damage: 6, per: 'round', ambient: true },
    { hazard: 'acidSplash', damage: 2, per: 'round', ambient: true },
    { hazard: 'acidBath', damage: 6, per: 'round', ambient: true },
    { hazard: 'cold', damage: 1, per: 'round', ambient: true },
    { hazard: 'severeCold', damage: 3, per: 'round', ambient: true },
    { hazard: 'shock', damage: 1, per: 'round', ambient: true },
    { hazard: 'electrocution', damage: 6, per: 'round', ambient: true },
    { hazard: 'crush', damage: 3, per: 'once', ambient: false },
    { hazard: 'hugeCrush', damage: 6, per: 'once', ambient: false },
    { hazard: 'collision', damage: 6, per: 'once', ambient: false },
  ] as const)('$hazard: $damage per $per', ({ hazard, ...row }) => {
    expect(hazards[hazard]).toMatchObject({ hazard, ...row, name: `rules.hazard.${hazard}.name` });
  });

  it('lists exactly the twelve hazards of the table', () => {
    expect(Object.keys(hazards)).toHaveLength(12);
  });
});

describe('hazardHit', () => {
  // 004 "Damage From Hazards (table)": "1 point per 10 feet (3 m) fallen".
  it('counts a fall in units of 10 feet, 3 m', () => {
    expect(fallUnit).toEqual({ feet: 10, meters: 3 });
  });

  // 004 "Damage From Hazards (table)": falling deals 1 ambient point for each 10 feet.
  it('a 30-foot fall deals 3 ambient damage, which Armor does not stop', () => {
    const hit = hazardHit('falling', 3);
    expect(hit).toEqual({ amount: 3, type: 'ambient' });
    expect(applyDamage({ might: 8, speed: 8, intellect: 8, armor: 2 }, hit)).toMatchObject({ might: 5, absorbed: 0 });
  });

  it('two rounds in a major fire deal 12', () => {
    expect(hazardHit('majorFire', 2)).toEqual({ amount: 12, type: 'ambient' });
  });

  // 004: the table does not call crushes and collisions ambient, so they are Might damage and Armor counts.
  it('a falling object is Might damage', () => {
    const hit = hazardHit('crush', 1);
    expect(hit).toEqual({ amount: 3, type: 'might' });
    expect(applyDamage({ might: 8, speed: 8, intellect: 8, armor: 1 }, hit)).toMatchObject({ might: 6, absorbed: 1 });
  });

  it('refuses negative units', () => {
    expect(() => hazardHit('cold', -1)).toThrow(expect.objectContaining({ field: 'units', reason: 'below-minimum' }));
  });
});
