import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { setPool, spendPoints, takeHit, takeCharacterRecoveryRoll } from '../rules/index.ts';
import { changedFields, logChange, logLength, undoLast, type ChangeKind, type LogEntry } from './log.ts';
import type { CharacterSheet } from './sheet.ts';
import { aSheet, anySheet } from './sheetFixtures.test-helper.ts';

describe('logChange', () => {
  it('logs the fields a change changed, before and after', () => {
    const before = aSheet();
    const after = takeHit(before, { amount: 8 });
    expect(logChange([], 'hit', { amount: 8 }, before, after)).toEqual([
      {
        change: 'hit',
        detail: { amount: 8 },
        before: { might: before.might },
        after: { might: { max: 10, current: 3, edge: 0 } },
      },
    ]);
    expect(changedFields(before, before)).toEqual({ before: {}, after: {} });
  });

  it('logs nothing for a change that changes nothing', () => {
    expect(logChange([], 'edit', { field: 'name' }, aSheet(), aSheet())).toEqual([]);
  });

  it('makes one change of edits of the same field one after another, and none once it is back', () => {
    const start = aSheet();
    let log = logChange([], 'edit', { field: 'name' }, start, { ...start, name: 'K' });
    log = logChange(log, 'edit', { field: 'name' }, { ...start, name: 'K' }, { ...start, name: 'Ka' });
    expect(log).toEqual([
      { change: 'edit', detail: { field: 'name' }, before: { name: 'Kara' }, after: { name: 'Ka' } },
    ]);
    log = logChange(log, 'edit', { field: 'notes' }, { ...start, name: 'Ka' }, { ...start, name: 'Ka', notes: '' });
    expect(log).toHaveLength(2);
    expect(logChange(log.slice(0, 1), 'edit', { field: 'name' }, { ...start, name: 'Ka' }, start)).toEqual([]);
  });

  it('keeps the last changes only', () => {
    let sheet = aSheet();
    let log: LogEntry[] = [];
    for (let xp = 1; xp <= logLength + 5; xp += 1) {
      const next = { ...sheet, xp };
      log = logChange(log, 'edit', { field: `xp${xp}` }, sheet, next);
      sheet = next;
    }
    expect(log).toHaveLength(logLength);
    expect(log[0]!.after).toEqual({ xp: 6 });
  });
});

describe('undoLast', () => {
  it('has nothing to undo in an empty log', () => {
    expect(undoLast(aSheet(), [])).toBeUndefined();
  });

  /** A change of a kind the sheet makes, chosen by fast-check (the rules may refuse it). */
  const changes: fc.Arbitrary<[ChangeKind, (sheet: CharacterSheet) => CharacterSheet]>[] = [
    fc.nat(12).map((amount) => ['hit', (sheet) => takeHit(sheet, { amount })]),
    fc.nat(6).map((total) => ['spend', (sheet) => spendPoints(sheet, 'speed', { total, minimum: 0 })]),
    fc
      .integer({ min: 1, max: 6 })
      .map((d6) => ['recover', (sheet) => takeCharacterRecoveryRoll(sheet, d6, { might: 1 })]),
    fc.nat(10).map((points) => ['edit', (sheet) => setPool(sheet, 'intellect', Math.min(points, sheet.intellect.max))]),
    fc.string({ maxLength: 4 }).map((name) => ['edit', (sheet) => ({ ...sheet, name })]),
  ];

  it('undoing every change in turn gives back exactly the sheet they started from', () => {
    fc.assert(
      fc.property(anySheet, fc.array(fc.oneof(...changes), { maxLength: 12 }), (start, steps) => {
        let sheet = start;
        let log: LogEntry[] = [];
        for (const [change, apply] of steps) {
          let next: CharacterSheet;
          try {
            next = apply(sheet);
          } catch {
            continue;
          }
          log = logChange(log, change, { field: change === 'edit' ? 'x' : '' }, sheet, next);
          sheet = next;
        }
        while (log.length > 0) ({ sheet, log } = undoLast(sheet, log)!);
        expect(sheet).toEqual(start);
        expect(JSON.stringify(sheet)).toBe(JSON.stringify(start));
      }),
    );
  });
});
