import type { Hit } from './damage.ts';
import { checkChoice, checkInteger } from '../core/check.ts';
import { ranges } from './limits.ts';

/** A common hazard of the hazards table. */
export type HazardId =
  | 'falling'
  | 'minorFire'
  | 'majorFire'
  | 'acidSplash'
  | 'acidBath'
  | 'cold'
  | 'severeCold'
  | 'shock'
  | 'electrocution'
  | 'crush'
  | 'hugeCrush'
  | 'collision';

/** What the damage is counted per: every 10 feet (3 m) fallen, every round, or once. */
export type HazardUnit = 'tenFeet' | 'round' | 'once';

/** One hazard. */
export interface HazardRow<H extends HazardId = HazardId> {
  hazard: H;
  /** Damage per unit. */
  damage: number;
  per: HazardUnit;
  /** Ambient damage (ignores Armor); otherwise Might damage. */
  ambient: boolean;
  name: `rules.hazard.${H}.name`;
  /** Typical examples, where the table gives some. */
  note?: `rules.hazard.${H}.note`;
}

/**
 * Damage from common hazards.
 * 004 "Damage From Hazards (table)"; 002 "Damage From Hazards" (the same table).
 */
export const hazards = {
  falling: { hazard: 'falling', damage: 1, per: 'tenFeet', ambient: true, name: 'rules.hazard.falling.name' },
  minorFire: {
    hazard: 'minorFire',
    damage: 3,
    per: 'round',
    ambient: true,
    name: 'rules.hazard.minorFire.name',
    note: 'rules.hazard.minorFire.note',
  },
  majorFire: {
    hazard: 'majorFire',
    damage: 6,
    per: 'round',
    ambient: true,
    name: 'rules.hazard.majorFire.name',
    note: 'rules.hazard.majorFire.note',
  },
  acidSplash: { hazard: 'acidSplash', damage: 2, per: 'round', ambient: true, name: 'rules.hazard.acidSplash.name' },
  acidBath: {
    hazard: 'acidBath',
    damage: 6,
    per: 'round',
    ambient: true,
    name: 'rules.hazard.acidBath.name',
    note: 'rules.hazard.acidBath.note',
  },
  cold: {
    hazard: 'cold',
    damage: 1,
    per: 'round',
    ambient: true,
    name: 'rules.hazard.cold.name',
    note: 'rules.hazard.cold.note',
  },
  severeCold: {
    hazard: 'severeCold',
    damage: 3,
    per: 'round',
    ambient: true,
    name: 'rules.hazard.severeCold.name',
    note: 'rules.hazard.severeCold.note',
  },
  shock: {
    hazard: 'shock',
    damage: 1,
    per: 'round',
    ambient: true,
    name: 'rules.hazard.shock.name',
    note: 'rules.hazard.shock.note',
  },
  electrocution: {
    hazard: 'electrocution',
    damage: 6,
    per: 'round',
    ambient: true,
    name: 'rules.hazard.electrocution.name',
    note: 'rules.hazard.electrocution.note',
  },
  crush: {
    hazard: 'crush',
    damage: 3,
    per: 'once',
    ambient: false,
    name: 'rules.hazard.crush.name',
    note: 'rules.hazard.crush.note',
  },
  hugeCrush: {
    hazard: 'hugeCrush',
    damage: 6,
    per: 'once',
    ambient: false,
    name: 'rules.hazard.hugeCrush.name',
    note: 'rules.hazard.hugeCrush.note',
  },
  collision: {
    hazard: 'collision',
    damage: 6,
    per: 'once',
    ambient: false,
    name: 'rules.hazard.collision.name',
    note: 'rules.hazard.collision.note',
  },
} as const satisfies { [H in HazardId]: HazardRow<H> };

/**
 * How far a fall goes for each unit of falling damage: 10 feet, which the table gives as 3 m.
 * 004 "Damage From Hazards (table)" ("1 point per 10 feet (3 m) fallen"); 002 "Damage From Hazards".
 */
export const fallUnit = { feet: 10, meters: 3 } as const;

/** i18n keys of the hazard units ("per round", ...): a string of the fall's unit takes `fallUnit`'s feet and meters. */
export const hazardUnits = {
  tenFeet: 'rules.hazard.per.tenFeet',
  round: 'rules.hazard.per.round',
  once: 'rules.hazard.per.once',
} as const satisfies { [U in HazardUnit]: `rules.hazard.per.${U}` };

/**
 * The hit a hazard deals over `units` of its unit (10-foot drops for falling, rounds for fire, acid, cold and
 * shock, 1 for a one-off crush or collision). Pass the result to applyDamage.
 * 004 "Damage From Hazards (table)" and "Ambient Damage".
 *
 * @example
 * hazardHit('falling', 3); // { amount: 3, type: 'ambient' } (30 feet)
 * hazardHit('crush', 1); // { amount: 3, type: 'might' }
 */
export function hazardHit(hazard: HazardId, units: number): Required<Pick<Hit, 'amount' | 'type'>> {
  const { damage, ambient } = hazards[checkChoice('hazard', hazard, Object.keys(hazards) as HazardId[])];
  return { amount: damage * checkInteger('units', units, ranges.count), type: ambient ? 'ambient' : 'might' };
}
