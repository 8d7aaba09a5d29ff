import { resolveTask, type RulesetId, type Skill, type TaskResult } from '../../../rules/index.ts';
import { CharacterIsland } from '../shared/character-island.ts';
import { describeTask, percent, taskOutputs } from '../shared/task-text.ts';

/**
 * The live difficulty table: every number comes from resolveTask in src/rules. With initiative's rule ticked (a
 * roll must be higher than the target: the task's chanceToBeat), the chances of the result and of the table's rows follow it.
 * The reader's character, if any, offers its skills for the skill field (shared/task-character.ts).
 */
class DifficultyTableIsland extends CharacterIsland {
  protected characterPart() {
    return import('../shared/task-character.ts');
  }

  protected compute() {
    const hinder = this.number('hinder');
    const higher = this.checked('higher');
    const chance = (task: TaskResult) => (higher ? task.chanceToBeat : task.chance);
    const ruleset = (this.dataset.ruleset ?? 'cypher') as RulesetId;
    for (const row of this.querySelectorAll<HTMLTableRowElement>('tr[data-row]')) {
      const task = resolveTask({ difficulty: Number(row.dataset.row) }, ruleset);
      row.querySelector('[data-chance]')!.textContent = percent(chance(task), document.documentElement.lang);
    }
    const result = resolveTask(
      {
        difficulty: this.number('difficulty'),
        skill: this.choice<Skill>('skill'),
        assets: this.number('assets'),
        effort: this.number('effort'),
        hinder,
        bonus: this.number('bonus'),
      },
      ruleset,
    );
    const outputs = taskOutputs(result, chance(result), this.text, this.format, document.documentElement.lang);
    for (const [name, output] of Object.entries(outputs)) this.output(name, output.value, output.text);
    this.markRow(result.difficulty);
    const notes = describeTask(result, hinder, this.text);
    if (higher && !result.routine) notes.push(this.text('difficultyTable.higherNote', { target: result.target }));
    this.notes(notes);
  }

  protected override clearResult() {
    super.clearResult();
    this.markRow(undefined);
  }

  /** Marks the row of the difficulty: `aria-current`, and the table's one marker (DifficultyTable.astro) moved there. */
  private markRow(difficulty: number | undefined) {
    const marker = this.querySelector<HTMLElement>('.result-marker')!;
    marker.hidden = true;
    for (const row of this.querySelectorAll<HTMLTableRowElement>('tr[data-row]')) {
      const current = Number(row.dataset.row) === difficulty;
      if (current) {
        row.setAttribute('aria-current', 'true');
        row.cells[0]!.append(marker);
        marker.hidden = false;
      } else row.removeAttribute('aria-current');
    }
  }
}

export default DifficultyTableIsland;
