import { RulesInputError } from '../../../rules/index.ts';
import { fillString } from '../../tables/fill.ts';
import { saveAddress, startIsland, type AddressedIsland, type KeptData } from './island-history.ts';
import { errorMessage, numberProblem, type ErrorStrings } from './messages.ts';
import { parseWholeNumber } from './parse.ts';
import { readingToken } from './reading-marks.ts';
import type { IslandText } from './strings.ts';

type Field = HTMLInputElement | HTMLSelectElement;

/**
 * Thrown by `number()` and `choice()` when a field holds no usable value (text that is not a number, a list with
 * nothing chosen); `update()` has already marked the field.
 */
class FieldProblem extends Error {}

/**
 * What every island element shares. The server-rendered form is the source of truth for inputs; on each edit the
 * island reads its fields, asks src/rules for the result and writes `<output>`s; bad input gets a localized message
 * beside its field. The address holds the state of every island the reader changed (`#<island>:<query>`,
 * hash-state.ts), and every island shows what the address says, whatever brings it (island-history.ts).
 *
 * A subclass:
 * - implements `compute()`: reads its fields with `number()`, `choice()`, `checked()` (they mark a bad field and
 *   stop), calls src/rules, and writes the result with `output()` and `notes()`; `clearResult()` runs when anything
 *   fails, and is extended if the island shows more than `<output>`s and notes;
 * - may override `start()` (call `super.start()`) to wire buttons; a button that changes fields sets them with
 *   `setFields()` and calls `save()`, as a typed change does;
 * - may keep data beside its fields (`historyData()`, `restoreData()`), such as a log of what it did;
 * - may map a rules-module field to its form field (`fieldFor()`).
 * Its element carries the form (`IslandFrame.astro`) with fields named as the address names them.
 */
export abstract class Island extends HTMLElement implements AddressedIsland {
  protected form!: HTMLFormElement;
  protected strings!: Record<string, string>;
  protected numberFormat!: Intl.NumberFormat;
  private invalid = new Set<string>();
  /** The fields as the page opened, shown again by an address that holds no state for this island. */
  private initial = new URLSearchParams();
  private started = false;

  /** Computes and shows the result from the current fields; calls `number()`/`choice()`/`checked()`. */
  protected abstract compute(): void;
  /**
   * Clears the result when an input is bad, so no stale number stays on screen: every `<output>` shows a dash and
   * holds no value, every list of notes is emptied. An island that shows more extends it.
   */
  protected clearResult() {
    for (const output of this.querySelectorAll('output')) this.output(output.name, '', '—');
    for (const list of this.querySelectorAll('[data-notes]')) list.replaceChildren();
  }

  /**
   * Starts the island the first time it enters the page, and only then: moving it within the page (a comparison
   * with a second language puts each section beside its translation: src/components/compare/) connects it again.
   */
  connectedCallback() {
    if (this.started) return;
    this.started = true;
    this.start();
  }

  /** Reads the form and its strings, listens to the fields and shows the state the address holds. */
  protected start() {
    this.form = this.querySelector('form')!;
    // Its words, which shared/lazy.ts fetched with its code.
    this.strings = JSON.parse(this.dataset.strings ?? '{}') as Record<string, string>;
    this.numberFormat = new Intl.NumberFormat(document.documentElement.lang);
    this.form.addEventListener('submit', (event) => event.preventDefault());
    // Every edit, as the reader types, goes into the address (which coalesces bursts: island-history.ts).
    this.form.addEventListener('input', () => this.save());
    // The page opened with the fields its HTML set (what a form's reset restores). What the reader changed before
    // this code arrived (on a slow connection) is a change like any other, made now: it is set again after the
    // address is shown, and computed.
    const reader = this.state();
    this.form.reset();
    this.initial = this.state();
    const early = [...reader].filter(([name, value]) => this.initial.get(name) !== value);
    startIsland(this);
    if (early.length) {
      this.setFields(early);
      this.save();
    }
  }

  /** Recomputes and puts the new state into the address, in place of the current one (no new history entry). */
  protected save() {
    this.update();
    saveAddress();
  }

