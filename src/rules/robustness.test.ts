// Issue 13: whatever a URL, a form or a caller passes, every public function returns a valid result or throws a
// RulesInputError: never another error, never NaN, Infinity or -0 in a result.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as rules from './index.ts';

/** Values no field should accept, and a few that look almost right. */
const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.anything({ withBigInt: true, withNullPrototype: true, withBoxedValues: true }),
  fc.constantFrom(
    -0,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    1e21,
    2 ** 53 + 1,
    9007199254740993,
    999999999999,
    -3,
    2.5,
    '',
    '3',
    'fire',
    'constructor',
    '__proto__',
    null,
    undefined,
    true,
  ),
);

/** A field: mostly a plausible value, sometimes a hostile one. */
function field<T>(valid: fc.Arbitrary<T>): fc.Arbitrary<unknown> {
  return fc.oneof({ arbitrary: valid, weight: 4 }, { arbitrary: hostile, weight: 1 });
}

const int = (min: number, max: number) => field(fc.integer({ min, max }));
const pick = <T>(...values: T[]) => field(fc.constantFrom(...values));
const bool = field(fc.boolean());
const ruleset = pick('cypher', 'numenera');
const track = pick('hale', 'impaired', 'debilitated', 'dead');
const pools = { might: int(0, 12), speed: int(0, 12), intellect: int(0, 12) };
const hit = field(
  fc.record(
    { amount: int(0, 12), type: pick('might', 'speed', 'intellect', 'ambient'), ignoreArmor: bool },
    { requiredKeys: ['amount'] },
  ),
);
/** What a character brings to a task. */
const ownTask = {
  skill: pick('inability', 'practiced', 'trained', 'specialized'),
  assets: int(0, 4),
  effort: int(0, 8),
  hinder: int(0, 3),
  bonus: int(0, 7),
};
const task = { difficulty: int(0, 10), ...ownTask };
const taskInput = field(fc.record(task, { requiredKeys: ['difficulty'] }));
const ownTaskInput = field(fc.record(ownTask, { requiredKeys: [] }));
const levelTask = field(fc.record({ level: int(1, 10), ...ownTask }, { requiredKeys: ['level'] }));
const recoveringPc = field(
  fc.record({
    ...pools,
    track,
    max: field(fc.record({ might: int(1, 12), speed: int(1, 12), intellect: int(1, 12) })),
  }),
);

/** A character about to take a recovery roll, with the day's four rolls used or not. */
const restingPc = field(
  fc.record({
    ...pools,
    track,
    max: field(fc.record({ might: int(1, 12), speed: int(1, 12), intellect: int(1, 12) })),
    used: field(fc.record({ action: bool, tenMinutes: bool, oneHour: bool, tenHours: bool })),
  }),
);
/** A character as a sheet holds it: mostly consistent, sometimes not, sometimes hostile in any field. */
const statPool = field(fc.record({ max: int(1, 12), current: int(0, 12), edge: int(0, 3) }));
const character = field(
  fc.record({
    ruleset,
    tier: int(1, 6),
    effort: int(1, 4),
    might: statPool,
    speed: statPool,
    intellect: statPool,
    armor: int(0, 4),
    armorWeight: pick('none', 'light', 'medium', 'heavy'),
    armorPracticed: bool,
    track,
    recoveryBonus: field(fc.option(fc.integer({ min: 0, max: 8 }))),
    recoveryRollsUsed: int(0, 4),
    cypherLimit: int(0, 4),
    cyphers: field(fc.array(field(fc.record({ used: bool })), { maxLength: 4 })),
  }),
);
const stat = pick('might', 'speed', 'intellect');

