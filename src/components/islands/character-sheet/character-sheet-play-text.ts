// What the character sheet's play controls say a hit or a recovery roll would do (character-sheet-play.ts). Every
// number comes from src/rules; these functions only put the results into the reader's words.
import { stats, type DamageResult, type RecoveredPc, type Stat, type Track } from '../../../rules/index.ts';
import type { IslandText } from '../shared/strings.ts';
import { trackName } from './character-sheet-text.ts';

/** A number written for the page's locale. */
type Format = (n: number) => string;

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
