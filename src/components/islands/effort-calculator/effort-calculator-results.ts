import {
  actionCost,
  areaEffortDamage,
  damageTrack,
  effortDamage,
  spendFromPool,
  stats,
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
  'effortCalculator.outcome.paid',
  'effortCalculator.outcome.taskFails',
  'effortCalculator.outcome.effortUnaffordable',
  'effortCalculator.note.reachesZero',
  'effortCalculator.note.ignoredEffort',
  'effortCalculator.armorAddedValue',
  'effortCalculator.note.armorOnlySpeed',
  'effortCalculator.note.split',
  'effortCalculator.note.area',
  'rules.stat.might.name',
  'rules.stat.intellect.name',
  'rules.track.impaired.name',
  'rules.track.debilitated.name',
] as const satisfies readonly UiKey[];

/** The calculator's fields, named as the rules module names them. */
export type EffortCalculatorInput = Required<ActionCostInput> & { pool: number; area: boolean };

/** Everything the calculator shows, straight from src/rules, with the fields and ruleset it was worked out from. */
export interface ActionResults {
  input: EffortCalculatorInput;
  ruleset: RulesetId;
  cost: ActionCostResult;
  payment: PoolPayment;
  damage: EffortDamage;
}

/**
 * Works out an action from the calculator's fields: its cost with Edge and armor (actionCost, in the page's
 * ruleset), whether the Pool can pay it (spendFromPool) and the extra damage of the Effort on damage, for one target
 * or an area (effortDamage, areaEffortDamage). Throws RulesInputError on bad input, as the rules module does.
 */
export function workOutAction(input: EffortCalculatorInput, ruleset: RulesetId = 'cypher'): ActionResults {
  const cost = actionCost(input, ruleset);
  return {
    input,
    ruleset,
    cost,
    payment: spendFromPool(input.pool, cost, { impaired: input.impaired }),
    damage: input.area ? areaEffortDamage(input.effortDamage) : effortDamage(input.effortDamage),
  };
}

type Text = (key: string, values?: Record<string, string | number>) => string;

/** One `<output>`: its plain value (`data-value`) and its formatted text. */
export interface OutputText {
  value: number | string;
  text: string;
}

/** The calculator's results, one per `<output name>`. */
export type OutputName = 'cost' | 'armorAdded' | 'edgeSaved' | 'poolAfter' | 'damageBonus' | 'damageOnMiss' | 'outcome';

// The verdict for each payment outcome (src/rules README, "Rules decisions").
const outcomeKeys = {
  paid: 'effortCalculator.outcome.paid',
  'task-fails': 'effortCalculator.outcome.taskFails',
  'effort-unaffordable': 'effortCalculator.outcome.effortUnaffordable',
} as const satisfies Record<PoolPayment['outcome'], UiKey>;

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
  const armorAdded =
    cost.armorPerLevel > 0
      ? text('effortCalculator.armorAddedValue', { added: cost.armorAdded, perLevel: cost.armorPerLevel })
      : format(cost.armorAdded);
  return {
    cost: { value: cost.total, text: format(cost.total) },
    armorAdded: { value: cost.armorAdded, text: armorAdded },
    edgeSaved: { value: cost.edgeSaved, text: edgeSaved },
    poolAfter: { value: payment.poolAfter, text: format(payment.poolAfter) },
    damageBonus: { value: damage.perTarget, text: format(damage.perTarget) },
    damageOnMiss: { value: damage.onMiss, text: format(damage.onMiss) },
    outcome: {
      value: payment.outcome,
      text: text(outcomeKeys[payment.outcome], { pool: payment.poolAfter, minimum: cost.minimum, cost: cost.total }),
    },
  };
}

/**
 * What else the reader should know: armor that does not touch this stat's Effort, the site's readings the cost or
 * damage rests on (each marked, reading-marks.ts), the Pool reaching 0, and Effort beyond six that eases nothing.
 */
export function actionNotes({ input, cost, payment }: ActionResults, text: Text): string[] {
  const notes: string[] = [];
  if (input.armor !== 'none' && input.stat !== 'speed') {
    const stat = stats.find((entry) => entry.stat === input.stat)!;
    notes.push(text('effortCalculator.note.armorOnlySpeed', { stat: text(stat.name) }));
  }
  if (input.effortTask > 0 && input.effortDamage > 0) notes.push(text('effortCalculator.note.split'));
  // The CSRD's "Effort and Damage" and Numenera alike (effort.ts, areaEffortDamage).
  if (input.area && input.effortDamage > 0) notes.push(text('effortCalculator.note.area'));
  if (payment.reachesZero)
    notes.push(text('effortCalculator.note.reachesZero', { track: text(damageTrack[payment.track].name) }));
  if (cost.ignoredEffort > 0) notes.push(text('effortCalculator.note.ignoredEffort', { ignored: cost.ignoredEffort }));
  return notes;
}
