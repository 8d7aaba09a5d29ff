// The reader's character in a tool (issue 41): a line that says the tool uses it, with a link to the sheet and a button
// to set it aside for a one-off case; the fields it fills; the buttons that apply the tool's result to it, each change
// announced in the page's language. Loaded by `CharacterIsland` (character-island.ts) only when the reader has a character, with the
// tool's own part (`CharacterTool`, in the tool's folder). The code that writes (character/store.ts) is loaded when the
// reader applies a result.
//
// The address stays the truth: the fields the character fills go into the address like typed ones, so a shared link
// shows the same numbers to someone with no character; a link whose numbers are not the character's wins over it (the
// line says so and offers the character back); nothing but a button of this line ever writes to the character.
import { activeCharacter, onCharactersChange, type ActiveCharacter } from '../../../character/active.ts';
import type { ChangeKind, LogEntry } from '../../../character/log.ts';
import type { CharacterSheet } from '../../../character/sheet.ts';
import type { WriteProblem } from '../../../character/store.ts';
import { damageTrack, rulesets, RulesInputError, skills, stats } from '../../../rules/index.ts';
import type { UiKey } from '../../../i18n/index.ts';
import { logLine } from '../character-sheet/character-sheet-text.ts';
import type { IslandText } from './strings.ts';

/** What an island lends its line (character-island.ts). */
export interface CharacterHost {
  island: HTMLElement;
  text: IslandText;
  /** The island's fields, as the address holds them. */
  state(): URLSearchParams;
  /** Whether the fields shown differ from those the page opened with: the address (a link) set them. */
  fromAddress(): boolean;
  /** Sets fields as the reader would, recomputes and saves the address. */
  fill(values: Record<string, string>): void;
}

/** One change to the character, as the store logs it (character/log.ts) and the rules make it (src/rules). */
export interface CharacterChange {
  change: ChangeKind;
  detail: LogEntry['detail'];
  /** The rules' change (spendPoints, takeHit…): throws RulesInputError when the rules refuse it. */
  apply: (sheet: CharacterSheet) => CharacterSheet;
  /** Fields of the island to set once it is applied (the die of a recovery roll, cleared for the next). */
  after?: Record<string, string>;
}

/** A button that applies the tool's result to the character. */
export interface CharacterAction {
  /** The button's name: a new button (`label` given), or the island's own, which applies to the character instead. */
  name: string;
  label?: (sheet: CharacterSheet, state: URLSearchParams, text: IslandText) => string;
  /** A new button goes after this element of the island. */
  after?: string;
  /** The change the island's fields ask for; undefined when a field holds no number. */
  change: (sheet: CharacterSheet, state: URLSearchParams) => CharacterChange | undefined;
}

/**
 * A list of what the character has (its skills, its attacks) that a read-only tool offers: choosing one sets fields,
 * as the reader would. It goes after the island field holding the field named `after`.
 */
export interface CharacterChoice {
  label: UiKey;
  after: string;
  options: (sheet: CharacterSheet, text: IslandText) => { label: string; fields: Record<string, string> }[];
}

/** A tool's part: the fields the character fills, the lists it offers, and the buttons that apply its result. */
export interface CharacterTool {
  /** The fields' values from the character (`state`: the fields now, as the chosen stat). */
  fields: (sheet: CharacterSheet, state: URLSearchParams) => Record<string, string>;
  /** Fields whose change fills the others again (the Effort calculator's stat). */
  refillOn?: readonly string[];
  actions: readonly CharacterAction[];
  choices?: readonly CharacterChoice[];
}

/** What a tool's part module exports, for `CharacterIsland`: the line, and the tool's part. */
export interface CharacterPart {
  CharacterLine: typeof CharacterLine;
  tool: CharacterTool;
}

