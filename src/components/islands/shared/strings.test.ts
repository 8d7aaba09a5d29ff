import { describe, expect, it } from 'vitest';
import { islandText } from './strings.ts';

describe('islandText', () => {
  it('fills the placeholders of a UI string, numbers in the locale’s format', () => {
    expect(islandText('es')('diceRoller.note.damage', { natural: 19, damage: 3 })).toBe(
      '19 natural en un ataque: +3 al daño.',
    );
    expect(islandText('en')('difficultyTable.capAssets', { count: 1000 })).toBe(
      'Only two asset steps count: 1,000 more did not.',
    );
  });
});
