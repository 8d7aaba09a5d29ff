// The recovery roll with the reader's character (issue 41, shared/character-line.ts): the recovery bonus, the Pools,
// their maxima, the damage track and the day's rolls used come from the character; `recover` takes the roll on the
// character (takeCharacterRecoveryRoll in src/rules) and `newDay` starts a new day for them (startNewDay). The
// character counts the rolls used (0 to 4, in the order of the rest ladder); the island ticks a box for each.
import {
  characterRecoveryRoll,
  recoveryBonus,
  restLadder,
  startNewDay,
  stats,
  takeCharacterRecoveryRoll,
} from '../../../rules/index.ts';
import type { CharacterTool } from '../shared/character-line.ts';
import { parseWholeNumber } from '../shared/parse.ts';

export { CharacterLine } from '../shared/character-line.ts';

/** The island's boxes for a count of rolls used: the first `used` of the rest ladder ticked. */
export function usedBoxes(used: number): Record<string, string> {
  return Object.fromEntries(restLadder.map(({ time }, at) => [`used.${time}`, at < used ? '1' : '0']));
}

/** No die rolled yet and nothing shared: the fields of a roll still to make. */
const noRollYet = { d6: '', ...Object.fromEntries(stats.map(({ stat }) => [`share.${stat}`, '0'])) };

export const tool: CharacterTool = {
  fields: (sheet) => ({
    bonus: String(recoveryBonus(sheet)),
    ...Object.fromEntries(
      stats.flatMap(({ stat }) => [
        [stat, String(sheet[stat].current)],
        [`${stat}Max`, String(sheet[stat].max)],
      ]),
    ),
    track: sheet.track,
    ...usedBoxes(sheet.recoveryRollsUsed),
    // The character's next roll, still to make: the page's example roll shares points to Might, which a character at
    // full Might could not take, and leaves a tired one's points unshared.
    ...noRollYet,
  }),
  actions: [
    {
      name: 'recover',
      change: (sheet, state) => {
        const d6 = parseWholeNumber(state.get('d6') ?? '');
        const shares = stats.map(({ stat }) => [stat, parseWholeNumber(state.get(`share.${stat}`) ?? '')] as const);
        if (!d6.ok || shares.some(([, parsed]) => !parsed.ok)) return undefined;
        const share = Object.fromEntries(shares.map(([stat, parsed]) => [stat, parsed.ok ? parsed.value : 0]));
        return {
          change: 'recover',
          detail: { d6: d6.value, points: characterRecoveryRoll(sheet, d6.value).points },
          apply: (sheet) => takeCharacterRecoveryRoll(sheet, d6.value, share),
          // The die and the shares cleared for the next roll, as the island does with its own fields.
          after: noRollYet,
        };
      },
    },
    { name: 'newDay', change: () => ({ change: 'newDay', detail: {}, apply: startNewDay }) },
  ],
};
