import { TaskCalculator } from '../shared/task-calculator.ts';
import { calculateHealing } from './healing-calculator-text.ts';

/** The live healing calculator: every number comes from resolveHealing in src/rules. */
class HealingCalculatorIsland extends TaskCalculator {
  protected compute() {
    this.showTask(calculateHealing(this.number('points'), this.modifiers(), this.ruleset(), this.text));
  }
}

export default HealingCalculatorIsland;
