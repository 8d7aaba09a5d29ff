import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_BASE_DIFFICULTY, resolveFromBase, resolveRetry, resolveTask, withAssets, type TaskInput } from './task.ts';
import type { Skill } from './types.ts';

describe('resolveTask: worked examples', () => {
  // 000 "난이도 조정하기" and 001 (Spanish) "convierte una escalada": a difficulty 6 climb.
  it.each([
    { skill: 'trained', difficulty: 5, target: 15 },
    { skill: 'specialized', difficulty: 4, target: 12 },
  ] as const)('a $skill climber turns a difficulty 6 climb into $difficulty', ({ skill, difficulty, target }) => {
    expect(resolveTask({ difficulty: 6, skill })).toMatchObject({ difficulty, target });
  });

  // 004 "Rolling The Die": three +1 bonuses against a level 3 foe become an asset: difficulty 2, target 6.
  it('a +3 bonus is an asset instead', () => {
    expect(resolveTask({ difficulty: 3, bonus: 3 })).toMatchObject({
      difficulty: 2,
      target: 6,
      rollBonus: 0,
      eased: { skill: 0, assets: 1, effort: 0 },
    });
  });

  // 004 "Determining Task Difficulty": needing a 6 or more still fails 25% of the time.
  it('a target of 6 fails a quarter of the time', () => {
    expect(resolveTask({ difficulty: 2 }).chance).toBe(0.75);
  });

  // 004 "Cooperative Actions": Sarah, trained in climbing, helps Scott: eased by two steps (help is an asset).
  // 000 "협동": Jethua helps Veterian the same way.
  it('help from a trained ally eases by two steps', () => {
    expect(resolveTask({ difficulty: 4, assets: 2 }).eased.assets).toBe(2);
  });

  // 000 "마스터 개입" (Example Intrusion): skill and help ease a difficulty 2 wall climb to 0: no roll.
  it('a wall climb eased from 2 to 0 is routine', () => {
    expect(resolveTask({ difficulty: 2, skill: 'trained', assets: 1 })).toMatchObject({
      difficulty: 0,
      target: 0,
      routine: true,
      impossible: false,
      chance: 1,
    });
  });

  // 004 "Vehicular Combat": a small fighter (level 2) goes for the drive of a frigate (level 4): 4 + 2 + 3 = 9;
  // trained: 8, still impossible without help; three ships coordinating ease it two steps more: 6.
  it('the space battle attack', () => {
    expect(resolveTask({ difficulty: 4, hinder: 5 }).difficulty).toBe(9);
    expect(resolveTask({ difficulty: 4, hinder: 5, skill: 'trained' })).toMatchObject({
      difficulty: 8,
      impossible: true,
      chance: 0,
    });
    expect(resolveTask({ difficulty: 4, hinder: 5, skill: 'trained', assets: 2 }).difficulty).toBe(6);
  });

  // 004 "Vehicular Combat": the frigate's return fire: defense hindered two steps, eased two: difficulty 4.
  it('the space battle defense', () => {
    expect(resolveTask({ difficulty: 4, hinder: 2, assets: 2 }).difficulty).toBe(4);
  });

  // 004 "Jumping": 20 feet with a short run: 20 / 2 - 4 = 6, eased by the run: 5.
  it('a running long jump', () => {
    expect(resolveTask({ difficulty: 6, assets: 1 }).difficulty).toBe(5);
  });

  // 004 "Guarding": getting past a level 3 bodyguard is a hindered Speed task: difficulty 4.
  it('getting past a guard', () => {
    expect(resolveTask({ difficulty: 3, hinder: 1 }).difficulty).toBe(4);
  });

  // 004 "Vehicular Movement": driving is difficulty 0; one action spent elsewhere hinders it to 1, two to 2.
  it.each([1, 2])('driving after %i distracted action(s)', (hinder) => {
    expect(resolveTask({ difficulty: 0, hinder })).toMatchObject({ difficulty: hinder, routine: false });
  });

  // 004 "Modifying The Difficulty": at most ten steps: two from skills, two from assets, six from Effort.
  it('ten steps of easing make a difficulty 10 task routine', () => {
    expect(resolveTask({ difficulty: 10, skill: 'specialized', assets: 2, effort: 6 })).toMatchObject({
      difficulty: 0,
      routine: true,
      eased: { skill: 2, assets: 2, effort: 6 },
      ignored: { assets: 0, effort: 0 },
    });
  });

  // 004 "Assets" and "Effort": steps beyond the caps do not count, and the result says so.
  it('caps assets at two steps and Effort at six, and reports the rest', () => {
    expect(resolveTask({ difficulty: 10, assets: 3, effort: 7 })).toMatchObject({
      difficulty: 2,
      eased: { skill: 0, assets: 2, effort: 6 },
      ignored: { assets: 1, effort: 1 },
    });
  });

  // 004 "Key Concepts" (INABILITY: hindered).
  it('an inability hinders', () => {
    expect(resolveTask({ difficulty: 3, skill: 'inability' })).toMatchObject({ difficulty: 4, eased: { skill: -1 } });
  });

  // 004 "Rolling The Die": with a bonus a result of 21 or more is possible, so a target of 21 can be rolled.
  it('a +2 bonus brings a target of 21 within reach', () => {
    expect(resolveTask({ difficulty: 7, bonus: 2 })).toMatchObject({ target: 21, impossible: false, chance: 0.1 });
    expect(resolveTask({ difficulty: 7, bonus: 1 })).toMatchObject({ impossible: false, chance: 0.05 });
    expect(resolveTask({ difficulty: 8, bonus: 2 })).toMatchObject({ target: 24, impossible: true, chance: 0 });
  });

  // 001 (Spanish): at most +1 or +2 is ever added to a roll.
  it('a +4 bonus is one asset and +1 on the roll', () => {
    expect(resolveTask({ difficulty: 5, bonus: 4 })).toMatchObject({ difficulty: 4, rollBonus: 1 });
  });

  // 004 "Rolling The Die" + "Assets": a +3 turned asset does not count past two assets.
  it('a +3 bonus is lost when two assets already count', () => {
    expect(resolveTask({ difficulty: 5, assets: 2, bonus: 3 })).toMatchObject({
      difficulty: 3,
      rollBonus: 0,
      ignored: { assets: 1, effort: 0 },
    });
  });

  it('hindering may push the difficulty past 10', () => {
    expect(resolveTask({ difficulty: 10, hinder: 2 })).toMatchObject({ difficulty: 12, target: 36, impossible: true });
  });
});

