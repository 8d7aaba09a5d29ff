import {
  resolveHeavyObject,
  weightPerStep,
  type RulesetId,
  type TaskModifiers,
  type WeightUnit,
} from '../../../rules/index.ts';
import type { UiKey } from '../../../i18n/index.ts';
import type { IslandText } from '../shared/strings.ts';
import { calculation, taskKeys, type TaskCalculation } from '../shared/task-text.ts';

/** The UI strings the heavy object calculator's script needs (the error messages come with every island). */
export function heavyObjectCalculatorKeys() {
  return [
    ...taskKeys(),
    'heavyObjectCalculator.note.steps',
    'heavyObjectCalculator.note.short',
    'heavyObjectCalculator.moves.immediate',
    'heavyObjectCalculator.moves.short',
  ] as const satisfies readonly UiKey[];
}

/** The calculator's own fields, named as the rules module names them. */
export interface HeavyObjectFields {
  weight: number;
  unit: WeightUnit;
}

/**
 * Pushing or pulling a heavy object, worked out by resolveHeavyObject: the task, how far a success moves it and what
 * the rule says of it. Throws RulesInputError on bad input.
 */
export function calculateHeavyObject(
  fields: HeavyObjectFields,
  modifiers: TaskModifiers,
  ruleset: RulesetId,
  text: IslandText,
): TaskCalculation {
  const result = resolveHeavyObject({ ...fields, ...modifiers }, ruleset);
  const notes = [text('heavyObjectCalculator.note.steps', { ...weightPerStep, base: result.base })];
  if (result.moves === 'short') notes.push(text('heavyObjectCalculator.note.short'));
  const moves = { value: result.moves, text: text(`heavyObjectCalculator.moves.${result.moves}`) };
  return calculation(result, text, notes, { outputs: { moves } });
}
