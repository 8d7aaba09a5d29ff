// The Effort calculator with the reader's character (issue 41, shared/character-line.ts): the chosen stat's Pool and
// Edge, the Effort score, the armor worn and the impaired state come from the character; `spend` pays the action's
// cost from that Pool (characterActionCost and spendPoints in src/rules).
import { characterActionCost, spendPoints, stats, type Stat } from '../../../rules/index.ts';
import type { CharacterTool } from '../shared/character-line.ts';
import { parseWholeNumber } from '../shared/parse.ts';

export { CharacterLine } from '../shared/character-line.ts';

/** The stat the form names, or Speed (the form's first choice) while it names none. */
function chosenStat(state: URLSearchParams): Stat {
  return stats.find(({ stat }) => stat === state.get('stat'))?.stat ?? 'speed';
}

export const tool: CharacterTool = {
  fields: (sheet, state) => {
    const stat = chosenStat(state);
    return {
      stat,
      pool: String(sheet[stat].current),
      edge: String(sheet[stat].edge),
      maxEffort: String(sheet.effort),
      armor: sheet.armorWeight,
      armorPracticed: sheet.armorPracticed ? '1' : '0',
      impaired: sheet.track === 'impaired' ? '1' : '0',
    };
  },
  refillOn: ['stat'],
  actions: [
    {
      name: 'spend',
      label: (_sheet, state, text) =>
        text('characterLine.spend', { stat: text(stats.find(({ stat }) => stat === chosenStat(state))!.name) }),
      after: '.island-result',
      change: (sheet, state) => {
        const spent = Object.fromEntries(
          (['effortTask', 'effortDamage', 'initialCost', 'abilityCost'] as const).map((name) => [
            name,
            parseWholeNumber(state.get(name) ?? ''),
          ]),
        );
        if (Object.values(spent).some((parsed) => !parsed.ok)) return undefined;
        const number = (name: string) => (spent[name] as { value: number }).value;
        const stat = chosenStat(state);
        const action = {
          stat,
          effortTask: number('effortTask'),
          effortDamage: number('effortDamage'),
          initialCost: number('initialCost'),
          abilityCost: number('abilityCost'),
        };
        return {
          change: 'spend',
          // The cost as the sheet's numbers make it, whatever the fields were changed to.
          detail: { stat, points: characterActionCost(sheet, action).total },
          apply: (current) => spendPoints(current, stat, characterActionCost(current, action)),
        };
      },
    },
  ],
};
