import { describe, expect, it } from 'vitest';
import { helpAssets, helpBySkill, takeTheAttack } from './cooperation.ts';
import { applyDamage } from './damage.ts';
import { resolveTask } from './task.ts';

describe('helpAssets', () => {
  // 004 "Cooperative Actions" (Helping); 000 "협동": help eases the task; an inability helps nothing; a helper
  // trained or specialized in the task eases it two steps.
  it.each([
    ['inability', 0],
    ['practiced', 1],
    ['trained', 2],
    ['specialized', 2],
  ] as const)('a helper with skill %s gives %i asset(s)', (skill, assets) => {
    expect(helpBySkill[skill]).toBe(assets);
    expect(helpAssets([skill])).toBe(assets);
  });

  // 004: Sarah, trained in climbing, helps Scott up a steep incline: eased two steps. 000: Jethua helps Veterian.
  it('Sarah helping Scott eases his climb two steps', () => {
    expect(resolveTask({ difficulty: 4, assets: helpAssets(['trained']) }).difficulty).toBe(2);
  });

  // 004: help is an asset, and no more than two assets count.
  it('help counts with the other assets under the two-asset cap', () => {
    const task = resolveTask({ difficulty: 5, assets: 1 + helpAssets(['trained', 'practiced']) });
    expect(task).toMatchObject({ difficulty: 3, eased: { assets: 2 }, ignored: { assets: 2 } });
  });

  it('no helper, no help', () => {
    expect(helpAssets([])).toBe(0);
  });

  it.each([
    { helpers: 'trained', reason: 'not-a-list' },
    { helpers: ['expert'], reason: 'not-a-choice' },
  ])('refuses helpers $helpers: $reason', ({ helpers, reason }) => {
    expect(() => helpAssets(helpers as never)).toThrow(expect.objectContaining({ field: 'helpers', reason }));
  });
});

describe('takeTheAttack', () => {
  // 004 "Cooperative Actions" (Take the Attack): the attack hits the sacrificial character and deals 1 more point.
  it('deals 1 more point of damage to the character who takes it', () => {
    const hit = takeTheAttack({ amount: 4 });
    expect(hit).toEqual({ amount: 5, type: 'might', ignoreArmor: false });
    expect(applyDamage({ might: 8, speed: 6, intellect: 6, armor: 1 }, hit)).toMatchObject({ might: 4, taken: 4 });
  });

  it('keeps the hit type', () => {
    expect(takeTheAttack({ amount: 2, type: 'intellect' })).toMatchObject({ amount: 3, type: 'intellect' });
  });

  it('refuses a bad hit', () => {
    expect(() => takeTheAttack({ amount: -1 })).toThrow(expect.objectContaining({ field: 'amount' }));
  });
});
