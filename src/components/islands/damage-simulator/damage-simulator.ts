import {
  damageTrack,
  rollDie,
  type Die,
  type HitType,
  type RulesetId,
  type Stat,
  type Track,
  type WeaponCategory,
} from '../../../rules/index.ts';
import { armorNotes, hitStep, recoveryStep, type Step } from './damage-simulator-steps.ts';
import { errorMessage } from '../shared/messages.ts';
import { CharacterIsland } from '../shared/character-island.ts';

type Mode = 'pc' | 'npc';
type Action = 'hit' | 'recover' | 'attack';

/**
 * The live damage simulator. Two modes: a PC takes hits and rests (Pools, Armor, damage track, recovery rolls), or
 * a PC attacks an NPC. The fields are the current state; each button applies what the result shows, logs it in
 * words and keeps the state before it, for Undo. Every number comes from src/rules through damage-simulator-steps.
 * The reader's character, if any, fills the PC and takes the hit (damage-simulator-character.ts).
 */
class DamageSimulatorIsland extends CharacterIsland {
  protected characterPart() {
    return import('./damage-simulator-character.ts');
  }

  /** The actions applied, oldest first: what each did, and the fields before it. */
  private log: { line: string; before: URLSearchParams }[] = [];
  /** What each button would apply now; missing while the fields hold bad input or the rules forbid it. */
  private pending: Partial<Record<Action, Step>> = {};
  /**
   * The NPC mode's steps, loaded the first time the reader picks that mode: the island's code stays within its budget
   * (budgets.json), and a reader who only takes hits never fetches it.
   */
  private attackMode: typeof import('./damage-simulator-attack.ts') | undefined;

  protected override start() {
    // Buttons, mode choice and log ([data-with-script]) only work with the script: the CSS shows them when the page
    // runs JavaScript (before-paint.js), and the page without it shows the worked examples.
    this.addEventListener('click', (event) => {
      const button = (event.target as Element).closest<HTMLButtonElement>('button[data-action]');
      if (button) this.act(button.dataset.action!);
    });
    super.start();
  }

  private act(action: string) {
    if (action === 'undo') this.undo();
    else if (action === 'd6') this.roll('d6', 6);
    else if (action === 'd20') this.roll('natural', 20);
    else this.apply(this.pending[action as Action]);
  }

  private apply(step: Step | undefined) {
    if (!step) return;
    this.log.push({ line: step.line, before: this.state() });
    this.commit(step.changes);
  }

  private undo() {
    const last = this.log.pop();
    if (last) this.commit(Object.fromEntries(last.before));
  }

  /** Rolls a die into a field; a reader can also type the result, and the tests do. */
  private roll(name: string, sides: Die) {
    this.commit({ [name]: String(rollDie(sides, Math.random)) });
  }

  /** Sets fields as the reader would, recomputes, puts the new state into the address and shows the log. */
  private commit(values: Record<string, string>) {
    this.setFields(Object.entries(values));
    this.save();
    this.showLog();
  }

  /**
   * The log stays with the page's history entry: a reload shows it again while the fields are as it left them. A
   * link or an address with other fields starts an empty log, since its lines would not explain them; Undo steps
   * back through it.
   */
  override historyData(): unknown {
    return this.log.map(({ line, before }) => ({ line, before: before.toString() }));
  }

  protected override restoreData(data: unknown) {
    const entries = Array.isArray(data) ? (data as { line?: unknown; before?: unknown }[]) : [];
    this.log = entries
      .filter((entry) => typeof entry.line === 'string' && typeof entry.before === 'string')
      .map((entry) => ({ line: entry.line as string, before: new URLSearchParams(entry.before as string) }));
    this.showLog();
  }

  protected compute() {
    // CSS shows the chosen mode's fields (global.css).
    this.pending = {};
    if (this.choice<Mode>('mode') === 'npc') this.computeAttack();
    else this.computePc();
  }

