import { TaskCalculator } from '../shared/task-calculator.ts';
import { calculateCrafting } from './crafting-calculator-text.ts';

/** The live crafting calculator: every number comes from resolveCrafting in src/rules. */
class CraftingCalculatorIsland extends TaskCalculator {
  protected compute() {
    const fields = { level: this.number('level'), exotic: this.checked('exotic') };
    this.showTask(calculateCrafting(fields, this.modifiers(), this.ruleset(), this.text, this.format));
  }
}

export default CraftingCalculatorIsland;
