import { checkBoolean, checkChoice, checkInteger, checkObject } from './check.ts';
import type { RulesInputField } from './errors.ts';
import { ranges } from './limits.ts';
import { distanceIds, type Distance } from './distance.ts';
import { skills } from './skills.ts';
import { resolveTask, type TaskResult, resolveFromBase, type TaskModifiers } from './task.ts';
import type { RulesetId } from './types.ts';

/** A section of the site that explains a rule: the page as <collection>/<slug> and the section's {#id}. */
export interface RuleSection {
  page:
    | 'cypher/attack-modifiers'
    | 'cypher/other-actions'
    | 'cypher/damage-track-recovery'
    | 'cypher/tasks-and-difficulty'
    | 'cypher/pools-edge-effort';
  id: string;
}

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

/** A modifier of the combat situations. */
export type CombatModifierId =
  | 'partialCover'
  | 'coverPierced'
  | 'proneMelee'
  | 'proneRanged'
  | 'higherGround'
  | 'unaware'
  | 'unsure'
  | 'pointBlank'
  | 'extremeRange'
  | 'beyondRange'
  | 'dimLight'
  | 'veryDimLightNear'
  | 'veryDimLightShort'
  | 'veryDimLightFar'
  | 'darkness'
  | 'lowLightSpotting'
  | 'mist'
  | 'denseMistMelee'
  | 'denseMistRanged'
  | 'hidingTarget'
  | 'invisibleTarget'
  | 'deepWater'
  | 'underwaterStabbing'
  | 'underwaterMelee'
  | 'underwaterRanged'
  | 'movingTarget'
  | 'movingMount'
  | 'jostled'
  | 'guarding'
  | 'distracted'
  | 'drewAttack'
  | 'dazed';

/** One modifier: whose it is, its steps, and where the site explains it. */
export interface CombatModifierRow {
  /**
   * 'attack': it changes the attack, so a PC's defense roll takes it the other way round (an attack hindered is a
   * defense eased). 'roller': it belongs to the PC who rolls and applies to their roll as it is.
   */
  side: 'attack' | 'roller';
  /**
   * Steps, positive when it hinders, negative when it eases. beyondRange: per range category past the normal
   * limit. lowLightSpotting: per step of the skill (trained 1, specialized 2), never more than the light's penalty.
   */
  steps: number;
  section: RuleSection;
}

/**
 * The i18n key of a modifier's name, read from its id (the table leaves it out: one string less per row in the
 * builder's script).
 */
export function combatModifierName<Id extends CombatModifierId>(id: Id): `rules.combatModifier.${Id}.name` {
  return `rules.combatModifier.${id}.name`;
}

const attackModifiersPage = 'cypher/attack-modifiers';
const cover = { page: attackModifiersPage, id: 'cover' } as const;
const position = { page: attackModifiersPage, id: 'position' } as const;
const surprise = { page: attackModifiersPage, id: 'surprise' } as const;
const range = { page: attackModifiersPage, id: 'range' } as const;
const illumination = { page: attackModifiersPage, id: 'illumination' } as const;
const visibility = { page: attackModifiersPage, id: 'visibility' } as const;
const water = { page: attackModifiersPage, id: 'water' } as const;
const movingTargets = { page: attackModifiersPage, id: 'moving-targets' } as const;

/**
 * The modifiers of the combat situations, in the order the rules give them.
 * 004 "Attack Modifiers And Special Situations": "Cover", "Position", "Surprise", "Range" (point-blank, extreme,
 * beyond extreme: two steps a category), "Illumination", "Visibility", "Water", "Moving Targets" (including the
 * jostled attacker); 004 "Guarding" (defense eased), "Cooperative Actions" (a distracted foe's attacks are hindered;
 * a PC who draws the attack has their defense hindered two steps), "Special Damage" (a dazed character's tasks are
 * hindered). veryDimLightFar, a target beyond short range in very dim light, is seen no better than in darkness:
 * see README, "Readings where the sources leave a gap".
 */
