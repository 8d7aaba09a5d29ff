import { checkInteger } from '../core/check.ts';
import { MAX_BONUS, ranges } from './limits.ts';

/** What an NPC's level gives it. */
export interface NpcStats {
  level: number;
  /**
   * 3 x level: what the player's rolls against it must reach. On initiative a PC must roll higher than it to act
   * before the NPC (`actsBeforeNpc`).
   */
  target: number;
  /** Health unless its description says otherwise: equal to its target number. */
  health: number;
  /** Difficulty of a PC's attack roll against it. */
  attackDifficulty: number;
  /** Difficulty of a PC's defense roll against its attacks. */
  defenseDifficulty: number;
}

/**
 * An NPC's target number, health and attack/defense difficulties from its level.
 * 004 "Damage" (health equals its target number), "Encounters, Rounds, And Initiative" (target = 3 x level) and
 * "The Player Always Rolls" (the NPC's level sets the target of the player's attack and defense rolls);
 * 000 "전투" (attack difficulty = level); 002 (opening section: health equals target number).
 *
 * @example
 * npc(2); // { level: 2, target: 6, health: 6, attackDifficulty: 2, defenseDifficulty: 2 }
 */
export function npc(level: number): NpcStats {
  const checked = checkInteger('level', level, ranges.level);
  return {
    level: checked,
    target: 3 * checked,
    health: 3 * checked,
    attackDifficulty: checked,
    defenseDifficulty: checked,
  };
}

/**
 * Whether a PC's initiative roll lets them act before an NPC of this level: the roll must be higher than the NPC's
 * target number (3 x level). A roll equal to it is not higher, so that PC acts after the NPC: the source sorts
 * those who "rolled higher" first and those who "rolled lower" last, and names no tie (the site's reading
 * `initiative-tie`, readings.ts).
 * 004 "Encounters, Rounds, And Initiative"; 000 "초점 장면, 라운드, 행동 순서" (Colin's 8 beats target 6).
 *
 * @example
 * actsBeforeNpc(8, 2); // true: 8 is higher than 6
 * actsBeforeNpc(6, 2); // false
 */
export function actsBeforeNpc(roll: number, level: number): boolean {
  const total = checkInteger('roll', roll, { min: 1, max: 20 + MAX_BONUS });
  return total > npc(level).target;
}
