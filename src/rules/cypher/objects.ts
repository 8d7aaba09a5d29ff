import { checkChoice, checkInteger, type Range } from '../core/check.ts';
import { RulesInputError } from '../core/errors.ts';
import { MAX_BONUS, ranges } from './limits.ts';

/** A state of the object damage track, best to worst. */
export type ObjectState = 'intact' | 'minor' | 'major' | 'destroyed';

/** One state of the object damage track. */
export interface ObjectStateRow<S extends ObjectState = ObjectState> {
  state: S;
  /** Change to the object's level. */
  levelChange: number;
  /** The object still works. */
  works: boolean;
  /** Damage in this state can be repaired (intact: nothing to repair; destroyed: beyond repair). */
  repairable: boolean;
  name: `rules.objectTrack.${S}.name`;
  effect: `rules.objectTrack.${S}.effect`;
}

/**
 * The object damage track: minor damage lowers the level by 1, major damage breaks the object, destroyed objects
 * cannot be repaired.
 * 004 "Special Situation: Attacking Objects"; 000 "사물 부상 트랙". (002 "The Effects of Taking Damage" still gives
 * objects health; see README.)
 *
 * The level stays 1 lower at major damage and beyond: the source gives the reduction to minor damage and never takes
 * it back, and a track that "works like the damage track for PCs" only gets worse further down (a broken object is
 * not harder to finish off than a scratched one). See README, "Readings where the sources leave a gap".
 */
export const objectTrack = [
  {
    state: 'intact',
    levelChange: 0,
    works: true,
    repairable: false,
    name: 'rules.objectTrack.intact.name',
    effect: 'rules.objectTrack.intact.effect',
  },
  {
    state: 'minor',
    levelChange: -1,
    works: true,
    repairable: true,
    name: 'rules.objectTrack.minor.name',
    effect: 'rules.objectTrack.minor.effect',
  },
  {
    state: 'major',
    levelChange: -1,
    works: false,
    repairable: true,
    name: 'rules.objectTrack.major.name',
    effect: 'rules.objectTrack.major.effect',
  },
  {
    state: 'destroyed',
    levelChange: -1,
    works: false,
    repairable: false,
    name: 'rules.objectTrack.destroyed.name',
    effect: 'rules.objectTrack.destroyed.effect',
  },
] as const satisfies readonly [
  ObjectStateRow<'intact'>,
  ObjectStateRow<'minor'>,
  ObjectStateRow<'major'>,
  ObjectStateRow<'destroyed'>,
];

/** How hard an object's material is. */
export type Material = 'fragile' | 'normal' | 'hard' | 'veryHard' | 'exotic';

/**
 * Change to an object's effective level from its material: fragile -1, hard +1, very hard +2, some exotic +3.
 * 004 "Special Situation: Attacking Objects". The source does not say by how much fragile objects drop; one step
 * follows 004 "Key Concepts" (EASE: a change that names no amount is one step).
 */
export const materials = {
  fragile: { material: 'fragile', levelChange: -1, name: 'rules.material.fragile.name' },
  normal: { material: 'normal', levelChange: 0, name: 'rules.material.normal.name' },
  hard: { material: 'hard', levelChange: 1, name: 'rules.material.hard.name' },
  veryHard: { material: 'veryHard', levelChange: 2, name: 'rules.material.veryHard.name' },
  exotic: { material: 'exotic', levelChange: 3, name: 'rules.material.exotic.name' },
} as const satisfies {
  [M in Material]: { material: M; levelChange: number; name: `rules.material.${M}.name` };
};

/** Lowest and highest level of an object. 004 "Key Concepts" (LEVEL); 004 "Special Situation: Attacking Objects". */
export const MIN_OBJECT_LEVEL = 0;
export const MAX_OBJECT_LEVEL = 10;

// Pure: lets a bundle that never damages objects (an island) leave the object tables out.
const states = /* @__PURE__ */ objectTrack.map((entry) => entry.state);
const materialIds = /* @__PURE__ */ Object.keys(materials) as Material[];

/** The effective levels an object can have: its level changed by its state and its material. */
function effectiveLevels(): Range {
  const stateChanges = objectTrack.map((entry) => entry.levelChange);
  const materialChanges = Object.values(materials).map((entry) => entry.levelChange);
  return {
    min: MIN_OBJECT_LEVEL + Math.min(...stateChanges) + Math.min(...materialChanges),
    max: MAX_OBJECT_LEVEL + Math.max(...stateChanges) + Math.max(...materialChanges),
  };
}

