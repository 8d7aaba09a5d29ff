import { checkChoice, checkList } from '../core/check.ts';
import { checkHit, type Hit } from './damage.ts';
import { ranges } from './limits.ts';
import { skillIds } from './skills.ts';
import type { Skill } from './types.ts';

/**
 * Assets a helper gives by their skill in the task: none with an inability, one when practiced, two when trained
 * or specialized. 004 "Cooperative Actions" (Helping); 000 "협동".
 */
export const helpBySkill = {
  inability: 0,
  practiced: 1,
  trained: 2,
  specialized: 2,
} as const satisfies { [S in Skill]: number };

/**
 * The assets that characters who use their action to help someone bring to the task, one entry per helper's skill.
 * Help is an asset: add the result to the task's other assets, and resolveTask counts two asset steps at most
 * (004 "Cooperative Actions": help "is considered an asset", and no more than two assets count; 000 "협동").
 *
 * @example
 * helpAssets(['trained']); // 2: Sarah, trained in climbing, helps Scott (004 "Cooperative Actions")
 * helpAssets(['inability', 'practiced']); // 1
 */
export function helpAssets(helpers: readonly Skill[]): number {
  return checkList('helpers', helpers, ranges.count).reduce<number>(
    (sum, skill) => sum + helpBySkill[checkChoice('helpers', skill, skillIds)],
    0,
  );
}

/** Extra damage the character who takes the attack suffers. 004 "Cooperative Actions" (Take the Attack). */
export const TAKE_THE_ATTACK_EXTRA_DAMAGE = 1;

/**
 * The hit a character takes when they throw themselves in front of a foe's successful attack on a comrade: it hits
 * them automatically and deals 1 more point of damage (004 "Cooperative Actions", Take the Attack). Pass the result
 * to applyDamage.
 *
 * @example
 * takeTheAttack({ amount: 4 }); // { amount: 5, type: 'might', ignoreArmor: false }
 */
export function takeTheAttack(hit: Hit): Required<Hit> {
  const checked = checkHit(hit);
  return { ...checked, amount: checked.amount + TAKE_THE_ATTACK_EXTRA_DAMAGE };
}
