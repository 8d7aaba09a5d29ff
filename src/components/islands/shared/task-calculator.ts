import type { RulesetId, Skill, TaskModifiers } from '../../../rules/index.ts';
import { CharacterIsland } from './character-island.ts';
import { pointHandOff } from './hand-off.ts';
import { taskOutputs, type TaskCalculation } from './task-text.ts';

/**
 * An island for a rule that sets a task's difficulty (a jump, a weight, healing, a combat situation): its own fields
 * and what the character brings (TaskFields.astro), the result of TaskResult.astro, and a link handing the task on
 * to the difficulty table. The reader's character, if any, offers its skills for the skill field (task-character.ts).
 */
export abstract class TaskCalculator extends CharacterIsland {
  protected characterPart() {
    return import('./task-character.ts');
  }

  /** What the character brings: the skill, assets and levels of Effort of TaskFields.astro. */
  protected modifiers(): TaskModifiers {
    return { skill: this.choice<Skill>('skill'), assets: this.number('assets'), effort: this.number('effort') };
  }

  protected ruleset(): RulesetId {
    return (this.dataset.ruleset ?? 'cypher') as RulesetId;
  }

  /** Writes the task's outputs and notes, and points the hand-off link at it. */
  protected showTask(calculation: TaskCalculation) {
    const { task, chance, outputs, notes } = calculation;
    const all = { ...taskOutputs(task, chance, this.text, this.format, document.documentElement.lang), ...outputs };
    for (const [name, output] of Object.entries(all)) this.output(name, output.value, output.text);
    this.notes(notes);
    pointHandOff(this, calculation.handOff);
  }

  protected override clearResult() {
    super.clearResult();
    pointHandOff(this, undefined);
  }
}
