// Island state in the URL hash, `#<island>:<query>` (e.g. `#effort-calculator:pool=12&edge=1`), so a result can be
// shared and the Back button restores it. Section anchors (`#effort`) never contain a colon, so they do not clash.

/** The state an island finds in the current hash, or undefined when the hash is not about this island. */
export function readHashState(island: string, hash = location.hash): URLSearchParams | undefined {
  const prefix = `#${island}:`;
  return hash.startsWith(prefix) ? new URLSearchParams(hash.slice(prefix.length)) : undefined;
}

/** The hash that records an island's state. */
export function hashFor(island: string, state: URLSearchParams): string {
  return `#${island}:${state.toString()}`;
}