/** The words of the line, added to each tool's (../island-words.ts). */
export const characterLineKeys = [
  'characterLine.using',
  'characterLine.link',
  'characterLine.aside',
  'characterLine.sheet',
  'characterLine.setAside',
  'characterLine.use',
  'characterLine.applied',
  'characterLine.fixFirst',
  'characterLine.conflict',
  'character.picker.unnamed',
  'character.log.spend',
  'character.log.hit',
  'character.log.recover',
  'character.log.newDay',
  'character.log.pool',
  'character.log.track',
  'character.log.rolls',
  'damageSimulator.type.ambient',
  'character.error.notEnoughPoints',
  'character.error.cannotAct',
  'character.error.dead',
  'character.error.noRecoveryRollLeft',
  'character.error.shares',
  'character.problem.damaged',
  'character.problem.newer',
  'character.problem.unavailable',
  'character.problem.full',
  'character.problem.missing',
  'island.error.tooMuchEffort',
  'island.error.alreadyHale',
  'island.error.poolAtZero',
  ...Object.values(rulesets).map(({ name }) => name),
  ...stats.map(({ name }) => name),
  ...Object.values(damageTrack).map(({ name }) => name),
] as const satisfies readonly UiKey[];

/** The words of the lists of a read-only tool (`CharacterChoice`), added to its own and the line's. */
export const characterChoiceKeys = [
  'characterLine.skill',
  'characterLine.attack',
  'characterLine.choose',
  'characterLine.option',
  ...Object.values(skills).map(({ name }) => name),
] as const satisfies readonly UiKey[];

/** What each refusal of the rules tells the reader, by its reason. */
const refusals: Partial<Record<string, UiKey>> = {
  'not-enough-points': 'character.error.notEnoughPoints',
  'cannot-act': 'character.error.cannotAct',
  dead: 'character.error.dead',
  'no-recovery-roll-left': 'character.error.noRecoveryRollLeft',
  'too-much-effort': 'island.error.tooMuchEffort',
  'already-hale': 'island.error.alreadyHale',
  'pool-at-zero': 'island.error.poolAtZero',
};

/** A number out of its range (island.ts's `range` message, which every island carries). */
const outOfRange = ['not-an-integer', 'below-minimum', 'above-maximum'];

const statName = (stat: string) => stats.find((candidate) => candidate.stat === stat)?.name;

/**
 * The refusal in the page's language (the rules' English message where the tool has none): a recovery roll's shares
 * above its points, as the sheet says it; another number out of its range, with its range.
 */
export function refusalMessage(error: RulesInputError, text: IslandText): string {
  const key =
    error.field === 'points'
      ? 'character.error.shares'
      : (refusals[error.reason] ?? (outOfRange.includes(error.reason) ? 'range' : undefined));
  if (!key) return error.message;
  const stat = statName(error.field);
  return text(key, {
    stat: stat ? text(stat) : '',
    min: error.min ?? '',
    max: error.max ?? '',
    value: typeof error.value === 'number' ? error.value : '',
  });
}

/** A store's refusal to write, in the page's language. */
export function problemMessage(problem: WriteProblem, text: IslandText): string {
  return text(problem === 'conflict' ? 'characterLine.conflict' : `character.problem.${problem}`);
}

/** Whether the fields hold every value the character gives them. */
export function followsCharacter(state: URLSearchParams, fields: Record<string, string>): boolean {
  return Object.entries(fields).every(([name, value]) => !state.has(name) || state.get(name) === value);
}

/** Gives each choice's list an id of its own, for its label. */
let choiceCount = 0;

/** Using the character (its numbers in the fields, its buttons shown), set aside by the reader, or out-voted by a link. */
type Mode = 'using' | 'aside' | 'link';

/** The line of one island. */
export class CharacterLine {
  private mode: Mode = 'using';
  private active: ActiveCharacter | undefined;
  private readonly line = document.createElement('div');
  private readonly words = document.createElement('span');
  private readonly toggle = Object.assign(document.createElement('button'), {
    type: 'button',
    className: 'btn btn-sm',
  });
  private readonly status: HTMLElement;
  private readonly buttons = new Map<string, HTMLButtonElement>();
  /** The lists of the tool's choices, each with the options it shows now. */
  private readonly choices: {
    choice: CharacterChoice;
    field: HTMLElement;
    select: HTMLSelectElement;
    options: ReturnType<CharacterChoice['options']>;
  }[] = [];

