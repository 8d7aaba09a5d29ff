import {
  resolveJump,
  type JumpKind,
  type LengthUnit,
  type RulesetId,
  type RunUp,
  type TaskModifiers,
} from '../../../rules/index.ts';
import type { UiKey } from '../../../i18n/index.ts';
import type { IslandText } from '../shared/strings.ts';
import { calculation, taskKeys, type TaskCalculation } from '../shared/task-text.ts';

/** The UI strings the jump calculator's script needs (the error messages come with every island). */
export function jumpCalculatorKeys() {
  return [
    ...taskKeys(),
    'jumpCalculator.note.long',
    'jumpCalculator.note.longShortRun',
    'jumpCalculator.note.high',
    'jumpCalculator.note.runUp',
    'jumpCalculator.note.meters',
    'jumpCalculator.note.rounded',
  ] as const satisfies readonly UiKey[];
}

/** The calculator's own fields, named as the rules module names them. */
export interface JumpFields {
  jump: JumpKind;
  distance: number;
  unit: LengthUnit;
  runUp: RunUp;
}

/** A jump worked out by resolveJump, with what the rule says of it. Throws RulesInputError on bad input. */
export function calculateJump(
  fields: JumpFields,
  modifiers: TaskModifiers,
  ruleset: RulesetId,
  text: IslandText,
): TaskCalculation {
  const result = resolveJump({ ...fields, ...modifiers }, ruleset);
  let rule: UiKey = 'jumpCalculator.note.long';
  if (fields.jump === 'high') rule = 'jumpCalculator.note.high';
  else if (fields.runUp === 'short') rule = 'jumpCalculator.note.longShortRun';
  const notes = [text(rule, { base: result.base })];
  if (fields.unit === 'meters') notes.push(text('jumpCalculator.note.meters'));
  if (result.rounded) notes.push(text('jumpCalculator.note.rounded'));
  if (result.runUpAsset) notes.push(text('jumpCalculator.note.runUp'));
  return calculation(result, text, notes);
}
