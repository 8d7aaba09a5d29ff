import { checkChoice, checkInteger } from '../core/check.ts';
import { RulesInputError } from '../core/errors.ts';
import { ranges } from './limits.ts';
import { stats } from './stats.ts';
import type { Pools, Track } from './types.ts';

/** The damage track from best to worst. 004 "The Effects of Taking Damage"; 002 "The Damage Track"; 000 "부상 트랙". */
export const tracks = ['hale', 'impaired', 'debilitated', 'dead'] as const satisfies readonly Track[];

/** i18n keys of a track state: its name and a one-line summary of its effects. */
interface TrackKeys<T extends Track> {
  name: `rules.track.${T}.name`;
  effect: `rules.track.${T}.effect`;
}

/** A state in which the character can still act. */
interface ActingState<T extends Track> extends TrackKeys<T> {
  actions: 'any';
  /** Extra points per level of Effort. */
  effortExtraPerLevel: number;
  /** Minor and major effects of special rolls are ignored. */
  ignoresMinorMajorEffects: boolean;
  /** Most extra damage a special roll (17-20) can add to an attack; null: no cap beyond the roll's own. */
  specialRollDamageCap: number | null;
}

/** A state in which the character can at most move. */
interface HelplessState<T extends Track> extends TrackKeys<T> {
  /** 'move': only move, at most an immediate distance (not at all with Speed 0); 'none': nothing. */
  actions: 'move' | 'none';
}

/**
 * What each state of the damage track does.
 * 004 "The Damage Track": impaired Effort costs 1 extra point per level, minor and major effects are ignored and
 * a roll of 17+ deals only 1 extra point; debilitated characters only move (crawl) up to an immediate distance,
 * not at all with Speed 0; dead is dead. Same in 002 "The Damage Track" and 000 "부상 트랙".
 */
export const damageTrack = {
  hale: {
    name: 'rules.track.hale.name',
    effect: 'rules.track.hale.effect',
    actions: 'any',
    effortExtraPerLevel: 0,
    ignoresMinorMajorEffects: false,
    specialRollDamageCap: null,
  },
  impaired: {
    name: 'rules.track.impaired.name',
    effect: 'rules.track.impaired.effect',
    actions: 'any',
    effortExtraPerLevel: 1,
    ignoresMinorMajorEffects: true,
    specialRollDamageCap: 1,
  },
  debilitated: {
    name: 'rules.track.debilitated.name',
    effect: 'rules.track.debilitated.effect',
    actions: 'move',
  },
  dead: {
    name: 'rules.track.dead.name',
    effect: 'rules.track.dead.effect',
    actions: 'none',
  },
} as const satisfies {
  hale: ActingState<'hale'>;
  impaired: ActingState<'impaired'>;
  debilitated: HelplessState<'debilitated'>;
  dead: HelplessState<'dead'>;
};

/** Move `steps` down the track (towards dead), stopping at dead. 004 "The Effects of Taking Damage". */
export function stepDown(track: Track, steps: number): Track {
  // The index is clamped to the track, so the element exists.
  return tracks[Math.min(tracks.indexOf(track) + steps, tracks.length - 1)]!;
}

/** Move `steps` up the track (towards hale), stopping at hale. 004 "Restoring the Damage Track". */
export function stepUp(track: Track, steps: number): Track {
  // The index is clamped to the track, so the element exists.
  return tracks[Math.max(tracks.indexOf(track) - steps, 0)]!;
}

/**
 * Refuse a track that is healthier than the Pools at 0 allow: each Pool at 0 is one step down.
 * 004 "The Damage Track" (hale: all three Pools at 1 or higher; a Pool reaching 0 moves one step down, and only
 * raising it from 0 moves back up: "Restoring the Damage Track").
 */
export function checkTrack(pools: Pools, track: Track): void {
  const atZero = stats.filter(({ stat }) => pools[stat] === 0).length;
  if (tracks.indexOf(track) < atZero) {
    throw new RulesInputError('track', 'track-too-healthy', { min: atZero, value: track });
  }
}

/** What a character may do: act freely, only move an immediate distance, or nothing. */
export type AllowedActions = 'any' | 'move-immediate' | 'none';

/**
 * What a character in this state may do. 004 "The Damage Track" (Debilitated: move no more than an immediate
 * distance; with Speed 0 not at all; Dead is dead).
 *
 * @example
 * allowedActions('debilitated', 0); // 'none'
 */
export function allowedActions(track: Track, speed: number): AllowedActions {
  const state = damageTrack[checkChoice('track', track, tracks)];
  const speedPool = checkInteger('speed', speed, ranges.points);
  if (state.actions !== 'move') return state.actions;
  return speedPool > 0 ? 'move-immediate' : 'none';
}
