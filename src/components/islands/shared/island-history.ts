import { hashFor, readHashStates } from './hash-state.ts';

// The islands and the address bar. The address's hash is the truth (hash-state.ts): `#<island>:<query>` for each
// island the reader changed; an island it does not name is as the page opened, and an address with no hash shows
// every island so. Whatever brings an address (a shared link, a reload, an address typed or pasted, a link within
// the page, Back and Forward), every island shows what it says, so the numbers a reader sees are the ones they copy.
//
// Edits and rolls replace the current history entry's address instead of adding entries: one Back leaves the page
// for where the reader came from, as after reading any page. The address follows every edit as the reader types
// (a reload or a bookmark made from the field gives the numbers shown), at most once every `addressInterval` ms:
// browsers limit how often a page may replace its address (Safari throws after 100 times in 30 seconds, Chrome
// ignores some and warns). An edit after a quiet spell is written at once; the edits that follow it within the
// interval are written together when it is up, or at once when the page is hidden or left or a link is followed.
//
// Two things live beside the address, in the entry's history state (never in place of it):
// - at a section's address (`#effort`), which names no island, the islands' states as they were when the reader
//   jumped there: a jump to a section keeps the fields, and a reload or Back there shows them again;
// - what an island keeps beside its fields (the damage simulator's log), with the state it goes with: an island
//   gets it back only while its fields are in that state.
// Other scripts may keep their own keys in the history state (a comparison keeps it as it is): this module only
// ever replaces its own key.

/** What island-history needs of an island (Island implements it). */
export interface AddressedIsland {
  readonly localName: string;
  /** The island's state as the address holds it, or undefined while it is as the page opened. */
  addressState(): string | undefined;
  /** What the island keeps beside its fields, or undefined. */
  historyData(): unknown;
  /**
   * Shows a state from the address (undefined: as the page opened) and gets back what it kept in that state, if it
   * kept anything (undefined otherwise: a link, a typed address, another state).
   */
  showState(state: string | undefined, kept: KeptData | undefined): void;
  scrollIntoView(options: ScrollIntoViewOptions): void;
}

/** What an island kept beside its fields, and the state (its `addressState() ?? ''`) the fields were in. */
export interface KeptData {
  state: string;
  data: unknown;
}

/** The islands' record in an entry's history state. */
interface IslandRecord {
  /** Every island's state when the entry was last shown, as a hash (hashFor). */
  states: string;
  kept: Record<string, KeptData>;
}

const recordKey = 'islands';
const addressInterval = 400;
/**
 * When the address was last written for an edit (performance.now()), and the write waiting for the interval to end,
 * if any. The writes of an island starting or of a new address are not counted: they come once per island or per
 * navigation, and an edit right after them is written at once.
 */
let lastWrite = -addressInterval;
let waiting: ReturnType<typeof setTimeout> | undefined;
/** The islands of the page that have started, in the order they did. */
const islands: AddressedIsland[] = [];
/** An island a new address sets first and that has not started yet: it scrolls into view when it does. */
let scrollTarget: string | undefined;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The current entry's record, if the islands have left one there (a state written by anything else is ignored). */
function currentRecord(): IslandRecord | undefined {
  const record = isObject(history.state) ? history.state[recordKey] : undefined;
  return isObject(record) && typeof record.states === 'string' && isObject(record.kept)
    ? (record as unknown as IslandRecord)
    : undefined;
}

/**
 * The states the current address asks the islands to show: its own; at a section's address, the ones recorded
 * there; none at a section the islands have not seen yet (the reader just jumped there: the fields stay).
 */
function addressedStates(): Map<string, URLSearchParams> | undefined {
  const states = readHashStates();
  if (states.size > 0 || location.hash === '') return states;
  const record = currentRecord();
  return record && readHashStates(record.states);
}

/** Every island's state as the address should hold it: the address's, with each started island's own. */
function currentStates(): Map<string, URLSearchParams> {
  const states = addressedStates() ?? new Map<string, URLSearchParams>();
  for (const island of islands) {
    const state = island.addressState();
    if (state === undefined) states.delete(island.localName);
    else states.set(island.localName, new URLSearchParams(state));
  }
  return states;
}

