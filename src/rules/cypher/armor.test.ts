import { describe, expect, it } from 'vitest';
import { armors, unpracticedArmorPerLevel, wornArmors } from './armor.ts';

describe('armors', () => {
  // 004 "Armor" and 002: light armor 1, medium 2, heavy 3.
  it.each([
    { category: 'light', armor: 1 },
    { category: 'medium', armor: 2 },
    { category: 'heavy', armor: 3 },
  ] as const)('$category armor gives $armor Armor', ({ category, armor }) => {
    expect(armors[category]).toMatchObject({ armor, name: `rules.armor.${category}.name` });
  });

  // CSRD chapter 10 "Equipment", "Using Armor", table "Speed Effort Additional Cost Per Level": light +1, medium +2,
  // heavy +3 (the same in Numenera Discovery's "Using Armor").
  it.each([
    { category: 'light', perLevel: 1 },
    { category: 'medium', perLevel: 2 },
    { category: 'heavy', perLevel: 3 },
  ] as const)('each level of Speed Effort costs $perLevel more in $category armor', ({ category, perLevel }) => {
    expect(armors[category].speedEffortPerLevel).toBe(perLevel);
  });

  it('offers no armor and each category as what a character wears', () => {
    expect(wornArmors).toEqual(['none', ...Object.keys(armors)]);
  });

  // CSRD chapter 10 "Equipment", "Using Armor": not practiced with the armor, 1 more per level of Speed Effort;
  // Numenera Discovery's "Using Armor" names no such cost (read in the public transcription
  // IverCold/ivercold.github.io, character_creation/equipment.html at commit 0f4383ca8c4f, quoted in action.test.ts).
  it('lack of practice with armor costs 1 more per level of Speed Effort in the Cypher System only', () => {
    expect(unpracticedArmorPerLevel).toEqual({ cypher: 1, numenera: 0 });
  });
});
