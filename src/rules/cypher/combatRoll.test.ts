import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { combatCaps, combatModifiers } from './combatModifiers.ts';
import { resolveCombatRoll, type CombatRollResult, type ResolvedCombatRoll } from './combatRoll.ts';
import type { CombatSituation } from './combatSituation.ts';
import { rulesI18nKeys } from './i18n.ts';

/** The result of a roll that is made (or that a lucky shot would make); fails the test for a blocked one. */
function rolled(result: CombatRollResult): ResolvedCombatRoll {
  if (result.outcome === 'cannot-be-attacked') throw new Error('expected a roll');
  return result;
}

/** The counted modifiers as `id direction steps`, for compact expectations. */
function counted(result: CombatRollResult): string[] {
  return rolled(result).modifiers.map(({ id, direction, steps }) => `${id} ${direction} ${steps}`);
}

const melee = { kind: 'melee', level: 4 } as const;
const ranged = { kind: 'ranged', level: 4, weaponRange: 'long', distance: 'short' } as const;

describe('resolveCombatRoll: worked examples', () => {
  // 004 "Attack Modifiers And Special Situations": a situation that hinders attacks raises a PC's attack roll one
  // step and lowers the difficulty of a PC's defense roll one step. 000 "공격 수정치와 특수한 상황" says the same.
  it('a situation that hinders attacks hinders the attack roll and eases the defense roll', () => {
    const attack = rolled(resolveCombatRoll({ ...melee, roll: 'attack', targetMoving: true }));
    const defense = rolled(resolveCombatRoll({ ...melee, roll: 'defense', targetMoving: true }));
    expect(attack.task.difficulty).toBe(5);
    expect(defense.task.difficulty).toBe(3);
    expect(counted(attack)).toEqual(['movingTarget hinders 1']);
    expect(counted(defense)).toEqual(['movingTarget eases 1']);
  });

  // 004 "The Player Always Rolls": a low wall the PC hides behind eases their defense rolls; the same wall
  // sheltering a foe hinders the PC's attack rolls.
  it("a low wall eases the sheltered PC's defense and hinders attacks on a sheltered foe", () => {
    expect(rolled(resolveCombatRoll({ ...ranged, roll: 'defense', cover: 'partial' })).task.difficulty).toBe(3);
    expect(rolled(resolveCombatRoll({ ...ranged, roll: 'attack', cover: 'partial' })).task.difficulty).toBe(5);
  });

  // 004 "Cover": behind a thin wooden screen a character is wholly covered, but a rifle that goes through the wood
  // can still attack them, hindered because the attacker cannot see them clearly.
  it('the rifle through the wooden screen', () => {
    const screen = { ...ranged, roll: 'attack', cover: 'full' } as const;
    expect(resolveCombatRoll(screen)).toMatchObject({ outcome: 'cannot-be-attacked', section: { id: 'cover' } });
    const rifle = rolled(resolveCombatRoll({ ...screen, throughCover: true }));
    expect(counted(rifle)).toEqual(['coverPierced hinders 1']);
    expect(rifle.task.difficulty).toBe(5);
  });

  // 004 "Surprise": a sniper in a hidden spot, an invisible assailant or the first salvo of an ambush are eased by
  // two steps; a defender unsure of the attacker's place but on guard, by one.
  it.each([
    { surprise: 'unaware', difficulty: 2 },
    { surprise: 'unsure', difficulty: 3 },
    { surprise: 'none', difficulty: 4 },
  ] as const)('surprise $surprise: attack difficulty $difficulty', ({ surprise, difficulty }) => {
    expect(rolled(resolveCombatRoll({ ...ranged, roll: 'attack', surprise })).task.difficulty).toBe(difficulty);
  });
});

