// The link an island's result gives to the difficulty table, kept current by the island's script (apart from
// hand-off.ts, which the pages use at build time: this module needs the browser's address).
import { difficultyTableState, type HandedTask } from './hand-off.ts';
import { addressWith } from './island-history.ts';

/**
 * Points an island's link to the difficulty table (TaskResult.astro's `[data-hand-off]`, whose value is the table's
 * page) at this task; undefined hides it: nothing to hand on. To a table on the same page, the link keeps the other
 * islands' states as the reader has them, and names the table first so that it scrolls there.
 */
export function pointHandOff(island: Element, handed: HandedTask | undefined): void {
  const handOff = island.querySelector<HTMLElement>('[data-hand-off]');
  if (!handOff) return;
  handOff.hidden = !handed;
  if (!handed) return;
  const state = difficultyTableState(handed);
  const page = handOff.dataset.handOff!;
  handOff.querySelector('a')!.href =
    page === location.pathname ? addressWith('difficulty-table', state) : `${page}#difficulty-table:${state}`;
}
