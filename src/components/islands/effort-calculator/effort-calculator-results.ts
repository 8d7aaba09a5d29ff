import {
  actionCost,
  areaEffortDamage,
  effortDamage,
  spendFromPool,
  type ActionCostInput,
  type ActionCostResult,
  type EffortDamage,
  type PoolPayment,
  type RulesetId,
} from '../../../rules/index.ts';
import type { UiKey } from '../../../i18n/index.ts';

/** The UI strings the Effort calculator's script needs (the error messages come with every island). */
export const effortCalculatorKeys = [
  'effortCalculator.edgeOn',
  'effortCalculator.expenditure.initialCost',
  'effortCalculator.expenditure.abilityCost',
  'effortCalculator.expenditure.effortTask',
  'effortCalculator.expenditure.effortDamage',
  'effortCalculator.canPay',
  'effortCalculator.cannotPay',
] as const satisfies readonly UiKey[];

/** The calculator's fields, named as the rules module names them. */
export type EffortCalculatorInput = Required<ActionCostInput> & { pool: number; area: boolean };

/** Everything the calculator shows, straight from src/rules. */
export interface ActionResults {
  cost: ActionCostResult;
  payment: PoolPayment;
  damage: EffortDamage;
}

/**
 * Works out an action from the calculator's fields: its cost with Edge (actionCost), whether the Pool can pay it
 * (spendFromPool) and the extra damage of the Effort on damage, for one target or an area (effortDamage,
 * areaEffortDamage). Throws RulesInputError on bad input, as the rules module does.
 */
export function workOutAction(input: EffortCalculatorInput, ruleset: RulesetId): ActionResults {
  const cost = actionCost(input);
  return {
    cost,
    payment: spendFromPool(input.pool, cost.total),
    damage: input.area ? areaEffortDamage(input.effortDamage, ruleset) : effortDamage(input.effortDamage),
  };
}

type Text = (key: string, values?: Record<string, string | number>) => string;

/** One `<output>`: its plain value (`data-value`) and its formatted text. */
export interface OutputText {
  value: number | boolean;
  text: string;
}

/** The calculator's results, one per `<output name>`. */
export type OutputName = 'cost' | 'edgeSaved' | 'poolAfter' | 'damageBonus' | 'damageOnMiss' | 'canPay';

/**
 * The calculator's results in the reader's words, one entry per `<output name>`: where Edge went, and whether the
 * Pool can pay. Used at build time and by the island's script, so both say the same.
 */
export function describeAction(
  { cost, payment, damage }: ActionResults,
  text: Text,
  format: (n: number) => string,
): Record<OutputName, OutputText> {
  const edgeSaved = cost.edgeOn
    ? text('effortCalculator.edgeOn', {
        saved: cost.edgeSaved,
        expenditure: text(`effortCalculator.expenditure.${cost.edgeOn}`),
      })
    : format(cost.edgeSaved);
  return {
    cost: { value: cost.total, text: format(cost.total) },
    edgeSaved: { value: cost.edgeSaved, text: edgeSaved },
    poolAfter: { value: payment.poolAfter, text: format(payment.poolAfter) },
    damageBonus: { value: damage.perTarget, text: format(damage.perTarget) },
    damageOnMiss: { value: damage.onMiss, text: format(damage.onMiss) },
    canPay: {
      value: payment.canPay,
      text: payment.canPay
        ? text('effortCalculator.canPay')
        : text('effortCalculator.cannotPay', { pool: payment.poolAfter, cost: cost.total }),
    },
  };
}
