import { describe, expect, it } from 'vitest';
import { resolveTask } from './task.ts';
import { weapons } from './weapons.ts';

describe('weapons', () => {
  // 000 "전투" and 001 (Spanish): light 2 and eases the attack, medium 4, heavy 6 and two-handed.
  it.each([
    { category: 'light', damage: 2, attackEase: 1, hands: 1 },
    { category: 'medium', damage: 4, attackEase: 0, hands: 1 },
    { category: 'heavy', damage: 6, attackEase: 0, hands: 2 },
  ] as const)('$category weapons deal $damage', ({ category, ...row }) => {
    expect(weapons[category]).toMatchObject(row);
  });

  // 000 "전투": attacking a level 2 bandit is difficulty 2; a light weapon eases it to 1.
  it('a knife eases the attack on a level 2 bandit to difficulty 1', () => {
    expect(resolveTask({ difficulty: 2, assets: weapons.light.attackEase })).toMatchObject({
      difficulty: 1,
      target: 3,
    });
  });
});
