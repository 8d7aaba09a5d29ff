// What the recovery roll island shows: every number comes from src/rules (takeRecoveryRoll, nextRecoveryRoll); these
// functions only put them into the reader's words. Used at build time (the worked example) and by the island's
// script, so both say the same.
import {
  damageTrack,
  restLadder,
  stats,
  type Pools,
  type RecoveryRollResult,
  type RestRow,
  type RestingPc,
  type Track,
} from '../../../rules/index.ts';
import type { UiKey } from '../../../i18n/index.ts';
import type { IslandText, RefusalKeys } from '../shared/strings.ts';
import type { OutputText } from '../shared/task-text.ts';

/** What each refusal tells the reader to change in the island's fields. */
export const recoveryRollRefusals = {
  'day-over': 'island.error.dayOver',
  'rests-out-of-order': 'island.error.restsOutOfOrder',
  'past-pool-maximum': 'island.error.pastPoolMaximum',
  'share-above-roll': 'island.error.shareAboveRoll',
  'share-below-roll': 'island.error.shareBelowRoll',
  'track-too-healthy': 'island.error.needsImpaired',
  'track-too-healthy.2': 'island.error.needsDebilitated',
  'track-too-healthy.3': 'island.error.needsDead',
  dead: 'island.error.dead',
} as const satisfies RefusalKeys;

/** The UI strings the island's script needs (the error messages come with every island). */
export function recoveryRollKeys() {
  return [
    ...stats.map(({ name }) => name),
    ...Object.values(damageTrack).map(({ name }) => name),
    ...restLadder.map(({ name }) => name),
    'recoveryRoll.nth',
    'recoveryRoll.note.roll',
    'recoveryRoll.note.notRolled',
    'recoveryRoll.note.lastRoll',
    'recoveryRoll.recovered',
    'recoveryRoll.newDayStarted',
    'damageSimulator.poolValue',
    'damageSimulator.note.regains',
    'damageSimulator.note.track',
    'damageSimulator.note.wasted',
  ] as const satisfies readonly UiKey[];
}

/** The island's outputs, in the order shown. */
export const recoveryOutputNames = [
  'points',
  'roll',
  'rest',
  'left',
  'mightAfter',
  'speedAfter',
  'intellectAfter',
  'trackAfter',
] as const;
export type RecoveryOutputName = (typeof recoveryOutputNames)[number];

/** What the island shows: its outputs and the notes under them. */
export interface RecoveryDescription {
  outputs: Record<RecoveryOutputName, OutputText>;
  notes: string[];
}

const none: OutputText = { value: '', text: '—' };

/** Which roll of the day it is, the rest it takes and the rolls left after it. */
function rollOutputs(rest: RestRow, text: IslandText, format: (n: number) => string) {
  const left = restLadder.length - rest.rest;
  return {
    roll: { value: rest.rest, text: text('recoveryRoll.nth', { n: rest.rest, count: restLadder.length }) },
    rest: { value: rest.time, text: text(rest.name) },
    left: { value: left, text: format(left) },
  };
}

/** The Pools and the damage track as outputs. */
function poolOutputs(pools: Pools & { track: Track }, text: IslandText, format: (n: number) => string) {
  return {
    mightAfter: { value: pools.might, text: format(pools.might) },
    speedAfter: { value: pools.speed, text: format(pools.speed) },
    intellectAfter: { value: pools.intellect, text: format(pools.intellect) },
    trackAfter: { value: pools.track, text: text(damageTrack[pools.track].name) },
  };
}

/** The next roll of the day before its die is rolled: which it is and the rest it takes; no points yet. */
export function describeNextRoll(rest: RestRow, text: IslandText, format: (n: number) => string): RecoveryDescription {
  return {
    outputs: {
      points: none,
      ...rollOutputs(rest, text, format),
      mightAfter: none,
      speedAfter: none,
      intellectAfter: none,
      trackAfter: none,
    },
    notes: [text('recoveryRoll.note.notRolled')],
  };
}

/**
 * A recovery roll taken: its points and what made them, which roll of the day it is, the Pools and the track after
 * it, what each Pool regains, the points lost, and whether it was the day's last.
 */
export function describeRecovery(
  pc: RestingPc,
  roll: { d6: number; bonus: number },
  result: RecoveryRollResult,
  text: IslandText,
  format: (n: number) => string,
): RecoveryDescription {
  const notes = [text('recoveryRoll.note.roll', { d6: roll.d6, bonus: roll.bonus, count: result.points })];
  for (const { stat, name } of stats) {
    const gained = result[stat] - pc[stat];
    if (gained > 0) notes.push(text('damageSimulator.note.regains', { stat: text(name), points: gained }));
  }
  if (result.track !== pc.track)
    notes.push(
      text('damageSimulator.note.track', {
        from: text(damageTrack[pc.track].name),
        to: text(damageTrack[result.track].name),
      }),
    );
  if (result.lost > 0) notes.push(text('damageSimulator.note.wasted', { count: result.lost }));
  if (result.rest.rest === restLadder.length)
    notes.push(text('recoveryRoll.note.lastRoll', { rest: text(result.rest.name) }));
  return {
    outputs: {
      points: { value: result.points, text: format(result.points) },
      ...rollOutputs(result.rest, text, format),
      ...poolOutputs(result, text, format),
    },
    notes,
  };
}
