import type { RulesetId } from './types.ts';

/** A category of physical armor. */
export type ArmorCategory = 'light' | 'medium' | 'heavy';

/** The physical armor a character wears: a category, or none. */
export type WornArmor = ArmorCategory | 'none';

/**
 * Each category of physical armor: the Armor it gives (light 1, medium 2, heavy 3; 004 "Armor", 002 opening section)
 * and how many more points each level of Speed Effort costs while it is worn (light 1, medium 2, heavy 3): CSRD
 * chapter 10 "Equipment", "Using Armor" (its table "Speed Effort Additional Cost Per Level"), and Numenera Discovery's
 * "Using Armor", with the same worked example (two levels of Speed Effort in light armor cost 7 points, not 5). Not
 * in 000 or 004, which stop at the Armor each category gives; see README "Armor and Speed Effort".
 */
export const armors = {
  light: { category: 'light', armor: 1, speedEffortPerLevel: 1, name: 'rules.armor.light.name' },
  medium: { category: 'medium', armor: 2, speedEffortPerLevel: 2, name: 'rules.armor.medium.name' },
  heavy: { category: 'heavy', armor: 3, speedEffortPerLevel: 3, name: 'rules.armor.heavy.name' },
} as const satisfies {
  [C in ArmorCategory]: { category: C; armor: number; speedEffortPerLevel: number; name: `rules.armor.${C}.name` };
};

/** The choices of worn armor, none first. */
export const wornArmors = ['none', 'light', 'medium', 'heavy'] as const satisfies readonly WornArmor[];

/**
 * Points each level of Speed Effort costs on top of the armor's own extra when the character is not practiced with the
 * armor they wear, by ruleset: a difference between the games, kept here rather than in rulesets.ts because only the
 * cost of an action reads it (rulesets.ts says why). CSRD chapter 10 "Equipment", "Using Armor": "If you are not
 * experienced with a certain type of armor but wear it anyway, this cost is further increased by 1". Numenera
 * Discovery's "Using Armor" has no such rule (Glaives' and Jacks' abilities lower the cost instead): 0. No source file
 * holds Discovery's text: it was read in the public transcription IverCold/ivercold.github.io
 * (character_creation/equipment.html, commit 0f4383ca8c4f) and a forum quotation of its p. 95; README "Armor and
 * Speed Effort", and the pages cite it as "Numenera Discovery, as quoted in a public transcription and a forum discussion".
 */
export const unpracticedArmorPerLevel = { cypher: 1, numenera: 0 } as const satisfies Record<RulesetId, number>;
