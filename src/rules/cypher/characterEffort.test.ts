import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { actionCost } from './action.ts';
import { aCharacter, anyCharacter } from './characterFixtures.test-helper.ts';
import { characterActionCost, spendPoints } from './characterEffort.ts';

// Issue 41's example: Speed 12 of 12, Speed Edge 1, light armor the character is practiced with.
const runner = aCharacter({ speed: { max: 12, current: 12, edge: 1 }, armor: 1, armorWeight: 'light', effort: 2 });

describe('characterActionCost', () => {
  // CSRD chapter 10 "Using Armor": two levels of Speed Effort in light armor cost 7 rather than 5 (1 more a level);
  // 004 "Effort": Edge is subtracted from the cost (7 - 1 = 6).
  it('costs two levels of Speed Effort in light armor with Speed Edge 1 at 6 points', () => {
    const cost = characterActionCost(runner, { stat: 'speed', effortTask: 2 });
    expect(cost).toEqual(
      actionCost({ stat: 'speed', edge: 1, armor: 'light', armorPracticed: true, effortTask: 2, maxEffort: 2 }),
    );
    expect(cost).toMatchObject({ total: 6, armorAdded: 2, edgeSaved: 1 });
  });

  // CSRD "Using Armor": 1 more a level when not practiced with the armor; Numenera Discovery has no such rule.
  it('follows the ruleset for armor the character is not practiced with', () => {
    const unpracticed = { ...runner, armorPracticed: false };
    expect(characterActionCost(unpracticed, { stat: 'speed', effortTask: 2 }).total).toBe(8);
    expect(characterActionCost({ ...unpracticed, ruleset: 'numenera' }, { stat: 'speed', effortTask: 2 }).total).toBe(
      6,
    );
  });

  // 004 "The Damage Track" (Impaired): each level of Effort costs 1 extra point; armor raises Speed Effort only.
  it('reads the Edge of the stat that pays and the damage track', () => {
    const impaired = aCharacter({
      intellect: { max: 10, current: 0, edge: 2 },
      might: { max: 10, current: 8, edge: 1 },
      track: 'impaired',
      armorWeight: 'heavy',
    });
    expect(characterActionCost(impaired, { stat: 'might', effortTask: 1, initialCost: 1 }).total).toBe(4 + 1 - 1);
  });

  // 001 (Spanish): the levels of Effort on one action may not exceed the Effort score.
  it('refuses more levels than the Effort score', () => {
    expect(() => characterActionCost(runner, { stat: 'speed', effortTask: 2, effortDamage: 1 })).toThrow(
      expect.objectContaining({ field: 'effort', reason: 'too-much-effort', max: 2 }),
    );
  });

  // 004 "The Damage Track": a debilitated character can only move, a dead one nothing.
  it.each([
    ['debilitated', 'cannot-act'],
    ['dead', 'dead'],
  ] as const)('refuses a %s character (%s)', (track, reason) => {
    expect(() => characterActionCost(aCharacter({ track }), { stat: 'might', effortTask: 1 })).toThrow(
      expect.objectContaining({ field: 'track', reason }),
    );
  });

  it('refuses a stat that is none', () => {
    expect(() => characterActionCost(runner, { stat: 'luck' as never })).toThrow(
      expect.objectContaining({ field: 'stat', reason: 'not-a-choice' }),
    );
  });
});

describe('spendPoints', () => {
  it('leaves Speed at 6 after the example’s 6 points, and keeps the rest of the sheet', () => {
    const after = spendPoints(runner, 'speed', characterActionCost(runner, { stat: 'speed', effortTask: 2 }));
    expect(after).toEqual({ ...runner, speed: { max: 12, current: 6, edge: 1 } });
  });

  // 004 "The Damage Track": a Pool that reaches 0, spent or hit, moves the character one step down.
  it('moves one step down the track when the Pool reaches 0', () => {
    const after = spendPoints(aCharacter({ track: 'impaired' }), 'might', { total: 10, minimum: 0 });
    expect(after.might.current).toBe(0);
    expect(after.track).toBe('debilitated');
  });

  // 004 "Taking Action", "Effort": no one spends points they do not have; nothing is spent.
  it.each([
    [{ total: 11, minimum: 0 }, 'more Effort than the Pool holds'],
    [{ total: 11, minimum: 11 }, 'a cost the Pool cannot pay at all'],
  ])('refuses %j (%s), saying what the Pool holds', (cost) => {
    expect(() => spendPoints(aCharacter(), 'intellect', cost)).toThrow(
      expect.objectContaining({ field: 'intellect', reason: 'not-enough-points', max: 10, value: 11 }),
    );
  });

  it('refuses a debilitated character, and a cost that is no cost', () => {
    expect(() => spendPoints(aCharacter({ track: 'debilitated' }), 'might', { total: 1, minimum: 0 })).toThrow(
      expect.objectContaining({ reason: 'cannot-act' }),
    );
    expect(() => spendPoints(aCharacter(), 'might', { total: -1, minimum: 0 })).toThrow(
      expect.objectContaining({ field: 'cost' }),
    );
  });

  it('takes exactly the cost from that Pool and nothing from the others', () => {
    fc.assert(
      fc.property(
        anyCharacter.filter((character) => character.track === 'hale' || character.track === 'impaired'),
        fc.constantFrom('might', 'speed', 'intellect'),
        fc.nat(25),
        (character, stat, total) => {
          let after;
          try {
            after = spendPoints(character, stat, { total, minimum: 0 });
          } catch (error) {
            expect(error).toMatchObject({ reason: 'not-enough-points' });
            expect(total).toBeGreaterThan(character[stat].current);
            return;
          }
          expect(after[stat].current).toBe(character[stat].current - total);
          for (const other of (['might', 'speed', 'intellect'] as const).filter((s) => s !== stat))
            expect(after[other]).toEqual(character[other]);
          expect(after.name).toBe(character.name);
        },
      ),
    );
  });
});
