// What the Cypher System's rules add to RulesInputError (core/errors.ts knows no game): the reasons its rules refuse
// an input for, and the names of its inputs.
import type { Stat } from './types.ts';

/** Why a Cypher System rule refused an input that is well formed. */
type CypherReason =
  | 'too-much-effort'
  | 'retry-needs-effort'
  | 'track-too-healthy'
  | 'already-hale'
  | 'dead'
  | 'pool-at-zero'
  | 'already-defeated'
  | 'destroyed'
  | 'day-over'
  | 'rests-out-of-order'
  | 'past-pool-maximum'
  | 'share-above-roll'
  | 'share-below-roll'
  | 'not-enough-points'
  | 'cannot-act'
  | 'no-recovery-roll-left'
  | 'over-cypher-limit'
  | 'already-used';

/** An input of a Cypher System rule: the name the public API uses for a field or a parameter. */
type CypherField =
  // numbers
  | 'difficulty'
  | 'assets'
  | 'effort'
  | 'hinder'
  | 'bonus'
  | 'levels'
  | 'edge'
  | 'initialCost'
  | 'abilityCost'
  | 'effortTask'
  | 'effortDamage'
  | 'effortLevels'
  | 'maxEffort'
  | 'pool'
  | 'cost'
  | 'minimumCost'
  | 'might'
  | 'speed'
  | 'intellect'
  | 'max.might'
  | 'max.speed'
  | 'max.intellect'
  | 'armor'
  | 'amount'
  | 'natural'
  | 'd6'
  | 'tier'
  | 'rest'
  | 'points'
  | 'level'
  | 'health'
  | 'roll'
  | 'effectiveLevel'
  | 'steps'
  | 'units'
  | 'distance'
  | 'weight'
  | 'targets'
  | 'share'
  | `share.${'might' | 'speed' | 'intellect'}`
  // choices
  | 'kind'
  | 'cover'
  | 'surprise'
  | 'light'
  | 'lowLight'
  | 'mist'
  | 'water'
  | 'riding'
  | 'jostled'
  | 'weaponRange'
  | 'jump'
  | 'runUp'
  | 'unit'
  | 'surface'
  | 'maneuver'
  | 'helpers'
  | 'skill'
  | 'ruleset'
  | 'track'
  | 'type'
  | 'target'
  | 'weapon'
  | 'state'
  | 'material'
  | 'hazard'
  | 'stat'
  // yes/no
  | 'attack'
  | 'impaired'
  | 'ignoreArmor'
  | 'throughCover'
  | 'prone'
  | 'higherGround'
  | 'otherSenses'
  | 'hiding'
  | 'invisible'
  | 'aquatic'
  | 'targetMoving'
  | 'dazed'
  | 'stabbing'
  | 'atLimit'
  | 'guarding'
  | 'distracted'
  | 'drewAttack'
  | 'exotic'
  | 'gear'
  | 'armorPracticed'
  | 'used'
  | `used.${'action' | 'tenMinutes' | 'oneHour' | 'tenHours'}`
  // a character (character.ts): its fields as the sheet names them
  | `${Stat}Max`
  | `${Stat}Edge`
  | 'armorWeight'
  | 'recoveryBonus'
  | 'recoveryRollsUsed'
  | 'cypherLimit'
  | 'cyphers'
  | 'character'
  // whole arguments
  | 'pc'
  | 'max'
  | 'hit'
  | 'npc'
  | 'object'
  | 'attacker'
  | 'defender'
  | 'naturals'
  // one side of a fight between PCs
  | RollOffField;

/** An input of one side of a fight between PCs (resolvePlayerVsPlayer), named with its side. */
type RollOffField = `${'attacker' | 'defender'}.${'skill' | 'assets' | 'effort' | 'hinder' | 'bonus' | 'natural'}`;

// The declaration below adds to core/errors.ts (this file is a module of types only).

declare module '../core/errors.ts' {
  interface GameInputReasons {
    cypher: CypherReason;
  }
  interface GameInputFields {
    cypher: CypherField;
  }
}
