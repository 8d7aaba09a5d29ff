// What the character sheet says in words: a line of its log, the cyphers against their limit (what its play controls
// say: character-sheet-play-text.ts). Every number comes from src/rules; these functions only put the results into
// the reader's words (`text`: a UI string filled, as Island.text and islandText give it).
import { cypherLoad, damageTrack, stats, type HitType, type Track } from '../../../rules/index.ts';
import type { LogEntry } from '../../../character/log.ts';
import type { CharacterSheet } from '../../../character/sheet.ts';
import type { IslandText } from '../shared/strings.ts';

const statName = (stat: string) => `rules.stat.${stat}.name`;
export const trackName = (track: Track) => damageTrack[track].name;
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

/** The cyphers carried against the limit, said plainly when over it; `over` for the output's `data-value`. */
export function cypherLine(sheet: CharacterSheet, text: IslandText): { over: boolean; line: string } {
  const { carried, limit, over } = cypherLoad(sheet);
  return { over, line: text(over ? 'character.cypher.over' : 'character.cypher.load', { carried, limit }) };
}
