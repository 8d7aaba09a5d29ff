import type { JumpKind, LengthUnit, RunUp } from '../../../rules/index.ts';
import { TaskCalculator } from '../shared/task-calculator.ts';
import { calculateJump } from './jump-calculator-text.ts';

/** The live jump calculator: every number comes from resolveJump in src/rules. */
class JumpCalculatorIsland extends TaskCalculator {
  protected compute() {
    const fields = {
      jump: this.choice<JumpKind>('jump'),
      distance: this.number('distance'),
      unit: this.choice<LengthUnit>('unit'),
      runUp: this.choice<RunUp>('runUp'),
    };
    this.showTask(calculateJump(fields, this.modifiers(), this.ruleset(), this.text));
  }
}

export default JumpCalculatorIsland;
