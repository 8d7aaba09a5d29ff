import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canDamageObject,
  damageObject,
  objectDamageSteps,
  objectEffectiveLevel,
  objectTrack,
  repairObject,
  type ObjectState,
} from './objects.ts';

describe('object damage track', () => {
  // 004 "Special Situation: Attacking Objects"; 000 "사물 부상 트랙". The level stays 1 lower below minor damage
  // (README, "Readings where the sources leave a gap").
  it('runs intact, minor, major, destroyed; minor lowers the level by 1 for good, major breaks it', () => {
    expect(objectTrack.map(({ state, levelChange, works }) => [state, levelChange, works])).toEqual([
      ['intact', 0, true],
      ['minor', -1, true],
      ['major', -1, false],
      ['destroyed', -1, false],
    ]);
  });

  it.each([
    { state: 'intact', steps: 1, after: 'minor' },
    { state: 'intact', steps: 3, after: 'destroyed' },
    { state: 'minor', steps: 2, after: 'destroyed' },
    { state: 'major', steps: 3, after: 'destroyed' },
    { state: 'major', steps: 0, after: 'major' },
  ] as const)('$state damaged $steps step(s) -> $after', ({ state, steps, after }) => {
    expect(damageObject(state, steps)).toBe(after);
  });

  // 004 "Special Situation: Attacking Objects": damaged objects can be repaired, destroyed ones cannot.
  it.each([
    { state: 'major', steps: 1, after: 'minor' },
    { state: 'major', steps: 2, after: 'intact' },
    { state: 'minor', steps: 3, after: 'intact' },
    { state: 'intact', steps: 1, after: 'intact' },
  ] as const)('$state repaired $steps step(s) -> $after', ({ state, steps, after }) => {
    expect(repairObject(state, steps)).toBe(after);
  });

  it('a destroyed object cannot be repaired', () => {
    expect(() => repairObject('destroyed', 1)).toThrow(
      expect.objectContaining({
        field: 'state',
        reason: 'destroyed',
        message: 'state: destroyed',
      }),
    );
  });

  it.each([damageObject, repairObject])('refuses negative steps, and more than the track has', (move) => {
    expect(() => move('minor', -1)).toThrow(expect.objectContaining({ field: 'steps', reason: 'below-minimum' }));
    expect(() => move('minor', 4)).toThrow(
      expect.objectContaining({ field: 'steps', reason: 'above-maximum', max: 3 }),
    );
  });

  // Issue 13: damageObject('broken', 1) returned 'intact'.
  it.each([damageObject, repairObject])('refuses a state that is not on the track', (move) => {
    expect(() => move('broken' as ObjectState, 1)).toThrow(
      expect.objectContaining({
        field: 'state',
        reason: 'not-a-choice',
        allowed: ['intact', 'minor', 'major', 'destroyed'],
      }),
    );
  });

  it('damage only moves down and repair only up', () => {
    const state = fc.constantFrom<ObjectState>('intact', 'minor', 'major');
    const steps = fc.integer({ min: 0, max: 3 });
    const order = objectTrack.map((row) => row.state);
    fc.assert(
      fc.property(state, steps, (s, n) => {
        expect(order.indexOf(damageObject(s, n))).toBeGreaterThanOrEqual(order.indexOf(s));
        expect(order.indexOf(repairObject(s, n))).toBeLessThanOrEqual(order.indexOf(s));
      }),
    );
  });
});

describe('objectEffectiveLevel', () => {
  // 004 "Special Situation: Attacking Objects": hard (wood, stone) +1, very hard (metal) +2, exotic +3, fragile lower.
  it.each([
    { object: { level: 4 }, level: 4 },
    { object: { level: 4, material: 'hard' }, level: 5 },
    { object: { level: 4, material: 'veryHard' }, level: 6 },
    { object: { level: 4, material: 'exotic' }, level: 7 },
    { object: { level: 4, material: 'fragile' }, level: 3 },
    // 004: minor damage reduces the object's level by 1.
    { object: { level: 4, state: 'minor' }, level: 3 },
    { object: { level: 4, state: 'minor', material: 'veryHard' }, level: 5 },
    // The reduction stays at major damage (README), so a broken object is no harder to destroy than a scratched one.
    { object: { level: 4, state: 'major' }, level: 3 },
    { object: { level: 0, state: 'major', material: 'fragile' }, level: -2 },
  ] as const)('$object -> $level', ({ object, level }) => {
    expect(objectEffectiveLevel(object)).toBe(level);
  });

  it.each([-1, 11])('refuses level %i', (level) => {
    expect(() => objectEffectiveLevel({ level })).toThrow(expect.objectContaining({ field: 'level', min: 0, max: 10 }));
  });

  it.each([
    { object: { level: 4, state: 'broken' }, field: 'state' },
    { object: { level: 4, material: 'steel' }, field: 'material' },
    { object: { level: 4, material: 'toString' }, field: 'material' },
  ])('refuses $object ($field is not a choice)', ({ object, field }) => {
    expect(() => objectEffectiveLevel(object as never)).toThrow(
      expect.objectContaining({ field, reason: 'not-a-choice' }),
    );
  });
});

describe('canDamageObject', () => {
  // 004: damage below the effective level cannot harm the object, whatever the roll.
  it.each([
    { damage: 4, level: 6, can: false },
    { damage: 6, level: 6, can: true },
    { damage: 2, level: 1, can: true },
  ])('damage $damage against effective level $level: $can', ({ damage, level, can }) => {
    expect(canDamageObject(damage, level)).toBe(can);
  });

  it('refuses negative damage, and an effective level no object has', () => {
    expect(() => canDamageObject(-1, 2)).toThrow(expect.objectContaining({ field: 'amount' }));
    expect(() => canDamageObject(3, Number.NaN)).toThrow(
      expect.objectContaining({ field: 'effectiveLevel', reason: 'not-a-number', min: -2, max: 13 }),
    );
  });
});

describe('objectDamageSteps', () => {
  // 004 "Special Situation: Attacking Objects": success 1 step; beating the difficulty by 2 levels 2 steps; by 4, 3.
  it.each([
    { roll: 8, difficulty: 3, steps: 0 },
    { roll: 9, difficulty: 3, steps: 1 },
    { roll: 14, difficulty: 3, steps: 1 },
    { roll: 15, difficulty: 3, steps: 2 },
    { roll: 20, difficulty: 3, steps: 2 },
    { roll: 21, difficulty: 3, steps: 3 },
    { roll: 1, difficulty: 0, steps: 1 },
  ])('roll $roll against difficulty $difficulty -> $steps step(s)', ({ roll, difficulty, steps }) => {
    expect(objectDamageSteps({ roll, difficulty })).toBe(steps);
  });

  it.each([
    { input: { roll: 0, difficulty: 3 }, field: 'roll' },
    { input: { roll: 5, difficulty: -1 }, field: 'difficulty' },
  ])('refuses $input', ({ input, field }) => {
    expect(() => objectDamageSteps(input)).toThrow(expect.objectContaining({ field, reason: 'below-minimum' }));
  });

  it('a higher roll never moves the object fewer steps', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 0, max: 10 }), (roll, difficulty) => {
        expect(objectDamageSteps({ roll: roll + 1, difficulty })).toBeGreaterThanOrEqual(
          objectDamageSteps({ roll, difficulty }),
        );
      }),
    );
  });
});
