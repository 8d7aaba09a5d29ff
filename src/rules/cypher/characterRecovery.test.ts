import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aCharacter, anyCharacter } from './characterFixtures.test-helper.ts';
import {
  characterRecovery,
  characterRecoveryRoll,
  recoveryBonus,
  startNewDay,
  takeCharacterRecoveryRoll,
} from './characterRecovery.ts';
import { RECOVERY_ROLLS_PER_DAY } from './limits.ts';
import { restLadder } from './recovery.ts';

const hurt = aCharacter({
  tier: 2,
  might: { max: 10, current: 4, edge: 0 },
  speed: { max: 10, current: 8, edge: 0 },
  intellect: { max: 10, current: 10, edge: 0 },
});

describe('recoveryBonus', () => {
  // 004 "Recovering Points in a Pool": roll a d6 and add your tier.
  it('is the tier unless the sheet says otherwise', () => {
    expect(recoveryBonus(hurt)).toBe(2);
    // CSRD "Character Tiers", other options: "Add 2 to your recovery rolls".
    expect(recoveryBonus({ ...hurt, recoveryBonus: 4 })).toBe(4);
  });
});

describe('characterRecoveryRoll', () => {
  // 004 "Recovering Points in a Pool" (table): one action, ten minutes, one hour, ten hours.
  it.each([0, 1, 2, 3])('after %i rolls today, the next needs the ladder’s next rest', (used) => {
    expect(characterRecoveryRoll({ ...hurt, recoveryRollsUsed: used }, 3)).toEqual({
      points: 5,
      rest: restLadder[used],
    });
  });

  it('has one rung of the ladder for each roll of the day', () => {
    expect(restLadder).toHaveLength(RECOVERY_ROLLS_PER_DAY);
  });

  it('refuses a fifth roll, and a d6 that is no face of a d6', () => {
    expect(() => characterRecoveryRoll({ ...hurt, recoveryRollsUsed: 4 }, 3)).toThrow(
      expect.objectContaining({ field: 'recoveryRollsUsed', reason: 'no-recovery-roll-left', max: 4, value: 5 }),
    );
    expect(() => characterRecoveryRoll(hurt, 7)).toThrow(
      expect.objectContaining({ field: 'd6', reason: 'above-maximum' }),
    );
  });
});

describe('takeCharacterRecoveryRoll', () => {
  // 004 "Recovering Points in a Pool": a roll of 4 with 4 Might and 2 Speed lost: 2 of Might and 2 of Speed, or
  // any other combination adding up to 4. Here the d6 shows 2 and the tier is 2.
  it('shares the points among the Pools as the reader chooses, and marks the roll', () => {
    const after = takeCharacterRecoveryRoll(hurt, 2, { might: 2, speed: 2 });
    expect(after).toEqual({
      ...hurt,
      might: { max: 10, current: 6, edge: 0 },
      speed: { max: 10, current: 10, edge: 0 },
      recoveryRollsUsed: 1,
    });
  });

  // 004 "Recovering Points in a Pool": a Pool is never raised past its maximum; the extra points go away.
  it('loses what would go above a maximum', () => {
    expect(characterRecovery(hurt, 6, { speed: 8 })).toMatchObject({ speed: 10, wasted: 6 });
  });

  // 004 "Restoring the Damage Track": raising a Pool from 0 moves the character up one step; with every Pool above
  // 0, a roll can buy a step up instead of points.
  it('moves up the damage track', () => {
    const impaired = aCharacter({ might: { max: 10, current: 0, edge: 0 }, track: 'impaired' });
    expect(takeCharacterRecoveryRoll(impaired, 1, { might: 2 }).track).toBe('hale');
    const poisoned = aCharacter({ track: 'debilitated' });
    expect(takeCharacterRecoveryRoll(poisoned, 1, 'track')).toEqual({
      ...poisoned,
      track: 'impaired',
      recoveryRollsUsed: 1,
    });
  });

  it('marks the four rolls of a day one after the other, refuses a fifth, and a new day starts them again', () => {
    let character = hurt;
    for (let roll = 1; roll <= 4; roll += 1) {
      character = takeCharacterRecoveryRoll(character, 1, { intellect: 3 });
      expect(character.recoveryRollsUsed).toBe(roll);
    }
    expect(() => takeCharacterRecoveryRoll(character, 1, { might: 1 })).toThrow(
      expect.objectContaining({ reason: 'no-recovery-roll-left' }),
    );
    // 004: after the ten hours of the fourth rest, it is a new day.
    const nextDay = startNewDay(character);
    expect(nextDay).toEqual({ ...character, recoveryRollsUsed: 0 });
    expect(takeCharacterRecoveryRoll(nextDay, 1, { might: 3 }).recoveryRollsUsed).toBe(1);
  });

  it('refuses a share above the roll, and a dead character', () => {
    expect(() => takeCharacterRecoveryRoll(hurt, 1, { might: 2, speed: 2 })).toThrow(
      expect.objectContaining({ field: 'points', reason: 'above-maximum', max: 3 }),
    );
    const dead = aCharacter({
      might: { max: 10, current: 0, edge: 0 },
      speed: { max: 10, current: 0, edge: 0 },
      intellect: { max: 10, current: 0, edge: 0 },
      track: 'dead',
    });
    expect(() => takeCharacterRecoveryRoll(dead, 6, { might: 1 })).toThrow(expect.objectContaining({ reason: 'dead' }));
  });

  it('refuses a new day for what is no character', () => {
    expect(() => startNewDay(aCharacter({ recoveryRollsUsed: 9 }))).toThrow(
      expect.objectContaining({ field: 'recoveryRollsUsed' }),
    );
  });

  it('conserves the points: what the Pools gain and what is lost add up to the roll', () => {
    fc.assert(
      fc.property(
        anyCharacter.filter((character) => character.track !== 'dead' && character.recoveryRollsUsed < 4),
        fc.integer({ min: 1, max: 6 }),
        fc.record({ might: fc.nat(8), speed: fc.nat(8), intellect: fc.nat(8) }),
        (character, d6, share) => {
          const { points } = characterRecoveryRoll(character, d6);
          if (share.might + share.speed + share.intellect > points) return;
          const result = characterRecovery(character, d6, share);
          const after = takeCharacterRecoveryRoll(character, d6, share);
          let gained = 0;
          for (const stat of ['might', 'speed', 'intellect'] as const) {
            expect(after[stat].current).toBeGreaterThanOrEqual(character[stat].current);
            expect(after[stat].current).toBeLessThanOrEqual(character[stat].max);
            gained += after[stat].current - character[stat].current;
          }
          expect(gained + result.wasted).toBe(points);
          expect(after.recoveryRollsUsed).toBe(character.recoveryRollsUsed + 1);
        },
      ),
    );
  });
});
