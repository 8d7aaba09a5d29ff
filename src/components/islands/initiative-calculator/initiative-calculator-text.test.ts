import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { GlossaryEntry } from '../../../lib/glossary.ts';
import { resolveInitiative } from '../../../rules/index.ts';
import { calculateInitiative } from './initiative-calculator-text.ts';
import { islandText } from '../shared/strings.ts';

const text = (key: string, values: Record<string, string | number> = {}) =>
  [key, ...Object.entries(values).map(([name, value]) => `${name}=${value}`)].join(' ');

describe('calculateInitiative', () => {
  // 004 "Encounters, Rounds, And Initiative": level 2 guards, target number 6; a roll must be higher to act first.
  it('against level 2 guards: target 6, and 7 to 20 act first', () => {
    const result = calculateInitiative(2, {}, 'cypher', text);
    expect(result.task.target).toBe(6);
    expect(result.chance).toBe(resolveInitiative({ level: 2 }).chance);
    expect(result.chance).toBe(0.7);
    expect(result.chance).not.toBe(result.task.chance);
    expect(result.notes.slice(0, 2)).toEqual([
      'initiativeCalculator.note.level level=2 target=6',
      'initiativeCalculator.note.higher target=6',
    ]);
  });

  it('the roll to beat is the eased target', () => {
    const result = calculateInitiative(4, { skill: 'trained' }, 'cypher', text);
    expect(result.notes.slice(0, 2)).toEqual([
      'initiativeCalculator.note.level level=4 target=12',
      'initiativeCalculator.note.higher target=9',
    ]);
  });

  // 004 says "higher" and names no tie: the tie is the site's reading, and the note says so and marks it.
  it.each([
    ['en', 'The rules name no tie; on this site a roll of exactly 6 acts after it ([reading:initiative-tie]).'],
    [
      'es',
      'Las reglas no hablan del empate; este sitio entiende que con 6 justo actúas después ([reading:initiative-tie]).',
    ],
    [
      'ko',
      '규칙은 같을 때를 정하지 않으므로, 이 사이트는 딱 6이면 NPC 다음에 행동한다고 봅니다([reading:initiative-tie]).',
    ],
  ] as const)('%s: marks the tie as the site reading', (locale, reading) => {
    expect(calculateInitiative(2, {}, 'cypher', islandText(locale)).notes[1]).toContain(reading);
  });

  // Issue 44: the tool asks for the roll by the name the pages give it (the published Korean Numenera quick-start's
  // 선제 굴림), never by the word it replaced.
  it('ko: the note names the roll as the glossary does', () => {
    const glossary = parse(readFileSync('content/glossary.yaml', 'utf8')) as GlossaryEntry[];
    const initiative = glossary.find((entry) => entry.id === 'initiative')!.ko;
    const note = calculateInitiative(2, {}, 'cypher', islandText('ko')).notes[1] ?? '';
    expect(note.startsWith(`${initiative.term}이 6보다 높으면`)).toBe(true);
    for (const old of initiative.avoid ?? []) expect(note).not.toContain(old);
  });
});
