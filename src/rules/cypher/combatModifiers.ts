// The modifier table of combat: every modifier a combat situation can bring, with its steps and the section of the
// site that explains it, the limits a roll can run into, and what happens instead of a roll. combatRoll.ts applies
// them to a situation.

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
  | 'dimLightFar'
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
/** The section on cover: also where an attack that cannot go through full cover is explained. */
export const coverSection = { page: attackModifiersPage, id: 'cover' } as const;
const cover = coverSection;
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
 * hindered). dimLightFar and veryDimLightFar, a target beyond short range in dim or very dim light, past what that
 * light lets anyone see ("Dim light allows you to see out to short range"), is unseen as in darkness: the site's
 * reading `beyond-sight` (readings.ts).
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
  dimLightFar: { side: 'attack', steps: 4, section: illumination },
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
 *   add nothing to it: the site's reading `unseen-target` (readings.ts).
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