/** Arkham Horror's chaos bag: counts of each kind of token, and what its symbols and elder sign do. */
const chaosBag = field(
  fc.record(Object.fromEntries(rules.chaosTokens.map((token) => [token, int(0, 4)])), { requiredKeys: [] }),
);
const campaign = pick(...rules.campaignIds);
/** A campaign's bags as the chaos bag's script receives them, or something else. */
const campaignBags = field(
  fc.dictionary(
    fc.constantFrom(...rules.campaignDifficulties),
    fc.oneof(fc.constant('plus1 zero minus1 skull autoFail elderSign'), fc.string()),
  ),
);
/** One side of a card's facts about a symbol, or something else. */
const tokenFact = field(
  fc.record(
    {
      modifier: fc.oneof(fc.integer({ min: -9, max: 3 }), fc.constant('X')),
      factor: fc.integer({ min: 1, max: 3 }),
      effect: fc.constantFrom('revealAnother', 'autoFail', 'autoSuccess'),
    },
    { requiredKeys: ['modifier'] },
  ),
);
const symbolEffect = field(
  fc.record(
    { effect: pick('modifier', 'revealAnother', 'autoFail'), modifier: int(-8, 3) },
    { requiredKeys: ['effect'] },
  ),
);
const chaosBagFields = {
  bag: chaosBag,
  skull: symbolEffect,
  cultist: symbolEffect,
  tablet: symbolEffect,
  elderThing: symbolEffect,
  elderSign: field(fc.record({ effect: pick('modifier', 'autoSuccess'), modifier: int(-2, 5) })),
};
const chaosBagInput = field(fc.record(chaosBagFields, { requiredKeys: ['bag'] }));