  constructor(
    private readonly host: CharacterHost,
    private readonly tool: CharacterTool,
  ) {
    const { island, text } = host;
    const sheetLink = Object.assign(document.createElement('a'), {
      className: 'link',
      href: `/${document.documentElement.lang}/character/`,
      textContent: text('characterLine.sheet'),
    });
    this.line.className = 'island-character mb-3 flex flex-wrap items-center gap-x-3 gap-y-1';
    this.line.dataset.characterLine = '';
    this.line.append(this.words, sheetLink, this.toggle);
    island.querySelector('form > p')!.after(this.line);
    for (const action of tool.actions.filter((candidate) => candidate.label)) {
      const anchor = island.querySelector(action.after!)!;
      // Beside the island's own button it sits in that button's row, a little apart; under a block, a little below.
      const button = Object.assign(document.createElement('button'), {
        type: 'button',
        name: action.name,
        className: anchor.matches('button') ? 'btn btn-sm btn-neutral ms-2' : 'btn btn-sm btn-neutral mt-2',
      });
      anchor.after(button);
      this.buttons.set(action.name, button);
    }
    // The island's own status line where it has one (the recovery roll), else one after its first new button.
    this.status =
      island.querySelector<HTMLElement>('[data-status]') ??
      Object.assign(document.createElement('p'), { className: 'mt-2 text-sm' });
    this.status.dataset.characterStatus = '';
    if (!this.status.isConnected) {
      this.status.setAttribute('role', 'status');
      (this.buttons.values().next().value ?? this.line).after(this.status);
    }
    const placed = new Map<string, Element>();
    for (const choice of tool.choices ?? []) {
      const select = Object.assign(document.createElement('select'), {
        id: `character-choice-${++choiceCount}`,
        className: 'select select-sm',
      });
      const label = Object.assign(document.createElement('label'), {
        htmlFor: select.id,
        textContent: text(choice.label),
      });
      const field = Object.assign(document.createElement('div'), { className: 'island-field' });
      field.append(label, select);
      const anchor =
        placed.get(choice.after) ?? island.querySelector(`[name="${choice.after}"]`)!.closest('.island-field')!;
      anchor.after(field);
      placed.set(choice.after, field);
      const entry = { choice, field, select, options: [] as ReturnType<CharacterChoice['options']> };
      // Unnamed, so it is no field of the island's address: it only sets the fields it names.
      select.addEventListener('change', () => {
        const chosen = entry.options[select.selectedIndex - 1];
        if (chosen) this.host.fill(chosen.fields);
      });
      this.choices.push(entry);
    }
    this.toggle.addEventListener('click', () => (this.mode === 'using' ? this.setAside() : this.use()));
    // Before the island's own listener (on the same element, bubbling): a button of the line applies to the character.
    island.addEventListener(
      'click',
      (event) => {
        const button = (event.target as Element).closest<HTMLButtonElement>('button[name]');
        const action = tool.actions.find((candidate) => candidate.name === button?.name);
        if (!action || this.mode !== 'using' || !this.active) return;
        event.stopImmediatePropagation();
        void this.apply(action);
      },
      true,
    );
    island.addEventListener('input', (event) => {
      const name = (event.target as HTMLInputElement).name;
      // A field changed by hand: no choice of the character stands for it now.
      if (name) for (const { select } of this.choices) select.selectedIndex = 0;
      if (this.mode === 'using' && this.active && tool.refillOn?.includes(name)) this.fill();
      this.draw();
    });
    onCharactersChange(() => this.read());
    this.shown();
  }

