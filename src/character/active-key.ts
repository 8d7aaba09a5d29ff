// Whether the reader has an active character, and nothing more: the one check a tool makes on every visit, so it costs
// a tool's own code a few bytes. What the character holds is read by active.ts, which a tool loads only when this says
// there is one (shared/character-line.ts).

/** localStorage keys: every character (store.ts), and the active one's id, which `hasCharacter` reads alone. */
export const storeKey = 'characters';
export const activeKey = 'character-active';

/**
 * Whether the reader has an active character, at the cost of one localStorage read and no parsing: a tool may use
 * it to decide whether to read the character at all. `activeCharacter()` (active.ts) is the truth (the value may be
 * damaged).
 */
export function hasCharacter(): boolean {
  try {
    return localStorage.getItem(activeKey) !== null;
  } catch {
    return false;
  }
}
