// The reader's characters on their device (localStorage), and every write to them. One value holds them all, in a
// versioned format:
//
//   { "version": 1, "active": "<id>" | null, "characters": [{ "revision": 3, "sheet": {…}, "log": […] }], "damaged": [] }
//
// - A character's `revision` counts its saved changes. A write names the revision it started from; if the stored one
//   is another (another tab saved a newer change meanwhile), nothing is written and the caller gets the stored value
//   to show instead: two tabs never silently overwrite each other's newer change.
// - `damaged` keeps, as text, what this version could not read (a character changed by hand, a value cut short), until
//   the reader saves it as a file or discards it. A value that cannot be read at all is never overwritten without
//   the reader's say (`keepDamagedAside`); one written by a newer version of the site is never overwritten.
// - Every write is checked (read-sheet.ts) before it is stored, dispatches `changeEvent` for the page's other islands,
//   and keeps the active character's id in its own key too (active.ts `hasCharacter`).
import { activeKey, changeEvent, storeKey, storeVersion } from './active.ts';
import { logChange, undoLast, type ChangeKind, type LogEntry } from './log.ts';
import { readSheet } from './read-sheet.ts';
import { newId, type CharacterSheet } from './sheet.ts';

export interface StoredCharacter {
  revision: number;
  sheet: CharacterSheet;
  log: LogEntry[];
}

export interface Store {
  version: typeof storeVersion;
  active: string | null;
  characters: StoredCharacter[];
  damaged: string[];
}

/** What the device holds: the characters, or a value that cannot be read, or none at all (storage is blocked). */
export type Loaded =
  | { state: 'ok'; store: Store }
  | { state: 'damaged'; text: string }
  | { state: 'newer'; text: string }
  | { state: 'unavailable' };

/** Why a write did not happen. `conflict`: another tab changed the character; `missing`: it was removed there. */
export type WriteProblem = 'conflict' | 'missing' | 'full' | 'unavailable' | 'damaged' | 'newer';

/** The characters as stored after a write, or why nothing was written (with the stored characters where known). */
export type Written = { ok: true; store: Store } | { ok: false; problem: WriteProblem; store?: Store };

const changeKinds: readonly ChangeKind[] = [
  'edit',
  'spend',
  'hit',
  'recover',
  'newDay',
  'specialDamage',
  'useCypher',
  'gainCypher',
];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A character's log as stored; a log that cannot be read is dropped (the character stays: the log only helps). */
function readLog(value: unknown): LogEntry[] {
  const valid =
    Array.isArray(value) &&
    value.every(
      (entry) =>
        isRecord(entry) &&
        changeKinds.includes(entry.change as ChangeKind) &&
        isRecord(entry.detail) &&
        Object.values(entry.detail).every((item) => typeof item === 'string' || typeof item === 'number') &&
        isRecord(entry.before) &&
        isRecord(entry.after),
    );
  return valid ? (value as LogEntry[]) : [];
}

/** A store with no characters. */
export const emptyStore = (): Store => ({ version: storeVersion, active: null, characters: [], damaged: [] });

/** Reads a stored value: its characters, and what cannot be read of it set aside as text in `damaged`. */
export function readStore(text: string | null): Loaded {
  if (text === null) return { state: 'ok', store: emptyStore() };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { state: 'damaged', text };
  }
  if (!isRecord(value) || typeof value.version !== 'number') return { state: 'damaged', text };
  if (value.version > storeVersion) return { state: 'newer', text };
  if (value.version !== storeVersion || !Array.isArray(value.characters)) return { state: 'damaged', text };
  const store = emptyStore();
  if (Array.isArray(value.damaged)) store.damaged = value.damaged.filter((item) => typeof item === 'string');
  for (const entry of value.characters as unknown[]) {
    try {
      if (!isRecord(entry) || !Number.isSafeInteger(entry.revision) || (entry.revision as number) < 0) throw entry;
      const sheet = readSheet(entry.sheet);
      if (store.characters.some((stored) => stored.sheet.id === sheet.id)) throw entry;
      store.characters.push({ revision: entry.revision as number, sheet, log: readLog(entry.log) });
    } catch {
      store.damaged.push(JSON.stringify(entry));
    }
  }
  const active = store.characters.find((stored) => stored.sheet.id === value.active);
  store.active = (active ?? store.characters[0])?.sheet.id ?? null;
  return { state: 'ok', store };
}

/** What the device holds now. Never throws. */
export function loadStore(): Loaded {
  try {
    return readStore(localStorage.getItem(storeKey));
  } catch {
    return { state: 'unavailable' };
  }
}

function write(store: Store): Written {
  try {
    localStorage.setItem(storeKey, JSON.stringify(store));
    if (store.active === null) localStorage.removeItem(activeKey);
    else localStorage.setItem(activeKey, store.active);
  } catch (error) {
    const full = error instanceof DOMException && /quota/i.test(`${error.name} ${error.message}`);
    return { ok: false, problem: full ? 'full' : 'unavailable' };
  }
  dispatchEvent(new Event(changeEvent));
  return { ok: true, store };
}

