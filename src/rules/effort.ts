import { checkInteger, RulesInputError } from './errors.ts';
import { rulesets } from './rulesets.ts';
import { damageTrack } from './track.ts';
import type { RulesetId } from './types.ts';

/** Effort never eases a task by more than six steps. 004 "Effort". */
export const MAX_EFFORT_STEPS = 6;

/** Options of a single Effort expenditure. */
export interface EffortCostOptions {
  /** Edge of the stat the points come from, whole number >= 0. Default 0. */
  edge?: number;
  /** The character is impaired: +1 point per level. Default false. */
  impaired?: boolean;
}

// 004 "Effort": 3 points for the first level, 2 for each further level; 001 (Spanish) "cuesta solo 2 puntos".
// 004 "The Damage Track" (Impaired): 1 extra point per level.
function pointsForLevels(levels: number, impaired: boolean): number {
  if (levels === 0) return 0;
  const extraPerLevel = damageTrack[impaired ? 'impaired' : 'hale'].effortExtraPerLevel;
  return 3 + 2 * (levels - 1) + extraPerLevel * levels;
}

/**
 * Points one Effort expenditure costs: 3 for the first level, 2 per further level, 1 more per level when
 * impaired, minus Edge, never below 0.
 * 004 "Effort"; 001 (Spanish) "se resta la Ventaja" (Edge 3 makes one level free); 004 "The Damage Track"
 * (Impaired).
 *
 * @example
 * effortCost(2, { edge: 2 }); // 3
 * effortCost(2, { impaired: true }); // 7
 */
export function effortCost(levels: number, opts: EffortCostOptions = {}): number {
  checkInteger('levels', levels, { min: 0 });
  const edge = checkInteger('edge', opts.edge ?? 0, { min: 0 });
  return Math.max(0, pointsForLevels(levels, opts.impaired ?? false) - edge);
}

/** Everything a character spends on one action. All costs come from the same Pool. */
export interface ActionCostInput {
  /** Edge of that Pool's stat. Default 0. */
  edge?: number;
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
  /** Points Edge saved (Edge counts once, on the expenditure where it saves most). */
  edgeSaved: number;
  /** The expenditure Edge went to: the first that gains most from it; null when Edge saved nothing. */
  edgeOn: Expenditure | null;
  /** Extra damage against a single target from effortDamage: 3 per level. */
  damageBonus: number;
  /** Each expenditure's cost before Edge. */
  costs: Record<Expenditure, number>;
}

/**
 * Points an action costs: each expenditure (initial cost, ability cost, Effort on the task, Effort on damage) is
 * costed on its own; Edge applies once per action, to the expenditure where it saves most.
 * 004 "Initial Cost" (Edge once per action); 001 (Spanish) "una única vez por cada acción" (Edge) and the total
 * levels of Effort may not exceed the character's Effort score.
 *
 * @example
 * actionCost({ edge: 2, initialCost: 3, effortTask: 1 }); // { total: 4, edgeSaved: 2, edgeOn: 'initialCost', ... }
 */
export function actionCost(input: ActionCostInput): ActionCostResult {
  const edge = checkInteger('edge', input.edge ?? 0, { min: 0 });
  const impaired = input.impaired ?? false;
  const effortTask = checkInteger('effortTask', input.effortTask ?? 0, { min: 0 });
  const effortDamageLevels = checkInteger('effortDamage', input.effortDamage ?? 0, { min: 0 });
  if (input.maxEffort !== undefined) {
    const maxEffort = checkInteger('maxEffort', input.maxEffort, { min: 1 });
    if (effortTask + effortDamageLevels > maxEffort) {
      throw new RulesInputError('effort', 'too-much-effort', {
        max: maxEffort,
        value: effortTask + effortDamageLevels,
      });
    }
  }
  const costs = {
    initialCost: checkInteger('initialCost', input.initialCost ?? 0, { min: 0 }),
    abilityCost: checkInteger('abilityCost', input.abilityCost ?? 0, { min: 0 }),
    effortTask: pointsForLevels(effortTask, impaired),
    effortDamage: pointsForLevels(effortDamageLevels, impaired),
  };
  let edgeSaved = 0;
  let edgeOn: Expenditure | null = null;
  for (const [expenditure, cost] of Object.entries(costs) as [Expenditure, number][]) {
    if (Math.min(edge, cost) > edgeSaved) {
      edgeSaved = Math.min(edge, cost);
      edgeOn = expenditure;
    }
  }
  const total = Object.values(costs).reduce((sum, cost) => sum + cost, 0) - edgeSaved;
  return { total, edgeSaved, edgeOn, damageBonus: effortDamage(effortDamageLevels).perTarget, costs };
}

/** What paying an action's cost does to the Pool. */
export interface PoolPayment {
  /** The Pool has the points: false means the task fails automatically. */
  canPay: boolean;
  /** Points left in the Pool; unchanged when it cannot pay, since nothing is spent. */
  poolAfter: number;
}

/**
 * Pays an action's cost (actionCost().total) from the Pool of its stat. A character who cannot spend the points
 * an action needs fails at the task automatically: no one spends points they do not have.
 * 004 "Taking Action" ("they automatically fail at the task"); 004 "Effort" (points come from the stat's Pool).
 *
 * @example
 * spendFromPool(10, 4); // { canPay: true, poolAfter: 6 }
 * spendFromPool(2, 3); // { canPay: false, poolAfter: 2 }
 */
export function spendFromPool(pool: number, cost: number): PoolPayment {
  checkInteger('pool', pool, { min: 0 });
  checkInteger('points', cost, { min: 0 });
  const canPay = cost <= pool;
  return { canPay, poolAfter: canPay ? pool - cost : pool };
}

/** Extra damage from Effort spent on an attack's damage. */
export interface EffortDamage {
  /** Extra damage to each target hit. */
  perTarget: number;
  /** Damage each target takes even when it avoids the attack. */
  onMiss: number;
}

/**
 * Extra damage from Effort on a single-target attack: 3 per level.
 * 004 "Damage" (Effort for 3 more points); 001 (Spanish) "3 puntos de daño adicionales".
 *
 * @example
 * effortDamage(2); // { perTarget: 6, onMiss: 0 }
 */
export function effortDamage(levels: number): EffortDamage {
  checkInteger('levels', levels, { min: 0 });
  return { perTarget: 3 * levels, onMiss: 0 };
}

/**
 * Extra damage from Effort on an area attack: 2 per level to every target; in Numenera, targets that avoid the
 * attack still take 1 point.
 * 001 (Spanish) "2 puntos adicionales" for area attacks, and "siguen sufriendo 1 punto";
 * 004 "Special Situation: Area Attacks" (the 1 point on a miss comes from the ability's description).
 *
 * @example
 * areaEffortDamage(1, 'numenera'); // { perTarget: 2, onMiss: 1 }
 */
export function areaEffortDamage(levels: number, ruleset: RulesetId = 'cypher'): EffortDamage {
  checkInteger('levels', levels, { min: 0 });
  return { perTarget: 2 * levels, onMiss: levels > 0 ? rulesets[ruleset].areaEffortMissDamage : 0 };
}
