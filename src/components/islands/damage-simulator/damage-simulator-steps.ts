// What each action of the damage simulator does to a PC: a hit, a recovery roll (the attack on an NPC is in
// damage-simulator-attack.ts). Every
// number comes from src/rules; these functions only put the results into field values and the reader's words.
// Used at build time (the worked examples) and by the island's script, so both say the same.
import {
  applyDamage,
  dailyRecovery,
  damageTrack,
  recoveryRoll,
  restTime,
  RulesInputError,
  spendRecoveryRoll,
  stats,
  type DamageResult,
  type Hit,
  type PcState,
  type Pools,
  type RecoveredPc,
  type RecoveringPc,
  type RecoveryTarget,
  type RestRow,
  type RulesetId,
  type Track,
} from '../../../rules/index.ts';

/** A UI string with its `{placeholders}` filled, numbers formatted for the page's locale. */
export type Text = (key: string, values?: Record<string, string | number>) => string;

/** What an action does when the reader applies it. */
export interface Step {
  /** The fields the action changes, by name, with their new values. */
  changes: Record<string, string>;
  /** What it does, sentence by sentence: the notes under the result. */
  notes: string[];
  /** What it did, as a line of the log. */
  line: string;
}

const trackName = (track: Track) => damageTrack[track].name;

/** One sentence per Pool that changed: "Speed loses 1." or "Might regains 4.". */
function poolNotes(before: Pools, after: Pools, key: string, text: Text): string[] {
  return stats
    .filter(({ stat }) => before[stat] !== after[stat])
    .map(({ stat, name }) => text(key, { stat: text(name), points: Math.abs(after[stat] - before[stat]) }));
}

function trackNotes(from: Track, to: Track, text: Text): string[] {
  return from === to
    ? []
    : [text('damageSimulator.note.track', { from: text(trackName(from)), to: text(trackName(to)) })];
}

/** The PC after an action, for the end of its log line. */
function nowNote(pools: Pools, track: Track, text: Text): string {
  const values = stats.map(({ stat, name }) =>
    text('damageSimulator.poolValue', { stat: text(name), points: pools[stat] }),
  );
  return text('damageSimulator.note.now', { pools: values.join(', '), track: text(trackName(track)) });
}

function pcChanges(pools: Pools, track: Track): Record<string, string> {
  return { might: String(pools.might), speed: String(pools.speed), intellect: String(pools.intellect), track };
}

/** The name of a kind of damage: a stat's, or ambient. */
export function hitTypeName(type: Hit['type'] = 'might'): string {
  return type === 'ambient' ? 'damageSimulator.type.ambient' : `rules.stat.${type}.name`;
}

/**
 * What Armor did to a hit, if anything: what it stopped and what got through (the damage taken), or that it does not
 * count against this hit.
 */
export function armorNotes(amount: number, absorbed: number, armor: number, text: Text): string[] {
  if (absorbed === 0) return armor > 0 && amount > 0 ? [text('damageSimulator.note.armorIgnored')] : [];
  if (absorbed === amount) return [text('damageSimulator.note.armor', { points: absorbed })];
  return [text('damageSimulator.note.armorThrough', { points: absorbed, count: amount - absorbed })];
}

/** A hit on a PC: the Pools and track after it, and how the damage went (Armor, Pool by Pool, the track). */
export function hitStep(pc: PcState & { track: Track }, hit: Hit, text: Text): Step & { result: DamageResult } {
  const result = applyDamage(pc, hit);
  const notes = [text('damageSimulator.note.hit', { amount: hit.amount, type: text(hitTypeName(hit.type)) })];
  notes.push(...armorNotes(hit.amount, result.absorbed, pc.armor ?? 0, text));
  notes.push(...poolNotes(pc, result, 'damageSimulator.note.loses', text));
  if (result.taken === 0 && result.overflow === 0) notes.push(text('damageSimulator.note.noDamage'));
  if (result.overflow > 0) notes.push(text('damageSimulator.note.overflow', { count: result.overflow }));
  notes.push(...trackNotes(pc.track, result.track, text));
  return {
    result,
    changes: pcChanges(result, result.track),
    notes,
    line: [...notes, nowNote(result, result.track, text)].join(' '),
  };
}

/** A recovery roll: the d6 result, the PC's tier, which roll of the day it is, and where the points go. */
export interface RecoveryInput {
  d6: number;
  tier: number;
  /** The nth recovery roll since the day began (the ladder repeats after the fourth). */
  rest: number;
  /** A Pool gets all the points, or the roll buys one step up the damage track instead. */
  target: RecoveryTarget;
}

export interface RecoveryPreview {
  /** Points the roll restores and the rest it needs; undefined for a dead character, who recovers nothing. */
  roll: { points: number; rest: RestRow } | undefined;
  /** What the roll does, or why it cannot, then the most a whole day of rest restores. */
  notes: string[];
  /** Undefined when the rules allow no such recovery now (the character is dead, already hale...). */
  step: Step | undefined;
}

/** Why a recovery cannot happen in the character's state. */
const blockingReasons: readonly string[] = ['dead', 'already-hale', 'pool-at-zero'];

/**
 * The PC after spending the recovery roll as `input.target` says, or the refusal when the character's state allows
 * no such recovery (any other refusal is bad input, and thrown).
 */
function recover(pc: RecoveringPc, input: RecoveryInput, points: number): RecoveredPc | RulesInputError {
  try {
    return spendRecoveryRoll(pc, points, input.target);
  } catch (error) {
    if (error instanceof RulesInputError && blockingReasons.includes(error.reason)) return error;
    throw error;
  }
}

/**
 * A recovery roll: its points, the rest it needs, and what it restores (or why it cannot). A dead character gets no
 * roll at all: only the reason.
 */
export function recoveryStep(
  pc: RecoveringPc,
  input: RecoveryInput,
  ruleset: RulesetId,
  text: Text,
  errorText: (error: RulesInputError) => string,
): RecoveryPreview {
  const points = recoveryRoll({ d6: input.d6, tier: input.tier });
  const rest = restTime(input.rest);
  const { dice, flat, hours } = dailyRecovery(input.tier, ruleset);
  const day = text('damageSimulator.note.day', { hours, dice, flat });
  const head = text('damageSimulator.note.recovery', { n: rest.rest, rest: text(rest.name), count: points });
  const after = recover(pc, input, points);
  if (after instanceof RulesInputError) {
    const blocked = errorText(after);
    if (after.reason === 'dead') return { roll: undefined, notes: [blocked], step: undefined };
    return { roll: { points, rest }, notes: [head, blocked, day], step: undefined };
  }
  const notes = [
    head,
    ...(input.target === 'track'
      ? [text('damageSimulator.note.trackStep')]
      : poolNotes(pc, after, 'damageSimulator.note.regains', text)),
  ];
  if (after.wasted > 0) notes.push(text('damageSimulator.note.wasted', { count: after.wasted }));
  notes.push(...trackNotes(pc.track, after.track, text));
  return {
    roll: { points, rest },
    notes: [...notes, day],
    step: {
      changes: { ...pcChanges(after, after.track), rest: String(restTime(rest.rest + 1).rest) },
      notes,
      line: [...notes, nowNote(after, after.track, text)].join(' '),
    },
  };
}