export const combatModifiers = {
  partialCover: { side: 'attack', steps: 1, section: cover },
  coverPierced: { side: 'attack', steps: 1, section: cover },
  proneMelee: { side: 'attack', steps: -1, section: position },
  proneRanged: { side: 'attack', steps: 1, section: position },
  higherGround: { side: 'attack', steps: -1, section: position },
  unaware: { side: 'attack', steps: -2, section: surprise },
  unsure: { side: 'attack', steps: -1, section: surprise },
  pointBlank: { side: 'attack', steps: -1, section: range },
  extremeRange: { side: 'attack', steps: 1, section: range },
  beyondRange: { side: 'attack', steps: 2, section: range },
  dimLight: { side: 'attack', steps: 1, section: illumination },
  veryDimLightNear: {
    side: 'attack',
    steps: 1,
    section: illumination,
  },
  veryDimLightShort: {
    side: 'attack',
    steps: 2,
    section: illumination,
  },
  veryDimLightFar: {
    side: 'attack',
    steps: 4,
    section: illumination,
  },
  darkness: { side: 'attack', steps: 4, section: illumination },
  lowLightSpotting: {
    side: 'attack',
    steps: -1,
    section: illumination,
  },
  mist: { side: 'attack', steps: 1, section: visibility },
  denseMistMelee: { side: 'attack', steps: 1, section: visibility },
  denseMistRanged: {
    side: 'attack',
    steps: 4,
    section: visibility,
  },
  hidingTarget: { side: 'attack', steps: 1, section: visibility },
  invisibleTarget: {
    side: 'attack',
    steps: 4,
    section: visibility,
  },
  deepWater: { side: 'attack', steps: 1, section: water },
  underwaterStabbing: {
    side: 'attack',
    steps: 1,
    section: water,
  },
  underwaterMelee: { side: 'attack', steps: 2, section: water },
  underwaterRanged: { side: 'attack', steps: 1, section: water },
  movingTarget: { side: 'attack', steps: 1, section: movingTargets },
  movingMount: { side: 'attack', steps: 1, section: movingTargets },
  jostled: { side: 'attack', steps: 1, section: movingTargets },
  guarding: {
    side: 'roller',
    steps: -1,
    section: { page: 'cypher/other-actions', id: 'guarding' },
  },
  distracted: {
    side: 'attack',
    steps: 1,
    section: { page: 'cypher/other-actions', id: 'distraction' },
  },
  drewAttack: {
    side: 'roller',
    steps: 2,
    section: { page: 'cypher/other-actions', id: 'draw-the-attack' },
  },
  dazed: {
    side: 'roller',
    steps: 1,
    section: { page: 'cypher/damage-track-recovery', id: 'dazed-and-stunned' },
  },
} as const satisfies { [Id in CombatModifierId]: CombatModifierRow };

/** A limit that kept steps from counting. */
export type CombatCapId = 'assets' | 'effort' | 'lowLightSpotting' | 'unseen' | 'surprisedDefender';

/**
 * The limits a combat roll can run into.
 * - assets: two steps at most (004 "Assets"); effort: six steps at most (004 "Effort").
 * - lowLightSpotting: it offsets the light's penalty and no more (004 "Illumination": trained "negate this
 *   modifier" in dim light; see README for the specialized case).
 * - unseen: a target no one can see is hindered four steps once, whatever hides it, and "harder to see" modifiers
 *   add nothing to it (README, "Readings where the sources leave a gap").
 * - surprisedDefender: a PC who does not know the attack is coming cannot use skill, assets, Effort or bonuses on
 *   the defense roll (004 "Action: Defend").
 */
export const combatCaps = {
  assets: { section: { page: 'cypher/tasks-and-difficulty', id: 'assets' }, name: 'rules.combatCap.assets.name' },
  effort: {
    section: { page: 'cypher/pools-edge-effort', id: 'effort-limits' },
    name: 'rules.combatCap.effort.name',
  },
  lowLightSpotting: { section: illumination, name: 'rules.combatCap.lowLightSpotting.name' },
  unseen: { section: visibility, name: 'rules.combatCap.unseen.name' },
  surprisedDefender: {
    section: { page: 'cypher/other-actions', id: 'defend' },
    name: 'rules.combatCap.surprisedDefender.name',
  },
} as const satisfies { [Id in CombatCapId]: { section: RuleSection; name: `rules.combatCap.${Id}.name` } };

/**
 * What happens instead of an ordinary roll.
 * - 'roll': the PC rolls (the task may still be routine or impossible).
 * - 'cannot-be-attacked': full cover the attack cannot go through (004 "Cover").
 * - 'no-roll-unless-lucky-shot': the PC attacks a target they cannot see or locate: the attack fails with no roll,
 *   unless the player spends 1 XP on a lucky shot or the GM intrudes (004 "Illumination", "Visibility").
 * - 'no-roll-unless-intrusion': the same for an NPC attacking a PC: no defense roll is needed unless the GM
 *   intrudes (there is no player to spend XP for the NPC).
 */
