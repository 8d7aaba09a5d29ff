// The short log of a character's changes, newest last, and undoing them. Every change the sheet or a tool makes is
// logged with the fields it changed, before and after, so that undoing the last change puts back exactly what it
// changed (the log is a stack: an earlier change is undone only once every later one is).
import type { CharacterSheet } from './sheet.ts';

/** What kind of change a line of the log is about; its words are the sheet's (character-sheet-text.ts). */
export type ChangeKind = 'edit' | 'spend' | 'hit' | 'recover' | 'newDay' | 'specialDamage' | 'useCypher' | 'gainCypher';

/** One change of a character. */
export interface LogEntry {
  change: ChangeKind;
  /** What the line says besides what changed: the field edited, the amount of a hit, the stat that paid… */
  detail: Record<string, string | number>;
  /** The fields the change changed, as they were before it and as it left them. */
  before: Partial<CharacterSheet>;
  after: Partial<CharacterSheet>;
}

/** The most changes a character's log keeps: older ones can no longer be undone. */
export const logLength = 20;

/** The top-level fields whose values differ between two sheets, as they are in each. */
export function changedFields(before: CharacterSheet, after: CharacterSheet): Pick<LogEntry, 'before' | 'after'> {
  const keys = (Object.keys(after) as (keyof CharacterSheet)[]).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  const pick = (sheet: CharacterSheet) => Object.fromEntries(keys.map((key) => [key, sheet[key]]));
  return { before: pick(before), after: pick(after) };
}

/**
 * The log after a change from `before` to `after` (nothing is logged when nothing changed). Edits of the same field
 * one after another are one change, as a reader typing a number sees it: the last entry keeps what the field was
 * before the first.
 */
export function logChange(
  log: readonly LogEntry[],
  change: ChangeKind,
  detail: LogEntry['detail'],
  before: CharacterSheet,
  after: CharacterSheet,
): LogEntry[] {
  const fields = changedFields(before, after);
  if (Object.keys(fields.after).length === 0) return [...log];
  const last = log.at(-1);
  if (change === 'edit' && last?.change === 'edit' && last.detail.field === detail.field) {
    // The sheet as it was before the last entry: the fields it changed as they were, the rest as they are.
    const merged = changedFields({ ...before, ...last.before }, after);
    return Object.keys(merged.after).length === 0 ? log.slice(0, -1) : [...log.slice(0, -1), { ...last, ...merged }];
  }
  return [...log, { change, detail, ...fields }].slice(-logLength);
}

/** The sheet and log once the last change is undone: the fields it changed are as they were before it. */
export function undoLast(
  sheet: CharacterSheet,
  log: readonly LogEntry[],
): { sheet: CharacterSheet; log: LogEntry[] } | undefined {
  const last = log.at(-1);
  return last && { sheet: { ...sheet, ...last.before }, log: log.slice(0, -1) };
}
