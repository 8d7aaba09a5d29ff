// The damage simulator with the reader's character (issue 41, shared/character-line.ts): the Pools, their maxima,
// Armor, the damage track and the tier come from the character; `take` takes the hit through their Armor, down their
// Pools and the damage track (takeHit in src/rules).
import { stats, takeHit, type HitType } from '../../../rules/index.ts';
import type { CharacterTool } from '../shared/character-line.ts';
import { parseWholeNumber } from '../shared/parse.ts';

export { CharacterLine } from '../shared/character-line.ts';

export const tool: CharacterTool = {
  fields: (sheet) => ({
    ...Object.fromEntries(
      stats.flatMap(({ stat }) => [
        [stat, String(sheet[stat].current)],
        [`${stat}Max`, String(sheet[stat].max)],
      ]),
    ),
    armor: String(sheet.armor),
    track: sheet.track,
    tier: String(sheet.tier),
  }),
  actions: [
    {
      name: 'take',
      label: (_sheet, _state, text) => text('characterLine.take'),
      after: 'button[data-action="hit"]',
      change: (_sheet, state) => {
        const amount = parseWholeNumber(state.get('amount') ?? '');
        if (!amount.ok) return undefined;
        const hit = {
          amount: amount.value,
          type: (state.get('type') ?? 'might') as HitType,
          ignoreArmor: state.get('ignoreArmor') === '1',
        };
        return { change: 'hit', detail: { amount: hit.amount, type: hit.type }, apply: (sheet) => takeHit(sheet, hit) };
      },
    },
  ],
};
