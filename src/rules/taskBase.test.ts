import { describe, expect, it } from 'vitest';
import { resolveTask } from './task.ts';
import { MAX_BASE_DIFFICULTY, resolveFromBase, withAssets } from './taskBase.ts';

describe('resolveFromBase', () => {
  it('a base from 0 to 10 is the task difficulty', () => {
    expect(resolveFromBase(6, { skill: 'trained' }, 'cypher')).toEqual({
      base: 6,
      task: resolveTask({ difficulty: 6, skill: 'trained' }),
    });
  });

  it('a base below 0 is 0: routine', () => {
    expect(resolveFromBase(-3, {}, 'cypher')).toMatchObject({ base: 0, task: { routine: true } });
  });

  it('a base above 10 is the real difficulty: impossible until eased within reach', () => {
    expect(resolveFromBase(14, {}, 'cypher').task).toMatchObject({ difficulty: 14, target: 42, impossible: true });
    expect(resolveFromBase(14, { skill: 'specialized', assets: 2, effort: 6 }, 'numenera').task).toMatchObject({
      difficulty: 4,
      ruleset: 'numenera',
    });
  });

  // resolveTask takes at most 20 hindering steps: those past 10 leave less room for the task's own.
  it('leaves room for the steps past 10 under the bound on hindering steps', () => {
    expect(resolveFromBase(MAX_BASE_DIFFICULTY, { hinder: 10 }, 'cypher').task.difficulty).toBe(30);
    expect(() => resolveFromBase(MAX_BASE_DIFFICULTY, { hinder: 11 }, 'cypher')).toThrow(
      expect.objectContaining({ field: 'hinder', reason: 'above-maximum', max: 10 }),
    );
  });
});

describe('withAssets', () => {
  it('adds the assets a rule names to the task assets', () => {
    expect(withAssets({ assets: 1, skill: 'trained' }, 1)).toEqual({ assets: 2, skill: 'trained' });
    expect(withAssets({}, 0)).toEqual({ assets: 0 });
  });

  it('leaves room for them under the bound on assets', () => {
    expect(() => withAssets({ assets: 20 }, 1)).toThrow(
      expect.objectContaining({ field: 'assets', reason: 'above-maximum', max: 19 }),
    );
  });
});
