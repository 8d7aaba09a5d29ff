import { describe, expect, it } from 'vitest';
import { characterHit, characterRecovery, takeHit, takeCharacterRecoveryRoll } from '../../../rules/index.ts';
import { logChange } from '../../../character/log.ts';
import { newCharacter } from '../../../character/sheet.ts';
import { islandText } from '../shared/strings.ts';
import { hitPreview, recoveryNotes } from './character-sheet-play-text.ts';
import { cypherLine, logLine } from './character-sheet-text.ts';
import { fieldLabels } from './character-sheet-words.ts';

// Issue 41's example (004 "The Effects of Taking Damage", "The Damage Track"): Armor 1; Might 5, Speed 6, Intellect
// 10; a hit of 8.
const fighter = {
  ...newCharacter('f'),
  armor: 1,
  might: { max: 10, current: 5, edge: 0 },
  speed: { max: 10, current: 6, edge: 0 },
};
const hit = { amount: 8 };
const number = (locale: string) => new Intl.NumberFormat(locale).format;

describe('logLine', () => {
  const [entry] = logChange([], 'hit', { amount: 8, type: 'might' }, fighter, takeHit(fighter, hit));

  it.each([
    ['en', 'Took a hit of 8 (Might). Might 5 → 0, Speed 6 → 4. Damage track: Hale → Impaired.'],
    ['es', 'Recibido un golpe de 8 (Vigor). Vigor 5 → 0, Velocidad 6 → 4. Escala de daño: Sano → Mermado.'],
    ['ko', '피해 8점을 받았습니다(힘). 힘 5 → 0, 속력 6 → 4. 부상 트랙: 건강 → 부상 상태.'],
  ] as const)('%s: says what the hit was and how the Pools and the track moved', (locale, line) => {
    expect(logLine(entry!, islandText(locale), (key) => fieldLabels(locale)[key.replace(/^label\./, '')]!)).toBe(line);
  });

  it('names the field an edit changed, and the recovery rolls a roll used', () => {
    const text = islandText('en');
    const label = (key: string) => fieldLabels('en')[key.replace(/^label\./, '')]!;
    const [edit] = logChange([], 'edit', { field: 'speedEdge' }, fighter, {
      ...fighter,
      speed: { ...fighter.speed, edge: 1 },
    });
    expect(logLine(edit!, text, label)).toBe('Edited: Speed · Edge.');
    const [roll] = logChange(
      [],
      'recover',
      { d6: 3, points: 4 },
      fighter,
      takeCharacterRecoveryRoll(fighter, 3, { might: 4 }),
    );
    expect(logLine(roll!, text, label)).toBe(
      'Recovery roll: 3 on the d6, 4 points. Might 5 → 9. Recovery rolls used: 0 → 1.',
    );
  });
});

describe('what the play controls say', () => {
  it.each([
    ['en', 'Armor stops 1: 7 points get through. Might 0, Speed 4, Intellect 10. Impaired.'],
    ['ko', '장갑이 1점을 막아 7점이 들어갑니다. 힘 0, 속력 4, 지성 10. 부상 상태.'],
  ] as const)('%s: a hit, through Armor and down the Pools', (locale, words) => {
    expect(hitPreview(characterHit(fighter, hit), 8, 1, islandText(locale), number(locale))).toBe(words);
  });

  it('says when Armor does not count, or stops everything', () => {
    const text = islandText('en');
    expect(hitPreview(characterHit(fighter, { amount: 2, type: 'speed' }), 2, 1, text, String)).toMatch(
      /^Armor does not count against this hit\./,
    );
    expect(hitPreview(characterHit(fighter, { amount: 1 }), 1, 1, text, String)).toMatch(/^Armor stops 1\. Might 5/);
  });

  // 004 "Recovering Points in a Pool": points beyond a Pool's maximum are lost, and so are points not shared.
  it('counts the points of a roll not shared, and those lost above a maximum', () => {
    const text = islandText('en');
    const roll = characterRecovery(fighter, 6, { might: 4 });
    expect(recoveryNotes(roll, 7, 4, text)).toEqual(['3 points not shared are lost.']);
    const over = characterRecovery(fighter, 6, { speed: 7 });
    expect(recoveryNotes(over, 7, 7, text)).toEqual(['3 points are lost above the maximum.']);
  });
});

describe('cypherLine', () => {
  it('says the cyphers carried against the limit, plainly when over it', () => {
    const text = islandText('en');
    const cypher = { name: 'Stim', level: 2, used: false, note: '' };
    expect(cypherLine({ ...fighter, cyphers: [cypher] }, text)).toEqual({ over: false, line: 'Carried: 1 of 2.' });
    expect(cypherLine({ ...fighter, cypherLimit: 1, cyphers: [cypher, cypher] }, text)).toEqual({
      over: true,
      line: '✗ Over the limit: 2 carried, 1 allowed. Use or leave one.',
    });
  });
});
