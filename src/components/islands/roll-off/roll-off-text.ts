import type { PlayerVsPlayerResult, RollOffSide, TaskModifiers } from '../../../rules/index.ts';
import type { UiKey } from '../../../i18n/index.ts';
import type { IslandText } from '../shared/strings.ts';
import { percent, type OutputText } from '../shared/task-text.ts';

/** The UI strings the roll-off's script needs (the error messages come with every island). */
export function rollOffKeys() {
  return [
    'rollOff.note.steps',
    'rollOff.note.capAssets',
    'rollOff.note.capEffort',
    'rollOff.note.tie',
    'rollOff.side.attacker',
    'rollOff.side.defender',
  ] as const satisfies readonly UiKey[];
}

/** The sides, in the order the island shows them. */
export const sides = ['attacker', 'defender'] as const satisfies readonly RollOffSide[];

/** The roll-off's `<output>`s: what each side adds to the d20, and the chance of each outcome. */
export const rollOffOutputNames = ['attackerModifier', 'defenderModifier', 'chance', 'miss', 'tie'] as const;
export type RollOffOutputName = (typeof rollOffOutputNames)[number];

/** A side's field: `attackerSkill`, `defenderAssets`… (the rules module names it `attacker.skill`). */
export function sideField(side: RollOffSide, name: keyof TaskModifiers): string {
  return `${side}${name[0]!.toUpperCase()}${name.slice(1)}`;
}

/**
 * The roll-off's results in the reader's words, one per `<output name>`, and the notes: how steps become +3s, each
 * side's steps over the caps, and what equal totals mean. Used at build time and by the island's script, so both
 * say the same.
 */
export function describeRollOff(
  result: PlayerVsPlayerResult,
  text: IslandText,
  signed: (n: number) => string,
  numberLocale: string,
): { outputs: Record<RollOffOutputName, OutputText>; notes: string[] } {
  const chance = (value: number) => ({ value, text: percent(value, numberLocale) });
  const notes = [text('rollOff.note.steps')];
  for (const side of sides) {
    const { ignored } = result[side];
    const name = text(`rollOff.side.${side}`);
    if (ignored.assets > 0) notes.push(text('rollOff.note.capAssets', { side: name, count: ignored.assets }));
    if (ignored.effort > 0) notes.push(text('rollOff.note.capEffort', { side: name, count: ignored.effort }));
  }
  notes.push(text('rollOff.note.tie'));
  return {
    outputs: {
      attackerModifier: { value: result.attacker.modifier, text: signed(result.attacker.modifier) },
      defenderModifier: { value: result.defender.modifier, text: signed(result.defender.modifier) },
      chance: chance(result.hit),
      miss: chance(result.miss),
      tie: chance(result.tie),
    },
    notes,
  };
}
