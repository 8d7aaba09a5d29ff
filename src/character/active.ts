// The one way a tool reads the reader's active character (issue 41): never from another island, only from here.
// Small on purpose: a tool page's first visit may weigh no more than 2 KB of gzip more, so a tool checks
// `hasCharacter` (active-key.ts, a few bytes) on every visit and loads this file only when there is a character; the
// code that writes (store.ts) is imported when the reader applies a result. Nothing here throws, whatever the device
// holds: a damaged, missing or newer value reads as no character.
import { readSheet } from './read-sheet.ts';
import type { CharacterSheet } from './sheet.ts';
import { storeKey } from './active-key.ts';

export { activeKey, hasCharacter, storeKey } from './active-key.ts';

/** The version of the stored value this code reads and writes (store.ts migrates older ones). */
export const storeVersion = 1;
/** The event a write dispatches on `window`, for the other islands of the same page (other tabs get `storage`). */
export const changeEvent = 'characters-change';

/** The active character and the revision of its stored value, which a write names (store.ts `changeCharacter`). */
export interface ActiveCharacter {
  sheet: CharacterSheet;
  revision: number;
}

/**
 * The reader's active character, every field checked (read-sheet.ts), or undefined when there is none, localStorage
 * is unavailable, or what it holds cannot be read. Read it again after `onCharactersChange`.
 *
 * @example
 * const speed = activeCharacter()?.sheet.speed; // { max: 12, current: 12, edge: 1 }
 */
export function activeCharacter(): ActiveCharacter | undefined {
  try {
    const store = JSON.parse(localStorage.getItem(storeKey) ?? 'null') as {
      version?: unknown;
      active?: unknown;
      characters?: { revision?: unknown; sheet?: { id?: unknown } }[];
    } | null;
    if (store?.version !== storeVersion || store.active === null) return undefined;
    const stored = store.characters?.find((character) => character?.sheet?.id === store.active);
    if (!stored || !Number.isSafeInteger(stored.revision)) return undefined;
    return { sheet: readSheet(stored.sheet), revision: stored.revision as number };
  } catch {
    return undefined;
  }
}

/**
 * Calls `listener` whenever the reader's characters change: in another tab (`storage`) or on this page (a write of
 * store.ts). The listener reads `activeCharacter()` again.
 */
export function onCharactersChange(listener: () => void): void {
  addEventListener('storage', (event) => {
    if (event.key === storeKey || event.key === null) listener();
  });
  addEventListener(changeEvent, listener);
}