// Each row: the situation (against a level 4 NPC), the modifiers that count on the PC's attack roll, and the
// attack difficulty; the defense roll against the same situation gets the mirror image (tested below).
describe.each([
  // 004 "Cover"
  { section: 'Cover', situation: { ...melee, cover: 'partial' }, modifiers: ['partialCover hinders 1'], difficulty: 5 },
  // 004 "Position"
  { section: 'Position', situation: { ...melee, prone: true }, modifiers: ['proneMelee eases 1'], difficulty: 3 },
  { section: 'Position', situation: { ...ranged, prone: true }, modifiers: ['proneRanged hinders 1'], difficulty: 5 },
  {
    section: 'Position',
    situation: { ...melee, higherGround: true },
    modifiers: ['higherGround eases 1'],
    difficulty: 3,
  },
  // 004 "Range": point-blank, extreme, and two steps per category beyond the normal limit
  {
    section: 'Range',
    situation: { ...ranged, distance: 'immediate' },
    modifiers: ['pointBlank eases 1'],
    difficulty: 3,
  },
  {
    section: 'Range',
    situation: { ...ranged, distance: 'long', atLimit: true },
    modifiers: ['extremeRange hinders 1'],
    difficulty: 5,
  },
  { section: 'Range', situation: { ...ranged, distance: 'long' }, modifiers: [], difficulty: 4 },
  {
    section: 'Range',
    situation: { ...ranged, distance: 'veryLong', atLimit: true },
    modifiers: ['beyondRange hinders 2'],
    difficulty: 6,
  },
  {
    section: 'Range',
    situation: { ...ranged, weaponRange: 'short', distance: 'veryLong' },
    modifiers: ['beyondRange hinders 4'],
    difficulty: 8,
  },
  // 004 "Illumination"
  { section: 'Illumination', situation: { ...melee, light: 'dim' }, modifiers: ['dimLight hinders 1'], difficulty: 5 },
  {
    section: 'Illumination',
    situation: { ...melee, light: 'dim', lowLight: 'trained' },
    modifiers: ['dimLight hinders 1', 'lowLightSpotting eases 1'],
    difficulty: 4,
  },
  {
    section: 'Illumination',
    situation: { ...melee, light: 'veryDim' },
    modifiers: ['veryDimLightNear hinders 1'],
    difficulty: 5,
  },
  {
    section: 'Illumination',
    situation: { ...ranged, light: 'veryDim' },
    modifiers: ['veryDimLightShort hinders 2'],
    difficulty: 6,
  },
  {
    section: 'Illumination',
    situation: { ...ranged, light: 'veryDim', lowLight: 'trained' },
    modifiers: ['veryDimLightShort hinders 2', 'lowLightSpotting eases 1'],
    difficulty: 5,
  },
  {
    section: 'Illumination',
    situation: { ...ranged, light: 'veryDim', lowLight: 'specialized' },
    modifiers: ['veryDimLightShort hinders 2', 'lowLightSpotting eases 2'],
    difficulty: 4,
  },
  {
    section: 'Illumination',
    situation: { ...melee, light: 'dark', otherSenses: true },
    modifiers: ['darkness hinders 4'],
    difficulty: 8,
  },
  {
    section: 'Illumination',
    situation: { ...melee, light: 'dark', otherSenses: true, lowLight: 'trained' },
    modifiers: ['darkness hinders 4', 'lowLightSpotting eases 1'],
    difficulty: 7,
  },
  {
    section: 'Illumination',
    situation: { ...melee, light: 'dark', otherSenses: true, lowLight: 'specialized' },
    modifiers: ['darkness hinders 4', 'lowLightSpotting eases 2'],
    difficulty: 6,
  },
  // 004 "Visibility"
  { section: 'Visibility', situation: { ...ranged, mist: 'mist' }, modifiers: ['mist hinders 1'], difficulty: 5 },
  { section: 'Visibility', situation: { ...melee, mist: 'mist' }, modifiers: [], difficulty: 4 },
  {
    section: 'Visibility',
    situation: { ...melee, mist: 'dense' },
    modifiers: ['denseMistMelee hinders 1'],
    difficulty: 5,
  },
  {
    section: 'Visibility',
    situation: { ...ranged, mist: 'dense', otherSenses: true },
    modifiers: ['denseMistRanged hinders 4'],
    difficulty: 8,
  },
  {
    section: 'Visibility',
    situation: { ...ranged, hiding: true },
    modifiers: ['hidingTarget hinders 1'],
    difficulty: 5,
  },
  { section: 'Visibility', situation: { ...melee, hiding: true }, modifiers: [], difficulty: 4 },
  {
    section: 'Visibility',
    situation: { ...melee, invisible: true, otherSenses: true },
    modifiers: ['invisibleTarget hinders 4'],
    difficulty: 8,
  },
  // 004 "Water"
  { section: 'Water', situation: { ...melee, water: 'shallow' }, modifiers: [], difficulty: 4 },
  { section: 'Water', situation: { ...melee, water: 'deep' }, modifiers: ['deepWater hinders 1'], difficulty: 5 },
  { section: 'Water', situation: { ...melee, water: 'deep', aquatic: true }, modifiers: [], difficulty: 4 },
  {
    section: 'Water',
    situation: { ...melee, water: 'underwater', stabbing: true },
    modifiers: ['underwaterStabbing hinders 1'],
    difficulty: 5,
  },
  {
    section: 'Water',
    situation: { ...melee, water: 'underwater' },
    modifiers: ['underwaterMelee hinders 2'],
    difficulty: 6,
  },
  {
    section: 'Water',
    situation: { ...ranged, water: 'underwater' },
    modifiers: ['underwaterRanged hinders 1'],
    difficulty: 5,
  },
  // Underwater a long-range weapon reaches only short range: a long shot is one category past it.
  {
    section: 'Water',
    situation: { ...ranged, distance: 'long', water: 'underwater' },
    modifiers: ['beyondRange hinders 2', 'underwaterRanged hinders 1'],
    difficulty: 7,
  },
  {
    section: 'Water',
    situation: { ...ranged, distance: 'long', water: 'underwater', aquatic: true },
    modifiers: [],
    difficulty: 4,
  },
  // 004 "Moving Targets"
  {
    section: 'Moving Targets',
    situation: { ...melee, targetMoving: true },
    modifiers: ['movingTarget hinders 1'],
    difficulty: 5,
  },
  {
    section: 'Moving Targets',
    situation: { ...ranged, riding: 'untrained' },
    modifiers: ['movingMount hinders 1'],
    difficulty: 5,
  },
  { section: 'Moving Targets', situation: { ...ranged, riding: 'trained' }, modifiers: [], difficulty: 4 },
  {
    section: 'Moving Targets',
    situation: { ...melee, jostled: 'untrained' },
    modifiers: ['jostled hinders 1'],
    difficulty: 5,
  },
  { section: 'Moving Targets', situation: { ...melee, jostled: 'trained' }, modifiers: [], difficulty: 4 },
] as const)('004 "$section"', ({ situation, modifiers, difficulty }) => {
  it(`an attack roll counts ${modifiers.join(', ') || 'nothing'}: difficulty ${difficulty}`, () => {
    const result = rolled(resolveCombatRoll({ ...situation, roll: 'attack' } as CombatSituation));
    expect(counted(result)).toEqual(modifiers);
    expect(result.task.difficulty).toBe(difficulty);
    expect(result.outcome).toBe('roll');
  });

  it(`the defense roll against it takes each modifier the other way: difficulty ${8 - difficulty}`, () => {
    const result = rolled(resolveCombatRoll({ ...situation, roll: 'defense' } as CombatSituation));
    const flipped = modifiers.map((text) =>
      text.replace(/ (eases|hinders) /, (_, direction) => (direction === 'eases' ? ' hinders ' : ' eases ')),
    );
    expect(counted(result)).toEqual(flipped);
    expect(result.task.difficulty).toBe(8 - difficulty);
  });
});

