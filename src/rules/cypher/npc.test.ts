import { describe, expect, it } from 'vitest';
import { actsBeforeNpc, npc } from './npc.ts';

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