type Call = (...args: never[]) => unknown;
/** Each public function with an arbitrary for its arguments. */
const calls: Record<string, [Call, fc.Arbitrary<unknown[]>]> = {
  targetNumber: [rules.targetNumber, fc.tuple(int(0, 10))],
  resolveTask: [rules.resolveTask, fc.tuple(taskInput, ruleset)],
  resolveRetry: [rules.resolveRetry, fc.tuple(taskInput, ruleset)],
  resolveRoll: [
    rules.resolveRoll,
    fc.tuple(
      field(
        fc.record(
          { ...task, natural: int(1, 20), attack: bool, impaired: bool },
          { requiredKeys: ['difficulty', 'natural'] },
        ),
      ),
      ruleset,
    ),
  ],
  effortCost: [
    rules.effortCost,
    fc.tuple(int(0, 8), field(fc.record({ edge: int(0, 4), impaired: bool }, { requiredKeys: [] }))),
  ],
  actionCost: [
    rules.actionCost,
    fc.tuple(
      field(
        fc.record(
          {
            stat: pick('might', 'speed', 'intellect'),
            armor: pick('none', 'light', 'medium', 'heavy'),
            armorPracticed: bool,
            edge: int(0, 4),
            impaired: bool,
            initialCost: int(0, 6),
            abilityCost: int(0, 6),
            effortTask: int(0, 8),
            effortDamage: int(0, 8),
            maxEffort: int(1, 8),
          },
          { requiredKeys: [] },
        ),
      ),
      ruleset,
    ),
  ],
  spendFromPool: [
    rules.spendFromPool,
    fc.tuple(
      int(0, 20),
      field(fc.record({ total: int(0, 20), minimum: int(0, 20) })),
      field(fc.record({ impaired: bool }, { requiredKeys: [] })),
    ),
  ],
  effortDamage: [rules.effortDamage, fc.tuple(int(0, 8))],
  areaEffortDamage: [rules.areaEffortDamage, fc.tuple(int(0, 8))],
  applyDamage: [
    rules.applyDamage,
    fc.tuple(
      field(fc.record({ ...pools, track, armor: int(0, 4) }, { requiredKeys: ['might', 'speed', 'intellect'] })),
      hit,
    ),
  ],
  allowedActions: [rules.allowedActions, fc.tuple(track, int(0, 5))],
  specialRoll: [
    rules.specialRoll,
    fc.tuple(int(1, 20), field(fc.record({ attack: bool, impaired: bool }, { requiredKeys: ['attack'] }))),
  ],
  attackDamage: [
    rules.attackDamage,
    fc.tuple(
      field(
        fc.record(
          { weapon: pick('light', 'medium', 'heavy'), effortLevels: int(0, 4), natural: int(1, 20), impaired: bool },
          { requiredKeys: ['weapon', 'natural'] },
        ),
      ),
    ),
  ],
  restTime: [rules.restTime, fc.tuple(int(1, 9))],
  recoveryRoll: [rules.recoveryRoll, fc.tuple(field(fc.record({ d6: int(1, 6), tier: int(1, 6) })), ruleset)],
  dailyRecovery: [rules.dailyRecovery, fc.tuple(int(1, 6), ruleset)],
  recoverPools: [
    rules.recoverPools,
    fc.tuple(recoveringPc, field(fc.record({ roll: int(0, 12), ...pools }, { requiredKeys: ['roll'] }))),
  ],
  recoverTrackStep: [rules.recoverTrackStep, fc.tuple(field(fc.record({ ...pools, track })))],
  spendRecoveryRoll: [
    rules.spendRecoveryRoll,
    fc.tuple(recoveringPc, int(0, 12), pick('might', 'speed', 'intellect', 'track')),
  ],
  newRecoveryDay: [rules.newRecoveryDay, fc.tuple()],
  nextRecoveryRoll: [rules.nextRecoveryRoll, fc.tuple(restingPc)],
  takeRecoveryRoll: [
    rules.takeRecoveryRoll,
    fc.tuple(restingPc, field(fc.record({ d6: int(1, 6), bonus: int(1, 8), share: field(fc.record(pools)) }))),
  ],
  npc: [rules.npc, fc.tuple(int(1, 10))],
  actsBeforeNpc: [rules.actsBeforeNpc, fc.tuple(int(1, 25), int(1, 10))],
  damageNpc: [
    rules.damageNpc,
    fc.tuple(field(fc.record({ health: int(0, 30), armor: int(0, 4) }, { requiredKeys: ['health'] })), hit),
  ],
  objectEffectiveLevel: [
    rules.objectEffectiveLevel,
    fc.tuple(
      field(
        fc.record(
          {
            level: int(0, 10),
            state: pick('intact', 'minor', 'major', 'destroyed'),
            material: pick('fragile', 'normal', 'hard', 'veryHard', 'exotic'),
          },
          { requiredKeys: ['level'] },
        ),
      ),
    ),
  ],
  canDamageObject: [rules.canDamageObject, fc.tuple(int(0, 12), int(-2, 13))],
  objectDamageSteps: [
    rules.objectDamageSteps,
    fc.tuple(field(fc.record({ roll: int(1, 30), difficulty: int(0, 13) }))),
  ],
  damageObject: [rules.damageObject, fc.tuple(pick('intact', 'minor', 'major', 'destroyed'), int(0, 3))],
  repairObject: [rules.repairObject, fc.tuple(pick('intact', 'minor', 'major', 'destroyed'), int(0, 3))],
  hazardHit: [rules.hazardHit, fc.tuple(pick(...(Object.keys(rules.hazards) as rules.HazardId[])), int(0, 10))],
  rollDie: [
    rules.rollDie,
    fc.tuple(
      pick(6, 20),
      field(
        fc.oneof(
          fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }).map((x) => () => x),
          hostile.map((x) => () => x),
        ),
      ),
    ),
  ],
  resolveCombatRoll: [
    rules.resolveCombatRoll,
    fc.tuple(
      field(
        fc.record(
          {
            roll: pick('attack', 'defense'),
            level: int(1, 10),
            kind: pick('melee', 'ranged'),
            weaponRange: pick('short', 'long', 'veryLong'),
            distance: pick('immediate', 'short', 'long', 'veryLong'),
            atLimit: bool,
            stabbing: bool,
            cover: pick('none', 'partial', 'full'),
            throughCover: bool,
            prone: bool,
            higherGround: bool,
            surprise: pick('none', 'unsure', 'unaware'),
            light: pick('bright', 'dim', 'veryDim', 'dark'),
            lowLight: pick('none', 'trained', 'specialized'),
            otherSenses: bool,
            mist: pick('none', 'mist', 'dense'),
            hiding: bool,
            invisible: bool,
            water: pick('none', 'shallow', 'deep', 'underwater'),
            aquatic: bool,
            targetMoving: bool,
            riding: pick('none', 'untrained', 'trained'),
            jostled: pick('none', 'untrained', 'trained'),
            dazed: bool,
            guarding: bool,
            distracted: bool,
            drewAttack: bool,
            ...ownTask,
          },
          { requiredKeys: ['roll', 'level', 'kind'] },
        ),
      ),
      ruleset,
    ),
  ],
  resolvePlayerVsPlayer: [
    rules.resolvePlayerVsPlayer,
    fc.tuple(field(fc.record({ attacker: ownTaskInput, defender: ownTaskInput })), ruleset),
  ],
  playerVsPlayerRoll: [
    rules.playerVsPlayerRoll,
    fc.tuple(
      field(fc.record({ attacker: ownTaskInput, defender: ownTaskInput })),
      field(fc.record({ attacker: int(1, 20), defender: int(1, 20) })),
      ruleset,
    ),
  ],
  resolveAreaAttack: [
    rules.resolveAreaAttack,
    fc.tuple(field(fc.record({ targets: field(fc.array(int(1, 10), { maxLength: 4 })), ...ownTask })), ruleset),
  ],
  areaAttackRoll: [
    rules.areaAttackRoll,
    fc.tuple(
      field(
        fc.record(
          { targets: field(fc.array(int(1, 10), { maxLength: 4 })), natural: int(1, 20), ...ownTask },
          { requiredKeys: ['targets', 'natural'] },
        ),
      ),
      ruleset,
    ),
  ],
  resolveInitiative: [rules.resolveInitiative, fc.tuple(levelTask, ruleset)],
  actsFirst: [
    rules.actsFirst,
    fc.tuple(
      field(fc.record({ level: int(1, 10), natural: int(1, 20), ...ownTask }, { requiredKeys: ['level', 'natural'] })),
      ruleset,
    ),
  ],
  getPastGuard: [rules.getPastGuard, fc.tuple(levelTask, ruleset)],
  stopAtGuard: [rules.stopAtGuard, fc.tuple(levelTask, ruleset)],
  helpAssets: [rules.helpAssets, fc.tuple(field(fc.array(pick('inability', 'practiced', 'trained', 'specialized'))))],
  takeTheAttack: [rules.takeTheAttack, fc.tuple(hit)],
  resolveHealing: [
    rules.resolveHealing,
    fc.tuple(field(fc.record({ points: int(0, 22), ...ownTask }, { requiredKeys: ['points'] })), ruleset),
  ],
  resolveJump: [
    rules.resolveJump,
    fc.tuple(
      field(
        fc.record(
          {
            jump: pick('long', 'high'),
            distance: int(0, 50),
            unit: pick('feet', 'meters'),
            runUp: pick('none', 'immediate', 'short'),
            ...ownTask,
          },
          { requiredKeys: ['jump', 'distance'] },
        ),
      ),
      ruleset,
    ),
  ],
  resolveHeavyObject: [
    rules.resolveHeavyObject,
    fc.tuple(
      field(
        fc.record(
          { weight: int(0, 1100), unit: pick('pounds', 'kilograms'), ...ownTask },
          { requiredKeys: ['weight'] },
        ),
      ),
      ruleset,
    ),
  ],
  resolveCrafting: [
    rules.resolveCrafting,
    fc.tuple(field(fc.record({ level: int(0, 11), exotic: bool, ...ownTask }, { requiredKeys: ['level'] })), ruleset),
  ],
  resolveClimb: [
    rules.resolveClimb,
    fc.tuple(
      field(
        fc.record(
          { surface: pick(...(Object.keys(rules.climbingSurfaces) as rules.ClimbingSurface[])), ...ownTask },
          { requiredKeys: ['surface'] },
        ),
      ),
      ruleset,
    ),
  ],
  resolvePiloting: [
    rules.resolvePiloting,
    fc.tuple(
      field(
        fc.record(
          {
            maneuver: pick(...(Object.keys(rules.pilotingManeuvers) as rules.PilotingManeuver[])),
            gear: bool,
            ...ownTask,
          },
          { requiredKeys: ['maneuver'] },
        ),
      ),
      ruleset,
    ),
  ],
  shiftDamageTrack: [rules.shiftDamageTrack, fc.tuple(track, int(0, 4))],
  checkCharacter: [rules.checkCharacter, fc.tuple(character)],
  setPool: [rules.setPool, fc.tuple(character, stat, int(0, 12))],
  takeSpecialDamage: [rules.takeSpecialDamage, fc.tuple(character)],
  characterActionCost: [
    rules.characterActionCost,
    fc.tuple(
      character,
      field(
        fc.record(
          { stat, initialCost: int(0, 4), abilityCost: int(0, 4), effortTask: int(0, 3), effortDamage: int(0, 3) },
          { requiredKeys: ['stat'] },
        ),
      ),
    ),
  ],
  spendPoints: [
    rules.spendPoints,
    fc.tuple(character, stat, field(fc.record({ total: int(0, 14), minimum: int(0, 14) }))),
  ],
  characterHit: [rules.characterHit, fc.tuple(character, hit)],
  takeHit: [rules.takeHit, fc.tuple(character, hit)],
  recoveryBonus: [rules.recoveryBonus, fc.tuple(character)],
  characterRecoveryRoll: [rules.characterRecoveryRoll, fc.tuple(character, int(1, 6))],
  characterRecovery: [
    rules.characterRecovery,
    fc.tuple(character, int(1, 6), field(fc.oneof(fc.constant('track'), fc.record(pools, { requiredKeys: [] })))),
  ],
  takeCharacterRecoveryRoll: [
    rules.takeCharacterRecoveryRoll,
    fc.tuple(character, int(1, 6), field(fc.oneof(fc.constant('track'), fc.record(pools, { requiredKeys: [] })))),
  ],
  startNewDay: [rules.startNewDay, fc.tuple(character)],
  cypherLoad: [rules.cypherLoad, fc.tuple(character)],
  gainCypher: [rules.gainCypher, fc.tuple(character, field(fc.record({ used: bool })))],
  useCypher: [rules.useCypher, fc.tuple(character, int(0, 4))],
  bagSize: [rules.bagSize, fc.tuple(chaosBag)],
  maxTokens: [rules.maxTokens, fc.tuple(pick(...rules.chaosTokens))],
  campaignDifficultyOf: [rules.campaignDifficultyOf, fc.tuple(chaosBag, campaign)],
  campaignBag: [rules.campaignBag, fc.tuple(campaign, pick(...rules.campaignDifficulties))],
  campaignLevels: [rules.campaignLevels, fc.tuple(campaign)],
  campaignBags: [rules.campaignBags, fc.tuple(campaign)],
  bagLevels: [rules.bagLevels, fc.tuple(campaignBags)],
  bagAt: [rules.bagAt, fc.tuple(campaignBags, pick(...rules.campaignDifficulties))],
  bagDifficulty: [rules.bagDifficulty, fc.tuple(chaosBag, campaignBags)],
  campaignScenarios: [rules.campaignScenarios, fc.tuple(campaign)],
  scenarioCard: [rules.scenarioCard, fc.tuple(pick('01104', '02236', '10501', 'bogus'))],
  sideOf: [rules.sideOf, fc.tuple(pick(...rules.campaignDifficulties))],
  cardModifier: [rules.cardModifier, fc.tuple(pick(...rules.symbolTokens), tokenFact, int(-2, 25))],
  symbolEffectOf: [rules.symbolEffectOf, fc.tuple(pick(...rules.symbolTokens), tokenFact, int(-2, 25))],
  revealOutcomes: [rules.revealOutcomes, fc.tuple(chaosBagInput)],
  skillTestOdds: [
    rules.skillTestOdds,
    fc.tuple(
      field(
        fc.record(
          { ...chaosBagFields, skill: int(0, 12), difficulty: int(0, 12) },
          { requiredKeys: ['bag', 'skill', 'difficulty'] },
        ),
      ),
    ),
  ],
  rulesI18nKeys: [rules.rulesI18nKeys, fc.tuple()],
};

