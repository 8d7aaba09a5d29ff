// The file a reader exports their characters to and imports them from: JSON with a published schema
// (public/schemas/characters-1.json, at `schemaPath` on the site). An import also reads a trpg-stelo character
// (trpg-stelo.ts), alone or in a list.
import { readSheet } from './read-sheet.ts';
import type { CharacterSheet } from './sheet.ts';
import { fromTrpgStelo, isTrpgSteloCharacter } from './trpg-stelo.ts';

/** What names the file's format, and its version: a file of a later version is refused with its own message. */
export const fileFormat = 'rules-reference-characters';
export const fileVersion = 1;
/** Where the file's JSON schema is published on the site. */
export const schemaPath = '/schemas/characters-1.json';
/** The largest file an import reads: a character takes a few kilobytes; this is hundreds of them. */
export const maxFileBytes = 1024 * 1024;

/**
 * The file of some characters. `site` is the site's address, where its schema is published (`$schema`).
 *
 * @example
 * characterFile([sheet], 'https://rules-reference.netlify.app'); // '{ "$schema": "https://…/schemas/characters-1.json", … }'
 */
export function characterFile(sheets: readonly CharacterSheet[], site: string): string {
  const file = {
    $schema: new URL(schemaPath, site).href,
    format: fileFormat,
    version: fileVersion,
    characters: sheets,
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

/**
 * Why a file was not imported: too large, not JSON, not characters (nothing this site or trpg-stelo writes),
 * written by a newer version of the site, or one of its characters damaged (then none is imported).
 */
export type FileProblem = 'too-large' | 'not-json' | 'not-characters' | 'newer' | 'damaged';

/** The characters a file holds, every one checked, or why there are none to import. */
export type ReadFile = { sheets: CharacterSheet[] } | { problem: FileProblem };

function readAll(values: readonly unknown[], read: (value: unknown) => CharacterSheet): ReadFile {
  try {
    return values.length === 0 ? { problem: 'not-characters' } : { sheets: values.map(read) };
  } catch {
    return { problem: 'damaged' };
  }
}

/**
 * Reads a file's text: this site's format (any version up to ours), or trpg-stelo's characters.
 *
 * @example
 * readCharacterFile(text); // { sheets: [...] } or { problem: 'newer' }
 */
export function readCharacterFile(text: string): ReadFile {
  if (text.length > maxFileBytes) return { problem: 'too-large' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { problem: 'not-json' };
  }
  const file = value as { format?: unknown; version?: unknown; characters?: unknown } | null;
  if (file?.format === fileFormat) {
    if (typeof file.version === 'number' && file.version > fileVersion) return { problem: 'newer' };
    if (file.version !== fileVersion || !Array.isArray(file.characters)) return { problem: 'damaged' };
    return readAll(file.characters, readSheet);
  }
  const list = Array.isArray(value) ? value : [value];
  return list.every(isTrpgSteloCharacter) ? readAll(list, fromTrpgStelo) : { problem: 'not-characters' };
}
