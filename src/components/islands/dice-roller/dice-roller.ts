import { resolveRoll, rollDie, type RulesetId } from '../../../rules/index.ts';
import { describeRoll, rollOutputNames, rollOutputs } from './dice-roller-text.ts';
import { CharacterIsland } from '../shared/character-island.ts';

/**
 * The live d20 roller: every number comes from resolveRoll in src/rules. The reader's character, if any, sets whether
 * the roller is impaired (dice-roller-character.ts).
 */
class DiceRollerIsland extends CharacterIsland {
  protected characterPart() {
    return import('./dice-roller-character.ts');
  }

  protected override start() {
    super.start();
    const roll = this.querySelector<HTMLElement>('[data-roll]')!;
    roll.hidden = false; // the button needs this script, so the HTML keeps it hidden until now
    roll.querySelector('button')!.addEventListener('click', () => {
      const natural = this.field('natural')!;
      natural.value = String(rollDie(20, Math.random));
      // The same path as a typed result: recompute, and record the roll in the hash.
      natural.dispatchEvent(new Event('input', { bubbles: true }));
    });
  }

  protected compute() {
    const impaired = this.checked('impaired');
    const result = resolveRoll(
      {
        difficulty: this.number('difficulty'),
        natural: this.number('natural'),
        bonus: this.number('bonus'),
        attack: this.checked('attack'),
        impaired,
      },
      (this.dataset.ruleset ?? 'cypher') as RulesetId,
    );
    const outputs = rollOutputs(result, this.text, this.format);
    for (const name of rollOutputNames) this.output(name, outputs[name].value, outputs[name].text);
    this.notes(describeRoll(result, impaired, this.text));
  }
}

export default DiceRollerIsland;
