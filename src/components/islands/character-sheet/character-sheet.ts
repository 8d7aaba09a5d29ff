import { damageTrack, RulesInputError, setPool, stats, useCypher, type Stat } from '../../../rules/index.ts';
import { storeKey } from '../../../character/active.ts';
import type { ChangeKind, LogEntry } from '../../../character/log.ts';
import { readSheet, SheetError } from '../../../character/read-sheet.ts';
import { newCharacter, type CharacterSheet } from '../../../character/sheet.ts';
import {
  addCharacters,
  changeCharacter,
  loadStore,
  type Loaded,
  type Store,
  type StoredCharacter,
  type Written,
} from '../../../character/store.ts';
import { fillString } from '../../tables/fill.ts';
import { parseWholeNumber } from '../shared/parse.ts';
import { cypherLine, logLine } from './character-sheet-text.ts';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
type Play = typeof import('./character-sheet-play.ts');
type Manage = typeof import('./character-sheet-manage.ts');

/** A field's text that is no value for it; its message says why. */
export class FieldProblem extends Error {}

const statPattern = /^(might|speed|intellect)(Max|Edge)?$/;
const lists = ['skills', 'attacks', 'abilities', 'cyphers', 'artifacts'] as const;
type List = (typeof lists)[number];
/** A new row of each list. */
const newRows = {
  skills: { name: '', level: 'trained' },
  attacks: { name: '', modifier: 0, damage: 0, note: '' },
  abilities: { name: '', cost: 0, pool: null, note: '' },
  cyphers: { name: '', level: null, used: false, note: '' },
  artifacts: { name: '', level: null, depletion: '', depleted: false, note: '' },
};
/** The buttons whose code comes with the play controls (character-sheet-play.ts). */
const playActions = ['spend', 'take', 'recover', 'd6', 'new-day', 'special-damage', 'add-cypher'];

/**
 * The reader's character sheet (CharacterSheet.astro). The stored character is the truth (src/character/store.ts):
 * each field the reader edits is checked as the sheet checks it (read-sheet.ts, and src/rules where a rule says what
 * follows, such as the damage track following a Pool to 0), stored at once and logged. The play controls (spending
 * points, a hit, a recovery roll: character-sheet-play.ts) load as they near the viewport; the files, the link and
 * printing (character-sheet-manage.ts) when the reader first reaches for them. What cannot be done says why, beside its
 * field or in the line of its action. Another tab's change shows at once (`storage`); a change started from an older
 * state is refused by the store, and the sheet says so.
 */
class CharacterSheetIsland extends HTMLElement {
  strings: Record<string, string> = {};
  format: (n: number) => string = String;
  loaded: Loaded = { state: 'unavailable' };
  /** The active character as stored; undefined for a new sheet not yet stored. */
  stored: StoredCharacter | undefined;
  /** The sheet on screen. */
  sheet: CharacterSheet = newCharacter();
  private form!: HTMLFormElement;
  private play: Promise<Play> | undefined;
  /** The second language of a comparison, if one is shown: the sheet's labels show in it too. */
  compared: string | undefined;
  private started = false;

