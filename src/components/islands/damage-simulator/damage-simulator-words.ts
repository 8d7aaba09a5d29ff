// The words of the damage simulator's script (shared/strings.ts), served beside the page (../island-words.ts).
import { damageTrack, restLadder, stats } from '../../../rules/index.ts';
import type { UiKey } from '../../../i18n/index.ts';
import type { RefusalKeys } from '../shared/strings.ts';

// What each refusal tells the reader to change: the damage track a number of Pools at 0 calls for, where the points
// go, the NPC's health.
export const refusals = {
  'track-too-healthy': 'island.error.needsImpaired',
  'track-too-healthy.2': 'island.error.needsDebilitated',
  'track-too-healthy.3': 'island.error.needsDead',
  'already-hale': 'island.error.alreadyHale',
  dead: 'island.error.dead',
  'pool-at-zero': 'island.error.poolAtZero',
  'already-defeated': 'island.error.alreadyDefeated',
} as const satisfies RefusalKeys;

/** The UI strings the simulator's script needs (the error messages come with every island). */
export const damageSimulatorKeys = [
  ...stats.map(({ name }) => name),
  ...Object.values(damageTrack).map(({ name }) => name),
  ...restLadder.map(({ name }) => name),
  'damageSimulator.type.ambient',
  'damageSimulator.poolValue',
  ...(
    [
      'hit',
      'armor',
      'armorThrough',
      'armorIgnored',
      'loses',
      'noDamage',
      'overflow',
      'track',
      'now',
      'recovery',
      'regains',
      'wasted',
      'trackStep',
      'day',
      'attack',
      'intrusion',
      'or.minor',
      'or.major',
      'impairedRoll',
      'refund',
      'impairedRefund',
      'health',
      'npcOverflow',
      'defeated',
    ] as const
  ).map((note) => `damageSimulator.note.${note}` as const),
  ...(['weapon', 'effort', 'special'] as const).map((part) => `damageSimulator.part.${part}` as const),
] satisfies UiKey[];
