import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RulesInputError, spendPoints, takeHit } from '../rules/index.ts';
import { activeCharacter, activeKey, changeEvent, hasCharacter, onCharactersChange, storeKey } from './active.ts';
import {
  addCharacters,
  changeCharacter,
  chooseCharacter,
  discardDamaged,
  keepDamagedAside,
  loadStore,
  readStore,
  removeCharacter,
  undo,
  type Store,
} from './store.ts';
import { newCharacter } from './sheet.ts';
import { aSheet } from './sheetFixtures.test-helper.ts';

/** localStorage as a browser has it, in memory; `full` makes every write fail as a full storage does. */
class MemoryStorage {
  values = new Map<string, string>();
  full = false;
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (this.full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.values.set(key, value);
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
}

let storage: MemoryStorage;
const events: string[] = [];
beforeEach(() => {
  storage = new MemoryStorage();
  events.length = 0;
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('dispatchEvent', (event: Event) => events.push(event.type));
});
afterEach(() => vi.unstubAllGlobals());

const stored = () => JSON.parse(storage.getItem(storeKey)!) as Store;
const first = () => loadStore().state === 'ok' && (loadStore() as { store: Store }).store.characters[0]!;

describe('an empty device', () => {
  it('has no characters, and no active one', () => {
    expect(loadStore()).toEqual({ state: 'ok', store: { version: 1, active: null, characters: [], damaged: [] } });
    expect(hasCharacter()).toBe(false);
    expect(activeCharacter()).toBeUndefined();
  });
});

describe('adding characters', () => {
  it('stores a character, makes it active and tells the page', () => {
    const added = addCharacters([aSheet()]);
    expect(added).toMatchObject({ ok: true, added: 1, already: 0 });
    expect(stored()).toEqual({
      version: 1,
      active: 'kara-1',
      characters: [{ revision: 0, sheet: aSheet(), log: [] }],
      damaged: [],
    });
    expect(storage.getItem(activeKey)).toBe('kara-1');
    expect(hasCharacter()).toBe(true);
    expect(activeCharacter()).toEqual({ sheet: aSheet(), revision: 0 });
    expect(events).toEqual([changeEvent]);
  });

  it('never replaces one: the same character is already there, another with its id gets a new one', () => {
    addCharacters([aSheet()]);
    const again = addCharacters([aSheet(), aSheet({ name: 'Kara, later' })]);
    expect(again).toMatchObject({ added: 1, already: 1 });
    const [kept, copy] = stored().characters;
    expect(kept!.sheet).toEqual(aSheet());
    expect(copy!.sheet).toEqual({ ...aSheet({ name: 'Kara, later' }), id: expect.not.stringMatching(/^kara-1$/) });
    expect(stored().active).toBe(copy!.sheet.id);
  });
});

describe('changing a character', () => {
  beforeEach(() => void addCharacters([aSheet()]));

  it('applies a rule, counts the revision and logs the change', () => {
    const written = changeCharacter('kara-1', 0, 'hit', { amount: 8 }, (sheet) => takeHit(sheet, { amount: 8 }));
    expect(written.ok).toBe(true);
    const { revision, sheet, log } = stored().characters[0]!;
    expect(revision).toBe(1);
    expect(sheet.might.current).toBe(3);
    expect(log).toEqual([
      {
        change: 'hit',
        detail: { amount: 8 },
        before: { might: { max: 10, current: 10, edge: 0 } },
        after: { might: { max: 10, current: 3, edge: 0 } },
      },
    ]);
  });

  it('writes nothing for a change that changes nothing', () => {
    events.length = 0;
    expect(changeCharacter('kara-1', 0, 'edit', { field: 'name' }, (sheet) => sheet)).toMatchObject({ ok: true });
    expect(stored().characters[0]!.revision).toBe(0);
    expect(events).toEqual([]);
  });

  it('lets a rule’s refusal through, and writes nothing', () => {
    expect(() =>
      changeCharacter('kara-1', 0, 'spend', {}, (sheet) => spendPoints(sheet, 'speed', { total: 13, minimum: 0 })),
    ).toThrow(RulesInputError);
    expect(stored().characters[0]!.revision).toBe(0);
  });

  it('refuses a change that would store a sheet that is no sheet, and keeps the id', () => {
    expect(() => changeCharacter('kara-1', 0, 'edit', {}, (sheet) => ({ ...sheet, tier: 9 }))).toThrow();
    changeCharacter('kara-1', 0, 'edit', { field: 'id' }, (sheet) => ({ ...sheet, id: 'other' }));
    expect(stored().characters[0]!.sheet.id).toBe('kara-1');
  });

  // Two tabs: each write names the revision it started from.
  it('never writes over a newer change made in another tab, and returns what is stored', () => {
    changeCharacter('kara-1', 0, 'edit', { field: 'name' }, (sheet) => ({ ...sheet, name: 'From tab A' }));
    const fromB = changeCharacter('kara-1', 0, 'edit', { field: 'name' }, (sheet) => ({ ...sheet, name: 'From B' }));
    expect(fromB).toMatchObject({ ok: false, problem: 'conflict' });
    expect(fromB.store?.characters[0]!.sheet.name).toBe('From tab A');
    expect(stored().characters[0]!.sheet.name).toBe('From tab A');
  });

  it('says when the character is gone (removed in another tab)', () => {
    removeCharacter('kara-1');
    expect(changeCharacter('kara-1', 0, 'edit', {}, (sheet) => sheet)).toMatchObject({ ok: false, problem: 'missing' });
    expect(undo('kara-1', 0)).toMatchObject({ ok: false, problem: 'missing' });
  });

  it('undoes the last changes exactly, one after the other', () => {
    changeCharacter('kara-1', 0, 'hit', { amount: 8 }, (sheet) => takeHit(sheet, { amount: 8 }));
    changeCharacter('kara-1', 1, 'edit', { field: 'notes' }, (sheet) => ({ ...sheet, notes: 'Ouch' }));
    expect(undo('kara-1', 1)).toMatchObject({ ok: false, problem: 'conflict' });
    undo('kara-1', 2);
    expect(stored().characters[0]!.sheet).toEqual({ ...takeHit(aSheet(), { amount: 8 }) });
    undo('kara-1', 3);
    expect(stored().characters[0]).toEqual({ revision: 4, sheet: aSheet(), log: [] });
    expect(undo('kara-1', 4)).toMatchObject({ ok: true });
    expect(stored().characters[0]!.revision).toBe(4);
  });

  it('says when the device is full, and keeps what was stored', () => {
    storage.full = true;
    expect(changeCharacter('kara-1', 0, 'edit', {}, (sheet) => ({ ...sheet, name: 'x' }))).toEqual({
      ok: false,
      problem: 'full',
    });
    expect(stored().characters[0]!.sheet.name).toBe('Kara');
  });

  it('says when storage cannot be used at all', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    expect(loadStore()).toEqual({ state: 'unavailable' });
    expect(addCharacters([aSheet()])).toMatchObject({ ok: false, problem: 'unavailable' });
    expect(hasCharacter()).toBe(false);
    expect(activeCharacter()).toBeUndefined();
  });

  it('says when a write fails for another reason', () => {
    storage.setItem = () => {
      throw new TypeError('no');
    };
    expect(chooseCharacter('kara-1')).toMatchObject({ ok: false, problem: 'unavailable' });
  });
});

