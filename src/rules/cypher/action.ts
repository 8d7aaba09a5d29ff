// What one action costs (initial cost, ability cost, Effort on the task and on damage, with Edge once, and what armor
// adds to Speed Effort) and what paying it from a Pool comes to. Its own file so that an island that never costs an
// action leaves it out.
import { checkBoolean, checkChoice, checkInteger } from '../core/check.ts';
import { armors, unpracticedArmorPerLevel, wornArmors, type WornArmor } from './armor.ts';
import { effortDamage, pointsForLevels } from './effort.ts';
import { MAX_EFFORT_STEPS } from './task.ts';
import { RulesInputError } from '../core/errors.ts';
import { ranges } from './limits.ts';
import { checkRuleset } from './rulesets.ts';
import { stepDown } from './track.ts';
import type { RulesetId, Stat, Track } from './types.ts';

const statIds = ['might', 'speed', 'intellect'] as const satisfies readonly Stat[];

/** Everything a character spends on one action. All costs come from the same Pool. */
export interface ActionCostInput {
  /** The stat whose Pool pays (and whose Edge `edge` is). Default 'speed'. Armor raises only Speed Effort. */
  stat?: Stat;
  /** Edge of that Pool's stat. Default 0. */
  edge?: number;
  /** The physical armor worn. Default 'none'. */
  armor?: WornArmor;
  /** The character is practiced with the armor they wear. Default true. */
  armorPracticed?: boolean;
  /** The character is impaired. Default false. */
  impaired?: boolean;
  /** GM-assigned cost just to try. Default 0. */
  initialCost?: number;
  /** Cost to activate a special ability. Default 0. */
  abilityCost?: number;
  /** Effort levels spent to ease the task. Default 0. */
  effortTask?: number;
  /** Effort levels spent on extra damage. Default 0. */
  effortDamage?: number;
  /** The character's Effort score; more levels in total is an error. No limit when absent. */
  maxEffort?: number;
}

/** The separate expenditures of one action, each costed on its own. */
export type Expenditure = 'initialCost' | 'abilityCost' | 'effortTask' | 'effortDamage';

/** What an action costs. */
export interface ActionCostResult {
  /** Points spent from the Pool. */
  total: number;
  /**
   * Points the action costs without any Effort: its initial and ability costs, less Edge. A Pool that cannot pay
   * this much fails the task automatically (004 "Taking Action").
   */
  minimum: number;
  /** Levels of Effort on the task beyond six: they cost points but cannot ease the task further (004 "Effort"). */
  ignoredEffort: number;
  /** Points Edge saved (Edge counts once, on the expenditure where it saves most). */
  edgeSaved: number;
  /** The expenditure Edge went to: the first that gains most from it; null when Edge saved nothing. */
  edgeOn: Expenditure | null;
  /** Extra damage against a single target from effortDamage: 3 per level. */
  damageBonus: number;
  /** Points each level of Effort costs more because of the armor worn: 0 unless the stat is Speed. */
  armorPerLevel: number;
  /** Points of `total` that the armor adds: the total less what the action would cost without armor, Edge counted. */
  armorAdded: number;
  /** Each expenditure's cost before Edge (the Effort with what armor adds to it). */
  costs: Record<Expenditure, number>;
}

/** What Edge does to a set of costs: it counts once, on the expenditure where it saves most. */
function withEdge(costs: Record<Expenditure, number>, edge: number) {
  let edgeSaved = 0;
  let edgeOn: Expenditure | null = null;
  for (const [expenditure, cost] of Object.entries(costs) as [Expenditure, number][]) {
    if (Math.min(edge, cost) > edgeSaved) {
      edgeSaved = Math.min(edge, cost);
      edgeOn = expenditure;
    }
  }
  const total = Object.values(costs).reduce((sum, cost) => sum + cost, 0) - edgeSaved;
  return { total, edgeSaved, edgeOn };
}

/**
 * Points an action costs: each expenditure (initial cost, ability cost, Effort on the task, Effort on damage) is
 * costed on its own; Edge applies once per action, to the expenditure where it saves most.
 * 004 "Initial Cost" (Edge once per action); 001 (Spanish) "una única vez por cada acción" (Edge) and the total
 * levels of Effort may not exceed the character's Effort score. That Effort on the task and Effort on damage each
 * start at 3 points is the site's reading (README, "Readings where the sources leave a gap": effort-split).
 *
 * Armor raises the cost of every level of Speed Effort, on the task and on damage alike, by the armor's
 * `speedEffortPerLevel`, and in the Cypher System by 1 more when the character is not practiced with it
 * (`unpracticedArmorPerLevel`, by ruleset); Edge then reduces the overall cost as usual. Might and Intellect
 * Effort are unchanged. CSRD chapter 10 "Equipment", "Using Armor"; Numenera Discovery, "Using Armor".
 *
 * @example
 * actionCost({ edge: 2, initialCost: 3, effortTask: 1 }); // { total: 4, edgeSaved: 2, edgeOn: 'initialCost', ... }
 * actionCost({ stat: 'speed', armor: 'light', effortTask: 2 }).total; // 7 (5, plus 1 per level for light armor)
 */
