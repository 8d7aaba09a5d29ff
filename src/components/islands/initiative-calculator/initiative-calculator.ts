import { TaskCalculator } from '../shared/task-calculator.ts';
import { calculateInitiative } from './initiative-calculator-text.ts';

/** The live initiative calculator: every number comes from resolveInitiative in src/rules. */
class InitiativeCalculatorIsland extends TaskCalculator {
  protected compute() {
    this.showTask(calculateInitiative(this.number('level'), this.modifiers(), this.ruleset(), this.text));
  }
}

export default InitiativeCalculatorIsland;