export type CombatOutcome = 'roll' | 'cannot-be-attacked' | 'no-roll-unless-lucky-shot' | 'no-roll-unless-intrusion';

/** i18n keys of the outcomes other than an ordinary roll. */
export const combatOutcomes = {
  'cannot-be-attacked': { name: 'rules.combatOutcome.cannotBeAttacked.name' },
  'no-roll-unless-lucky-shot': { name: 'rules.combatOutcome.noRollUnlessLuckyShot.name' },
  'no-roll-unless-intrusion': { name: 'rules.combatOutcome.noRollUnlessIntrusion.name' },
} as const satisfies { [O in Exclude<CombatOutcome, 'roll'>]: { name: string } };

/** A modifier that counted, as it applies to the PC's roll. */
export interface CountedModifier {
  id: CombatModifierId;
  direction: 'eases' | 'hinders';
  /** Steps, 1 or more. */
  steps: number;
  section: RuleSection;
  name: `rules.combatModifier.${CombatModifierId}.name`;
}

/** A limit the roll ran into, and how many steps it kept from counting. */
export interface AppliedCap {
  id: CombatCapId;
  ignored: number;
  section: RuleSection;
  name: `rules.combatCap.${CombatCapId}.name`;
}

/** The target cannot be attacked: nothing to roll. */
export interface BlockedCombatRoll {
  outcome: 'cannot-be-attacked';
  roll: CombatRoll;
  level: number;
  section: RuleSection;
}

/** A roll (or, without other senses, the roll a lucky shot or an intrusion would need). */
export interface ResolvedCombatRoll {
  outcome: Exclude<CombatOutcome, 'cannot-be-attacked'>;
  roll: CombatRoll;
  level: number;
  /** The difficulty the situation sets, before the PC's skill, assets and Effort: 0 or more. */
  situationDifficulty: number;
  /** Every modifier that counted, in the order of the rules. */
  modifiers: readonly CountedModifier[];
  /** Limits that kept steps from counting (none listed when nothing was lost). */
  caps: readonly AppliedCap[];
  /** The final difficulty, target number and chance. */
  task: TaskResult;
}

export type CombatRollResult = BlockedCombatRoll | ResolvedCombatRoll;

/** The situation with every field checked and every default filled in. */
interface Situation {
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

function checkSituation(input: CombatSituation): Situation {
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
    distance: ranged ? choice('distance', distanceOrder) : 'immediate',
    atLimit: flag('atLimit', ranged),
    guarding: flag('guarding', defense),
    distracted: flag('distracted', defense),
    drewAttack: flag('drewAttack', defense),
  };
}

interface Applied {
  id: CombatModifierId;
  /** Signed steps, as in combatModifiers: on the attack for side 'attack', on the roll for side 'roller'. */
  steps: number;
}

const distanceOrder: readonly Distance[] = distanceIds;
const modifierOrder = /* @__PURE__ */ Object.keys(combatModifiers);

function distanceIndex(distance: Distance): number {
  return distanceOrder.indexOf(distance);
}

function fixed(id: CombatModifierId): Applied {
  return { id, steps: combatModifiers[id].steps };
}

/**
 * 004 "Range": point-blank (a ranged weapon against a target within immediate range) eases; extreme range (just at
 * the limit) hinders; beyond it, if the GM allows, two steps a range category past the normal limit. 004 "Water":
 * underwater, ranges drop one category for non-aquatic attackers.
 */
function rangeModifiers(situation: Situation): Applied[] {
  const applied: Applied[] = [];
  const reach = distanceIndex(situation.reach) - (situation.water === 'underwater' ? 1 : 0);
  const beyond = distanceIndex(situation.distance) - reach;
  if (situation.distance === 'immediate') applied.push(fixed('pointBlank'));
  if (beyond > 0) applied.push({ id: 'beyondRange', steps: beyond * combatModifiers.beyondRange.steps });
  else if (beyond === 0 && situation.atLimit) applied.push(fixed('extremeRange'));
  return applied;
}

/** What sight does to the attack: the modifiers that count, the unseen state, and the steps that did not count. */
interface Sight {
  applied: Applied[];
  unseen: boolean;
  caps: { id: CombatCapId; ignored: number }[];
}

/** The modifiers for poor light: the ones low-light spotting offsets. */
const lightModifiers: readonly CombatModifierId[] = [
  'dimLight',
  'veryDimLightNear',
  'veryDimLightShort',
  'veryDimLightFar',
  'darkness',
];

