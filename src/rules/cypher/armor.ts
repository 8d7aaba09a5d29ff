/** A category of physical armor. */
export type ArmorCategory = 'light' | 'medium' | 'heavy';

/**
 * Armor each category of physical armor gives: light 1, medium 2, heavy 3.
 * 004 "Armor"; 002 (opening section, on Armor).
 */
export const armors = {
  light: { category: 'light', armor: 1, name: 'rules.armor.light.name' },
  medium: { category: 'medium', armor: 2, name: 'rules.armor.medium.name' },
  heavy: { category: 'heavy', armor: 3, name: 'rules.armor.heavy.name' },
} as const satisfies { [C in ArmorCategory]: { category: C; armor: number; name: `rules.armor.${C}.name` } };
