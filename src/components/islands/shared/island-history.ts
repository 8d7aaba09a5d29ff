import { hashFor, readHashStates } from './hash-state.ts';

/**
 * What the islands keep in an entry of the session history: the state (a query) of each island the reader changed,
 * and what an island keeps beside its fields (the damage simulator's log). Back and Forward bring an entry's
 * islands back as they were. An entry without this record was made by something else: a link to a section of the
 * page, or the page before its islands started.
 */
export interface IslandEntry {
  islands: Record<string, string>;
  data: Record<string, unknown>;
}

/** The islands' record in a history entry's state, if it has one. */
export function islandEntry(state: unknown): IslandEntry | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { islands, data } = state as Partial<IslandEntry>;
  return typeof islands === 'object' && islands !== null && typeof data === 'object' && data !== null
    ? { islands, data }
    : undefined;
}

/** The current entry's record, or one read from the address (a shared link, or an entry the islands did not make). */
export function currentEntry(): IslandEntry {
  return (
    islandEntry(history.state) ?? {
      islands: Object.fromEntries([...readHashStates()].map(([island, state]) => [island, state.toString()])),
      data: {},
    }
  );
}

/** The record with one island's state (undefined: as the page opened) and data replaced. */
export function withIsland(entry: IslandEntry, island: string, state: string | undefined, data: unknown): IslandEntry {
  const islands = { ...entry.islands };
  if (state === undefined) delete islands[island];
  else islands[island] = state;
  return { islands, data: { ...entry.data, [island]: data } };
}

/** Adds a history entry whose address holds the state of every island in the record. */
export function pushEntry(entry: IslandEntry): void {
  const states = new Map(Object.entries(entry.islands).map(([island, state]) => [island, new URLSearchParams(state)]));
  history.pushState(entry, '', hashFor(states) || location.pathname + location.search);
}

/** Records the islands in the current history entry, its address unchanged. */
export function recordEntry(entry: IslandEntry): void {
  history.replaceState(entry, '');
}
