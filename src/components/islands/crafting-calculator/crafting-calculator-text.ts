import { craftingTable, resolveCrafting, type RulesetId, type TaskModifiers } from '../../../rules/index.ts';
import type { UiKey } from '../../../i18n/index.ts';
import type { IslandText } from '../shared/strings.ts';
import { calculation, taskKeys, type TaskCalculation } from '../shared/task-text.ts';

/** The UI strings the crafting calculator's script needs (the error messages come with every island). */
export function craftingCalculatorKeys() {
  return [
    ...taskKeys(),
    'craftingCalculator.note.level',
    'craftingCalculator.note.exotic',
    'craftingCalculator.note.materials',
    'craftingCalculator.note.repair',
    ...new Set(craftingTable.flatMap((row) => [row.examples, row.timeName])),
  ] as const satisfies readonly UiKey[];
}

/** The calculator's own fields, named as the rules module names them. */
export interface CraftingFields {
  level: number;
  exotic: boolean;
}

/**
 * Building or repairing an item, worked out by resolveCrafting: the task, the usual time (an output of its own) and
 * what the rule says: what such an item is, the materials it needs, and how long a repair takes. Throws
 * RulesInputError on bad input.
 */
export function calculateCrafting(
  fields: CraftingFields,
  modifiers: TaskModifiers,
  ruleset: RulesetId,
  text: IslandText,
  format: (n: number) => string,
): TaskCalculation {
  const result = resolveCrafting({ ...fields, ...modifiers }, ruleset);
  const notes = [text('craftingCalculator.note.level', { level: fields.level, examples: text(result.row.examples) })];
  if (fields.exotic) notes.push(text('craftingCalculator.note.exotic', { base: result.base }));
  notes.push(
    text('craftingCalculator.note.materials', { levels: result.materials.map(format).join(', ') }),
    text('craftingCalculator.note.repair'),
  );
  const time = { value: result.row.time, text: text(result.row.timeName) };
  return calculation(result, text, notes, { outputs: { time } });
}
