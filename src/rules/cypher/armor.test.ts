import { describe, expect, it } from 'vitest';
import { armors } from './armor.ts';

describe('armors', () => {
  // 004 "Armor" and 002: light armor 1, medium 2, heavy 3.
  it.each([
    { category: 'light', armor: 1 },
    { category: 'medium', armor: 2 },
    { category: 'heavy', armor: 3 },
  ] as const)('$category armor gives $armor Armor', ({ category, armor }) => {
    expect(armors[category]).toMatchObject({ armor, name: `rules.armor.${category}.name` });
  });
});