/** Writes the islands' record into the current entry, keeping what else its state holds; `url` replaces its address. */
function writeRecord(url = location.href): void {
  const kept: Record<string, KeptData> = {};
  for (const island of islands) {
    const data = island.historyData();
    if (data !== undefined) kept[island.localName] = { state: island.addressState() ?? '', data };
  }
  const record: IslandRecord = { states: hashFor(currentStates()), kept };
  history.replaceState({ ...(isObject(history.state) ? history.state : {}), [recordKey]: record }, '', url);
}

/** Shows an island's state from `states`; once started, only if it differs from what the island shows. */
function show(island: AddressedIsland, states: ReadonlyMap<string, URLSearchParams>, starting: boolean): void {
  const state = states.get(island.localName)?.toString();
  if (!starting && state === island.addressState()) return;
  island.showState(state, currentRecord()?.kept[island.localName]);
}

/**
 * Listens to the address once the page's first island starts. A page opened on a new address (a shared link: no
 * record yet) scrolls to the first island the address sets; a reload or a return to the page keeps the reader's
 * scroll position, which the browser restores.
 */
function listen(): void {
  if (!currentRecord()) scrollTarget = readHashStates().keys().next().value;
  addEventListener('popstate', showAddress);
  addEventListener('hashchange', showAddress);
  // What waits is written before the page goes out of sight (another tab or app, a page left): a tab the system
  // closes and restores later, or reopened, comes back with it; and before a link is followed (a link within the page
  // leaves this entry for a new one, which Back returns to; the language switcher copies the address).
  addEventListener('pagehide', flushAddress);
  document.addEventListener('visibilitychange', flushAddress);
  addEventListener('click', (event) => (event.target as Element).closest('a') && flushAddress(), true);
}

/** Scrolls to the first island a new address sets, now or once it starts. */
function scrollToFirstIsland(): void {
  const first = readHashStates().keys().next().value;
  const island = islands.find((candidate) => candidate.localName === first);
  if (island) island.scrollIntoView({ block: 'start' });
  else scrollTarget = first;
}

/**
 * The address changed without a new page: Back or Forward, an address typed into the address bar, a link within
 * the page. Every island shows what the address says (a section keeps the fields). An entry the islands have not
 * seen (typed, or a link) scrolls to the first island it sets; Back and Forward keep the browser's scroll position.
 */
function showAddress(): void {
  // A write still waiting was for the entry just left.
  clearTimeout(waiting);
  waiting = undefined;
  const seen = currentRecord() !== undefined;
  const states = addressedStates();
  if (states) for (const island of islands) show(island, states, false);
  writeRecord();
  if (!seen) scrollToFirstIsland();
}

/** Starts an island on the address: it shows the address's state, and a new address scrolls to it if it is first. */
export function startIsland(island: AddressedIsland): void {
  if (islands.length === 0) listen();
  islands.push(island);
  const states = addressedStates();
  if (states) show(island, states, true);
  writeRecord();
  if (scrollTarget === island.localName) {
    scrollTarget = undefined;
    island.scrollIntoView({ block: 'start' });
  }
}

/**
 * Puts the islands' current states into the address, replacing the current entry's: at once after a quiet spell,
 * else when the interval since the last write is up (then with the states as they are at that time).
 */
export function saveAddress(): void {
  const wait = lastWrite + addressInterval - performance.now();
  if (wait <= 0) writeAddress();
  else waiting ??= setTimeout(writeAddress, wait);
}

function writeAddress(): void {
  clearTimeout(waiting);
  waiting = undefined;
  lastWrite = performance.now();
  writeRecord(hashFor(currentStates()) || location.pathname + location.search);
}

/** Writes the address now if a write is waiting. */
function flushAddress(): void {
  if (waiting) writeAddress();
}

/**
 * The address of this page with `island` set to `state` and put first (so a link to it scrolls there), every other
 * island's state kept: a link within the page that sets one island leaves the others as the reader has them.
 */
export function addressWith(island: string, state: URLSearchParams): string {
  const states = currentStates();
  states.delete(island);
  return hashFor(new Map([[island, state], ...states]));
}
