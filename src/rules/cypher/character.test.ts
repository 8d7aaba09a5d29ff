import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkCharacter, setPool, takeSpecialDamage } from './character.ts';
import { gainCypher, useCypher } from './characterCyphers.ts';
import { takeHit } from './characterDamage.ts';
import { spendPoints } from './characterEffort.ts';
import { aCharacter, anyCharacter } from './characterFixtures.test-helper.ts';
import { startNewDay, takeCharacterRecoveryRoll } from './characterRecovery.ts';

describe('checkCharacter', () => {
  it('returns a valid character, -0 read as 0, with what the rules do not read kept', () => {
    const checked = checkCharacter(aCharacter({ armor: -0, recoveryBonus: 3, cyphers: [{ used: true }] }));
    expect(Object.is(checked.armor, 0)).toBe(true);
    expect(checked).toEqual(aCharacter({ recoveryBonus: 3, cyphers: [{ used: true }] }));
  });

  it.each([
    // Each refusal names the field as the sheet names it.
    [{ might: { max: 10, current: 12, edge: 0 } }, 'might', 'above-maximum', 10],
    [{ speed: { max: 0, current: 0, edge: 0 } }, 'speedMax', 'below-minimum', 9999],
    [{ intellect: { max: 10, current: 10, edge: 21 } }, 'intellectEdge', 'above-maximum', 20],
    [{ tier: 7 }, 'tier', 'above-maximum', 6],
    [{ effort: 0 }, 'effort', 'below-minimum', 20],
    [{ armor: 21 }, 'armor', 'above-maximum', 20],
    [{ recoveryBonus: 21 }, 'recoveryBonus', 'above-maximum', 20],
    // 004 "Recovering Points in a Pool": four recovery rolls a day.
    [{ recoveryRollsUsed: 5 }, 'recoveryRollsUsed', 'above-maximum', 4],
    [{ cypherLimit: 100 }, 'cypherLimit', 'above-maximum', 99],
  ])('refuses %j: %s, %s', (changes, field, reason, max) => {
    expect(() => checkCharacter(aCharacter(changes))).toThrow(expect.objectContaining({ field, reason, max }));
  });

  it.each([
    [{ ruleset: 'd20' }, 'ruleset', 'not-a-choice'],
    [{ armorWeight: 'plate' }, 'armorWeight', 'not-a-choice'],
    [{ armorPracticed: 'yes' }, 'armorPracticed', 'not-a-boolean'],
    [{ track: 'wounded' }, 'track', 'not-a-choice'],
    [{ cyphers: 'two' }, 'cyphers', 'not-a-list'],
    [{ cyphers: [null] }, 'cyphers', 'not-an-object'],
    [{ cyphers: [{ used: 1 }] }, 'cyphers', 'not-a-boolean'],
  ])('refuses %j: %s, %s', (changes, field, reason) => {
    expect(() => checkCharacter(aCharacter(changes as never))).toThrow(expect.objectContaining({ field, reason }));
  });

  it('refuses what is no character', () => {
    expect(() => checkCharacter(null as never)).toThrow(expect.objectContaining({ field: 'character' }));
  });

  // 004 "The Damage Track": a hale character has every Pool at 1 or more; each Pool at 0 is a step down.
  it('refuses a track healthier than the Pools at 0 allow', () => {
    const might = { max: 10, current: 0, edge: 0 };
    expect(() => checkCharacter(aCharacter({ might }))).toThrow(
      expect.objectContaining({ field: 'track', reason: 'track-too-healthy', min: 1 }),
    );
    expect(checkCharacter(aCharacter({ might, track: 'impaired' })).track).toBe('impaired');
  });

  it('accepts every character the tests generate', () => {
    fc.assert(fc.property(anyCharacter, (character) => void checkCharacter(character)));
  });
});

