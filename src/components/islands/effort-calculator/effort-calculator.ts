import { actionNotes, describeAction, workOutAction } from './effort-calculator-results.ts';
import { Island } from '../shared/island.ts';

/** The live Effort calculator: every number comes from actionCost, spendFromPool and the Effort damage of src/rules. */
class EffortCalculatorIsland extends Island {
  protected compute() {
    const results = workOutAction({
      pool: this.number('pool'),
      edge: this.number('edge'),
      maxEffort: this.number('maxEffort'),
      effortTask: this.number('effortTask'),
      effortDamage: this.number('effortDamage'),
      area: this.checked('area'),
      initialCost: this.number('initialCost'),
      abilityCost: this.number('abilityCost'),
      impaired: this.checked('impaired'),
    });
    const outputs = describeAction(results, this.text, this.format);
    for (const [name, output] of Object.entries(outputs)) this.output(name, output.value, output.text);
    this.notes(actionNotes(results, this.text));
  }

  /** A Pool at 0 with a character not marked impaired: the Pool is the number to look at. */
  protected override fieldFor(rulesField: string): string {
    return rulesField === 'track' ? 'pool' : rulesField;
  }
}

customElements.define('effort-calculator', EffortCalculatorIsland);
