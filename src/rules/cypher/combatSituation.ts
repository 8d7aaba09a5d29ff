// A combat situation as a reader describes it (who rolls, the attack, cover, light, water…): the choices, their types,
// and reading a situation with every field checked and every default filled in.
import { checkBoolean, checkChoice, checkInteger, checkObject } from '../core/check.ts';
import type { RulesInputField } from '../core/errors.ts';
import { distanceIds, type Distance } from './distance.ts';
import { ranges } from './limits.ts';
import type { TaskModifiers } from './task.ts';

// The choices of a combat situation, as lists for the run-time checks; each type below is read from its list.
const rolls = ['attack', 'defense'] as const;
const kinds = ['melee', 'ranged'] as const;
const covers = ['none', 'partial', 'full'] as const;
const lights = ['bright', 'dim', 'veryDim', 'dark'] as const;
const lowLights = ['none', 'trained', 'specialized'] as const;
const surprises = ['none', 'unsure', 'unaware'] as const;
const mists = ['none', 'mist', 'dense'] as const;
const waters = ['none', 'shallow', 'deep', 'underwater'] as const;
const trainedPenalties = ['none', 'untrained', 'trained'] as const;
const weaponRanges = ['short', 'long', 'veryLong'] as const satisfies readonly Distance[];

/** Who rolls: a PC attacking an NPC, or a PC defending against an NPC's attack. 004 "The Player Always Rolls". */
export type CombatRoll = (typeof rolls)[number];
/** Melee (within reach) or ranged. 004 "Action: Attack". */
export type AttackKind = (typeof kinds)[number];
/** How much of the target is behind something sturdy. 004 "Cover". */
export type Cover = (typeof covers)[number];
/** The light the target is in. 004 "Illumination". */
export type Light = (typeof lights)[number];
/** The attacker's skill in low-light spotting. 004 "Illumination". */
export type LowLightSpotting = (typeof lowLights)[number];
/** How much the target knows of the attack. 004 "Surprise". */
export type Surprise = (typeof surprises)[number];
/** Mist around the target. 004 "Visibility". */
export type Mist = (typeof mists)[number];
/** The water the attacker is in. 004 "Water". */
export type Water = (typeof waters)[number];
/** A penalty the attacker may be trained to ignore: none, applies (untrained) or ignored (trained). */
export type TrainedPenalty = (typeof trainedPenalties)[number];
/** The normal range of a ranged weapon. 004 "Range". */
export type WeaponRange = (typeof weaponRanges)[number];

/** What the fight looks like, described from the attack's point of view (whoever makes it). */
interface SituationBase extends Omit<TaskModifiers, 'hinder'> {
  /** The NPC's level, 1..10: the difficulty the roll starts from. */
  level: number;
  /** The target's cover. Default 'none'. */
  cover?: Cover;
  /** With full cover: the attack can go through what shelters the target. Default false. */
  throughCover?: boolean;
  /** The target is prone. Default false. */
  prone?: boolean;
  /** The attacker stands on higher ground. Default false. */
  higherGround?: boolean;
  /** Default 'none'. */
  surprise?: Surprise;
  /** The light the target is in. Default 'bright'. */
  light?: Light;
  /** The attacker's low-light spotting. Default 'none'. */
  lowLight?: LowLightSpotting;
  /** The attacker can tell where an unseen target is by other senses, such as hearing. Default false. */
  otherSenses?: boolean;
  /** Default 'none'. */
  mist?: Mist;
  /** The target hides in foliage, behind a screen, amid rubble. Default false. */
  hiding?: boolean;
  /** The target is invisible. Default false. */
  invisible?: boolean;
  /** Default 'none'. */
  water?: Water;
  /** The attacker is an aquatic creature (it ignores the water modifiers). Default false. */
  aquatic?: boolean;
  /** The target is moving very fast. Default false. */
  targetMoving?: boolean;
  /** The attacker attacks from a moving mount or vehicle (trained: in riding or driving). Default 'none'. */
  riding?: TrainedPenalty;
  /** The attacker is jostled (trained: in balancing, or sailing on a ship). Default 'none'. */
  jostled?: TrainedPenalty;
  /** The PC who rolls is dazed. Default false. */
  dazed?: boolean;
}