export function actionCost(input: ActionCostInput, ruleset: RulesetId = 'cypher'): ActionCostResult {
  const game = checkRuleset(ruleset);
  const stat = checkChoice('stat', input?.stat ?? 'speed', statIds);
  const edge = checkInteger('edge', input?.edge ?? 0, ranges.edge);
  const armor = checkChoice('armor', input?.armor ?? 'none', wornArmors);
  const practiced = checkBoolean('armorPracticed', input?.armorPracticed ?? true);
  const impaired = checkBoolean('impaired', input?.impaired ?? false);
  const effortTask = checkInteger('effortTask', input?.effortTask ?? 0, ranges.effortLevels);
  const effortDamageLevels = checkInteger('effortDamage', input?.effortDamage ?? 0, ranges.effortLevels);
  if (input?.maxEffort !== undefined) {
    const maxEffort = checkInteger('maxEffort', input?.maxEffort, ranges.effortScore);
    if (effortTask + effortDamageLevels > maxEffort) {
      throw new RulesInputError('effort', 'too-much-effort', {
        max: maxEffort,
        value: effortTask + effortDamageLevels,
      });
    }
  }
  const armorPerLevel =
    stat === 'speed' && armor !== 'none'
      ? armors[armor].speedEffortPerLevel + (practiced ? 0 : unpracticedArmorPerLevel[game])
      : 0;
  const unarmored = {
    initialCost: checkInteger('initialCost', input?.initialCost ?? 0, ranges.points),
    abilityCost: checkInteger('abilityCost', input?.abilityCost ?? 0, ranges.points),
    effortTask: pointsForLevels(effortTask, impaired),
    effortDamage: pointsForLevels(effortDamageLevels, impaired),
  };
  const costs = {
    ...unarmored,
    effortTask: unarmored.effortTask + armorPerLevel * effortTask,
    effortDamage: unarmored.effortDamage + armorPerLevel * effortDamageLevels,
  };
  const { total, edgeSaved, edgeOn } = withEdge(costs, edge);
  const withoutEffort = costs.initialCost + costs.abilityCost;
  return {
    total,
    minimum: withoutEffort - Math.min(edge, Math.max(costs.initialCost, costs.abilityCost)),
    ignoredEffort: Math.max(0, effortTask - MAX_EFFORT_STEPS),
    edgeSaved,
    edgeOn,
    damageBonus: effortDamage(effortDamageLevels).perTarget,
    armorPerLevel,
    armorAdded: total - withEdge(unarmored, edge).total,
    costs,
  };
}

/**
 * What paying for an action comes to:
 * - 'paid': the Pool pays the whole cost;
 * - 'task-fails': the Pool cannot pay even the action's minimum cost (initial and ability costs), so the task fails
 *   automatically (004 "Taking Action");
 * - 'effort-unaffordable': the Pool pays the minimum but not the Effort chosen, which cannot be applied: no one
 *   spends points they do not have (004 "Effort": Effort is paid from the Pool). Fewer levels may still be paid.
 */
export type PaymentOutcome = 'paid' | 'task-fails' | 'effort-unaffordable';

/** What paying an action's cost does to the Pool. */
export interface PoolPayment {
  outcome: PaymentOutcome;
  /** Points left in the Pool; unchanged when it cannot pay, since nothing is spent. */
  poolAfter: number;
  /** The payment takes the Pool to 0, which moves the character one step down the damage track. */
  reachesZero: boolean;
  /** The character's place on the damage track after paying. */
  track: Track;
}

/** A payer on the damage track: hale, or impaired (a debilitated character takes no actions). */
export interface PayerOptions {
  /** The character is impaired. Default false. */
  impaired?: boolean;
}

/**
 * Pays an action's cost (`actionCost()`) from the Pool of its stat. A Pool that cannot pay the action's minimum
 * cost fails the task automatically; one that can pay the minimum but not the Effort cannot apply that Effort.
 * A Pool that pays down to 0 moves the character one step down the damage track, as damage would.
 * 004 "Taking Action" ("they automatically fail at the task"), "Effort" (points come from the stat's Pool) and
 * "The Damage Track" ("When one of a PC's stat Pools reaches 0, they move one step down the damage track").
 *
 * @example
 * spendFromPool(10, actionCost({ initialCost: 3, effortTask: 1 })); // { outcome: 'paid', poolAfter: 4, ... }
 * spendFromPool(4, actionCost({ initialCost: 3, effortTask: 1 })).outcome; // 'effort-unaffordable'
 * spendFromPool(3, actionCost({ effortTask: 1 })); // { outcome: 'paid', poolAfter: 0, reachesZero: true, track: 'impaired' }
 */
export function spendFromPool(
  pool: number,
  cost: Pick<ActionCostResult, 'total' | 'minimum'>,
  options: PayerOptions = {},
): PoolPayment {
  const points = checkInteger('pool', pool, ranges.points);
  const total = checkInteger('cost', cost?.total, ranges.points);
  const minimum = checkInteger('minimumCost', cost?.minimum, { min: 0, max: total });
  const before: Track = checkBoolean('impaired', options?.impaired ?? false) ? 'impaired' : 'hale';
  // 004 "The Damage Track": a Pool at 0 means at least one step down the track (hale needs every Pool at 1+).
  if (points === 0 && before === 'hale')
    throw new RulesInputError('track', 'track-too-healthy', { min: 1, value: before });

  let outcome: PaymentOutcome = 'paid';
  if (minimum > points) outcome = 'task-fails';
  else if (total > points) outcome = 'effort-unaffordable';
  const poolAfter = outcome === 'paid' ? points - total : points;
  const reachesZero = points > 0 && poolAfter === 0;
  return { outcome, poolAfter, reachesZero, track: stepDown(before, reachesZero ? 1 : 0) };
}
