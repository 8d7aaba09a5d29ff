import type { WeightUnit } from '../../../rules/index.ts';
import { TaskCalculator } from '../shared/task-calculator.ts';
import { calculateHeavyObject } from './heavy-object-calculator-text.ts';

/** The live heavy object calculator: every number comes from resolveHeavyObject in src/rules. */
class HeavyObjectCalculatorIsland extends TaskCalculator {
  protected compute() {
    const fields = { weight: this.number('weight'), unit: this.choice<WeightUnit>('unit') };
    this.showTask(calculateHeavyObject(fields, this.modifiers(), this.ruleset(), this.text));
  }
}

export default HeavyObjectCalculatorIsland;