/**
 * 004 "Illumination" and "Visibility". A target no one can see (darkness, invisible, dense mist for ranged attacks,
 * very dim light beyond short range) hinders the attack four steps once; modifiers for a target that is only hard to
 * see then add nothing. Low-light spotting offsets a light penalty, never more than it.
 */
function sightModifiers(situation: Situation): Sight {
  const ranged = situation.kind === 'ranged';
  const distance = distanceIndex(situation.distance);
  const short = distanceIndex('short');
  const { light, mist } = situation;

  const unseenBy: CombatModifierId[] = [];
  if (situation.invisible) unseenBy.push('invisibleTarget');
  if (mist === 'dense' && ranged) unseenBy.push('denseMistRanged');
  if (light === 'dark') unseenBy.push('darkness');
  if (light === 'veryDim' && distance > short) unseenBy.push('veryDimLightFar');

  const hardToSee: Applied[] = [];
  if (light === 'dim') hardToSee.push(fixed('dimLight'));
  if (light === 'veryDim' && distance < short) hardToSee.push(fixed('veryDimLightNear'));
  if (light === 'veryDim' && distance === short) hardToSee.push(fixed('veryDimLightShort'));
  if (mist === 'mist' && ranged) hardToSee.push(fixed('mist'));
  if (mist === 'dense' && !ranged) hardToSee.push(fixed('denseMistMelee'));
  if (situation.hiding && ranged) hardToSee.push(fixed('hidingTarget'));

  const caps: Sight['caps'] = [];
  const [unseenModifier, ...alsoUnseen] = unseenBy;
  let applied: Applied[];
  if (unseenModifier === undefined) {
    applied = hardToSee;
  } else {
    applied = [fixed(unseenModifier)];
    const ignored = [...alsoUnseen.map(fixed), ...hardToSee].reduce((sum, { steps }) => sum + steps, 0);
    if (ignored > 0) caps.push({ id: 'unseen', ignored });
  }

  const lightPenalty = applied
    .filter(({ id }) => lightModifiers.includes(id))
    .reduce((sum, { steps }) => sum + steps, 0);
  const spotting = situation.lowLight === 'none' ? 0 : skills[situation.lowLight].steps;
  const offset = Math.min(spotting, lightPenalty);
  if (offset > 0) applied.push({ id: 'lowLightSpotting', steps: offset * combatModifiers.lowLightSpotting.steps });
  if (spotting > offset && lightPenalty > 0) caps.push({ id: 'lowLightSpotting', ignored: spotting - offset });

  return { applied, unseen: unseenModifier !== undefined, caps };
}

/** Every modifier of the situation, in the order of combatModifiers. */
function situationModifiers(situation: Situation): { applied: Applied[]; sight: Sight } {
  const ranged = situation.kind === 'ranged';
  const sight = sightModifiers(situation);
  const when = (condition: boolean, id: CombatModifierId) => (condition ? [fixed(id)] : []);
  const applied = [
    ...when(situation.cover === 'partial', 'partialCover'),
    ...when(situation.cover === 'full', 'coverPierced'),
    ...when(situation.prone, ranged ? 'proneRanged' : 'proneMelee'),
    ...when(situation.higherGround, 'higherGround'),
    ...when(situation.surprise === 'unaware', 'unaware'),
    ...when(situation.surprise === 'unsure', 'unsure'),
    ...(ranged ? rangeModifiers(situation) : []),
    ...sight.applied,
    ...when(situation.water === 'deep', 'deepWater'),
    ...when(situation.water === 'underwater' && ranged, 'underwaterRanged'),
    ...when(situation.water === 'underwater' && !ranged, situation.stabbing ? 'underwaterStabbing' : 'underwaterMelee'),
    ...when(situation.targetMoving, 'movingTarget'),
    ...when(situation.riding === 'untrained', 'movingMount'),
    ...when(situation.jostled === 'untrained', 'jostled'),
    ...when(situation.guarding, 'guarding'),
    ...when(situation.distracted, 'distracted'),
    ...when(situation.drewAttack, 'drewAttack'),
    ...when(situation.dazed, 'dazed'),
  ];
  applied.sort((a, b) => modifierOrder.indexOf(a.id) - modifierOrder.indexOf(b.id));
  return { applied, sight };
}

/**
 * What the PC brings to the roll. A PC surprised on defense ("does not know an attack is coming") rolls without
 * skill, assets, Effort or bonuses; an inability still hinders, since it eases nothing (004 "Action: Defend").
 */