/** An object to attack. */
export interface ObjectInput {
  /** The object's level, whole number 0..10. */
  level: number;
  /** Default 'intact'. */
  state?: ObjectState;
  /** Default 'normal'. */
  material?: Material;
}

function row(state: ObjectState): ObjectStateRow {
  // Every state is on the track.
  return objectTrack.find((entry) => entry.state === state)!;
}

/** Steps an object can move on its track at once: from intact to destroyed at most. */
function checkSteps(steps: number): number {
  return checkInteger('steps', steps, { min: 0, max: states.length - 1 });
}

/**
 * The level that decides whether an attack damages the object: its level, lowered by damage (minor or worse),
 * changed by its material. May be below 0 for damaged or fragile level 0 objects.
 * 004 "Special Situation: Attacking Objects"; 000 "사물 부상 트랙" (minor damage reduces the level by 1).
 *
 * @example
 * objectEffectiveLevel({ level: 4, material: 'veryHard' }); // 6
 */
export function objectEffectiveLevel(object: ObjectInput): number {
  const level = checkInteger('level', object?.level, { min: MIN_OBJECT_LEVEL, max: MAX_OBJECT_LEVEL });
  const state = checkChoice('state', object?.state ?? 'intact', states);
  const material = checkChoice('material', object?.material ?? 'normal', materialIds);
  return level + row(state).levelChange + materials[material].levelChange;
}

/**
 * Whether an attack can damage the object at all: its damage (without special-roll bonus) must be at least the
 * object's effective level. 004 "Special Situation: Attacking Objects".
 *
 * @example
 * canDamageObject(4, 6); // false
 */
export function canDamageObject(damage: number, effectiveLevel: number): boolean {
  const amount = checkInteger('amount', damage, ranges.points);
  return amount >= checkInteger('effectiveLevel', effectiveLevel, effectiveLevels());
}

/**
 * How far a successful Might roll to damage an object moves it down its track: one step on a success, two when the
 * roll beats the difficulty by 2 levels, three when by 4, highest first. 004 "Special Situation: Attacking Objects";
 * 000 "사물 부상 트랙".
 */
export const objectDamageMargins = [
  { levels: 4, steps: 3 },
  { levels: 2, steps: 2 },
  { levels: 0, steps: 1 },
] as const satisfies readonly { levels: number; steps: 1 | 2 | 3 }[];

/**
 * Steps down the object damage track from the Might roll to damage it: 0 on a failure, else as `objectDamageMargins`
 * says. "By n levels" is read as: the roll would have beaten a difficulty n higher (target number + 3n): the site's
 * reading `object-margin` (readings.ts).
 * 004 "Special Situation: Attacking Objects"; 000 "사물 부상 트랙".
 *
 * @example
 * objectDamageSteps({ roll: 16, difficulty: 3 }); // 2 (16 reaches 15, the target of difficulty 5)
 */
export function objectDamageSteps(input: { roll: number; difficulty: number }): 0 | 1 | 2 | 3 {
  const roll = checkInteger('roll', input?.roll, { min: 1, max: 20 + MAX_BONUS });
  const difficulty = checkInteger('difficulty', input?.difficulty, { min: 0, max: effectiveLevels().max });
  const levelsBeaten = Math.floor(roll / 3) - difficulty;
  return objectDamageMargins.find((margin) => levelsBeaten >= margin.levels)?.steps ?? 0;
}

/**
 * Move an object `steps` down its damage track, stopping at destroyed.
 * 004 "Special Situation: Attacking Objects".
 *
 * @example
 * damageObject('minor', 2); // 'destroyed'
 */
export function damageObject(state: ObjectState, steps: number): ObjectState {
  const from = states.indexOf(checkChoice('state', state, states));
  // The index is clamped to the track, so the element exists.
  return states[Math.min(from + checkSteps(steps), states.length - 1)]!;
}

/**
 * Repair an object `steps` up its damage track, stopping at intact. A destroyed object cannot be repaired.
 * 004 "Special Situation: Attacking Objects" (minor and major damage can be repaired).
 *
 * @example
 * repairObject('major', 1); // 'minor'
 */
export function repairObject(state: ObjectState, steps: number): ObjectState {
  const from = states.indexOf(checkChoice('state', state, states));
  const repaired = checkSteps(steps);
  if (state === 'destroyed') throw new RulesInputError('state', 'destroyed', { value: state });
  // The index is clamped to the track, so the element exists.
  return states[Math.max(from - repaired, 0)]!;
}
