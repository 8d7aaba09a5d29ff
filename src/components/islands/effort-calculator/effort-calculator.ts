import type { RulesetId } from '../../../rules/index.ts';
import { actionNotes, describeAction, workOutAction } from './effort-calculator-results.ts';
import { CharacterIsland } from '../shared/character-island.ts';

/**
 * The live Effort calculator: every number comes from actionCost (in the page's ruleset), spendFromPool and the Effort
 * damage of src/rules. The reader's character, if any, fills it and pays its cost (effort-calculator-character.ts).
 */
class EffortCalculatorIsland extends CharacterIsland {
  protected characterPart() {
    return import('./effort-calculator-character.ts');
  }

  protected compute() {
    const results = workOutAction(
      {
        stat: this.choice('stat'),
        pool: this.number('pool'),
        edge: this.number('edge'),
        armor: this.choice('armor'),
        // The box is there only where lack of practice costs more (the Cypher System): elsewhere, practiced.
        armorPracticed: this.field('armorPracticed') ? this.checked('armorPracticed') : true,
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
    const outputs = describeAction(results, this.text, this.format);
    for (const [name, output] of Object.entries(outputs)) this.output(name, output.value, output.text);
    this.notes(actionNotes(results, this.text));
  }

  /** A Pool at 0 with a character not marked impaired: the Pool is the number to look at. */
  protected override fieldFor(rulesField: string): string {
    return rulesField === 'track' ? 'pool' : rulesField;
  }
}

export default EffortCalculatorIsland;