  connectedCallback() {
    if (this.started) return;
    this.started = true;
    this.strings = JSON.parse(this.dataset.strings ?? '{}') as Record<string, string>;
    this.form = this.querySelector('form')!;
    this.format = new Intl.NumberFormat(document.documentElement.lang).format;
    this.form.addEventListener('submit', (event) => event.preventDefault());
    this.form.addEventListener('input', (event) => this.edited(event.target as Field));
    this.addEventListener('click', (event) => {
      const button = (event.target as Element).closest<HTMLButtonElement>('button[data-action]');
      if (button) this.act(button.dataset.action!, button);
    });
    // The play controls' code comes as one of them nears the viewport (as an island's does: shared/lazy.ts), so that
    // a reader who scrolls to them sees what each would do, never a bare dash.
    // (`playing` loads it once: the boxes stay watched, as lazy.ts's are.)
    const nearing = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && void this.playing(),
      { rootMargin: '300px' },
    );
    for (const box of this.querySelectorAll('[data-play]')) nearing.observe(box);
    // The picker and the file to import, outside the form: what the reader chose goes to the code that does it.
    this.addEventListener('change', (event) => {
      const field = event.target as HTMLInputElement;
      if (!this.form.contains(field)) void this.manage().then((manage) => manage.changed(this, field));
    });
    // Another tab's change (this page's own writes are shown as they are made).
    addEventListener('storage', (event) => (event.key === storeKey || event.key === null) && this.load(true));
    this.load(false);
    this.followComparison();
    // A link that carries a character, opened or pasted into the address bar.
    const shared = () =>
      location.hash.includes('character=') && this.manage().then((manage) => manage.offerShared(this));
    addEventListener('hashchange', shared);
    shared();
  }

  /** A UI string of the sheet filled with `values`. */
  text = (key: string, values: Record<string, string | number> = {}) =>
    fillString(this.strings, key, values, document.documentElement.lang, this.format);

  /** The play controls' code, loaded once the reader nears one of them, which then shows what each would do. */
  private playing(): Promise<Play> {
    this.play ??= import('./character-sheet-play.ts').then((play) => {
      play.preview(this);
      return play;
    });
    return this.play;
  }

  /**
   * The code of what the reader does now and then: choosing, adding and deleting characters, undoing, files, links,
   * printing, what cannot be read, the labels in a second language (character-sheet-manage.ts).
   */
  private manage(): Promise<Manage> {
    return import('./character-sheet-manage.ts');
  }

  /** A line of the log in the reader's words. */
  line(entry: LogEntry): string {
    return logLine(entry, this.text, (key) => this.strings[key] ?? key);
  }

  /**
   * Follows the page's "compare with" control (src/components/compare/): the language it shows as chosen is the one
   * each label of the sheet shows beside its own (character-sheet-manage.ts).
   */
  private followComparison() {
    const control = document.querySelector('[data-compare-control]');
    if (!control) return;
    const update = () => {
      this.compared = control.querySelector<HTMLElement>('[aria-current="true"]')?.dataset.compareWith;
      void this.manage().then((manage) => manage.labelsInSecond(this));
    };
    new MutationObserver(update).observe(control, { subtree: true, attributeFilter: ['aria-current'] });
    if (control.querySelector('[aria-current="true"][data-compare-with]')) update();
  }

  // Reading what is stored, and showing it.

  /** Reads the stored characters and shows the active one; from another tab, only when it changed. */
  load(fromOtherTab: boolean) {
    const before = this.stored;
    this.loaded = loadStore();
    const store = this.store();
    const stored = store?.characters.find((character) => character.sheet.id === store.active);
    if (fromOtherTab && stored?.revision === before?.revision && stored?.sheet.id === before?.sheet.id) return;
    this.stored = stored;
    // A character deleted in another tab leaves a new sheet; a value that cannot be read leaves the sheet as it is.
    if (store) this.sheet = stored?.sheet ?? newCharacter();
    this.render(true);
    if (fromOtherTab) this.say(this.text('character.status.otherTab'));
  }

  /** The store as loaded, or undefined when it cannot be read. */
  store(): Store | undefined {
    return this.loaded.state === 'ok' ? this.loaded.store : undefined;
  }

  /**
   * Shows the sheet: every field (the one the reader is typing in only with `all`), the lists, the outputs, the
   * picker, the log and what is stored that cannot be read.
   */
  render(all: boolean) {
    const sheet = this.sheet;
    for (const list of lists) this.rows(list, sheet[list].length);
    for (const field of this.form.elements as unknown as Field[]) {
      if (!field.name || field.closest('[data-play]') || (!all && field === document.activeElement)) continue;
      const value = this.valueIn(sheet, field);
      if (field.type === 'checkbox') (field as HTMLInputElement).checked = value === true;
      else field.value = value === null || value === undefined ? '' : String(value);
      if (all) this.showError(field.name, '');
    }
    this.output('track', sheet.track, this.text(damageTrack[sheet.track].name));
    const cyphers = cypherLine(sheet, this.text);
    this.output('cypherLoad', cyphers.over, cyphers.line);
    this.renderPicker();
    this.renderLog();
    // What is stored that cannot be read, or why nothing can be stored (character-sheet-manage.ts says it).
    const problem = this.loaded.state !== 'ok' || (this.store()?.damaged.length ?? 0) > 0;
    this.querySelector<HTMLElement>('[data-problem]')!.hidden = !problem;
    if (problem) void this.manage().then((manage) => manage.showProblem(this));
    if (this.compared) void this.manage().then((manage) => manage.labelsInSecond(this));
    void this.play?.then((play) => play.preview(this));
  }

  /** Keeps `count` rows in a list, each field named `<list>.<index>.<field>`. */
  private rows(list: List, count: number) {
    const rows = this.querySelector(`[data-list="${list}"]`)!;
    while (rows.children.length > count) rows.lastElementChild!.remove();
    const template = this.querySelector<HTMLTemplateElement>(`template[data-row="${list}"]`)!;
    while (rows.children.length < count) {
      const index = rows.children.length;
      const row = template.content.firstElementChild!.cloneNode(true) as HTMLElement;
      for (const field of row.querySelectorAll<Field>('[data-name]')) {
        field.name = `${list}.${index}.${field.dataset.name}`;
        field.id = `character-sheet-${list}-${index}-${field.dataset.name}`;
        field.closest('.island-field')!.querySelector('label')!.htmlFor = field.id;
      }
      row.querySelector<HTMLElement>('[data-action="remove"]')!.dataset.index = String(index);
      rows.append(row);
    }
  }

  /** The value a field shows of a sheet. */
  private valueIn(sheet: CharacterSheet, field: Field): unknown {
    const stat = statPattern.exec(field.name);
    if (stat) return sheet[stat[1] as Stat][stat[2] === 'Max' ? 'max' : stat[2] ? 'edge' : 'current'];
    if (field.name === 'recoveryRolls') return Number(field.value) <= sheet.recoveryRollsUsed;
    return field.name.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown>)?.[key], sheet);
  }

  /** Writes an `<output>`: `data-value` holds the plain value, the text the words. */
  output(name: string, value: string | number | boolean, text: string) {
    const output = this.querySelector<HTMLOutputElement>(`output[name="${name}"]`)!;
    output.dataset.value = String(value);
    output.textContent = text;
  }

  private renderPicker() {
    const sheets = (this.store()?.characters ?? []).map(({ sheet }) => sheet);
    if (!this.stored) sheets.unshift(this.sheet);
    this.field('active')!.replaceChildren(
      ...sheets.map((sheet) => {
        const text = this.text('character.picker.option', { name: this.nameOf(sheet), tier: sheet.tier });
        return new Option(text, sheet.id, false, sheet.id === this.sheet.id);
      }),
    );
  }

  nameOf(sheet: CharacterSheet): string {
    return sheet.name.trim() || this.text('character.picker.unnamed');
  }

  private renderLog() {
    const log = this.stored?.log ?? [];
    this.querySelector('[data-log]')!.replaceChildren(
      ...[...log]
        .reverse()
        .map((entry) => Object.assign(document.createElement('li'), { textContent: this.line(entry) })),
    );
    this.querySelector<HTMLElement>('[data-log-empty]')!.hidden = log.length > 0;
    this.querySelector<HTMLButtonElement>('[data-action="undo"]')!.disabled = log.length === 0;
  }

  // Editing the sheet.

  /** The reader edited a field: a play control shows what its button would do; a field of the sheet is stored. */
  private edited(field: Field) {
    if (field.closest('[data-play]')) return void this.playing().then((play) => play.preview(this));
    const name = field.name;
    let next: CharacterSheet;
    let detail: LogEntry['detail'] = {
      field: /^(skills|attacks|abilities|cyphers|artifacts)\./.test(name) ? name.split('.')[0]! : name,
    };
    try {
      const value = this.read(field);
      const cypher = /^cyphers\.(\d+)\.used$/.exec(name);
      if (cypher && value === true) {
        next = useCypher(this.sheet, Number(cypher[1]));
        detail = { name: next.cyphers[Number(cypher[1])]!.name };
      } else next = this.withValue(this.sheet, field, value);
      readSheet(next);
    } catch (error) {
      if (!(error instanceof FieldProblem || error instanceof SheetError || error instanceof RulesInputError))
        throw error;
      this.showError(name, error instanceof FieldProblem ? error.message : this.problem(error, field));
      return;
    }
    this.showError(name, '');
    this.change('name' in detail ? 'useCypher' : 'edit', detail, () => next);
  }

  /** What a field's text gives the sheet, or a FieldProblem saying why it gives nothing. */
  read(field: Field): unknown {
    if (field.type === 'checkbox') return (field as HTMLInputElement).checked;
    if (field instanceof HTMLSelectElement) return field.value === '' ? null : field.value;
    const signed = field.dataset.signed !== undefined;
    if (field.inputMode !== 'numeric' && !signed) return field.value;
    if (field.value.trim() === '' && field.dataset.nullable !== undefined) return null;
    const parsed = parseWholeNumber(field.value);
    if (parsed.ok) return parsed.value;
    const problem = parsed.problem === 'blank' ? 'blank' : signed ? 'not-a-signed-number' : 'not-a-number';
    throw new FieldProblem(this.strings[problem]);
  }

  /** The sheet with a field's value: a Pool's points as the rules move the track with them. */
  private withValue(sheet: CharacterSheet, field: Field, value: unknown): CharacterSheet {
    const stat = statPattern.exec(field.name);
    if (stat && !stat[2]) return setPool(sheet, stat[1] as Stat, value as number);
    if (stat)
      return { ...sheet, [stat[1]!]: { ...sheet[stat[1] as Stat], [stat[2] === 'Max' ? 'max' : 'edge']: value } };
    if (field.name === 'recoveryRolls') return { ...sheet, recoveryRollsUsed: Number(field.value) - (value ? 0 : 1) };
    const [key, index, part] = field.name.split('.') as [keyof CharacterSheet, string?, string?];
    if (index === undefined) return { ...sheet, [key]: value };
    if (part === undefined) return { ...sheet, [key]: { ...(sheet[key] as object), [index]: value } };
    const list = [...(sheet[key] as object[])];
    list[Number(index)] = { ...list[Number(index)], [part]: value };
    return { ...sheet, [key]: list };
  }

  /** The message for a value the sheet or a rule refuses, under the field the reader edited. */
  private problem(error: SheetError | RulesInputError, field: Field): string {
    const stat = /^(might|speed|intellect)Max$/.exec(field.name);
    if (stat && error.field === stat[1]) {
      return this.text('character.error.maxBelowCurrent', { min: this.sheet[stat[1] as Stat].current, max: 9999 });
    }
    if (error instanceof RulesInputError && this.strings[error.reason]) return this.refusal(error);
    if (field.inputMode === 'numeric' || field.dataset.signed !== undefined)
      return this.text('range', { min: error.min ?? 0, max: error.max ?? 0 });
    return this.text('character.error.tooLong', { max: error.max ?? 0 });
  }

  /** A rule's refusal in the reader's words: its reason's message, or the range of the number it refused. */
  refusal(error: RulesInputError): string {
    const stat = stats.find(({ stat }) => stat === error.field);
    const key =
      error.field === 'points' ? 'character.error.shares' : this.strings[error.reason] ? error.reason : 'range';
    return this.text(key, {
      min: error.min ?? '',
      max: error.max ?? '',
      value: typeof error.value === 'number' ? error.value : '',
      stat: stat ? this.text(stat.name) : '',
    });
  }

  /** The field named `name` (or with that `id`). */
  field(name: string, by: 'name' | 'id' = 'name'): Field | null {
    return this.querySelector<Field>(`[${by}="${name}"]`);
  }

  /** Shows a field's message under it (its description from then on), or clears it. */
  showError(name: string, message: string) {
    const field = this.field(name);
    const box = field?.closest('.island-field');
    if (!field || !box) return;
    let error = box.querySelector<HTMLElement>('.island-error');
    if (!error && message) {
      error = Object.assign(document.createElement('p'), { id: `${field.id}-error`, className: 'island-error' });
      error.dataset.errorFor = name;
      box.append(error);
      const described = field.getAttribute('aria-describedby');
      field.setAttribute('aria-describedby', described ? `${error.id} ${described}` : error.id);
    }
    if (!error) return;
    error.textContent = message;
    error.hidden = !message;
    if (message) field.setAttribute('aria-invalid', 'true');
    else field.removeAttribute('aria-invalid');
  }

  // Changes: every one goes through the store.

  /**
   * Stores a change of the active character (a new sheet is stored first), logs it and announces its line; or says
   * why nothing was stored. Returns whether it was.
   */
  change(change: ChangeKind, detail: LogEntry['detail'], apply: (sheet: CharacterSheet) => CharacterSheet): boolean {
    if (!this.stored && this.loaded.state === 'ok') {
      const added = addCharacters([this.sheet]);
      if (!added.ok) return this.failed(added, apply);
      this.took(added.store);
    }
    // Nothing can be stored (a value that cannot be read, or storage refused): the sheet works on screen only.
    if (!this.stored) return this.failed({ ok: false, problem: 'unavailable' }, apply);
    let written: Written;
    try {
      written = changeCharacter(this.stored.sheet.id, this.stored.revision, change, detail, apply);
    } catch (error) {
      if (!(error instanceof RulesInputError)) throw error;
      this.say(this.refusal(error));
      return false;
    }
    if (!written.ok) return this.failed(written, apply);
    this.took(written.store);
    this.render(false);
    const last = this.stored?.log.at(-1);
    if (last && change !== 'edit') this.say(this.line(last));
    return true;
  }

  /** Takes a store just written: its active character is the one shown (a new sheet if there is none). */
  took(store: Store) {
    this.loaded = { state: 'ok', store };
    this.stored = store.characters.find((character) => character.sheet.id === store.active);
    this.sheet = this.stored?.sheet ?? newCharacter();
  }

  /**
   * Says why a change was not stored. Where nothing can be stored at all, the sheet still changes on screen; the
   * newer change of another tab is shown instead of this one; anything else reloads what is stored.
   */
  private failed(written: Extract<Written, { ok: false }>, apply: (sheet: CharacterSheet) => CharacterSheet): false {
    if (written.problem === 'unavailable' || this.loaded.state !== 'ok') {
      if (this.loaded.state === 'ok') this.loaded = { state: 'unavailable' };
      this.sheet = readSheet(apply(this.sheet));
      this.render(false);
    } else if (written.problem === 'full') this.say(this.text('character.problem.full'));
    else {
      this.load(false);
      if (written.problem === 'conflict' || written.problem === 'missing')
        this.say(this.text(`character.problem.${written.problem}`));
    }
    return false;
  }

  /** Shows the store after a write (a choice, a removal…), or says what went wrong. */
  written(written: Written) {
    if (!written.ok) return this.failed(written, (sheet) => sheet);
    this.took(written.store);
    this.render(true);
  }

  /** Announces a line in the sheet's live region. */
  say(message: string) {
    this.querySelector('[data-status]')!.textContent = message;
  }

  private act(action: string, button: HTMLButtonElement) {
    const index = Number(button.dataset.index);
    if (playActions.includes(action)) return void this.playing().then((play) => play.act(this, action));
    if (action === 'add') return this.addRow(button.dataset.list as List);
    if (action === 'remove') {
      const list = button.closest<HTMLElement>('[data-list]')!.dataset.list as List;
      this.change('edit', { field: list }, (sheet) => ({
        ...sheet,
        [list]: sheet[list].filter((_, place) => place !== index),
      }));
      // The list's last row went with its button: the reader goes on from the list's add button, not the page's top.
      if (!button.isConnected) this.querySelector<HTMLButtonElement>(`[data-action=add][data-list=${list}]`)!.focus();
      return;
    }
    void this.manage().then((manage) => manage.act(this, action, index));
  }

  /** Adds a row to a list, and takes the reader to it; a cypher goes through the rules (its limit). */
  private addRow(list: List) {
    if (list === 'cyphers') return void this.playing().then((play) => play.act(this, 'add-cypher'));
    if (this.change('edit', { field: list }, (sheet) => ({ ...sheet, [list]: [...sheet[list], { ...newRows[list] }] })))
      this.focusLast(list);
  }

  /** Takes the reader to the last row of a list, just added. */
  focusLast(list: List) {
    this.querySelector<HTMLInputElement>(`[data-list="${list}"] > :last-child input`)?.focus();
  }
}

export type { CharacterSheetIsland };
export default CharacterSheetIsland;
