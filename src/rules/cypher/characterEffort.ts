// What an action costs a character, with the Edge, armor, damage track and Effort score on their sheet, and paying it
// from the right Pool. Its own file so that only the Effort calculator and the sheet carry it.
import { checkChoice } from '../core/check.ts';
import { RulesInputError } from '../core/errors.ts';
import { actionCost, spendFromPool, type ActionCostResult } from './action.ts';
import { checkCharacter, statIds, withPool, type Character } from './character.ts';
import { damageTrack, stepDown } from './track.ts';
import type { Stat } from './types.ts';

/** One action of a character: the stat whose Pool pays, and what is spent on it besides that stat's Edge. */
export interface CharacterAction {
  stat: Stat;
  /** GM-assigned cost just to try. Default 0. */
  initialCost?: number;
  /** Cost to activate a special ability. Default 0. */
  abilityCost?: number;
  /** Levels of Effort to ease the task. Default 0. */
  effortTask?: number;
  /** Levels of Effort on extra damage. Default 0. */
  effortDamage?: number;
}

/** A character on a step of the damage track where they cannot act is refused: debilitated or dead. */
function checkCanAct(character: Character): void {
  if (damageTrack[character.track].actions !== 'any') {
    throw new RulesInputError('track', character.track === 'dead' ? 'dead' : 'cannot-act', { value: character.track });
  }
}

/**
 * What an action costs this character (`actionCost`): the stat's Edge, the armor worn and whether they are
 * practiced with it, impaired from the damage track, the Effort score as the most levels, and the ruleset. A
 * debilitated or dead character takes no action (004 "The Damage Track"): refused (`cannot-act`, `dead`).
 *
 * @example
 * // Speed 12 of 12, Speed Edge 1, light armor they are practiced with, two levels of Effort on the task:
 * // 3 + 2, plus 1 a level for light armor, less Edge 1 (CSRD "Using Armor").
 * characterActionCost(character, { stat: 'speed', effortTask: 2 }).total; // 6
 */
export function characterActionCost(character: Character, action: CharacterAction): ActionCostResult {
  const checked = checkCharacter(character);
  checkCanAct(checked);
  const stat = checkChoice('stat', action?.stat, statIds);
  return actionCost(
    {
      initialCost: action.initialCost,
      abilityCost: action.abilityCost,
      effortTask: action.effortTask,
      effortDamage: action.effortDamage,
      stat,
      edge: checked[stat].edge,
      armor: checked.armorWeight,
      armorPracticed: checked.armorPracticed,
      impaired: checked.track === 'impaired',
      maxEffort: checked.effort,
    },
    checked.ruleset,
  );
}

/**
 * Spends an action's cost (`characterActionCost`, or `actionCost`) from a stat's Pool. A Pool that cannot pay it all
 * is refused (`not-enough-points`, `max`: the points it holds): the task fails or the Effort cannot be applied, and
 * nothing is spent (004 "Taking Action", "Effort"). A Pool paid down to 0 moves the character one step down the
 * damage track (004 "The Damage Track"). A debilitated or dead character takes no action.
 *
 * @example
 * spendPoints(character, 'speed', characterActionCost(character, { stat: 'speed', effortTask: 2 })).speed.current; // 6
 */
export function spendPoints<C extends Character>(
  character: C,
  stat: Stat,
  cost: Pick<ActionCostResult, 'total' | 'minimum'>,
): C {
  const checked = checkCharacter(character);
  checkCanAct(checked);
  const which = checkChoice('stat', stat, statIds);
  const pool = checked[which].current;
  const payment = spendFromPool(pool, cost, { impaired: checked.track === 'impaired' });
  if (payment.outcome !== 'paid') {
    throw new RulesInputError(which, 'not-enough-points', { max: pool, value: cost.total });
  }
  return withPool(checked, which, payment.poolAfter, stepDown(checked.track, payment.reachesZero ? 1 : 0));
}
