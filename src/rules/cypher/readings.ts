// The site's readings: where the sources leave a gap that a tool must fill, the choice the site makes. One list,
// each with an id; the site explains every one of them on one page (content/<locale>/site/readings.mdx, a section
// per id), and every page, tool note and string that states one marks it as the site's reading with a link there
// (`<Reading id>` in a page, `[reading:<id>]` in a UI string; tests/unit/readings.test.ts, tests/e2e/readings.e2e.ts).

/** The id of one of the site's readings: the id of its section on the readings page. */
export type ReadingId =
  'initiative-tie' | 'effort-split' | 'area-effort' | 'object-margin' | 'rounding' | 'unseen-target' | 'rolling-anyway';

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
 * - area-effort: Effort on an area attack adds 2 points per level to every target and 1 point to those it misses,
 *   on the Cypher System pages as on the Numenera pages. 001 states it for every area attack; 004 "Special
 *   Situation: Area Attacks" gives only the Shatter example.
 * - object-margin: "exceeded the difficulty by 2 (4) levels" is read as reaching the target number of the
 *   difficulty plus 2 (4). 004 "Special Situation: Attacking Objects" does not say how the margin is measured.
 * - rounding: a weight, or a jump measured in meters, that falls between two steps counts as the nearest step, a
 *   half counting as the harder one. 004 "Jumping" and "Moving A Heavy Object" give whole steps only; the metric
 *   examples of the weights (68 kg is difficulty 3, 180 kg difficulty 8) fit this rule.
 * - unseen-target: a target that cannot be seen is hindered four steps once, whatever hides it, and other sight
 *   penalties add nothing to it. 004 "Illumination" and "Visibility" list the modifiers without saying how they
 *   combine.
 * - rolling-anyway: a routine task rolled anyway (004 "Action: Activate a Special Ability") gets what a natural 20
 *   brings and nothing from the other faces: a 1 is no intrusion, a 19 no minor effect. The sources give the other
 *   faces no meaning there.
 *
 * Settled, no longer a reading: the refund of a natural 20 for an impaired character. 004 "Special Rolls" gives the
 * refund in a sentence of its own, apart from the major effect that 004 "The Damage Track" takes from an impaired
 * character, so the points come back (specialRolls.ts). Until 2026-11-27 the site read the refund as part of the
 * major effect; the readings page says what changed (#impaired-refund).
 */
export const readings = [
  { id: 'initiative-tie', appliedBy: ['actsBeforeNpc', 'actsFirst', 'resolveInitiative'] },
  { id: 'effort-split', appliedBy: ['actionCost'] },
  { id: 'area-effort', appliedBy: ['areaEffortDamage'] },
  { id: 'object-margin', appliedBy: ['objectDamageSteps'] },
  { id: 'rounding', appliedBy: ['resolveJump', 'resolveHeavyObject'] },
  { id: 'unseen-target', appliedBy: ['resolveCombatRoll', 'combatCaps'] },
  { id: 'rolling-anyway', appliedBy: ['resolveRoll'] },
] as const satisfies readonly Reading[];

/** Readings the site has settled since: their sections stay on the readings page to say what changed. */
export const settledReadings = ['impaired-refund'] as const;