describe('resolveCombatRoll: what belongs to the PC who rolls', () => {
  // 004 "Guarding": a guard's defense tasks are eased. 004 "Cooperative Actions": a distracted foe's attacks are
  // hindered (so the PC's defense is eased); a PC who drew the attack defends hindered by two steps.
  it.each([
    { extra: { guarding: true }, modifiers: ['guarding eases 1'], difficulty: 3 },
    { extra: { distracted: true }, modifiers: ['distracted eases 1'], difficulty: 3 },
    { extra: { drewAttack: true }, modifiers: ['drewAttack hinders 2'], difficulty: 6 },
  ] as const)('defense with $extra: $modifiers', ({ extra, modifiers, difficulty }) => {
    const result = rolled(resolveCombatRoll({ ...melee, roll: 'defense', ...extra }));
    expect(counted(result)).toEqual(modifiers);
    expect(result.task.difficulty).toBe(difficulty);
  });

  // 004 "Special Damage": a dazed character's tasks are hindered, attack and defense alike.
  it.each(['attack', 'defense'] as const)("a dazed PC's %s roll is hindered", (roll) => {
    const result = rolled(resolveCombatRoll({ ...melee, roll, dazed: true }));
    expect(counted(result)).toEqual(['dazed hinders 1']);
    expect(result.task.difficulty).toBe(5);
  });

  // 004 "Modifying The Difficulty": the PC's skill, assets and Effort ease the difficulty the situation set.
  it('applies skill, assets and Effort after the situation', () => {
    const result = rolled(
      resolveCombatRoll({ ...ranged, roll: 'attack', cover: 'partial', skill: 'trained', assets: 1, effort: 1 }),
    );
    expect(result.situationDifficulty).toBe(5);
    expect(result.task).toMatchObject({ difficulty: 2, target: 6, chance: 0.75 });
  });

  // 004 "Action: Defend": a character who does not know an attack is coming rolls without modifiers, skill or
  // Effort; the ambush still eases the attack two steps (004 "Surprise").
  it('a surprised defender loses skill, assets, Effort and bonus', () => {
    const result = rolled(
      resolveCombatRoll({
        ...melee,
        roll: 'defense',
        surprise: 'unaware',
        skill: 'specialized',
        assets: 1,
        effort: 2,
        bonus: 1,
      }),
    );
    expect(counted(result)).toEqual(['unaware hinders 2']);
    expect(result.task).toMatchObject({ difficulty: 6, rollBonus: 0 });
    expect(result.caps).toEqual([
      {
        id: 'surprisedDefender',
        ignored: 5,
        section: combatCaps.surprisedDefender.section,
        name: combatCaps.surprisedDefender.name,
      },
    ]);
  });

  it("a surprised defender's inability still hinders", () => {
    const result = rolled(resolveCombatRoll({ ...melee, roll: 'defense', surprise: 'unaware', skill: 'inability' }));
    expect(result.task.difficulty).toBe(7);
    expect(result.caps).toEqual([]);
  });

  it('a defender who is only unsure keeps their skill', () => {
    const result = rolled(resolveCombatRoll({ ...melee, roll: 'defense', surprise: 'unsure', skill: 'trained' }));
    expect(result.task.difficulty).toBe(4);
    expect(result.caps).toEqual([]);
  });
});