/**
 * Reads what is stored now, lets `change` make the next store from it (or refuse, with a problem), and writes it.
 * A value that cannot be read, or that a newer version wrote, is never written over; a store left as it was is not
 * written again.
 */
function update(change: (store: Store) => Store | WriteProblem): Written {
  const loaded = loadStore();
  if (loaded.state !== 'ok') return { ok: false, problem: loaded.state };
  const next = change(loaded.store);
  if (typeof next === 'string') return { ok: false, problem: next, store: loaded.store };
  return next === loaded.store ? { ok: true, store: next } : write(next);
}

/** The store with one character's stored value replaced. */
function replaced(store: Store, character: StoredCharacter): Store {
  return {
    ...store,
    characters: store.characters.map((stored) => (stored.sheet.id === character.sheet.id ? character : stored)),
  };
}

/**
 * Changes the character `id`, if its stored revision is still `revision`: `apply` makes the next sheet (it may throw a
 * rule's refusal, RulesInputError, which the caller shows); the change is logged (log.ts) and the revision counts it.
 * A change that changes nothing writes nothing.
 *
 * @example
 * changeCharacter(id, revision, 'spend', { stat: 'speed' }, (sheet) => spendPoints(sheet, 'speed', cost));
 */
export function changeCharacter(
  id: string,
  revision: number,
  change: ChangeKind,
  detail: LogEntry['detail'],
  apply: (sheet: CharacterSheet) => CharacterSheet,
): Written {
  return update((store) => {
    const stored = store.characters.find((candidate) => candidate.sheet.id === id);
    if (!stored) return 'missing';
    if (stored.revision !== revision) return 'conflict';
    const sheet = readSheet({ ...apply(stored.sheet), id });
    if (JSON.stringify(sheet) === JSON.stringify(stored.sheet)) return store;
    const log = logChange(stored.log, change, detail, stored.sheet, sheet);
    return replaced(store, { revision: revision + 1, sheet, log });
  });
}

/** Undoes the last change of the character `id` (at `revision`): the fields it changed are as they were before. */
export function undo(id: string, revision: number): Written {
  return update((store) => {
    const stored = store.characters.find((candidate) => candidate.sheet.id === id);
    if (!stored) return 'missing';
    if (stored.revision !== revision) return 'conflict';
    const undone = undoLast(stored.sheet, stored.log);
    if (!undone) return store;
    return replaced(store, { revision: revision + 1, sheet: readSheet(undone.sheet), log: undone.log });
  });
}

/** What adding characters did: how many were added and how many were already there, exactly as they are. */
export type Added = Written & { added: number; already: number };

/**
 * Adds characters (new, imported, from a link), never replacing one: a character whose id is already stored is added
 * under a new id unless it is the same in every field. The first one added becomes the active character.
 */
export function addCharacters(sheets: readonly CharacterSheet[]): Added {
  let added = 0;
  let already = 0;
  const written = update((store) => {
    const characters = [...store.characters];
    let active = store.active;
    for (const sheet of sheets) {
      const same = characters.find((stored) => stored.sheet.id === sheet.id);
      if (same && JSON.stringify(same.sheet) === JSON.stringify(sheet)) {
        already += 1;
        continue;
      }
      const id = same ? newId() : sheet.id;
      characters.push({ revision: 0, sheet: { ...sheet, id }, log: [] });
      if (added === 0) active = id;
      added += 1;
    }
    return { ...store, characters, active };
  });
  return { ...written, added, already };
}

/** Makes the character `id` the active one. */
export function chooseCharacter(id: string): Written {
  return update((store) =>
    store.characters.some((stored) => stored.sheet.id === id) ? { ...store, active: id } : 'missing',
  );
}

/** Removes the character `id`; another becomes active if it was. */
export function removeCharacter(id: string): Written {
  return update((store) => {
    const characters = store.characters.filter((stored) => stored.sheet.id !== id);
    if (characters.length === store.characters.length) return 'missing';
    const active = store.active === id ? (characters[0]?.sheet.id ?? null) : store.active;
    return { ...store, characters, active };
  });
}

/** Forgets one damaged value the reader has saved or does not want (its place in `damaged`). */
export function discardDamaged(index: number): Written {
  return update((store) => ({ ...store, damaged: store.damaged.filter((_, place) => place !== index) }));
}

/**
 * When the stored value cannot be read at all, the reader may start a new list: the value is kept, as text, in the
 * new store's `damaged` list, where it can still be saved as a file. A newer version's value is never set aside.
 */
export function keepDamagedAside(): Written {
  const loaded = loadStore();
  if (loaded.state !== 'damaged') return { ok: false, problem: loaded.state === 'ok' ? 'missing' : loaded.state };
  return write({ ...emptyStore(), damaged: [loaded.text] });
}
