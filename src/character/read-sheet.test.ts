import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readSheet, SheetError } from './read-sheet.ts';
import { newCharacter } from './sheet.ts';
import { aSheet, anySheet } from './sheetFixtures.test-helper.ts';

describe('readSheet', () => {
  it('reads a new character and a full sheet as they are', () => {
    expect(readSheet(newCharacter('a'))).toEqual(newCharacter('a'));
    expect(readSheet(JSON.parse(JSON.stringify(aSheet())))).toEqual(aSheet());
  });

  it('reads every valid sheet back as it was, field for field and in the same order', () => {
    fc.assert(
      fc.property(anySheet, (sheet) => {
        expect(JSON.stringify(readSheet(JSON.parse(JSON.stringify(sheet))))).toBe(JSON.stringify(sheet));
      }),
    );
  });

  it('leaves out what a sheet does not hold', () => {
    const read = readSheet({ ...aSheet(), image: 'x.png', skills: [{ name: 'Climbing', level: 'trained', x: 1 }] });
    expect(read).not.toHaveProperty('image');
    expect(read.skills).toEqual([{ name: 'Climbing', level: 'trained' }]);
  });

  it('reads -0 as 0', () => {
    expect(Object.is(readSheet({ ...aSheet(), xp: -0, armor: -0 }).armor, 0)).toBe(true);
  });

  it.each([
    [null, 'sheet'],
    [[], 'sheet'],
    [{ ...aSheet(), id: 'a b' }, 'id'],
    [{ ...aSheet(), id: '' }, 'id'],
    [{ ...aSheet(), name: 3 }, 'name'],
    [{ ...aSheet(), name: 'x'.repeat(201) }, 'name'],
    [{ ...aSheet(), notes: 'x'.repeat(20001) }, 'notes'],
    [{ ...aSheet(), xp: 1.5 }, 'xp'],
    [{ ...aSheet(), xp: 10000 }, 'xp'],
    [{ ...aSheet(), skills: {} }, 'skills'],
    [{ ...aSheet(), skills: Array.from({ length: 100 }, () => ({ name: 'a', level: 'trained' })) }, 'skills'],
    [{ ...aSheet(), skills: [{ name: 'a', level: 'expert' }] }, 'skills.0.level'],
    [{ ...aSheet(), skills: [null] }, 'skills.0'],
    [{ ...aSheet(), attacks: [{ name: 'a', modifier: 21, damage: 1, note: '' }] }, 'attacks.0.modifier'],
    [{ ...aSheet(), abilities: [{ name: 'a', cost: 1, pool: 'luck', note: '' }] }, 'abilities.0.pool'],
    [{ ...aSheet(), cyphers: [{ name: 'a', level: 11, used: false, note: '' }] }, 'cyphers.0.level'],
    [{ ...aSheet(), cyphers: [{ name: 'a', level: 1, used: 'no', note: '' }] }, 'cyphers.0.used'],
    [
      { ...aSheet(), artifacts: [{ name: 'a', level: null, depletion: 1, depleted: false, note: '' }] },
      'artifacts.0.depletion',
    ],
    [{ ...aSheet(), advancements: { capabilities: true } }, 'advancements.perfection'],
    [{ ...aSheet(), might: 10 }, 'might'],
    // The rules' own checks (src/rules checkCharacter), named as the sheet names its fields.
    [{ ...aSheet(), speed: { max: 12, current: 13, edge: 1 } }, 'speed'],
    [{ ...aSheet(), speed: { max: 12, current: 0, edge: 1 } }, 'track'],
    [{ ...aSheet(), tier: 0 }, 'tier'],
    [{ ...aSheet(), recoveryBonus: undefined }, 'recoveryBonus'],
  ])('refuses %#, naming %s', (value, field) => {
    expect(() => readSheet(value)).toThrow(expect.objectContaining({ name: 'SheetError', field }));
  });

  it.each([
    [{ ...aSheet(), xp: 10000 }, 'xp', 0, 9999],
    [{ ...aSheet(), name: 'x'.repeat(201) }, 'name', 0, 200],
    [{ ...aSheet(), speed: { max: 12, current: 13, edge: 1 } }, 'speed', 0, 12],
    [{ ...aSheet(), tier: 0 }, 'tier', 1, 6],
  ])('says the range a field must be in (%#: %s)', (value, field, min, max) => {
    expect(() => readSheet(value)).toThrow(new SheetError(field, min, max));
  });
});