describe('resolveCombatRoll: states', () => {
  // 004 "Cover": a character wholly behind cover cannot be attacked.
  it.each(['attack', 'defense'] as const)('full cover on a %s roll: cannot be attacked', (roll) => {
    expect(resolveCombatRoll({ ...melee, roll, cover: 'full' })).toEqual({
      outcome: 'cannot-be-attacked',
      roll,
      level: 4,
      section: combatModifiers.partialCover.section,
    });
  });

  // 004 "Illumination" (Darkness) and "Visibility" (Invisible Target, dense mist treated as darkness): without other
  // senses the attack fails with no roll, unless the player spends 1 XP on a lucky shot or the GM intrudes.
  it.each([
    { situation: { ...melee, light: 'dark' }, modifier: 'darkness' },
    { situation: { ...melee, invisible: true }, modifier: 'invisibleTarget' },
    { situation: { ...ranged, mist: 'dense' }, modifier: 'denseMistRanged' },
    // The site's reading beyond-sight: "Dim light allows you to see out to short range", very dim light no further.
    { situation: { ...ranged, distance: 'long', light: 'veryDim' }, modifier: 'veryDimLightFar' },
    { situation: { ...ranged, distance: 'long', light: 'dim' }, modifier: 'dimLightFar' },
  ] as const)('$modifier without other senses: no roll unless a lucky shot', ({ situation, modifier }) => {
    const attack = rolled(resolveCombatRoll({ ...situation, roll: 'attack' }));
    expect(attack.outcome).toBe('no-roll-unless-lucky-shot');
    // A lucky shot rolls as if the attacker could hear the target: hindered four steps.
    expect(counted(attack)).toEqual([`${modifier} hinders 4`]);
    expect(attack.task.difficulty).toBe(8);
    const defense = rolled(resolveCombatRoll({ ...situation, roll: 'defense' }));
    expect(defense.outcome).toBe('no-roll-unless-intrusion');
  });

  // 004 "Illumination": dim light lets you see out to short range, and hinders an attack on a target in it; beyond
  // short range the target is not seen at all (the site's reading beyond-sight, readings.ts).
  it('dim light hinders one step up to short range, and beyond it the target is unseen', () => {
    const near = rolled(resolveCombatRoll({ ...ranged, roll: 'attack', distance: 'short', light: 'dim' }));
    expect(counted(near)).toEqual(['dimLight hinders 1']);
    const far = rolled(
      resolveCombatRoll({ ...ranged, roll: 'attack', distance: 'long', light: 'dim', otherSenses: true }),
    );
    expect(far.outcome).toBe('roll');
    expect(counted(far)).toEqual(['dimLightFar hinders 4']);
  });

  it('a target that cannot be seen counts once, and harder-to-see modifiers add nothing', () => {
    const result = rolled(
      resolveCombatRoll({
        ...ranged,
        roll: 'attack',
        light: 'dark',
        invisible: true,
        hiding: true,
        otherSenses: true,
        lowLight: 'specialized',
      }),
    );
    expect(counted(result)).toEqual(['invisibleTarget hinders 4']);
    expect(result.caps.map(({ id, ignored }) => ({ id, ignored }))).toEqual([{ id: 'unseen', ignored: 5 }]);
  });

  it('low-light spotting cancels the light penalty and no more', () => {
    const dim = rolled(resolveCombatRoll({ ...melee, roll: 'attack', light: 'dim', lowLight: 'specialized' }));
    expect(counted(dim)).toEqual(['dimLight hinders 1', 'lowLightSpotting eases 1']);
    expect(dim.task.difficulty).toBe(4);
    expect(dim.caps.map(({ id, ignored }) => ({ id, ignored }))).toEqual([{ id: 'lowLightSpotting', ignored: 1 }]);
    const bright = rolled(resolveCombatRoll({ ...melee, roll: 'attack', lowLight: 'specialized' }));
    expect(bright.modifiers).toEqual([]);
    expect(bright.caps).toEqual([]);
  });

  // 004 "Assets" and "Effort": the caps of the PC's own modifiers, reported.
  it('reports the asset and Effort caps', () => {
    const result = rolled(resolveCombatRoll({ ...melee, roll: 'attack', level: 10, assets: 3, effort: 7 }));
    expect(result.caps.map(({ id, ignored }) => ({ id, ignored }))).toEqual([
      { id: 'assets', ignored: 1 },
      { id: 'effort', ignored: 1 },
    ]);
  });

  it('a situation that eases the roll below 0 makes it routine', () => {
    const result = rolled(
      resolveCombatRoll({ ...ranged, roll: 'attack', level: 1, distance: 'immediate', surprise: 'unaware' }),
    );
    expect(result.situationDifficulty).toBe(0);
    expect(result.task).toMatchObject({ difficulty: 0, routine: true, chance: 1 });
  });

  it('a situation may push the difficulty past 10: impossible, with the real difficulty', () => {
    const result = rolled(
      resolveCombatRoll({ ...melee, roll: 'attack', level: 9, light: 'dark', otherSenses: true, water: 'underwater' }),
    );
    expect(result.task).toMatchObject({ difficulty: 15, target: 45, impossible: true, chance: 0 });
  });

  it('follows the Numenera ruleset with the same numbers', () => {
    const situation = { ...ranged, roll: 'attack', cover: 'partial', skill: 'trained' } as const;
    const { task: numenera } = rolled(resolveCombatRoll(situation, 'numenera'));
    const { task: cypher } = rolled(resolveCombatRoll(situation));
    expect({ ...numenera, ruleset: 'cypher' }).toEqual(cypher);
    expect(numenera.ruleset).toBe('numenera');
  });
});