describe('several characters', () => {
  it('chooses the active one, and another when the active one is removed', () => {
    addCharacters([aSheet(), newCharacter('two')]);
    expect(stored().active).toBe('kara-1');
    chooseCharacter('two');
    expect(stored().active).toBe('two');
    expect(activeCharacter()?.sheet.id).toBe('two');
    expect(chooseCharacter('three')).toMatchObject({ ok: false, problem: 'missing' });
    removeCharacter('two');
    expect(stored().active).toBe('kara-1');
    removeCharacter('kara-1');
    expect(stored().active).toBeNull();
    expect(storage.getItem(activeKey)).toBeNull();
    expect(removeCharacter('kara-1')).toMatchObject({ ok: false, problem: 'missing' });
  });
});

describe('what the device holds, however damaged', () => {
  it.each(['{not json', '[]', '{"characters":[]}', '{"version":0,"characters":[]}', '{"version":1}'])(
    'keeps a value it cannot read (%s) and never writes over it',
    (text) => {
      storage.setItem(storeKey, text);
      expect(loadStore()).toEqual({ state: 'damaged', text });
      expect(addCharacters([aSheet()])).toMatchObject({ ok: false, problem: 'damaged' });
      expect(storage.getItem(storeKey)).toBe(text);
      expect(activeCharacter()).toBeUndefined();
    },
  );

  it('sets such a value aside, as text, when the reader starts a new list', () => {
    storage.setItem(storeKey, '{not json');
    expect(keepDamagedAside()).toMatchObject({ ok: true });
    expect(stored()).toEqual({ version: 1, active: null, characters: [], damaged: ['{not json'] });
    expect(keepDamagedAside()).toMatchObject({ ok: false, problem: 'missing' });
    discardDamaged(0);
    expect(stored().damaged).toEqual([]);
  });

  it('never writes over a value a newer version of the site wrote', () => {
    const text = JSON.stringify({ version: 2, characters: [], stars: 5 });
    storage.setItem(storeKey, text);
    expect(loadStore()).toEqual({ state: 'newer', text });
    expect(addCharacters([aSheet()])).toMatchObject({ ok: false, problem: 'newer' });
    expect(keepDamagedAside()).toMatchObject({ ok: false, problem: 'newer' });
    expect(storage.getItem(storeKey)).toBe(text);
  });

  it('reads the characters it can, and keeps the others as text', () => {
    const broken = { revision: 0, sheet: { ...aSheet({ id: 'b' }), tier: 12 }, log: [] };
    storage.setItem(
      storeKey,
      JSON.stringify({
        version: 1,
        active: 'b',
        characters: [
          broken,
          { revision: 2, sheet: aSheet(), log: 'x' },
          { revision: 1, sheet: aSheet(), log: [] },
          { revision: -1, sheet: newCharacter('c'), log: [] },
        ],
        damaged: ['older', 3],
      }),
    );
    const loaded = readStore(storage.getItem(storeKey));
    expect(loaded).toEqual({
      state: 'ok',
      store: {
        version: 1,
        active: 'kara-1',
        characters: [{ revision: 2, sheet: aSheet(), log: [] }],
        damaged: [
          'older',
          JSON.stringify(broken),
          JSON.stringify({ revision: 1, sheet: aSheet(), log: [] }),
          JSON.stringify({ revision: -1, sheet: newCharacter('c'), log: [] }),
        ],
      },
    });
    // A write keeps them: nothing is lost.
    changeCharacter('kara-1', 2, 'edit', { field: 'name' }, (sheet) => ({ ...sheet, name: 'K' }));
    expect(stored().damaged).toHaveLength(4);
  });

  it('drops a log it cannot read, keeping the character', () => {
    addCharacters([aSheet()]);
    const value = stored();
    value.characters[0]!.log = [{ change: 'fly', detail: {}, before: {}, after: {} } as never];
    storage.setItem(storeKey, JSON.stringify(value));
    expect(first()).toEqual({ revision: 0, sheet: aSheet(), log: [] });
    expect(readStore(JSON.stringify({ ...value, active: 'nobody' }))).toMatchObject({ store: { active: 'kara-1' } });
  });

  it('reads no active character from a value that does not name one it holds', () => {
    addCharacters([aSheet()]);
    const value = stored();
    storage.setItem(storeKey, JSON.stringify({ ...value, active: null }));
    expect(activeCharacter()).toBeUndefined();
    storage.setItem(storeKey, JSON.stringify({ ...value, characters: [{ ...value.characters[0], revision: 'one' }] }));
    expect(activeCharacter()).toBeUndefined();
  });
});

describe('onCharactersChange', () => {
  it('hears this page’s writes and the other tabs’ changes of the characters', () => {
    const listeners = new Map<string, (event: { key: string | null }) => void>();
    vi.stubGlobal('addEventListener', (type: string, listener: (event: { key: string | null }) => void) =>
      listeners.set(type, listener),
    );
    const heard: string[] = [];
    onCharactersChange(() => heard.push('change'));
    listeners.get('storage')!({ key: storeKey });
    listeners.get('storage')!({ key: 'theme' });
    listeners.get('storage')!({ key: null });
    listeners.get(changeEvent)!({ key: null });
    expect(heard).toEqual(['change', 'change', 'change']);
  });
});
