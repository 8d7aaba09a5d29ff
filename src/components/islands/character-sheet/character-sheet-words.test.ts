import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { locales, t } from '../../../i18n/index.ts';
import type { GlossaryEntry } from '../../../lib/glossary.ts';
import { characterSheetWords, fieldLabels } from './character-sheet-words.ts';

const glossary = parse(readFileSync('content/glossary.yaml', 'utf8')) as GlossaryEntry[];

// The sheet's labels for game terms are UI strings, most of them the tools' own: each is the glossary's word for its
// concept, so that a renamed term shows here as a failure to follow.
const terms: [field: string, glossaryId: string][] = [
  ['tier', 'tier'],
  ['effort', 'effort-score'],
  ['xp', 'xp'],
  ['pool', 'pool'],
  ['edge', 'edge'],
  ['type', 'type'],
  ['focus', 'focus'],
  ['armor', 'armor'],
  ['track', 'damage-track'],
  ['cypherLimit', 'cypher-limit'],
  ['skill.name', 'skill'],
  ['cypher.name', 'cypher'],
  ['artifact.name', 'artifact'],
  ['level', 'level'],
  ['attack.damage', 'damage'],
];

describe.each(locales)('%s: the character sheet’s words', (locale) => {
  const labels = fieldLabels(locale);

  it.each(terms)('labels %s with the glossary’s term (%s)', (field, id) => {
    const entry = glossary.find((candidate) => candidate.id === id)!;
    expect(labels[field]!.toLocaleLowerCase(locale)).toBe(entry[locale].term.toLocaleLowerCase(locale));
  });

  // A Pool is the points a stat holds now (the glossary's definition), as in the damage simulator and the recovery roll;
  // its top is the maximum there and here, so the same word never names both numbers as the reader goes between them.
  it('labels a stat’s points now its Pool and its top the tools’ maximum', () => {
    const might = t(locale, 'rules.stat.might.name');
    expect(labels.might).toBe(`${might} · ${labels.pool}`);
    expect(t(locale, 'damageSimulator.poolMax', { stat: might }).toLocaleLowerCase(locale)).toContain(
      labels.max!.toLocaleLowerCase(locale),
    );
    expect(labels.max).not.toBe(labels.pool);
  });

  it('has a label for every field the sheet holds, each a word or more', () => {
    for (const field of ['name', 'descriptor', 'ruleset', 'might', 'speedMax', 'intellectEdge', 'armorWeight'])
      expect(labels[field]).toMatch(/\p{L}/u);
    expect(Object.values(labels).every((label) => label.trim() !== '')).toBe(true);
  });

  it('serves its script the labels, its messages and the refusals of its rules', () => {
    const words = JSON.parse(characterSheetWords(locale)) as Record<string, string>;
    expect(words['label.speedMax']).toBe(labels.speedMax);
    for (const key of ['range', 'blank', 'not-enough-points', 'no-recovery-roll-left', 'over-cypher-limit', 'dead'])
      expect(words[key], key).toMatch(/\p{L}/u);
    expect(words['character.log.hit']).toContain('{amount}');
  });
});
