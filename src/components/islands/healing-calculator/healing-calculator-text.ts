import { resolveHealing, type RulesetId, type TaskModifiers } from '../../../rules/index.ts';
import type { UiKey } from '../../../i18n/index.ts';
import type { IslandText } from '../shared/strings.ts';
import { calculation, taskKeys, type TaskCalculation } from '../shared/task-text.ts';

/** The UI strings the healing calculator's script needs (the error messages come with every island). */
export function healingCalculatorKeys() {
  return [...taskKeys(), 'healingCalculator.note.points'] as const satisfies readonly UiKey[];
}

/** Tending a patient, worked out by resolveHealing. Throws RulesInputError on bad input. */
export function calculateHealing(
  points: number,
  modifiers: TaskModifiers,
  ruleset: RulesetId,
  text: IslandText,
): TaskCalculation {
  const result = resolveHealing({ points, ...modifiers }, ruleset);
  return calculation(result, text, [text('healingCalculator.note.points', { count: result.base })]);
}