describe('resolveTask: chance by difficulty', () => {
  it.each([
    { difficulty: 1, chance: 0.9 },
    { difficulty: 2, chance: 0.75 },
    { difficulty: 3, chance: 0.6 },
    { difficulty: 4, chance: 0.45 },
    { difficulty: 5, chance: 0.3 },
    { difficulty: 6, chance: 0.15 },
    { difficulty: 7, chance: 0 },
  ])('difficulty $difficulty -> chance $chance', ({ difficulty, chance }) => {
    expect(resolveTask({ difficulty }).chance).toBeCloseTo(chance, 10);
  });
});

describe('resolveTask: rulesets', () => {
  it('defaults to the Cypher System', () => {
    expect(resolveTask({ difficulty: 3 }).ruleset).toBe('cypher');
  });

  it('resolves Numenera tasks with the same numbers', () => {
    fc.assert(
      fc.property(taskInput(), (input) => {
        const { ruleset, ...numenera } = resolveTask(input, 'numenera');
        const { ruleset: cypherId, ...cypher } = resolveTask(input, 'cypher');
        expect([ruleset, cypherId]).toEqual(['numenera', 'cypher']);
        expect(numenera).toEqual(cypher);
      }),
    );
  });
});

describe('resolveTask: bad input', () => {
  it.each([
    { input: { difficulty: 11 }, field: 'difficulty', reason: 'above-maximum' },
    { input: { difficulty: -1 }, field: 'difficulty', reason: 'below-minimum' },
    { input: { difficulty: 2.5 }, field: 'difficulty', reason: 'not-an-integer' },
    { input: { difficulty: Number.NaN }, field: 'difficulty', reason: 'not-a-number' },
    { input: { difficulty: 3, assets: -1 }, field: 'assets', reason: 'below-minimum' },
    { input: { difficulty: 3, effort: 1.5 }, field: 'effort', reason: 'not-an-integer' },
    { input: { difficulty: 3, hinder: -2 }, field: 'hinder', reason: 'below-minimum' },
    { input: { difficulty: 3, bonus: Number.NaN }, field: 'bonus', reason: 'not-a-number' },
  ])('$input is refused: $field $reason', ({ input, field, reason }) => {
    expect(() => resolveTask(input)).toThrow(expect.objectContaining({ field, reason }));
  });
});

