// The character sheet's play controls: what spending points, a hit and a recovery roll would do to the character now,
// and applying them; a new day, special damage, gaining a cypher. Every number comes from src/rules. Loaded when one
// of them nears the viewport (character-sheet.ts).
import {
  characterActionCost,
  characterHit,
  characterRecovery,
  gainCypher,
  characterRecoveryRoll,
  rollDie,
  RulesInputError,
  spendPoints,
  startNewDay,
  stats,
  takeHit,
  takeCharacterRecoveryRoll,
  takeSpecialDamage,
  type HitType,
  type RecoveryShare,
  type Stat,
} from '../../../rules/index.ts';
import { FieldProblem, type CharacterSheetIsland } from './character-sheet.ts';
import { hitPreview, recoveryNotes } from './character-sheet-play-text.ts';

type Action = 'spend' | 'take' | 'recover';

/** What each play button would apply now; missing while the fields hold bad input or the rules refuse it. */
let pending: Partial<Record<Action, () => void>> = {};

/** The play controls' fields that a rule's refusal names, by the name the rule gives them. */
const playFields: Record<string, string> = {
  effort: 'spendEffort',
  effortTask: 'spendEffort',
  effortDamage: 'spendEffortDamage',
  initialCost: 'spendInitial',
  abilityCost: 'spendAbility',
  amount: 'hitAmount',
  d6: 'd6',
  points: 'shareMight',
};
const shareField = (stat: Stat) => `share${stat[0]!.toUpperCase()}${stat.slice(1)}`;

/** A whole number from a play field; marks the field and stops when its text is none. */
function number(island: CharacterSheetIsland, name: string): number {
  const field = island.field(name)!;
  try {
    const value = island.read(field) as number;
    island.showError(name, '');
    return value;
  } catch (error) {
    island.showError(name, (error as Error).message);
    throw error;
  }
}

const checked = (island: CharacterSheetIsland, name: string) => (island.field(name) as HTMLInputElement).checked;

/**
 * Runs one play control's preview: its output and its button on success; otherwise a dash, the button disabled, and
 * the refusal under the field it names or in the line of the action.
 */
function section(island: CharacterSheetIsland, action: Action, run: () => void) {
  const button = island.querySelector<HTMLButtonElement>(`button[data-action="${action}"]`)!;
  const box = button.closest('[data-play]')!;
  for (const old of box.querySelectorAll('[data-refusal]')) old.remove();
  try {
    run();
    button.disabled = false;
  } catch (error) {
    button.disabled = true;
    for (const output of box.querySelectorAll('output')) island.output(output.name, '', '—');
    if (error instanceof FieldProblem) return;
    if (!(error instanceof RulesInputError)) throw error;
    const field = playFields[error.field];
    if (field && !['not-enough-points', 'no-recovery-roll-left'].includes(error.reason)) {
      island.showError(field, island.refusal(error));
      return;
    }
    const line = Object.assign(document.createElement('p'), {
      className: 'island-error',
      textContent: island.refusal(error),
    });
    line.dataset.refusal = '';
    box.querySelector('.sheet-result')!.after(line);
  }
}

/** Works out what the spend, hit and recovery buttons would do to the sheet on screen, and shows it. */
export function preview(island: CharacterSheetIsland) {
  pending = {};
  const { sheet, text, format } = island;
  section(island, 'spend', () => {
    const stat = island.field('spendStat')!.value as Stat;
    const cost = characterActionCost(sheet, {
      stat,
      effortTask: number(island, 'spendEffort'),
      effortDamage: number(island, 'spendEffortDamage'),
      initialCost: number(island, 'spendInitial'),
      abilityCost: number(island, 'spendAbility'),
    });
    const after = spendPoints(sheet, stat, cost)[stat].current;
    const change = text('character.log.pool', {
      stat: text(`rules.stat.${stat}.name`),
      from: sheet[stat].current,
      to: after,
    });
    island.output('spendCost', cost.total, `${format(cost.total)} (${change})`);
    pending.spend = () =>
      island.change('spend', { stat, points: cost.total }, (current) => spendPoints(current, stat, cost));
  });
  section(island, 'take', () => {
    const hit = {
      amount: number(island, 'hitAmount'),
      type: island.field('hitType')!.value as HitType,
      ignoreArmor: checked(island, 'hitIgnoresArmor'),
    };
    const result = characterHit(sheet, hit);
    island.output('hitAfter', result.track, hitPreview(result, hit.amount, sheet.armor, text, format));
    pending.take = () =>
      island.change('hit', { amount: hit.amount, type: hit.type }, (current) => takeHit(current, hit));
  });
  section(island, 'recover', () => {
    const d6 = number(island, 'd6');
    const shares = stats.map(({ stat }) => number(island, shareField(stat)));
    const share: RecoveryShare = checked(island, 'recoverTrack')
      ? 'track'
      : { might: shares[0], speed: shares[1], intellect: shares[2] };
    const { points, rest } = characterRecoveryRoll(sheet, d6);
    const result = characterRecovery(sheet, d6, share);
    island.output('rollPoints', points, `${format(points)} (${text(rest.name)})`);
    island.querySelector('[data-roll-note]')!.textContent =
      share === 'track' ? '' : recoveryNotes(result, points, shares[0]! + shares[1]! + shares[2]!, text).join(' ');
    pending.recover = () =>
      island.change('recover', { d6, points }, (current) => takeCharacterRecoveryRoll(current, d6, share));
  });
}

/** A play button: applies what its preview shows, rolls the d6, or makes a change of its own. */
export function act(island: CharacterSheetIsland, action: string) {
  if (action === 'd6') {
    island.field('d6')!.value = String(rollDie(6, Math.random));
    preview(island);
  } else if (action === 'new-day') island.change('newDay', {}, startNewDay);
  else if (action === 'special-damage') island.change('specialDamage', {}, takeSpecialDamage);
  else if (action === 'add-cypher') {
    const blank = { name: '', level: null, used: false, note: '' };
    if (island.change('gainCypher', {}, (sheet) => gainCypher(sheet, blank))) island.focusLast('cyphers');
  } else pending[action as Action]?.();
}
