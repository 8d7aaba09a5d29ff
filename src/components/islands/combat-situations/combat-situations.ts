import {
  resolveCombatRoll,
  type AttackKind,
  type CombatRoll,
  type CombatSituation,
  type RulesetId,
} from '../../../rules/index.ts';
import { pointHandOff } from '../shared/hand-off.ts';
import { CharacterIsland } from '../shared/character-island.ts';
import { taskOutputs } from '../shared/task-text.ts';
import { describeCombat, lineSeparators, markOpens, type PagePaths, type RuleLine } from './combat-situations-text.ts';

/**
 * The live combat situations builder: every number and every modifier comes from resolveCombatRoll in src/rules. It
 * hands an ordinary roll on to the difficulty table.
 * CSS shows the fields of the chosen kind of attack and of a defense roll (`data-kind`, `data-roll`); only the
 * fields shown are read. The reader's character, if any, offers its skills and attacks for the skill field
 * (shared/task-character.ts).
 */
class CombatSituationsIsland extends CharacterIsland {
  protected async characterPart() {
    const { CharacterLine, combatTool } = await import('../shared/task-character.ts');
    return { CharacterLine, tool: combatTool };
  }

  protected compute() {
    const roll = this.choice<CombatRoll>('roll');
    const kind = this.choice<AttackKind>('kind');
    // Each field by its kind: a checkbox is yes or no, a numeric field a number, a list or radio group a choice.
    const situation: Record<string, unknown> = {};
    for (const field of this.form.elements) {
      if (!(field instanceof HTMLInputElement || field instanceof HTMLSelectElement) || !field.name) continue;
      const part = field.closest<HTMLElement>('[data-kind], [data-roll]')?.dataset;
      if ((part?.kind ?? kind) !== kind || (part?.roll ?? roll) !== roll) continue;
      if (field.type === 'checkbox') situation[field.name] = field.checked;
      else if (field.inputMode === 'numeric') situation[field.name] = this.number(field.name);
      else situation[field.name] = this.choice(field.name);
    }
    const pages = JSON.parse(this.querySelector<HTMLElement>('[data-pages]')!.dataset.pages!) as PagePaths;
    const ruleset = (this.dataset.ruleset ?? 'cypher') as RulesetId;
    const result = resolveCombatRoll(situation as unknown as CombatSituation, ruleset);
    const description = describeCombat(result, this.text, this.format, pages);
    const { calculation, outputs, modifiers, caps } = description;
    if (calculation) {
      const task = taskOutputs(
        calculation.task,
        calculation.chance,
        this.text,
        this.format,
        document.documentElement.lang,
      );
      for (const [name, output] of Object.entries(task)) this.output(name, output.value, output.text);
    } else this.clearResult();
    for (const [name, output] of Object.entries(outputs)) this.output(name, output.value, output.text);
    this.notes(calculation?.notes ?? []);
    this.lines('modifiers', modifiers);
    this.lines('caps', caps);
    // Only an ordinary roll goes on to the difficulty table: with no roll to make, its chance would mislead.
    pointHandOff(this, result.outcome === 'roll' ? calculation?.handOff : undefined);
  }

  protected override clearResult() {
    super.clearResult();
    pointHandOff(this, undefined);
    this.lines('modifiers', []);
    this.lines('caps', []);
  }

  /** Rebuilds a list of RuleLines.astro: each rule named with a link to its section, and what it did. */
  private lines(name: keyof typeof lineSeparators, lines: readonly RuleLine[]) {
    this.querySelector(`[data-lines="${name}"]`)!.replaceChildren(
      ...lines.map(({ name: rule, href, detail }) => {
        const item = document.createElement('li');
        // A rule that is the site's reading: its mark follows the link (RuleLines.astro).
        const text = rule.split(markOpens)[0]!;
        item.append(
          href ? Object.assign(document.createElement('a'), { className: 'link', href, text }) : text,
          ...this.marked(rule.slice(text.length)),
        );
        if (detail) item.append(`${lineSeparators[name]}${detail}`);
        return item;
      }),
    );
    if (name === 'caps') this.querySelector<HTMLElement>('[data-caps]')!.hidden = lines.length === 0;
  }
}

export default CombatSituationsIsland;
