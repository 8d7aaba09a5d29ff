// A player character as the rules read it: what a character sheet holds that a rule needs (the ruleset, tier and
// Effort, the three stats, Armor and the armor worn, the damage track, the recovery rolls of the day, the cyphers and
// their limit), and the changes that are not a rule's result but a correction the reader makes on the sheet, which
// the damage track follows. Each change of play (spending points, a hit, a recovery roll, a cypher) has its file:
// characterEffort.ts, characterDamage.ts, characterRecovery.ts, characterCyphers.ts. Every change is a pure function
// from one character to the next that keeps whatever else the character holds (a name, notes: src/character/).
import { checkBoolean, checkChoice, checkInteger, checkObject } from '../core/check.ts';
import { RulesInputError } from '../core/errors.ts';
import { wornArmors, type WornArmor } from './armor.ts';
import { MAX_TIER, MIN_TIER, ranges, RECOVERY_ROLLS_PER_DAY } from './limits.ts';
import { checkRuleset } from './rulesets.ts';
import { stats } from './stats.ts';
import { checkTrack, stepDown, stepUp, tracks } from './track.ts';
import type { Pools, RulesetId, Stat, Track } from './types.ts';

/** A stat of a character: the Pool's maximum, the points it holds now, and the stat's Edge. */
export interface StatPool {
  /** The Pool's maximum, 1..9999. */
  max: number;
  /** The points in the Pool now, 0..max. */
  current: number;
  /** Edge, 0..20. */
  edge: number;
}

/** A cypher on the sheet. A used one stays there, crossed off, and no longer counts toward the limit. */
export interface CarriedCypher {
  used: boolean;
}

/** What the rules read and change of a player character. */
export interface Character {
  ruleset: RulesetId;
  /** Tier, 1..6. */
  tier: number;
  /** The Effort score: the most levels of Effort on one action, 1..20. */
  effort: number;
  might: StatPool;
  speed: StatPool;
  intellect: StatPool;
  /** Armor, 0..20: what it takes off each hit (the armor worn, abilities and the like together). */
  armor: number;
  /** The physical armor worn, which raises the cost of Speed Effort. */
  armorWeight: WornArmor;
  /** The character is practiced with the armor worn (only the Cypher System asks). */
  armorPracticed: boolean;
  /** The place on the damage track: at least one step down for each Pool at 0. */
  track: Track;
  /** What a recovery roll adds to the d6, 0..20; null: the tier (004 "Recovering Points in a Pool"). */
  recoveryBonus: number | null;
  /** Recovery rolls taken since the day began, 0..4, in the order of the rest ladder. */
  recoveryRollsUsed: number;
  /** The most cyphers the character can carry, 0..99. */
  cypherLimit: number;
  cyphers: readonly CarriedCypher[];
}

/** The three stats, in rules order. */
export const statIds = /* @__PURE__ */ stats.map(({ stat }) => stat);

function checkPool(stat: Stat, pool: Partial<StatPool> | undefined): StatPool {
  const max = checkInteger(`${stat}Max`, pool?.max, ranges.maxPool);
  return {
    max,
    current: checkInteger(stat, pool?.current, { min: 0, max }),
    edge: checkInteger(`${stat}Edge`, pool?.edge, ranges.edge),
  };
}

/** The points in each Pool now. */
export function currentPools(character: Pick<Character, Stat>): Pools {
  return { might: character.might.current, speed: character.speed.current, intellect: character.intellect.current };
}

/**
 * Checks every field the rules read, as strictly as the rest of the module checks its inputs: each Pool within its
 * maximum, and a damage track at least one step down for each Pool at 0 (004 "The Damage Track"). Returns the
 * character with the checked values (-0 read as 0: a rule that hands the character back starts from it) and whatever
 * else it carries (its name, its cyphers' names) as it was; the refusal names the field as the sheet names it
 * (`speed`, `speedMax`, `speedEdge`, `armorWeight`...).
 *
 * @example
 * checkCharacter({ ...character, might: { max: 10, current: 12, edge: 0 } }); // throws: might, above-maximum (10)
 */