  /** What the island keeps beside its fields (undefined: nothing); `restoreData` gets it back. */
  historyData(): unknown {
    return undefined;
  }

  /**
   * Takes back what `historyData` kept, while the fields are in the state it was kept with; undefined when there is
   * none for them (a link, an address typed, other fields), and then the island starts afresh.
   */
  protected restoreData(_data: unknown) {}

  /** This island's state for the address: undefined while it is as the page opened. */
  addressState(): string | undefined {
    const state = this.state().toString();
    return state === this.initial.toString() ? undefined : state;
  }

  /**
   * Fills the fields with the state the page opened with, then with `state` (so a link always means the same thing),
   * takes back what was kept in that state, and computes. The state may come from a link: `setFields` checks it as
   * strictly as typing.
   */
  showState(state: string | undefined, kept: KeptData | undefined) {
    this.setFields(this.initial);
    if (state !== undefined) this.setFields(new URLSearchParams(state));
    this.restoreData(kept?.state === (this.addressState() ?? '') ? kept.data : undefined);
    this.update();
  }

  /**
   * Sets fields by name as a reader would, from values that may come from a link and so may be anything. A name that
   * is no field of this island is ignored; so is a checkbox value other than '1'/'0' and a radio value with no
   * button. A list is set even to a value it does not offer: it then shows nothing chosen and `choice()` asks the
   * reader to choose. A text field takes any text, which `number()` then judges like typed text.
   */
  protected setFields(values: Iterable<[string, string]>) {
    for (const [name, value] of values) {
      const fields = this.fieldsNamed(name);
      const field = fields[0];
      // A list's type is select-one: it takes the value as a text field does (the last line).
      if (field?.type === 'checkbox') {
        if (value === '1' || value === '0') field.checked = value === '1';
      } else if (field?.type === 'radio') {
        const button = fields.find((radio) => radio.value === value) as HTMLInputElement | undefined;
        if (button) button.checked = true;
      } else if (field) field.value = value;
    }
  }

  /** The inputs and selects of the form named `name` (a radio group has several), found without a selector. */
  private fieldsNamed(name: string): Field[] {
    return [...this.form.elements].filter(
      (element): element is Field =>
        (element instanceof HTMLInputElement || element instanceof HTMLSelectElement) && element.name === name,
    );
  }

