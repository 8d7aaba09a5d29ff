import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyDamage } from './damage.ts';
import { aCharacter, anyCharacter } from './characterFixtures.test-helper.ts';
import { characterHit, takeHit } from './characterDamage.ts';
import { tracks } from './track.ts';

// Issue 41's example: Armor 1; Might 5, Speed 6, Intellect 10.
const fighter = aCharacter({
  armor: 1,
  might: { max: 10, current: 5, edge: 1 },
  speed: { max: 10, current: 6, edge: 0 },
  intellect: { max: 10, current: 10, edge: 0 },
});

describe('takeHit', () => {
  // 004 "The Effects of Taking Damage": the Pools take damage in order (Might, then Speed, then Intellect), and
  // "The Damage Track": the character moves one step down for each Pool that reaches 0. "Armor" takes 1 off the hit.
  it('a hit of 8 through Armor 1 empties Might, takes 2 from Speed and leaves the character impaired', () => {
    expect(characterHit(fighter, { amount: 8 })).toEqual({
      might: 0,
      speed: 4,
      intellect: 10,
      track: 'impaired',
      taken: 7,
      absorbed: 1,
      overflow: 0,
    });
    expect(takeHit(fighter, { amount: 8 })).toEqual({
      ...fighter,
      might: { max: 10, current: 0, edge: 1 },
      speed: { max: 10, current: 4, edge: 0 },
      track: 'impaired',
    });
  });

  // 004 "The Effects of Taking Damage": 2 Armor and Might 0, a claw for 3: 1 point from Speed.
  it("follows 004's worked example", () => {
    const clawed = aCharacter({ armor: 2, might: { max: 10, current: 0, edge: 0 }, track: 'impaired' });
    expect(takeHit(clawed, { amount: 3 }).speed.current).toBe(9);
  });

  // 004 "Armor": Speed and Intellect damage ignore Armor.
  it('lets Speed damage through Armor', () => {
    expect(takeHit(fighter, { amount: 3, type: 'speed' }).speed.current).toBe(3);
  });

  it('refuses a hit on a dead character, and a hit that is none', () => {
    const dead = aCharacter({
      might: { max: 10, current: 0, edge: 0 },
      speed: { max: 10, current: 0, edge: 0 },
      intellect: { max: 10, current: 0, edge: 0 },
      track: 'dead',
    });
    expect(() => takeHit(dead, { amount: 1 })).toThrow(expect.objectContaining({ field: 'track', reason: 'dead' }));
    expect(() => takeHit(fighter, { amount: -2 })).toThrow(expect.objectContaining({ field: 'amount' }));
  });

  it('never raises a Pool nor moves up the track, and agrees with applyDamage', () => {
    fc.assert(
      fc.property(
        anyCharacter.filter((character) => character.track !== 'dead'),
        fc.nat(30),
        fc.constantFrom('might', 'speed', 'intellect', 'ambient'),
        fc.boolean(),
        (character, amount, type, ignoreArmor) => {
          const after = takeHit(character, { amount, type, ignoreArmor });
          for (const stat of ['might', 'speed', 'intellect'] as const) {
            expect(after[stat].current).toBeLessThanOrEqual(character[stat].current);
            expect(after[stat].max).toBe(character[stat].max);
          }
          expect(tracks.indexOf(after.track)).toBeGreaterThanOrEqual(tracks.indexOf(character.track));
          const pools = {
            might: character.might.current,
            speed: character.speed.current,
            intellect: character.intellect.current,
          };
          const result = applyDamage(
            { ...pools, track: character.track, armor: character.armor },
            { amount, type, ignoreArmor },
          );
          expect(after.might.current + after.speed.current + after.intellect.current).toBe(
            pools.might + pools.speed + pools.intellect - result.taken,
          );
          expect(after.name).toBe(character.name);
        },
      ),
    );
  });
});
