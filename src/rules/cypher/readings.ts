// The site's readings: where the sources leave a gap that a tool must fill, the choice the site makes. One list,
// each with an id; the site explains every one of them on one page (content/<locale>/site/readings.mdx, a section
// per id), and every page, tool note and string that states one marks it as the site's reading with a link there
// (`<Reading id>` in a page, `[reading:<id>]` in a UI string; tests/unit/readings.test.ts, tests/e2e/readings.e2e.ts).

/** The id of one of the site's readings: the id of its section on the readings page. */
export type ReadingId =
  | 'initiative-tie'
  | 'effort-split'
  | 'object-margin'
  | 'rounding'
  | 'unseen-target'
  | 'beyond-sight'
  | 'pvp-steps'
  | 'impaired-refund';

/** One of the site's readings: what the sources leave open, and where the rules module fills it. */
export interface Reading {
  id: ReadingId;
  /** The functions and tables of this module that apply it. */
  appliedBy: readonly string[];
}

/**
 * The site's readings.
 * - initiative-tie: a PC acts before an NPC whose target number their initiative roll beats; a roll equal to it is
 *   not higher, so that PC acts after the NPC. 004 "Encounters, Rounds, And Initiative" and 000 "초점 장면, 라운드,
 *   행동 순서" sort those who "rolled higher" and "rolled lower" and name no tie.
 * - effort-split: Effort on the task and Effort on damage are separate expenditures, each starting at 3 points, with
 *   Edge once. 001 (Spanish) lets the levels be split and Edge reduce only one of the two; 004 "Effort" names the
 *   split but neither prices it.
 * - object-margin: "exceeded the difficulty by 2 (4) levels" is read as reaching the target number of the
 *   difficulty plus 2 (4). 004 "Special Situation: Attacking Objects" does not say how the margin is measured.
 * - rounding: a weight or a jump whose difficulty falls between two steps (a weight that is not a whole number of 50
 *   pounds or 23 kg, a jump in meters, an odd number of feet after a short run) counts as the nearest step, a half
 *   counting as the harder one. 004 "Jumping" and "Moving A Heavy Object" give whole steps only. Their examples settle
 *   nothing: 68 kg and 180 kg (difficulty 3 and 8) fit rounding up as well as rounding to the nearest step, and "every
 *   50 pounds" read to the letter counts whole 50s only (75 pounds would be 1, not 2).
 * - unseen-target: a target that cannot be seen is hindered four steps once, whatever hides it, and other sight
 *   penalties add nothing to it. 004 "Illumination" and "Visibility" list the modifiers without saying how they
 *   combine.
 * - beyond-sight: a target past what the light lets an attacker see (beyond short range in dim or very dim light)
 *   counts as unseen, as in darkness. 004 "Illumination" says how far each light lets you see and gives modifiers
 *   within that range only.
 * - pvp-steps: in a fight between PCs, the defender's easing steps add 3 each to the defense roll as the
 *   attacker's do to the attack roll, and a hindering step on either side takes 3 away. 004 "Special Situation:
 *   Combat Between PCs" states the +3 for the attacker's easing steps only.
 * - impaired-refund: an impaired character's natural 20 refunds nothing. 004 "Special Rolls" gives the refund under
 *   "20: Major Effect", "Action: Activate a Special Ability" makes the lower cost the fruit of the major effect, and
 *   "The Damage Track" takes the major effect from an impaired character; no source says whether the refund goes
 *   with it.
 *
 * Settled, no longer readings (their sections stay on the readings page to say what changed):
 * - area-effort (2026-11-28): Effort on an area attack is the CSRD's own rule ("Effort and Damage"), not a gap.
 * - rolling-anyway (2026-11-28): a routine task rolled anyway is a roll, and 004 "Special Rolls" gives every special
 *   face its meaning on any roll, a 1 included (roll.ts).
 */
export const readings = [
  { id: 'initiative-tie', appliedBy: ['actsBeforeNpc', 'actsFirst', 'resolveInitiative'] },
  { id: 'effort-split', appliedBy: ['actionCost'] },
  { id: 'object-margin', appliedBy: ['objectDamageSteps'] },
  { id: 'rounding', appliedBy: ['resolveJump', 'resolveHeavyObject'] },
  { id: 'unseen-target', appliedBy: ['resolveCombatRoll', 'combatCaps'] },
  { id: 'beyond-sight', appliedBy: ['resolveCombatRoll', 'combatModifiers'] },
  { id: 'pvp-steps', appliedBy: ['resolvePlayerVsPlayer', 'playerVsPlayerRoll'] },
  { id: 'impaired-refund', appliedBy: ['specialRoll', 'resolveRoll'] },
] as const satisfies readonly Reading[];

/** Readings the site has settled since: their sections stay on the readings page to say what changed. */
export const settledReadings = ['area-effort', 'rolling-anyway'] as const;
