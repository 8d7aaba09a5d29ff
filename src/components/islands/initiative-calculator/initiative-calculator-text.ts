import { resolveInitiative, targetNumber, type RulesetId, type TaskModifiers } from '../../../rules/index.ts';
import type { UiKey } from '../../../i18n/index.ts';
import type { IslandText } from '../shared/strings.ts';
import { calculation, taskKeys, type TaskCalculation } from '../shared/task-text.ts';

/** The UI strings the initiative calculator's script needs (the error messages come with every island). */
export function initiativeCalculatorKeys() {
  return [
    ...taskKeys(),
    'initiativeCalculator.note.level',
    'initiativeCalculator.note.higher',
  ] as const satisfies readonly UiKey[];
}

/**
 * An initiative roll against an NPC, worked out by resolveInitiative: the chance shown is the chance to act first,
 * which needs a roll higher than the target number (a roll equal to it acts after), and a hand-off carries that rule.
 * Throws RulesInputError on bad input.
 */
export function calculateInitiative(
  level: number,
  modifiers: TaskModifiers,
  ruleset: RulesetId,
  text: IslandText,
): TaskCalculation {
  const { task } = resolveInitiative({ level, ...modifiers }, ruleset);
  const notes = [
    text('initiativeCalculator.note.level', { level, target: targetNumber(level) }),
    text('initiativeCalculator.note.higher', { target: task.target }),
  ];
  return calculation({ base: level, task }, text, notes, { higher: true });
}