  private computePc() {
    const pc = {
      might: this.number('might'),
      speed: this.number('speed'),
      intellect: this.number('intellect'),
      armor: this.number('armor'),
      track: this.choice<Track>('track'),
    };
    const hit = hitStep(
      pc,
      { amount: this.number('amount'), type: this.choice<HitType>('type'), ignoreArmor: this.checked('ignoreArmor') },
      this.text,
    );
    this.show('mightAfter', hit.result.might);
    this.show('speedAfter', hit.result.speed);
    this.show('intellectAfter', hit.result.intellect);
    this.output('trackAfter', hit.result.track, this.text(damageTrack[hit.result.track].name));
    this.notes(hit.notes, 'hit');

    const max = {
      might: this.number('mightMax'),
      speed: this.number('speedMax'),
      intellect: this.number('intellectMax'),
    };
    const recovery = recoveryStep(
      { ...pc, max },
      {
        tier: this.number('tier'),
        rest: this.number('rest'),
        d6: this.number('d6'),
        target: this.choice<Stat | 'track'>('recoverTo'),
      },
      (this.dataset.ruleset ?? 'cypher') as RulesetId,
      this.text,
      (error) => errorMessage(error, this.errorStrings(), this.format),
    );
    // A dead character gets no roll: no figure, only the reason.
    if (recovery.roll) {
      this.show('recoveryPoints', recovery.roll.points);
      this.output('restNeeded', recovery.roll.rest.time, this.text(recovery.roll.rest.name));
    } else for (const name of ['recoveryPoints', 'restNeeded']) this.output(name, '', '—');
    this.notes(recovery.notes, 'recovery');
    this.pending = { hit, recover: recovery.step };
  }

  private computeAttack() {
    if (!this.attackMode) {
      // `data-loading` says the result is on its way (what a test waits for before reading it).
      this.toggleAttribute('data-loading', true);
      void import('./damage-simulator-attack.ts').then((mode) => {
        this.attackMode = mode;
        this.toggleAttribute('data-loading', false);
        this.update();
      });
      this.clearResult();
      return;
    }
    const health = this.field('health')?.value.trim() ? this.number('health') : undefined;
    const attack = this.attackMode.attackStep(
      {
        level: this.number('level'),
        health,
        armor: this.number('npcArmor'),
        weapon: this.choice<WeaponCategory>('weapon'),
        effortDamage: this.number('effortDamage'),
        natural: this.number('natural'),
        impaired: this.checked('impaired'),
      },
      this.text,
      armorNotes,
    );
    this.show('npcTarget', attack.npc.target);
    this.show('npcHealth', attack.health);
    this.show('npcDamage', attack.amount);
    this.show('npcArmorStops', attack.result.absorbed);
    this.show('npcTaken', attack.result.taken);
    this.show('npcHealthAfter', attack.result.health);
    this.notes(attack.notes, 'attack');
    this.pending = { attack };
  }

  protected override clearResult() {
    super.clearResult();
    this.pending = {};
  }

  /** The rules module names the NPC's Armor and Effort differently from the form, and the Pools' maxima. */
  protected override fieldFor(rulesField: string): string {
    if (rulesField.startsWith('max.')) return `${rulesField.slice('max.'.length)}Max`;
    if (this.choice<Mode>('mode') === 'npc')
      return { armor: 'npcArmor', effortLevels: 'effortDamage' }[rulesField] ?? rulesField;
    return rulesField;
  }

  /** Writes a number into an `<output>`, formatted for the page's locale. */
  private show(name: string, value: number) {
    this.output(name, value, this.format(value));
  }

  private showLog() {
    this.querySelector('[data-log]')!.replaceChildren(...this.log.map(({ line }) => item(line)));
    this.querySelector<HTMLElement>('[data-log-empty]')!.hidden = this.log.length > 0;
    this.querySelector<HTMLButtonElement>('button[data-action="undo"]')!.disabled = this.log.length === 0;
  }
}

const item = (text: string) => Object.assign(document.createElement('li'), { textContent: text });

export default DamageSimulatorIsland;