  /** The island shows what its address holds (its start, Back, a link): a link with other numbers wins. */
  shown() {
    this.active = activeCharacter();
    if (this.active && this.host.fromAddress() && !this.follows()) this.mode = 'link';
    else if (this.mode === 'link') this.mode = 'using';
    this.read();
  }

  /** Reads the character again (it changed here or in another tab) and, while it is used, fills the fields. */
  private read() {
    this.active = activeCharacter();
    if (this.active && this.mode === 'using' && !this.follows()) this.fill();
    this.draw();
  }

  private follows(): boolean {
    return followsCharacter(this.host.state(), this.tool.fields(this.active!.sheet, this.host.state()));
  }

  private fill() {
    this.host.fill(this.tool.fields(this.active!.sheet, this.host.state()));
  }

  private setAside() {
    this.mode = 'aside';
    this.draw();
  }

  /** Back to the character: its numbers in the fields, over a link's. */
  private use() {
    this.mode = 'using';
    this.read();
  }

  private draw() {
    const { text } = this.host;
    const sheet = this.active?.sheet;
    this.line.hidden = !sheet;
    for (const [name, button] of this.buttons) {
      button.hidden = !sheet || this.mode !== 'using';
      const action = this.tool.actions.find((candidate) => candidate.name === name)!;
      if (sheet) button.textContent = action.label!(sheet, this.host.state(), text);
    }
    for (const entry of this.choices) this.drawChoice(entry, sheet);
    if (!sheet) return;
    const name = sheet.name.trim() || text('character.picker.unnamed');
    this.words.textContent = text(`characterLine.${this.mode}`, {
      name,
      ruleset: text(rulesets[sheet.ruleset].name),
      tier: sheet.tier,
    });
    this.toggle.textContent = text(this.mode === 'using' ? 'characterLine.setAside' : 'characterLine.use');
  }

  /** A choice's list: shown while the character is used and has something to offer; its options rebuilt when they change. */
  private drawChoice(entry: (typeof this.choices)[number], sheet: CharacterSheet | undefined) {
    const { text } = this.host;
    const options = sheet ? entry.choice.options(sheet, text) : [];
    entry.field.hidden = !options.length || this.mode !== 'using';
    const labels = [text('characterLine.choose'), ...options.map((option) => option.label)];
    if (labels.join('\n') === [...entry.select.options].map((option) => option.text).join('\n')) return;
    entry.options = options;
    entry.select.replaceChildren(...labels.map((label) => new Option(label)));
  }

  /** Applies an action's change to the character, through the rules and the store, and says what it did or why not. */
  private async apply(action: CharacterAction) {
    const { text } = this.host;
    const active = activeCharacter();
    if (!active) return this.read();
    try {
      // The character's rules judge the change, whatever the island's own fields say.
      const change = action.change(active.sheet, this.host.state());
      if (!change) return this.say(text('characterLine.fixFirst'));
      // The rules' refusal comes before anything is loaded or written.
      change.apply(active.sheet);
      const { changeCharacter } = await import('../../../character/store.ts');
      const written = changeCharacter(active.sheet.id, active.revision, change.change, change.detail, change.apply);
      if (!written.ok) {
        this.read();
        return this.say(problemMessage(written.problem, text));
      }
      const stored = written.store.characters.find((candidate) => candidate.sheet.id === active.sheet.id)!;
      if (change.after) this.host.fill(change.after);
      this.read();
      // Said as the sheet's log says it, when the change changed anything.
      const name = stored.sheet.name.trim() || text('character.picker.unnamed');
      const logged = stored.revision > active.revision ? stored.log.at(-1) : undefined;
      this.say([text('characterLine.applied', { name }), ...(logged ? [logLine(logged, text, text)] : [])].join(' '));
    } catch (error) {
      if (!(error instanceof RulesInputError)) throw error;
      this.say(refusalMessage(error, text));
    }
  }

  private say(message: string) {
    this.status.textContent = message;
  }
}
