import Ajv2020 from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { characterFile, fileFormat, maxFileBytes, readCharacterFile, schemaPath } from './file.ts';
import { characterSchema } from './schema.ts';
import { newCharacter } from './sheet.ts';
import { aSheet, anySheet } from './sheetFixtures.test-helper.ts';

const site = 'https://rules-reference.netlify.app';
const validate = new Ajv2020({ strict: true, allErrors: true }).compile(characterSchema(site));

describe('characterFile', () => {
  it('writes the characters with the address of the schema it follows', () => {
    const file = JSON.parse(characterFile([aSheet(), newCharacter('b')], site));
    expect(file).toEqual({
      $schema: `${site}${schemaPath}`,
      format: fileFormat,
      version: 1,
      characters: [aSheet(), newCharacter('b')],
    });
  });

  it('writes a file the published schema accepts, for every valid sheet', () => {
    fc.assert(
      fc.property(fc.array(anySheet, { minLength: 1, maxLength: 3 }), (sheets) => {
        const valid = validate(JSON.parse(characterFile(sheets, site)));
        expect(validate.errors ?? []).toEqual([]);
        expect(valid).toBe(true);
      }),
    );
  });

  it('has a schema that refuses what the sheet refuses', () => {
    const file = (changes: object) => ({
      format: fileFormat,
      version: 1,
      characters: [{ ...aSheet(), ...changes }],
    });
    expect(validate(file({}))).toBe(true);
    for (const changes of [
      { tier: 7 },
      { armorWeight: 'plate' },
      { recoveryRollsUsed: 5 },
      { image: 'x.png' },
      { skills: [{ name: 'a', level: 'expert' }] },
    ])
      expect(validate(file(changes)), JSON.stringify(changes)).toBe(false);
    expect(validate({ ...file({}), version: 2 })).toBe(false);
  });

  it('names the schema on the site it is built for', () => {
    expect(characterSchema('http://localhost:4321').$id).toBe(`http://localhost:4321${schemaPath}`);
  });
});

describe('readCharacterFile', () => {
  it('reads back what it wrote: the same sheets', () => {
    fc.assert(
      fc.property(fc.array(anySheet, { minLength: 1, maxLength: 3 }), (sheets) => {
        expect(readCharacterFile(characterFile(sheets, site))).toEqual({ sheets });
      }),
    );
  });

  it.each([
    ['x'.repeat(maxFileBytes + 1), 'too-large'],
    ['{"format": "rules-reference-characters", ', 'not-json'],
    ['', 'not-json'],
    ['{"name": "a spreadsheet"}', 'not-characters'],
    ['[]', 'not-characters'],
    ['null', 'not-characters'],
    [JSON.stringify({ format: fileFormat, version: 2, characters: [{ more: 'fields' }] }), 'newer'],
    [JSON.stringify({ format: fileFormat, version: 1, characters: 'Kara' }), 'damaged'],
    [JSON.stringify({ format: fileFormat, version: 'one', characters: [] }), 'damaged'],
    [JSON.stringify({ format: fileFormat, version: 1, characters: [] }), 'not-characters'],
    // One character that is not a sheet: none is imported.
    [characterFile([aSheet(), { ...aSheet(), tier: 9 }], site), 'damaged'],
  ])('refuses %#: %s', (text, problem) => {
    expect(readCharacterFile(text)).toEqual({ problem });
  });
});
