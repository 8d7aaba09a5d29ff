import { describe, expect, it } from 'vitest';
import { pilotingManeuvers, resolvePiloting } from './piloting.ts';

describe('pilotingManeuvers', () => {
  // 004 "Riding Or Piloting Difficulty", row by row.
  it.each([
    ['riding', 0],
    ['stayOnInBattle', 1],
    ['stayOnWhenHurt', 3],
    ['mountMovingSteed', 4],
    ['abruptTurn', 4],
    ['vehicleDoubleSpeed', 4],
    ['mountDoubleSpeed', 5],
    ['vehicleLongJump', 5],
  ] as const)('%s is difficulty %i', (maneuver, difficulty) => {
    expect(pilotingManeuvers[maneuver].difficulty).toBe(difficulty);
  });
});

describe('resolvePiloting', () => {
  // 004 "Riding Or Piloting": going from A to B needs no roll.
  it('ordinary riding is routine', () => {
    expect(resolvePiloting({ maneuver: 'riding' }).task).toMatchObject({ routine: true, chance: 1 });
  });

  // 004 "Riding Or Piloting": a saddle or other fitting gear is an asset.
  it('a saddle eases staying on when hurt from 3 to 2', () => {
    expect(resolvePiloting({ maneuver: 'stayOnWhenHurt', gear: true }).task).toMatchObject({
      difficulty: 2,
      eased: { assets: 1 },
    });
    expect(resolvePiloting({ maneuver: 'stayOnWhenHurt' }).task.difficulty).toBe(3);
  });

  it.each([
    { input: { maneuver: 'drift' }, field: 'maneuver', reason: 'not-a-choice' },
    { input: { maneuver: 'abruptTurn', gear: 'saddle' }, field: 'gear', reason: 'not-a-boolean' },
  ])('refuses $field: $reason', ({ input, field, reason }) => {
    expect(() => resolvePiloting(input as never)).toThrow(expect.objectContaining({ field, reason }));
  });
});