describe('resolveCombatRoll: bad input', () => {
  it.each([
    { input: { ...melee, roll: 'parry' }, field: 'roll', reason: 'not-a-choice' },
    { input: { ...melee, roll: 'attack', level: 0 }, field: 'level', reason: 'below-minimum' },
    { input: { ...melee, roll: 'attack', kind: 'thrown' }, field: 'kind', reason: 'not-a-choice' },
    { input: { ...melee, roll: 'attack', cover: 'half' }, field: 'cover', reason: 'not-a-choice' },
    { input: { ...melee, roll: 'attack', light: 'night' }, field: 'light', reason: 'not-a-choice' },
    { input: { ...melee, roll: 'attack', prone: 'yes' }, field: 'prone', reason: 'not-a-boolean' },
    { input: { ...ranged, roll: 'attack', weaponRange: 'immediate' }, field: 'weaponRange', reason: 'not-a-choice' },
    { input: { ...ranged, roll: 'attack', distance: undefined }, field: 'distance', reason: 'not-a-choice' },
    { input: { ...melee, roll: 'defense', guarding: 1 }, field: 'guarding', reason: 'not-a-boolean' },
    { input: { ...melee, roll: 'attack', assets: -1 }, field: 'assets', reason: 'below-minimum' },
    // The PC's modifiers are checked even when the target cannot be attacked.
    { input: { ...melee, roll: 'attack', cover: 'full', skill: 'expert' }, field: 'skill', reason: 'not-a-choice' },
  ])('$input.$field is refused: $reason', ({ input, field, reason }) => {
    expect(() => resolveCombatRoll(input as unknown as CombatSituation)).toThrow(
      expect.objectContaining({ field, reason }),
    );
  });
});

