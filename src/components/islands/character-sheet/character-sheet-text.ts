// What the character sheet says in words: a line of its log, what a hit or a recovery roll would do, the cyphers
// against their limit. Every number comes from src/rules; these functions only put the results into the reader's
// words (`text`: a UI string filled, as Island.text and islandText give it).
import {
  cypherLoad,
  damageTrack,
  stats,
  type DamageResult,
  type HitType,
  type RecoveredPc,
  type Stat,
  type Track,
} from '../../../rules/index.ts';
import type { LogEntry } from '../../../character/log.ts';
import type { CharacterSheet } from '../../../character/sheet.ts';
import type { IslandText } from '../shared/strings.ts';

/** A number written for the page's locale. */
type Format = (n: number) => string;

const statName = (stat: string) => `rules.stat.${stat}.name`;
const trackName = (track: Track) => damageTrack[track].name;
/** The name of a kind of damage: a stat's, or ambient. */
const hitTypeName = (type: HitType) => (type === 'ambient' ? 'damageSimulator.type.ambient' : statName(type));

/** "Might 5 → 0, Speed 6 → 4." for each Pool whose points differ between two states. */
function poolChanges(before: Partial<CharacterSheet>, after: Partial<CharacterSheet>, text: IslandText): string[] {
  const changes = stats
    .filter(({ stat }) => before[stat] && after[stat] && before[stat].current !== after[stat].current)
    .map(({ stat, name }) =>
      text('character.log.pool', { stat: text(name), from: before[stat]!.current, to: after[stat]!.current }),
    );
  return changes.length > 0 ? [`${changes.join(', ')}.`] : [];
}

/**
 * A line of the log: what the change was, then how the Pools, the damage track and the recovery rolls of the day
 * moved. `label` names a field the reader edited.
 *
 * @example
 * logLine(entry, text, label); // 'Took a hit of 8 (Might). Might 5 → 0, Speed 6 → 4. Damage track: Hale → Impaired.'
 */
export function logLine({ change, detail, before, after }: LogEntry, text: IslandText, label: IslandText): string {
  const heads: Record<LogEntry['change'], () => string> = {
    edit: () => text('character.log.edit', { field: label(`label.${detail.field}`) }),
    spend: () => text('character.log.spend', { points: detail.points ?? 0, stat: text(statName(`${detail.stat}`)) }),
    hit: () =>
      text('character.log.hit', { amount: detail.amount ?? 0, type: text(hitTypeName(detail.type as HitType)) }),
    recover: () => text('character.log.recover', { d6: detail.d6 ?? 0, points: detail.points ?? 0 }),
    newDay: () => text('character.log.newDay'),
    specialDamage: () => text('character.log.specialDamage'),
    useCypher: () => text('character.log.useCypher', { name: `${detail.name ?? ''}` }),
    gainCypher: () => text('character.log.gainCypher'),
  };
  const parts = [heads[change](), ...poolChanges(before, after, text)];
  if (before.track && after.track) {
    parts.push(text('character.log.track', { from: text(trackName(before.track)), to: text(trackName(after.track)) }));
  }
  if (before.recoveryRollsUsed !== undefined && after.recoveryRollsUsed !== undefined) {
    parts.push(text('character.log.rolls', { from: before.recoveryRollsUsed, to: after.recoveryRollsUsed }));
  }
  return parts.join(' ');
}

/** "Might 0, Speed 4, Intellect 10. Impaired." */
function poolsAndTrack(pools: Record<Stat, number>, track: Track, text: IslandText, format: Format): string {
  const values = stats.map(({ stat, name }) => `${text(name)} ${format(pools[stat])}`);
  return `${values.join(', ')}. ${text(trackName(track))}.`;
}

/** What a hit would do: what Armor stops, then the Pools and the damage track after it. */
export function hitPreview(
  result: DamageResult,
  amount: number,
  armor: number,
  text: IslandText,
  format: Format,
): string {
  const { absorbed } = result;
  let stops = '';
  if (absorbed === amount && absorbed > 0) stops = text('damageSimulator.note.armor', { points: absorbed });
  else if (absorbed > 0)
    stops = text('damageSimulator.note.armorThrough', { points: absorbed, count: amount - absorbed });
  else if (armor > 0 && amount > 0) stops = text('damageSimulator.note.armorIgnored');
  return [stops, poolsAndTrack(result, result.track, text, format)].filter(Boolean).join(' ');
}

/**
 * What a recovery roll's points come to beyond the Pools it raises: the points not shared, and those lost above a
 * maximum (recoverPools counts both in `wasted`).
 */
export function recoveryNotes(result: RecoveredPc, points: number, shared: number, text: IslandText): string[] {
  const unshared = Math.max(points - shared, 0);
  const notes = unshared > 0 ? [text('character.roll.unshared', { count: unshared })] : [];
  const aboveMaximum = result.wasted - unshared;
  if (aboveMaximum > 0) notes.push(text('damageSimulator.note.wasted', { count: aboveMaximum }));
  return notes;
}

/** The cyphers carried against the limit, said plainly when over it; `over` for the output's `data-value`. */
export function cypherLine(sheet: CharacterSheet, text: IslandText): { over: boolean; line: string } {
  const { carried, limit, over } = cypherLoad(sheet);
  return { over, line: text(over ? 'character.cypher.over' : 'character.cypher.load', { carried, limit }) };
}
