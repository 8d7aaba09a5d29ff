import { resolveTask, type RulesetId, type Skill } from '../../../rules/index.ts';
import { Island } from '../shared/island.ts';
import { describeTask, taskOutputs } from '../shared/task-text.ts';

/** The live difficulty table: every number comes from resolveTask in src/rules. */
class DifficultyTableIsland extends Island {
  protected compute() {
    const hinder = this.number('hinder');
    const result = resolveTask(
      {
        difficulty: this.number('difficulty'),
        skill: this.choice<Skill>('skill'),
        assets: this.number('assets'),
        effort: this.number('effort'),
        hinder,
        bonus: this.number('bonus'),
      },
      (this.dataset.ruleset ?? 'cypher') as RulesetId,
    );
    const outputs = taskOutputs(result, result.chance, this.text, this.format, document.documentElement.lang);
    for (const [name, output] of Object.entries(outputs)) this.output(name, output.value, output.text);
    this.markRow(result.difficulty);
    this.notes(describeTask(result, hinder, this.text));
  }

  protected override clearResult() {
    super.clearResult();
    this.markRow(undefined);
  }

  private markRow(difficulty: number | undefined) {
    for (const row of this.querySelectorAll<HTMLTableRowElement>('tr[data-row]')) {
      const current = Number(row.dataset.row) === difficulty;
      if (current) row.setAttribute('aria-current', 'true');
      else row.removeAttribute('aria-current');
      row.querySelector<HTMLElement>('.result-marker')!.hidden = !current;
    }
  }
}

customElements.define('difficulty-table', DifficultyTableIsland);
