import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { areaAttackRoll, resolveAreaAttack } from './areaAttack.ts';
import { areaEffortDamage } from './effort.ts';
import { resolveTask } from './task.ts';

const cult = [2, 2, 2, 2, 2, 2, 4];

describe('areaAttackRoll', () => {
  // 004 "Special Situation: Area Attacks": Shatter against six level 2 cultists (target 6) and their level 4
  // leader (target 12): one attack roll of 11 hits every cultist and misses the leader.
  it('one roll of 11 hits the six cultists and misses their leader', () => {
    const hits = areaAttackRoll({ targets: cult, natural: 11 });
    expect(hits.map(({ hit }) => hit)).toEqual([true, true, true, true, true, true, false]);
    expect(new Set(hits.map(({ total }) => total))).toEqual(new Set([11]));
    // The leader still takes 1 point when Effort went into the damage (004's example; 001's general rule).
    expect(areaEffortDamage(1).onMiss).toBe(1);
  });

  it('hits an NPC when the roll equals its target number', () => {
    expect(areaAttackRoll({ targets: [4], natural: 12 })[0]!.hit).toBe(true);
  });

  it('one roll: whatever it hits, it also hits every lower level', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 10 }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 1, max: 20 }),
        fc.constantFrom('practiced', 'trained', 'specialized'),
        (targets, natural, skill) => {
          const hits = areaAttackRoll({ targets, natural, skill });
          for (const a of hits) for (const b of hits) if (a.hit && b.level <= a.level) expect(b.hit).toBe(true);
        },
      ),
    );
  });
});

describe('resolveAreaAttack', () => {
  it('is the attack task against each NPC, with the same skill, assets and Effort', () => {
    const targets = resolveAreaAttack({ targets: [2, 4], skill: 'trained', effort: 1 });
    expect(targets).toEqual([
      { level: 2, task: resolveTask({ difficulty: 2, skill: 'trained', effort: 1 }) },
      { level: 4, task: resolveTask({ difficulty: 4, skill: 'trained', effort: 1 }) },
    ]);
    expect(targets.map(({ task }) => task.target)).toEqual([0, 6]);
  });

  it.each([
    { targets: [], reason: 'below-minimum' },
    { targets: 4, reason: 'not-a-list' },
    { targets: [2, 11], reason: 'above-maximum' },
    { targets: [2, 'x'], reason: 'not-a-number' },
  ])('refuses targets $targets: $reason', ({ targets, reason }) => {
    expect(() => resolveAreaAttack({ targets } as never)).toThrow(
      expect.objectContaining({ field: 'targets', reason }),
    );
  });
});
