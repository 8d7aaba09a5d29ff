import type { TaskResult } from '../../../rules/index.ts';
import type { UiKey } from '../../../i18n/index.ts';
import { localeInfo, type Locale } from '../../../i18n/locales.ts';

/** The UI strings the difficulty table's script needs (the error messages come with every island). */
export const difficultyTableKeys = [
  'difficultyTable.resultRow',
  'difficultyTable.steps',
  'difficultyTable.capAssets',
  'difficultyTable.capEffort',
  'difficultyTable.routine',
  'difficultyTable.impossible',
  'difficultyTable.rollBonus',
  ...Array.from({ length: 11 }, (_, d) => `rules.difficulty.name.${d}` as UiKey),
] as const satisfies readonly UiKey[];

/** A chance of success as a whole percentage in the page's locale. */
export function percent(chance: number, locale: Locale | string): string {
  const numberLocale = locale in localeInfo ? localeInfo[locale as Locale].numberLocale : locale;
  return new Intl.NumberFormat(numberLocale, { style: 'percent', maximumFractionDigits: 0 }).format(chance);
}

/**
 * The notes under a task's result, in the reader's words: which steps counted, the caps that applied, and
 * the routine and impossible states. Used at build time and by the island's script, so both say the same.
 */
export function describeTask(
  result: TaskResult,
  hinder: number,
  text: (key: string, values?: Record<string, string | number>) => string,
): string[] {
  const notes = [text('difficultyTable.steps', { ...result.eased, hinder })];
  if (result.ignored.assets > 0) notes.push(text('difficultyTable.capAssets', { count: result.ignored.assets }));
  if (result.ignored.effort > 0) notes.push(text('difficultyTable.capEffort', { count: result.ignored.effort }));
  if (result.routine) notes.push(text('difficultyTable.routine'));
  else if (result.impossible) notes.push(text('difficultyTable.impossible'));
  else if (result.rollBonus > 0) notes.push(text('difficultyTable.rollBonus', { bonus: result.rollBonus }));
  return notes;
}