// Situations built from every field that describes the attack (not the PC's own modifiers).
const attackSide = fc.record(
  {
    level: fc.integer({ min: 1, max: 10 }),
    cover: fc.constantFrom('none', 'partial'),
    prone: fc.boolean(),
    higherGround: fc.boolean(),
    surprise: fc.constantFrom('none', 'unsure'),
    light: fc.constantFrom('bright', 'dim', 'veryDim', 'dark'),
    lowLight: fc.constantFrom('none', 'trained', 'specialized'),
    otherSenses: fc.boolean(),
    mist: fc.constantFrom('none', 'mist', 'dense'),
    hiding: fc.boolean(),
    invisible: fc.boolean(),
    water: fc.constantFrom('none', 'shallow', 'deep', 'underwater'),
    aquatic: fc.boolean(),
    targetMoving: fc.boolean(),
    riding: fc.constantFrom('none', 'untrained', 'trained'),
    jostled: fc.constantFrom('none', 'untrained', 'trained'),
  } as const,
  { requiredKeys: ['level'] },
);
const attack = fc.oneof(
  fc.record({ kind: fc.constant('melee' as const), stabbing: fc.boolean() }),
  fc.record({
    kind: fc.constant('ranged' as const),
    weaponRange: fc.constantFrom('short', 'long', 'veryLong'),
    distance: fc.constantFrom('immediate', 'short', 'long', 'veryLong'),
    atLimit: fc.boolean(),
  } as const),
);
const own = fc.record(
  {
    skill: fc.constantFrom('inability', 'practiced', 'trained', 'specialized'),
    assets: fc.integer({ min: 0, max: 3 }),
    effort: fc.integer({ min: 0, max: 3 }),
  } as const,
  { requiredKeys: [] },
);