describe('setPool: a correction on the sheet, which the damage track follows', () => {
  // 004 "The Damage Track": when one of a PC's stat Pools reaches 0, they move one step down the damage track.
  it('moves one step down when a Pool reaches 0', () => {
    const after = setPool(aCharacter(), 'might', 0);
    expect(after).toEqual(aCharacter({ might: { max: 10, current: 0, edge: 0 }, track: 'impaired' }));
  });

  // 004 "Restoring the Damage Track": raising a stat Pool from 0 to 1 or higher moves the character up one step.
  it('moves one step up when a Pool is raised from 0', () => {
    const impaired = aCharacter({ speed: { max: 10, current: 0, edge: 1 }, track: 'debilitated' });
    expect(setPool(impaired, 'speed', 4)).toEqual(
      aCharacter({ speed: { max: 10, current: 4, edge: 1 }, track: 'impaired' }),
    );
  });

  it('leaves the track where it is otherwise', () => {
    const specialDamage = aCharacter({ track: 'impaired' });
    expect(setPool(specialDamage, 'intellect', 3).track).toBe('impaired');
    expect(setPool(specialDamage, 'intellect', 10)).toEqual(specialDamage);
  });

  it('refuses more than the maximum, or another stat', () => {
    expect(() => setPool(aCharacter(), 'might', 11)).toThrow(
      expect.objectContaining({ field: 'might', reason: 'above-maximum', max: 10 }),
    );
    expect(() => setPool(aCharacter(), 'luck' as never, 1)).toThrow(expect.objectContaining({ field: 'stat' }));
  });

  it('keeps the character valid and everything else the sheet holds', () => {
    fc.assert(
      fc.property(anyCharacter, fc.constantFrom('might', 'speed', 'intellect'), fc.nat(20), (character, stat, n) => {
        const current = Math.min(n, character[stat].max);
        const after = setPool(character, stat, current);
        expect(checkCharacter(after)[stat].current).toBe(current);
        expect(after.name).toBe(character.name);
      }),
    );
  });
});

describe('takeSpecialDamage', () => {
  // 004 "Special Damage": some attacks move the character down the damage track whatever their Pools.
  it('moves one step down the track, the Pools untouched', () => {
    expect(takeSpecialDamage(aCharacter())).toEqual(aCharacter({ track: 'impaired' }));
    expect(takeSpecialDamage(aCharacter({ track: 'debilitated' })).track).toBe('dead');
  });

  it('refuses a dead character', () => {
    expect(() => takeSpecialDamage(aCharacter({ track: 'dead' }))).toThrow(
      expect.objectContaining({ field: 'track', reason: 'dead' }),
    );
  });
});

// Found by robustness.test.ts (startNewDay, cypherLimit -0): a function that hands the character back returned the
// fields it did not change as they came, a -0 with them, which a number format writes "-0".
describe('every function that hands the character back', () => {
  const withNegativeZeros = aCharacter({
    armor: -0,
    cypherLimit: 2,
    recoveryRollsUsed: -0,
    might: { max: 10, current: 10, edge: -0 },
    speed: { max: 10, current: 4, edge: 0 },
    cyphers: [{ used: false, name: 'Rolling detonator' } as { used: boolean }],
  });
  it.each([
    ['setPool', () => setPool(withNegativeZeros, 'speed', 6)],
    ['takeSpecialDamage', () => takeSpecialDamage(withNegativeZeros)],
    ['startNewDay', () => startNewDay(withNegativeZeros)],
    ['gainCypher', () => gainCypher(withNegativeZeros, { used: false })],
    ['useCypher', () => useCypher(withNegativeZeros, 0)],
    ['takeHit', () => takeHit(withNegativeZeros, { amount: 3, type: 'might' })],
    ['spendPoints', () => spendPoints(withNegativeZeros, 'might', { total: 3, minimum: 3 })],
    ['takeCharacterRecoveryRoll', () => takeCharacterRecoveryRoll(withNegativeZeros, 4, { speed: 5 })],
  ])('%s: reads -0 as 0 and keeps what the rules do not read', (_name, handBack) => {
    const character = handBack();
    expect(Object.is(character.armor, -0)).toBe(false);
    expect(Object.is(character.might.edge, -0)).toBe(false);
    expect(character.name).toBe('Kara');
    expect(character.cyphers[0]).toMatchObject({ name: 'Rolling detonator' });
  });
});