/** A melee attack. */
interface MeleeSituation {
  kind: 'melee';
  /** The weapon stabs (a spear, a knife): underwater it is hindered one step, not two. Default false. */
  stabbing?: boolean;
}

/** A ranged attack. */
interface RangedSituation {
  kind: 'ranged';
  /** The weapon's normal range. */
  weaponRange: WeaponRange;
  /** How far the target is. */
  distance: Distance;
  /** The target is just at the limit of the weapon's range (extreme range). Default false. */
  atLimit?: boolean;
}

/** A PC attacks an NPC. */
interface AttackRollSituation {
  roll: 'attack';
}

/** An NPC attacks a PC, who makes a defense roll. */
interface DefenseRollSituation {
  roll: 'defense';
  /** The PC stands guard as their action. Default false. */
  guarding?: boolean;
  /** Another character distracts the attacking NPC this round. Default false. */
  distracted?: boolean;
  /** The PC drew the NPC's attack onto themselves. Default false. */
  drewAttack?: boolean;
}

/** A combat situation: who rolls, the attack, and what the PC brings (skill, assets, Effort, bonus). */
export type CombatSituation = SituationBase &
  (MeleeSituation | RangedSituation) &
  (AttackRollSituation | DefenseRollSituation);

/** The situation with every field checked and every default filled in. */
export interface Situation {
  roll: CombatRoll;
  level: number;
  kind: AttackKind;
  cover: Cover;
  throughCover: boolean;
  prone: boolean;
  higherGround: boolean;
  surprise: Surprise;
  light: Light;
  lowLight: LowLightSpotting;
  otherSenses: boolean;
  mist: Mist;
  hiding: boolean;
  invisible: boolean;
  /** The water that counts: 'none' for an aquatic attacker. */
  water: Water;
  targetMoving: boolean;
  riding: TrainedPenalty;
  jostled: TrainedPenalty;
  dazed: boolean;
  /** Melee only; false for ranged attacks. */
  stabbing: boolean;
  /** Ranged only: how far the weapon reaches and how far the target is; melee reaches immediate targets. */
  reach: Distance;
  distance: Distance;
  atLimit: boolean;
  /** Defense rolls only; false for attack rolls. */
  guarding: boolean;
  distracted: boolean;
  drewAttack: boolean;
}

/** The yes-or-no fields of a situation. */
type Flag = { [K in keyof Situation]: Situation[K] extends boolean ? K : never }[keyof Situation] | 'aquatic';

export function checkSituation(input: CombatSituation): Situation {
  checkObject('input', input);
  // The fields of every variant, read by name; each is checked before use.
  const fields = input as unknown as Partial<Record<string, unknown>>;
  const choice = <const T extends string>(field: RulesInputField, allowed: readonly T[], fallback?: T) =>
    checkChoice(field, fields[field] ?? fallback, allowed);
  // A field of one kind of attack or roll only: false for the others.
  const flag = (field: Flag, applies = true) => applies && checkBoolean(field, fields[field] ?? false);
  const roll = choice('roll', rolls);
  const kind = choice('kind', kinds);
  const ranged = kind === 'ranged';
  const defense = roll === 'defense';
  const water = choice('water', waters, 'none');
  return {
    roll,
    level: checkInteger('level', input.level, ranges.level),
    kind,
    cover: choice('cover', covers, 'none'),
    throughCover: flag('throughCover'),
    prone: flag('prone'),
    higherGround: flag('higherGround'),
    surprise: choice('surprise', surprises, 'none'),
    light: choice('light', lights, 'bright'),
    lowLight: choice('lowLight', lowLights, 'none'),
    otherSenses: flag('otherSenses'),
    mist: choice('mist', mists, 'none'),
    hiding: flag('hiding'),
    invisible: flag('invisible'),
    water: flag('aquatic') ? 'none' : water,
    targetMoving: flag('targetMoving'),
    riding: choice('riding', trainedPenalties, 'none'),
    jostled: choice('jostled', trainedPenalties, 'none'),
    dazed: flag('dazed'),
    stabbing: flag('stabbing', !ranged),
    reach: ranged ? choice('weaponRange', weaponRanges) : 'immediate',
    distance: ranged ? choice('distance', distanceIds) : 'immediate',
    atLimit: flag('atLimit', ranged),
    guarding: flag('guarding', defense),
    distracted: flag('distracted', defense),
    drewAttack: flag('drewAttack', defense),
  };
}
