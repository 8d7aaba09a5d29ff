import { checkInteger, RulesInputError } from './errors.ts';

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
    levelChange: 0,
    works: false,
    repairable: true,
    name: 'rules.objectTrack.major.name',
    effect: 'rules.objectTrack.major.effect',
  },
  {
    state: 'destroyed',
    levelChange: 0,
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

/**
 * The level that decides whether an attack damages the object: its level, lowered by minor damage, changed by
 * its material. May be below 0 for fragile level 0 objects.
 * 004 "Special Situation: Attacking Objects"; 000 "사물 부상 트랙" (minor damage reduces the level by 1).
 *
 * @example
 * objectEffectiveLevel({ level: 4, material: 'veryHard' }); // 6
 */
export function objectEffectiveLevel(object: ObjectInput): number {
  const level = checkInteger('level', object.level, { min: 0, max: 10 });
  return level + row(object.state ?? 'intact').levelChange + materials[object.material ?? 'normal'].levelChange;
}

/**
 * Whether an attack can damage the object at all: its damage (without special-roll bonus) must be at least the
 * object's effective level. 004 "Special Situation: Attacking Objects".
 *
 * @example
 * canDamageObject(4, 6); // false
 */
export function canDamageObject(damage: number, effectiveLevel: number): boolean {
  return checkInteger('amount', damage, { min: 0 }) >= effectiveLevel;
}

/**
 * Steps down the object damage track from the Might roll to damage it: 0 on a failure, 1 on a success, 2 when the
 * roll beats the difficulty by 2 levels, 3 when by 4 levels. "By n levels" is read as: the roll would have beaten
 * a difficulty n higher (target number + 3n).
 * 004 "Special Situation: Attacking Objects"; 000 "사물 부상 트랙".
 *
 * @example
 * objectDamageSteps({ roll: 16, difficulty: 3 }); // 2 (16 reaches 15, the target of difficulty 5)
 */
export function objectDamageSteps(input: { roll: number; difficulty: number }): 0 | 1 | 2 | 3 {
  const roll = checkInteger('roll', input.roll, { min: 1 });
  const difficulty = checkInteger('difficulty', input.difficulty, { min: 0 });
  const levelsBeaten = Math.floor(roll / 3) - difficulty;
  if (levelsBeaten >= 4) return 3;
  if (levelsBeaten >= 2) return 2;
  return levelsBeaten >= 0 ? 1 : 0;
}

// Pure: lets a bundle that never damages objects (an island) leave the object tables out.
const states = /* @__PURE__ */ objectTrack.map((entry) => entry.state);

/**
 * Move an object `steps` down its damage track, stopping at destroyed.
 * 004 "Special Situation: Attacking Objects".
 *
 * @example
 * damageObject('minor', 2); // 'destroyed'
 */
export function damageObject(state: ObjectState, steps: number): ObjectState {
  checkInteger('steps', steps, { min: 0 });
  // The index is clamped to the track, so the element exists.
  return states[Math.min(states.indexOf(state) + steps, states.length - 1)]!;
}

/**
 * Repair an object `steps` up its damage track, stopping at intact. A destroyed object cannot be repaired.
 * 004 "Special Situation: Attacking Objects" (minor and major damage can be repaired).
 *
 * @example
 * repairObject('major', 1); // 'minor'
 */
export function repairObject(state: ObjectState, steps: number): ObjectState {
  checkInteger('steps', steps, { min: 0 });
  if (state === 'destroyed') throw new RulesInputError('object', 'destroyed', { value: state });
  // The index is clamped to the track, so the element exists.
  return states[Math.max(states.indexOf(state) - steps, 0)]!;
}
