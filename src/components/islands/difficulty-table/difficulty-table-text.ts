import type { UiKey } from '../../../i18n/index.ts';
import { taskKeys } from '../shared/task-text.ts';

/** The UI strings the difficulty table's script needs (the error messages come with every island). */
export function difficultyTableKeys() {
  return ['difficultyTable.resultRow', 'difficultyTable.higherNote', ...taskKeys()] as const satisfies readonly UiKey[];
}