export function checkCharacter<C extends Character>(character: C): C {
  checkObject('character', character);
  const pools = {
    might: checkPool('might', character.might),
    speed: checkPool('speed', character.speed),
    intellect: checkPool('intellect', character.intellect),
  };
  const track = checkChoice('track', character.track, tracks);
  checkTrack(currentPools(pools), track);
  // Only whether each is used counts here; how many a sheet may list is the sheet's (src/character/sheet.ts).
  if (!Array.isArray(character.cyphers))
    throw new RulesInputError('cyphers', 'not-a-list', { value: character.cyphers });
  for (const cypher of character.cyphers) {
    checkObject('cyphers', cypher);
    checkBoolean('cyphers', cypher.used);
  }
  return {
    ...character,
    ruleset: checkRuleset(character.ruleset),
    tier: checkInteger('tier', character.tier, { min: MIN_TIER, max: MAX_TIER }),
    effort: checkInteger('effort', character.effort, ranges.effortScore),
    ...pools,
    armor: checkInteger('armor', character.armor, ranges.armor),
    armorWeight: checkChoice('armorWeight', character.armorWeight, wornArmors),
    armorPracticed: checkBoolean('armorPracticed', character.armorPracticed),
    track,
    recoveryBonus:
      character.recoveryBonus === null ? null : checkInteger('recoveryBonus', character.recoveryBonus, ranges.bonus),
    recoveryRollsUsed: checkInteger('recoveryRollsUsed', character.recoveryRollsUsed, {
      min: 0,
      max: RECOVERY_ROLLS_PER_DAY,
    }),
    cypherLimit: checkInteger('cypherLimit', character.cypherLimit, ranges.count),
  };
}

/** `character` (as `checkCharacter` hands it back) with one stat's Pool changed. */
export function withPool<C extends Character>(character: C, stat: Stat, current: number, track: Track): C {
  return { ...character, [stat]: { ...character[stat], current }, track };
}

/** `character` (as `checkCharacter` hands it back) with the three Pools and the track as a rule left them. */
export function withPools<C extends Character>(character: C, pools: Pools, track: Track): C {
  return {
    ...character,
    might: { ...character.might, current: pools.might },
    speed: { ...character.speed, current: pools.speed },
    intellect: { ...character.intellect, current: pools.intellect },
    track,
  };
}

/**
 * The reader corrects the points in a Pool on the sheet, and the damage track follows as the rules move it: a Pool
 * that reaches 0 moves the character one step down (004 "The Damage Track"), a Pool raised from 0 one step up
 * (004 "Restoring the Damage Track"). Other changes leave the track where it is.
 *
 * @example
 * setPool(hale, 'might', 0).track; // 'impaired'
 */
export function setPool<C extends Character>(character: C, stat: Stat, current: number): C {
  const checked = checkCharacter(character);
  const which = checkChoice('stat', stat, statIds);
  const before = checked[which].current;
  const after = checkInteger(which, current, { min: 0, max: checked[which].max });
  let track = checked.track;
  if (before > 0 && after === 0) track = stepDown(track, 1);
  if (before === 0 && after > 0) track = stepUp(track, 1);
  return withPool(checked, which, after, track);
}

/**
 * Special damage moves the character one step down the damage track whatever the Pools (a rare poison, a
 * cell-disrupting attack, a fall from a great height). 004 "The Effects of Taking Damage" and "Special Damage". A dead
 * character has no step left to lose.
 *
 * @example
 * takeSpecialDamage(hale).track; // 'impaired'
 */
export function takeSpecialDamage<C extends Character>(character: C): C {
  const checked = checkCharacter(character);
  if (checked.track === 'dead') throw new RulesInputError('track', 'dead', { value: checked.track });
  return { ...checked, track: stepDown(checked.track, 1) };
}
