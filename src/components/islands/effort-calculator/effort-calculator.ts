import type { RulesetId } from '../../../rules/index.ts';
import { describeAction, workOutAction } from './effort-calculator-results.ts';
import { Island } from '../shared/island.ts';

/** The live Effort calculator: every number comes from actionCost, spendFromPool and the Effort damage of src/rules. */
class EffortCalculatorIsland extends Island {
  protected compute() {
    const results = workOutAction(
      {
        pool: this.number('pool'),
        edge: this.number('edge'),
        maxEffort: this.number('maxEffort'),
        effortTask: this.number('effortTask'),
        effortDamage: this.number('effortDamage'),
        area: this.checked('area'),
        initialCost: this.number('initialCost'),
        abilityCost: this.number('abilityCost'),
        impaired: this.checked('impaired'),
      },
      (this.dataset.ruleset ?? 'cypher') as RulesetId,
    );
    const outputs = describeAction(results, (key, values) => this.text(key, values), this.format);
    for (const [name, { value, text }] of Object.entries(outputs)) this.output(name, value, text);
  }

  protected clearResult() {
    for (const output of this.querySelectorAll('output')) this.output(output.name, '', '—');
  }
}

customElements.define('effort-calculator', EffortCalculatorIsland);