function ownModifiers(input: CombatSituation, situation: Situation, ruleset: RulesetId) {
  const own: Omit<TaskModifiers, 'hinder'> = {
    skill: input.skill ?? 'practiced',
    assets: input.assets ?? 0,
    effort: input.effort ?? 0,
    bonus: input.bonus ?? 0,
  };
  // The difficulty does not matter here: this checks the PC's modifiers and reads the steps they would ease.
  const { eased, rollBonus } = resolveTask({ ...own, difficulty: 0 }, ruleset);
  if (situation.roll === 'attack' || situation.surprise !== 'unaware') return { own, lost: null };
  const ignored = Math.max(0, eased.skill) + eased.assets + eased.effort;
  const lost = ignored > 0 || rollBonus > 0 ? { id: 'surprisedDefender' as const, ignored } : null;
  return { own: { skill: eased.skill < 0 ? ('inability' as const) : ('practiced' as const) }, lost };
}

function withSection(cap: { id: CombatCapId; ignored: number }): AppliedCap {
  return { ...cap, section: combatCaps[cap.id].section, name: combatCaps[cap.id].name };
}

/**
 * Resolve a PC's attack or defense roll in a combat situation: the NPC's level, eased or hindered by each modifier
 * that applies, then by the PC's skill, assets and Effort (resolveTask). A modifier that hinders an attack eases the
 * PC's defense roll against it, and one that eases an attack hinders the defense (004 "Attack Modifiers And Special
 * Situations": "players make all rolls"; 004 "The Player Always Rolls"; 000 "공격 수정치와 특수한 상황").
 *
 * The situation's modifiers set the difficulty the GM sets, as the GM's part of the task; they are not the PC's
 * assets, so they do not count against the two-asset cap (see README). A situation that eases the roll below 0
 * makes it routine.
 *
 * @example
 * // A PC shoots a level 3 guard crouching behind a low wall at short range with a short-range weapon.
 * resolveCombatRoll({ roll: 'attack', level: 3, kind: 'ranged', weaponRange: 'short', distance: 'short',
 *   cover: 'partial' }).task.difficulty; // 4
 * // The same wall shelters the PC from the guard's shot: the defense roll is eased.
 * resolveCombatRoll({ roll: 'defense', level: 3, kind: 'ranged', weaponRange: 'short', distance: 'short',
 *   cover: 'partial' }).task.difficulty; // 2
 */
export function resolveCombatRoll(input: CombatSituation, ruleset: RulesetId = 'cypher'): CombatRollResult {
  const situation = checkSituation(input);
  const { roll, level } = situation;
  const { own, lost } = ownModifiers(input, situation, ruleset);
  if (situation.cover === 'full' && !situation.throughCover) {
    return { outcome: 'cannot-be-attacked', roll, level, section: cover };
  }

  const { applied, sight } = situationModifiers(situation);
  const onRoll = ({ id, steps }: Applied) =>
    combatModifiers[id].side === 'attack' && roll === 'defense' ? -steps : steps;
  // The NPC's level is the difficulty of both the attack and the defense roll (npc(): attackDifficulty and
  // defenseDifficulty; 004 "The Player Always Rolls").
  const start = level;
  const situationDifficulty = Math.max(
    0,
    applied.reduce((sum, modifier) => sum + onRoll(modifier), start),
  );
  const { task } = resolveFromBase(situationDifficulty, own, ruleset);

  const caps = [...sight.caps];
  if (lost) caps.push(lost);
  if (task.ignored.assets > 0) caps.push({ id: 'assets', ignored: task.ignored.assets });
  if (task.ignored.effort > 0) caps.push({ id: 'effort', ignored: task.ignored.effort });

  let outcome: ResolvedCombatRoll['outcome'] = 'roll';
  if (sight.unseen && !situation.otherSenses) {
    outcome = roll === 'attack' ? 'no-roll-unless-lucky-shot' : 'no-roll-unless-intrusion';
  }

  return {
    outcome,
    roll,
    level,
    situationDifficulty,
    modifiers: applied.map((modifier) => {
      const steps = onRoll(modifier);
      return {
        id: modifier.id,
        direction: steps > 0 ? 'hinders' : 'eases',
        steps: Math.abs(steps),
        section: combatModifiers[modifier.id].section,
        name: combatModifierName(modifier.id),
      };
    }),
    caps: caps.map(withSection),
    task,
  };
}
