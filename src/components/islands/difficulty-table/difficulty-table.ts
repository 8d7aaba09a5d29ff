import { difficultyTable, resolveTask, type RulesetId, type Skill } from '../../../rules/index.ts';
import { describeTask, percent } from './difficulty-table-text.ts';
import { Island } from '../shared/island.ts';

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
    const row = difficultyTable[result.difficulty];
    const name = row ? ` · ${this.text(row.name)}` : '';
    this.output('finalDifficulty', result.difficulty, `${this.format(result.difficulty)}${name}`);
    this.output('target', result.target, this.format(result.target));
    this.output('chance', result.chance, percent(result.chance, document.documentElement.lang));
    this.markRow(result.difficulty);
    this.notes(describeTask(result, hinder, (key, values) => this.text(key, values)));
  }

  protected clearResult() {
    for (const name of ['finalDifficulty', 'target', 'chance']) this.output(name, '', '—');
    this.markRow(undefined);
    this.notes([]);
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