/** Every number in a result, however deep. */
function numbers(value: unknown): number[] {
  if (typeof value === 'number') return [value];
  if (Array.isArray(value)) return value.flatMap(numbers);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(numbers);
  return [];
}

describe('every public function, for arbitrary values of every field', () => {
  it('is in this test', () => {
    const functions = Object.entries(rules)
      .filter(([name, value]) => typeof value === 'function' && name !== 'RulesInputError')
      .map(([name]) => name);
    expect(Object.keys(calls).sort()).toEqual(functions.sort());
  });

  it.each(Object.entries(calls))('%s returns a valid result or throws RulesInputError', (_name, [run, args]) => {
    fc.assert(
      fc.property(args, (values) => {
        let result: unknown;
        try {
          result = (run as (...a: unknown[]) => unknown)(...values);
        } catch (error) {
          expect(error).toBeInstanceOf(rules.RulesInputError);
          return;
        }
        for (const n of numbers(result)) {
          expect(Number.isFinite(n), `${n} in ${JSON.stringify(result)}`).toBe(true);
          expect(Object.is(n, -0), `-0 in ${JSON.stringify(result)}`).toBe(false);
        }
      }),
      { numRuns: 300 },
    );
  });
});

// The examples of issue 13, each refused by name instead of computed into a wrong answer.
describe('issue 13 examples', () => {
  it.each([
    { run: () => rules.resolveTask({ difficulty: 10, skill: 'expert' as rules.Skill, assets: 2 }), field: 'skill' },
    { run: () => rules.attackDamage({ weapon: 'huge' as rules.WeaponCategory, natural: 10 }), field: 'weapon' },
    {
      run: () => rules.applyDamage({ might: 5, speed: 5, intellect: 5 }, { amount: 3, type: 'fire' as rules.Stat }),
      field: 'type',
    },
    { run: () => rules.damageObject('broken' as rules.ObjectState, 1), field: 'state' },
    {
      run: () => rules.recoverTrackStep({ might: 5, speed: 5, intellect: 5, track: 'wounded' as rules.Track }),
      field: 'track',
    },
    { run: () => rules.resolveTask({ difficulty: 4 }, 'd20' as rules.RulesetId), field: 'ruleset' },
    { run: () => rules.hazardHit('lava' as rules.HazardId, 1), field: 'hazard' },
    { run: () => rules.rollDie(12 as rules.Die, Math.random), field: 'sides' },
  ])('refuses an unknown $field, listing the allowed values', ({ run, field }) => {
    expect(run).toThrow(expect.objectContaining({ field, reason: 'not-a-choice', allowed: expect.any(Array) }));
  });

  it.each([9007199254740993, 999999999999])('refuses a bonus of %d instead of rounding it', (bonus) => {
    expect(() => rules.resolveTask({ difficulty: 4, bonus })).toThrow(
      expect.objectContaining({ field: 'bonus', reason: 'above-maximum', max: rules.MAX_BONUS }),
    );
  });

  it('turns -0 into 0', () => {
    const result = rules.resolveTask({ difficulty: -0, assets: -0, bonus: -0 });
    expect(Object.is(result.difficulty, 0)).toBe(true);
    expect(Object.is(result.target, 0)).toBe(true);
    expect(Object.is(rules.effortDamage(-0).perTarget, 0)).toBe(true);
  });

  it('refuses a random source that is no function or gives no face of the die', () => {
    expect(() => rules.rollDie(20, 0.5 as never)).toThrow(
      expect.objectContaining({ field: 'random', reason: 'not-a-function' }),
    );
    expect(() => rules.rollDie(20, () => 1)).toThrow(
      expect.objectContaining({ field: 'random', reason: 'above-maximum' }),
    );
    expect(() => rules.rollDie(6, () => '0.5' as never)).toThrow(
      expect.objectContaining({ field: 'random', reason: 'not-a-number' }),
    );
  });
});
