// Island state in the URL hash: `#<island>:<query>` (e.g. `#effort-calculator:pool=12&edge=1`), so a result can be
// shared. A page with several islands (the tools page) keeps each changed one's state, joined by `;`:
// `#difficulty-table:assets=1;dice-roller:natural=20`. Section anchors (`#effort`) never contain a colon, and a query
// never contains `;` (URLSearchParams encodes it), so neither clashes.

/** Every island state in a hash, by island; empty when the hash is a section anchor or empty. */
export function readHashStates(hash = location.hash): Map<string, URLSearchParams> {
  const states = new Map<string, URLSearchParams>();
  for (const part of hash.replace(/^#/, '').split(';')) {
    const match = /^([a-z][a-z0-9]*-[a-z0-9-]*):(.*)$/.exec(part);
    if (match) states.set(match[1]!, new URLSearchParams(match[2]));
  }
  return states;
}

/** The state an island finds in the current hash, or undefined when the hash holds none for it. */
export function readHashState(island: string, hash = location.hash): URLSearchParams | undefined {
  return readHashStates(hash).get(island);
}

/** The hash that records these islands' states ('' for none). */
export function hashFor(states: ReadonlyMap<string, URLSearchParams>): string {
  const parts = [...states].map(([island, state]) => `${island}:${state.toString()}`);
  return parts.length > 0 ? `#${parts.join(';')}` : '';
}
