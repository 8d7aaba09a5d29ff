import { specialRolls, type RollResult } from '../../../rules/index.ts';
import type { UiKey } from '../../../i18n/index.ts';
import type { IslandText } from '../shared/strings.ts';

/** The results the d20 roller shows, each an `<output name>` labelled by `diceRoller.<name>`. */
export const rollOutputNames = [
  'success',
  'total',
  'target',
  'intrusion',
  'bonusDamage',
  'effect',
  'refundsCost',
] as const;
export type RollOutputName = (typeof rollOutputNames)[number];

/** The UI strings the d20 roller's script needs (the error messages come with every island). */
export const diceRollerKeys = [
  'diceRoller.success',
  'diceRoller.failure',
  'diceRoller.yes',
  'diceRoller.no',
  'diceRoller.effect.none',
  'diceRoller.effect.minor',
  'diceRoller.effect.major',
  'diceRoller.effectInstead',
  'diceRoller.damageOrMinor',
  'diceRoller.damageOrMajor',
  'diceRoller.note.success',
  'diceRoller.note.failure',
  'diceRoller.note.routine',
  'diceRoller.note.impossible',
  'diceRoller.note.bonusAsAsset',
  'diceRoller.note.capAssets',
  'diceRoller.note.intrusion',
  'diceRoller.note.damage',
  'diceRoller.note.damageOrMinor',
  'diceRoller.note.damageOrMajor',
  'diceRoller.note.minor',
  'diceRoller.note.major',
  'diceRoller.note.missed',
  'diceRoller.note.ordinary',
  'diceRoller.note.refund',
  'diceRoller.note.impaired',
  'diceRoller.note.impairedRefund',
] as const satisfies readonly UiKey[];

/**
 * Each result's plain value (for `data-value`) and its text in the reader's words. Used at build time and by the
 * island's script, so the worked example and the live island read the same.
 */
export function rollOutputs(
  result: RollResult,
  text: IslandText,
  format: (n: number) => string,
): Record<RollOutputName, { value: string | number | boolean; text: string }> {
  const { special } = result;
  const yesNo = (flag: boolean) => text(flag ? 'diceRoller.yes' : 'diceRoller.no');
  const effect = text(`diceRoller.effect.${special.effect}`);
  return {
    success: { value: result.success, text: text(result.success ? 'diceRoller.success' : 'diceRoller.failure') },
    total: { value: result.total, text: format(result.total) },
    target: { value: result.task.target, text: format(result.task.target) },
    intrusion: { value: special.intrusion, text: yesNo(special.intrusion) },
    // Extra damage or an effect, never both: each row says so, so neither reads as coming on top of the other.
    bonusDamage: {
      value: special.bonusDamage,
      text: special.damageOrEffect
        ? text(special.effect === 'major' ? 'diceRoller.damageOrMajor' : 'diceRoller.damageOrMinor', {
            damage: format(special.bonusDamage),
          })
        : format(special.bonusDamage),
    },
    effect: {
      value: special.effect,
      text: special.damageOrEffect ? text('diceRoller.effectInstead', { effect }) : effect,
    },
    refundsCost: { value: special.refundsCost, text: yesNo(special.refundsCost) },
  };
}

/**
 * The notes under the result: whether the roll succeeds and what its special roll means, in the reader's words. A
 * routine task rolled anyway is a roll like any other (resolveRoll; cypher/special-rolls#rolling-anyway).
 */
export function describeRoll(result: RollResult, impaired: boolean, text: IslandText): string[] {
  const { task } = result;
  const notes: string[] = [];
  if (task.routine) notes.push(text('diceRoller.note.routine'));
  else if (!result.rolled) notes.push(text('diceRoller.note.impossible', { target: task.target }));
  else
    notes.push(
      text(result.success ? 'diceRoller.note.success' : 'diceRoller.note.failure', {
        total: result.total,
        target: task.target,
      }),
    );
  if (task.eased.assets > 0)
    notes.push(text('diceRoller.note.bonusAsAsset', { difficulty: task.difficulty, bonus: task.rollBonus }));
  if (task.ignored.assets > 0) notes.push(text('diceRoller.note.capAssets', { count: task.ignored.assets }));
  const special = result.rolled ? specialNote(result, impaired, text) : undefined;
  if (special) notes.push(special);
  if (result.special.refundsCost) notes.push(text('diceRoller.note.refund'));
  if (impaired) notes.push(text('diceRoller.note.impaired'));
  // The site's reading impaired-refund: the note names the other reading too.
  if (impaired && result.rolled && result.natural === 20) notes.push(text('diceRoller.note.impairedRefund'));
  return notes;
}

/** What the die face brings to a roll that was made; undefined when another note says it (refund, impaired). */
function specialNote(
  { natural, special, granted }: RollResult,
  impaired: boolean,
  text: IslandText,
): string | undefined {
  const damage = special.bonusDamage;
  if (special.intrusion) return text('diceRoller.note.intrusion');
  if (special.damageOrEffect) {
    const key = special.effect === 'major' ? 'diceRoller.note.damageOrMajor' : 'diceRoller.note.damageOrMinor';
    return text(key, { natural, damage });
  }
  if (damage > 0) return text('diceRoller.note.damage', { natural, damage });
  if (special.effect !== 'none') return text(`diceRoller.note.${special.effect}`, { natural });
  // The face grants more than the roll gets: the roll failed (a made roll that succeeds gets all its face grants).
  if (granted.bonusDamage > 0 || granted.effect !== 'none') return text('diceRoller.note.missed', { natural });
  if (special.refundsCost) return undefined;
  // An impaired roller's 19 or 20 brings no effect: the impaired notes say so (a 20's refund, and its reading, too).
  if (impaired && specialRolls.some((row) => row.natural === natural && row.effect !== 'none')) return undefined;
  return text('diceRoller.note.ordinary', { natural });
}