describe('resolveCombatRoll: properties', () => {
  it('the defense roll mirrors the attack roll: same modifiers the other way, difficulties around the level', () => {
    fc.assert(
      fc.property(attackSide, attack, (side, kind) => {
        const situation = { ...side, ...kind };
        const onAttack = rolled(resolveCombatRoll({ ...situation, roll: 'attack' }));
        const onDefense = rolled(resolveCombatRoll({ ...situation, roll: 'defense' }));
        expect(onDefense.modifiers.map(({ id, steps }) => ({ id, steps }))).toEqual(
          onAttack.modifiers.map(({ id, steps }) => ({ id, steps })),
        );
        onDefense.modifiers.forEach(({ direction }, index) =>
          expect(direction).not.toBe(onAttack.modifiers[index]!.direction),
        );
        // The modifiers' net change to the attack roll, before either difficulty is held at 0.
        const net = onAttack.modifiers.reduce(
          (sum, { steps, direction }) => sum + (direction === 'hinders' ? steps : -steps),
          0,
        );
        if (side.level - net >= 0 && side.level + net >= 0) {
          expect(onAttack.situationDifficulty + onDefense.situationDifficulty).toBe(2 * side.level);
        }
        expect(onDefense.outcome === 'roll').toBe(onAttack.outcome === 'roll');
      }),
    );
  });

  // Each change hinders attacks, made to a situation where that field has its neutral value (or none).
  const hindersAttacks = fc.constantFrom(
    { change: { cover: 'partial' }, neutral: ['none'] },
    { change: { targetMoving: true }, neutral: [false] },
    { change: { jostled: 'untrained' }, neutral: ['none'] },
    { change: { riding: 'untrained' }, neutral: ['none'] },
    { change: { water: 'deep' }, neutral: ['none', 'shallow'] },
    { change: { hiding: true }, neutral: [false] },
    { change: { mist: 'mist' }, neutral: ['none'] },
  );

  it("more hindering never raises the attacker's chance, and never lowers the defender's", () => {
    fc.assert(
      fc.property(attackSide, attack, own, hindersAttacks, (side, kind, ownModifiers, { change, neutral }) => {
        const situation = { ...side, ...kind, ...ownModifiers };
        const [field] = Object.keys(change) as (keyof typeof side)[];
        fc.pre(situation[field!] === undefined || (neutral as readonly unknown[]).includes(situation[field!]));
        const chance = (roll: 'attack' | 'defense', hinder: object) =>
          rolled(resolveCombatRoll({ ...situation, ...hinder, roll } as CombatSituation)).task.chance;
        expect(chance('attack', change)).toBeLessThanOrEqual(chance('attack', {}));
        expect(chance('defense', change)).toBeGreaterThanOrEqual(chance('defense', {}));
      }),
    );
  });

  it("more low-light spotting never lowers the attacker's chance", () => {
    fc.assert(
      fc.property(attackSide, attack, (side, kind) => {
        const chances = (['none', 'trained', 'specialized'] as const).map(
          (lowLight) => rolled(resolveCombatRoll({ ...side, ...kind, lowLight, roll: 'attack' })).task.chance,
        );
        expect(chances).toEqual([...chances].sort((a, b) => a - b));
      }),
    );
  });

  it('lists each modifier once, in the order of the rules, with a section and a name the locales carry', () => {
    const order = Object.keys(combatModifiers);
    const keys = rulesI18nKeys() as readonly string[];
    fc.assert(
      fc.property(attackSide, attack, own, fc.constantFrom('attack', 'defense'), (side, kind, mine, roll) => {
        const { modifiers, caps, task } = rolled(resolveCombatRoll({ ...side, ...kind, ...mine, roll }));
        const ids = modifiers.map(({ id }) => id);
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids).toEqual([...ids].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
        for (const modifier of modifiers) {
          expect(modifier.steps).toBeGreaterThanOrEqual(1);
          expect(modifier.section).toBe(combatModifiers[modifier.id].section);
          expect(keys).toContain(modifier.name);
        }
        for (const cap of caps) expect(cap.ignored).toBeGreaterThanOrEqual(0);
        expect(task.chance).toBeGreaterThanOrEqual(0);
        expect(task.chance).toBeLessThanOrEqual(1);
      }),
    );
  });
});