describe('resolveTask: properties', () => {
  it('chance stays within 0..1, is 1 when routine and 0 exactly when impossible', () => {
    fc.assert(
      fc.property(taskInput(), (input) => {
        const result = resolveTask(input);
        expect(result.chance).toBeGreaterThanOrEqual(0);
        expect(result.chance).toBeLessThanOrEqual(1);
        expect(result.difficulty).toBeGreaterThanOrEqual(0);
        expect(result.target).toBe(3 * result.difficulty);
        expect(result.routine).toBe(result.difficulty === 0);
        if (result.routine) expect(result.chance).toBe(1);
        expect(result.impossible).toBe(result.chance === 0);
      }),
    );
  });

  const skillOrder: Skill[] = ['inability', 'practiced', 'trained', 'specialized'];
  const easier = fc.constantFrom<(input: TaskInput) => TaskInput>(
    (input) => ({ ...input, assets: (input.assets ?? 0) + 1 }),
    (input) => ({ ...input, effort: (input.effort ?? 0) + 1 }),
    (input) => ({ ...input, hinder: Math.max(0, (input.hinder ?? 0) - 1) }),
    (input) => ({ ...input, skill: skillOrder[Math.min(3, skillOrder.indexOf(input.skill ?? 'practiced') + 1)] }),
  );

  it('chance never falls when the task is eased', () => {
    fc.assert(
      fc.property(taskInput(), easier, (input, ease) => {
        expect(resolveTask(ease(input)).chance).toBeGreaterThanOrEqual(resolveTask(input).chance);
      }),
    );
  });

  it('eased steps never exceed the caps', () => {
    fc.assert(
      fc.property(taskInput(), (input) => {
        const { eased, ignored } = resolveTask(input);
        expect(eased.assets).toBeLessThanOrEqual(2);
        expect(eased.effort).toBeLessThanOrEqual(6);
        expect(eased.effort + ignored.effort).toBe(input.effort ?? 0);
      }),
    );
  });
});

describe('resolveRetry', () => {
  // 004 "Retrying a Task After Failure": at least one level of Effort on a retry.
  it('resolves a retry with Effort like the task', () => {
    expect(resolveRetry({ difficulty: 4, effort: 1 }, 'numenera')).toEqual(
      resolveTask({ difficulty: 4, effort: 1 }, 'numenera'),
    );
  });

  it.each([{ effort: undefined }, { effort: 0 }])('refuses a retry with effort $effort', ({ effort }) => {
    const error = catchError(() => resolveRetry({ difficulty: 4, effort }));
    expect(error).toMatchObject({ field: 'effort', reason: 'retry-needs-effort', min: 1, value: 0 });
    expect(error.message).toBe('effort: retry-needs-effort');
  });

  it('checks the task first', () => {
    expect(() => resolveRetry({ difficulty: 12, effort: 1 })).toThrow(
      expect.objectContaining({ field: 'difficulty', reason: 'above-maximum' }),
    );
  });
});

function taskInput(): fc.Arbitrary<TaskInput> {
  return fc.record(
    {
      difficulty: fc.integer({ min: 0, max: 10 }),
      skill: fc.constantFrom<Skill>('inability', 'practiced', 'trained', 'specialized'),
      assets: fc.integer({ min: 0, max: 4 }),
      effort: fc.integer({ min: 0, max: 8 }),
      hinder: fc.integer({ min: 0, max: 4 }),
      bonus: fc.integer({ min: 0, max: 2 }),
    },
    { requiredKeys: ['difficulty'] },
  );
}

function catchError(run: () => unknown): Error {
  try {
    run();
  } catch (error) {
    if (error instanceof Error) return error;
  }
  throw new Error('expected an error');
}

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

describe('resolveTask: chanceToBeat', () => {
  // 004 "Encounters, Rounds, And Initiative": against level 2 guards (target 6), 7 to 20 act first (70%), where the
  // same task succeeds on 6 to 20 (75%): a roll equal to the target reaches it but does not beat it.
  it('the guards of the example: 70% to beat the target, 75% to reach it', () => {
    const task = resolveTask({ difficulty: 2 });
    expect(task.chanceToBeat).toBeCloseTo(0.7, 12);
    expect(task.chance).toBeCloseTo(0.75, 12);
  });

  it('is one face of the d20 less than the task’s chance, unless no face or every face counts', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 0, max: 10 }),
        fc.nat(5),
        (difficulty, hinder, bonus) => {
          const task = resolveTask({ difficulty, hinder, bonus });
          const expected = task.routine ? 1 : Math.max(0, task.chance - 0.05);
          expect(task.chanceToBeat).toBeCloseTo(expected, 12);
        },
      ),
    );
  });
});
