// Resolving a PC's attack or defense roll in a combat situation: the modifiers of combatModifiers.ts that the
// situation brings, the limits they run into, and the task that results.
import {
  combatCaps,
  combatModifierName,
  combatModifiers,
  coverSection,
  type CombatCapId,
  type CombatModifierId,
  type CombatOutcome,
  type RuleSection,
} from './combatModifiers.ts';
import { checkSituation, type CombatRoll, type CombatSituation, type Situation } from './combatSituation.ts';
import { distanceIds, type Distance } from './distance.ts';
import { skills } from './skills.ts';
import { resolveFromBase, resolveTask, type TaskModifiers, type TaskResult } from './task.ts';
import type { RulesetId } from './types.ts';

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
  'dimLightFar',
  'veryDimLightNear',
  'veryDimLightShort',
  'veryDimLightFar',
  'darkness',
];

/**
 * 004 "Illumination" and "Visibility". A target no one can see (darkness, invisible, dense mist for ranged attacks)
 * hinders the attack four steps once; modifiers for a target that is only hard to see then add nothing: the site's
 * reading `unseen-target`. Dim and very dim light let you see to short range at most, and a target beyond it is
 * unseen as in darkness: the site's reading `beyond-sight` (readings.ts). Low-light spotting offsets a light
 * penalty, never more than it.
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
  if (light === 'dim' && distance > short) unseenBy.push('dimLightFar');
  if (light === 'veryDim' && distance > short) unseenBy.push('veryDimLightFar');

  const hardToSee: Applied[] = [];
  if (light === 'dim' && distance <= short) hardToSee.push(fixed('dimLight'));
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
    return { outcome: 'cannot-be-attacked', roll, level, section: coverSection };
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
