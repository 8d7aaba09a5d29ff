import type { RulesetId } from './types.ts';

/** What an intrusion the GM chooses to make does with experience points. */
export interface IntrusionXp {
  /** XP the GM gives the player whose character the intrusion hits. */
  award: number;
  /** Of those, XP the player passes at once to another player. */
  passOn: number;
  /** XP a player spends to refuse the intrusion (and then gets none). */
  refuse: number;
}

/** The experience points (XP) that change hands in play, where the sources of the ruleset give the numbers. */
export interface ExperienceRules {
  /** XP a player spends on a lucky shot at a target that cannot be seen or located. */
  luckyShot: number;
  /** An intrusion the GM chooses to make; null where the ruleset's text leaves the numbers to a chapter not given. */
  intrusion: IntrusionXp | null;
  /** XP a reroll costs (the better of the two rolls counts); null where the ruleset's text gives none. */
  reroll: number | null;
  /** XP the GM awards at the end of a session for the discoveries made; null where the ruleset's text gives none. */
  discovery: { min: number; max: number } | null;
}

/**
 * The experience points of each ruleset.
 * - Lucky shot: 1 XP, in both. 004 "Illumination" and "Visibility" ("unless the player spends 1 XP to 'make a lucky
 *   shot'").
 * - A GM intrusion: 000 "마스터 개입" and "경험치": the GM gives the player 2 XP, who gives 1 of them to another
 *   player at once; refusing costs 1 XP the player already has. 004 "GM Intrusion" names the XP but leaves the
 *   numbers to its chapter on running the game, which the sources do not give: null for the Cypher System.
 * - Reroll: 000 "경험치" ("Rerolling costs 1 XP"; the better of the two rolls). Not in 004.
 * - Discovery: 000 (the sidebar on discovery): "between 1 and 4 XP at the end of a session". Not in 004.
 * The free intrusion of a natural 1 brings no XP in both (004 "Special Rolls"; 000 "특수 효과"): specialRolls.ts.
 */
export const experience = {
  cypher: { luckyShot: 1, intrusion: null, reroll: null, discovery: null },
  numenera: { luckyShot: 1, intrusion: { award: 2, passOn: 1, refuse: 1 }, reroll: 1, discovery: { min: 1, max: 4 } },
} as const satisfies Record<RulesetId, ExperienceRules>;
