/** A category of physical weapon. */
export type WeaponCategory = 'light' | 'medium' | 'heavy';

/** One weapon category. */
export interface WeaponRow<C extends WeaponCategory = WeaponCategory> {
  category: C;
  /** Damage of a hit, a flat number. */
  damage: number;
  /** Steps the weapon eases attack rolls by (an asset: 000 calls anything else that eases a task an asset). */
  attackEase: number;
  /** Hands needed to attack with it. */
  hands: 1 | 2;
  name: `rules.weapon.${C}.name`;
  /** Typical weapons of the category. */
  examples: `rules.weapon.${C}.examples`;
}

/**
 * Weapon categories: light weapons deal 2 and ease the attack by one step, medium 4, heavy 6 and need two hands.
 * 000 "전투" (LIGHT/MEDIUM/HEAVY WEAPONS); 001 (Spanish) "LAS ARMAS LIGERAS ... MEDIANAS ... PESADAS".
 * (004 has no weapon table; it uses "a broadsword ... deals 4 points of damage" in "Damage".)
 */
export const weapons = {
  light: {
    category: 'light',
    damage: 2,
    attackEase: 1,
    hands: 1,
    name: 'rules.weapon.light.name',
    examples: 'rules.weapon.light.examples',
  },
  medium: {
    category: 'medium',
    damage: 4,
    attackEase: 0,
    hands: 1,
    name: 'rules.weapon.medium.name',
    examples: 'rules.weapon.medium.examples',
  },
  heavy: {
    category: 'heavy',
    damage: 6,
    attackEase: 0,
    hands: 2,
    name: 'rules.weapon.heavy.name',
    examples: 'rules.weapon.heavy.examples',
  },
} as const satisfies { [C in WeaponCategory]: WeaponRow<C> };

// Pure: a bundle that never checks a weapon leaves the table out.
/** Every weapon category, lightest first. */
export const weaponCategories = /* @__PURE__ */ Object.keys(weapons) as WeaponCategory[];
