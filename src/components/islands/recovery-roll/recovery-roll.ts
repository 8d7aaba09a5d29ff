import {
  newRecoveryDay,
  nextRecoveryRoll,
  restLadder,
  rollDie,
  stats,
  takeRecoveryRoll,
  type Pools,
  type RecoveryRollResult,
  type RecoveryRollsUsed,
  type RestingPc,
  type Stat,
  type Track,
} from '../../../rules/index.ts';
import { CharacterIsland } from '../shared/character-island.ts';
import { describeNextRoll, describeRecovery, recoveryOutputNames } from './recovery-roll-text.ts';

/**
 * The live recovery roll: the day's next roll, its points shared among the Pools, and the Pools after it, all from
 * takeRecoveryRoll in src/rules. `recover` applies the roll to the island's own fields (the Pools, the track, the
 * roll's box) and clears the die and the shares for the next one; `newDay` clears the day's boxes. With no die yet,
 * the island shows which roll comes next and the rest it takes. The reader's character, if any, fills it, and then
 * `recover` and `newDay` apply to the character (recovery-roll-character.ts).
 */
class RecoveryRollIsland extends CharacterIsland {
  protected characterPart() {
    return import('./recovery-roll-character.ts');
  }

  /** The roll the fields give, for `recover`; undefined while there is no die or the rules refuse it. */
  private result: RecoveryRollResult | undefined;

  protected override start() {
    this.addEventListener('click', (event) => {
      const button = (event.target as Element).closest('button');
      if (button?.name === 'recover') this.recover();
      else if (button?.name === 'newDay') this.newDay();
      else if (button?.hasAttribute('data-roll')) this.change({ d6: String(rollDie(6, Math.random)) });
    });
    super.start();
  }

  protected compute() {
    this.result = undefined;
    // The fields of the three Pools named after each stat: its points, its maximum, its share of the roll.
    const pools = (field: (stat: Stat) => string) =>
      Object.fromEntries(stats.map(({ stat }) => [stat, this.number(field(stat))])) as unknown as Pools;
    const pc: RestingPc = {
      ...pools((stat) => stat),
      max: pools((stat) => `${stat}Max`),
      track: this.choice<Track>('track'),
      used: Object.fromEntries(
        restLadder.map(({ time }) => [time, this.checked(`used.${time}`)]),
      ) as unknown as RecoveryRollsUsed,
    };
    const bonus = this.number('bonus');
    let shown;
    if (this.field('d6')!.value.trim()) {
      const roll = { d6: this.number('d6'), bonus };
      this.result = takeRecoveryRoll(pc, { ...roll, share: pools((stat) => `share.${stat}`) });
      shown = describeRecovery(pc, roll, this.result, this.text, this.format);
    } else shown = describeNextRoll(nextRecoveryRoll(pc), this.text, this.format);
    for (const name of recoveryOutputNames) this.output(name, shown.outputs[name].value, shown.outputs[name].text);
    this.notes(shown.notes);
  }

  /** The rules module names a Pool's maximum `max.might`; the form, `mightMax`. */
  protected override fieldFor(rulesField: string): string {
    return rulesField.startsWith('max.') ? `${rulesField.slice('max.'.length)}Max` : rulesField;
  }

  /** Applies the roll to the fields, or, with none to apply, takes the reader to the field to fix or the die. */
  private recover() {
    const result = this.result;
    if (!result) {
      const fix = this.form.querySelector<HTMLElement>(
        ':is(input, select)[aria-invalid="true"], [aria-invalid="true"] input',
      );
      (fix ?? this.field('d6')!).focus();
      return;
    }
    const fields: Record<string, string> = { track: result.track, d6: '' };
    for (const { stat } of stats) {
      fields[stat] = String(result[stat]);
      fields[`share.${stat}`] = '0';
    }
    for (const { time } of restLadder) fields[`used.${time}`] = result.used[time] ? '1' : '0';
    this.change(fields);
    const pools = stats.map(({ stat, name }) =>
      this.text('damageSimulator.poolValue', { stat: this.text(name), points: result[stat] }),
    );
    this.status(this.text('recoveryRoll.recovered', { n: result.rest.rest, pools: pools.join(', ') }));
  }

  /** Clears the day's boxes: the fourth roll's rest ends the day. */
  private newDay() {
    const day = newRecoveryDay();
    this.change(Object.fromEntries(restLadder.map(({ time }) => [`used.${time}`, day[time] ? '1' : '0'])));
    this.status(this.text('recoveryRoll.newDayStarted', { count: restLadder.length }));
  }

  /** Sets fields as the reader would, recomputes and puts the new state into the address. */
  private change(values: Record<string, string>) {
    this.setFields(Object.entries(values));
    this.save();
  }

  private status(message: string) {
    this.querySelector('[data-status]')!.textContent = message;
  }
}

export default RecoveryRollIsland;