  /** The fields' current state, as it goes into the hash. */
  protected state(): URLSearchParams {
    const state = new URLSearchParams();
    for (const element of this.form.elements) {
      if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement) || !element.name) continue;
      if (element instanceof HTMLSelectElement) state.set(element.name, element.value);
      else if (element.type === 'checkbox') state.set(element.name, element.checked ? '1' : '0');
      else if (element.type !== 'radio' || element.checked) state.set(element.name, element.value);
    }
    return state;
  }

  protected update() {
    this.invalid.clear();
    for (const error of this.querySelectorAll<HTMLElement>('[data-error-for]'))
      this.showError(error.dataset.errorFor!, '');
    try {
      this.compute();
    } catch (error) {
      // Whatever went wrong, no number from before stays on screen.
      this.clearResult();
      if (error instanceof RulesInputError)
        this.showError(this.fieldFor(error.field), errorMessage(error, this.errorStrings(), this.format));
      else if (!(error instanceof FieldProblem)) throw error;
    }
  }

  /** Maps a rules-module field name to the form field that feeds it (the same name unless a subclass says). */
  protected fieldFor(rulesField: string): string {
    return rulesField;
  }

  /** The input or select named `name`; for a radio group, its checked button. */
  protected field(name: string): Field | null {
    const fields = this.fieldsNamed(name);
    return fields.find((field) => field.type !== 'radio' || (field as HTMLInputElement).checked) ?? null;
  }

  /**
   * The number typed in a field (or chosen in a list of numbers); marks the field and stops when it is not one. A
   * field marked `data-signed` (NumberField's `signed`) is told so with an example that has a sign.
   */
  protected number(name: string): number {
    const parsed = parseWholeNumber(this.choice(name));
    if (parsed.ok) return parsed.value;
    const signed = this.field(name)?.dataset.signed !== undefined;
    this.showError(name, errorMessage(numberProblem(parsed.problem, signed), this.errorStrings(), this.format));
    throw new FieldProblem(name);
  }

  /**
   * A field's value, such as the value of a list or radio group (the rules module checks it is one it knows); for a
   * list with nothing chosen (a link named a value it does not offer), marks it and stops.
   */
  protected choice<T extends string>(name: string): T {
    const field = this.field(name);
    if (field instanceof HTMLSelectElement && field.selectedIndex === -1) {
      this.showError(name, this.errorStrings()['not-a-choice']);
      throw new FieldProblem(name);
    }
    return (field?.value ?? '') as T;
  }

  protected checked(name: string): boolean {
    return (this.field(name) as HTMLInputElement | null)?.checked ?? false;
  }

  /**
   * Writes an `<output name>`: `data-value` holds the plain value, the text the formatted one, which the summary kept
   * in view shows too, if the island has one (IslandSummary.astro).
   */
  protected output(name: string, value: string | number | boolean, text: string) {
    const shown = this.querySelector(`[data-shows="${name}"]`);
    if (shown) shown.textContent = text;
    const output = this.querySelector<HTMLOutputElement>(`output[name="${name}"]`);
    if (!output) return;
    output.dataset.value = String(value);
    output.textContent = text;
  }

  protected format = (n: number) => this.numberFormat.format(n);

  /**
   * A UI string of the island filled with `values`; a counted one in the plural form of `values.count`. A function
   * value, to hand as it is to the text helpers an island shares with its build-time HTML.
   */
  protected text: IslandText = (key, values = {}) =>
    fillString(this.strings, key, values, document.documentElement.lang, this.format);

  /**
   * Replaces a result's notes (`<ul data-notes>`, or `<ul data-notes="name">` where an island has several): what
   * the numbers mean, in words.
   */
  protected notes(lines: string[], name = '') {
    const list = this.querySelector(name ? `[data-notes="${name}"]` : '[data-notes]')!;
    list.replaceChildren(
      ...lines.map((line) => {
        const item = document.createElement('li');
        item.append(...this.marked(line));
        return item;
      }),
    );
  }

  /**
   * A UI string as the reader sees it: each `[reading:<id>]` becomes the mark of that reading, a link to its section
   * on the readings page (reading-marks.ts; MarkedText.astro builds the same at build time).
   */
  protected marked(text: string): (string | HTMLAnchorElement)[] {
    return text.split(readingToken).map((part, index) =>
      index % 2
        ? Object.assign(document.createElement('a'), {
            className: 'link',
            href: this.strings['reading.href'] + part,
            text: this.strings['reading.mark'],
          })
        : part,
    );
  }

  protected errorStrings(): ErrorStrings {
    return this.strings as unknown as ErrorStrings;
  }

  private showError(name: string, message: string) {
    // An error is about one field, or about a group of them (`<fieldset name>`, e.g. all the Effort levels).
    const field =
      this.field(name) ?? this.form.querySelector<HTMLFieldSetElement>(`fieldset[name="${CSS.escape(name)}"]`);
    const error =
      this.querySelector<HTMLElement>(`[data-error-for="${CSS.escape(name)}"]`) ??
      (message && this.errorPlace(field, name));
    if (!error) return;
    if (message && this.invalid.has(name)) return; // keep the first message for a field
    if (message) this.invalid.add(name);
    error.textContent = message;
    error.hidden = !message;
    if (field instanceof HTMLElement) {
      if (message) field.setAttribute('aria-invalid', 'true');
      else field.removeAttribute('aria-invalid');
    }
  }

  /**
   * The place of a field's first error, made when there is one rather than written empty under every field of the
   * page (shared/NumberField.astro, SelectField.astro): under the field, which it describes from then on.
   */
  private errorPlace(field: Element | null, name: string): HTMLElement | undefined {
    const box = field?.closest('.island-field');
    if (!field?.id || !box) return undefined;
    const error = Object.assign(document.createElement('p'), { id: `${field.id}-error`, className: 'island-error' });
    error.dataset.errorFor = name;
    box.append(error);
    const described = field.getAttribute('aria-describedby');
    field.setAttribute('aria-describedby', described ? `${error.id} ${described}` : error.id);
    return error;
  }
}
