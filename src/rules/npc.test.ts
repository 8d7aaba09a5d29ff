import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { actsBeforeNpc, damageNpc, npc } from './npc.ts';

describe('npc', () => {
  it.each([
    // 004 "Encounters, Rounds, And Initiative": two level 2 guards, target number 6; 000: a level 2 bandit, 6.
    { level: 2, target: 6 },
    // 004 "Special Situation: Area Attacks": cultists level 2 (target 6), their leader level 4 (target 12).
    { level: 4, target: 12 },
    { level: 1, target: 3 },
    { level: 10, target: 30 },
  ])('level $level: target $target, health $target, attack and defense difficulty $level', ({ level, target }) => {
    expect(npc(level)).toEqual({ level, target, health: target, attackDifficulty: level, defenseDifficulty: level });
  });

  // 004 "Encounters, Rounds, And Initiative": Charles rolls 8 and Shanna 15, both beat the guards' 6; Tammie's 4 does not.
  // 000 "초점 장면, 라운드, 행동 순서": Colin 8, Shanna 15, James 4 against level 2 abhumans. A roll must be higher
  // than the NPC's target number to act first; a roll equal to it is not higher (README).
  it.each([
    { roll: 8, first: true },
    { roll: 15, first: true },
    { roll: 4, first: false },
    { roll: 7, first: true },
    { roll: 6, first: false },
  ])('initiative roll $roll against level 2 guards: acts first $first', ({ roll, first }) => {
    expect(actsBeforeNpc(roll, 2)).toBe(first);
  });

  it.each([
    { roll: 0, level: 2, field: 'roll' },
    { roll: 41, level: 2, field: 'roll' },
    { roll: 8, level: 11, field: 'level' },
  ])('initiative refuses roll $roll against level $level ($field)', ({ roll, level, field }) => {
    expect(() => actsBeforeNpc(roll, level)).toThrow(expect.objectContaining({ field }));
  });

  // 004 "Special Situation: Area Attacks": an attack roll of 11 hits the level 2 cultists but not the level 4 leader.
  it('an 11 hits level 2 but not level 4', () => {
    expect(11 >= npc(2).target).toBe(true);
    expect(11 >= npc(4).target).toBe(false);
  });

  it.each([0, 11, 2.5])('refuses level %s', (level) => {
    expect(() => npc(level)).toThrow(expect.objectContaining({ field: 'level', min: 1, max: 10 }));
  });
});

describe('damageNpc', () => {
  it.each([
    {
      target: { health: 6, armor: 1 },
      hit: { amount: 4 },
      after: { health: 3, taken: 3, absorbed: 1, defeated: false },
    },
    // 004 "Damage": NPCs lose health from damage of any kind; Intellect damage ignores Armor (004 "Armor").
    {
      target: { health: 6, armor: 1 },
      hit: { amount: 4, type: 'intellect' },
      after: { health: 2, taken: 4, absorbed: 0, defeated: false },
    },
    // 004 "The Effects of Taking Damage": at 0 health it is dead or incapacitated.
    { target: { health: 6 }, hit: { amount: 9 }, after: { health: 0, taken: 6, absorbed: 0, defeated: true } },
    {
      target: { health: 6, armor: 3 },
      hit: { amount: 2 },
      after: { health: 6, taken: 0, absorbed: 2, defeated: false },
    },
    {
      target: { health: 6, armor: 3 },
      hit: { amount: 5, ignoreArmor: true },
      after: { health: 1, taken: 5, absorbed: 0, defeated: false },
    },
  ] as const)('$target hit by $hit', ({ target, hit, after }) => {
    expect(damageNpc(target, hit)).toEqual(after);
  });

  // 004 "Special Situation: Area Attacks": Shatter deals 3 to each level 2 cultist (health 6).
  it('a cultist hit by Shatter for 3 is at 3 health', () => {
    expect(damageNpc({ health: npc(2).health }, { amount: 3 }).health).toBe(3);
  });

  it.each([
    { target: { health: -1 }, hit: { amount: 1 }, field: 'health' },
    { target: { health: 5, armor: -1 }, hit: { amount: 1 }, field: 'armor' },
    { target: { health: 5 }, hit: { amount: -1 }, field: 'amount' },
  ])('refuses a negative $field', ({ target, hit, field }) => {
    expect(() => damageNpc(target, hit)).toThrow(expect.objectContaining({ field, reason: 'below-minimum' }));
  });

  it('health falls by exactly what got through Armor, and never below 0', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 0, max: 40 }),
        (health, armor, amount) => {
          const after = damageNpc({ health, armor }, { amount });
          expect(after.health).toBe(Math.max(0, health - (amount - after.absorbed)));
          expect(after.defeated).toBe(after.health === 0);
        },
      ),
    );
  });
});
