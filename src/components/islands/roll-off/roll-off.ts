import { resolvePlayerVsPlayer, type RulesetId, type Skill, type TaskModifiers } from '../../../rules/index.ts';
import { Island } from '../shared/island.ts';
import { describeRollOff, rollOffOutputNames, sideField, sides } from './roll-off-text.ts';

/** The live roll-off between two PCs: every number comes from resolvePlayerVsPlayer in src/rules. */
class RollOffIsland extends Island {
  private signed = new Intl.NumberFormat(document.documentElement.lang, { signDisplay: 'exceptZero' }).format;

  protected compute() {
    const side = (name: (typeof sides)[number]): TaskModifiers => ({
      skill: this.choice<Skill>(sideField(name, 'skill')),
      assets: this.number(sideField(name, 'assets')),
      effort: this.number(sideField(name, 'effort')),
      hinder: this.number(sideField(name, 'hinder')),
    });
    const result = resolvePlayerVsPlayer(
      { attacker: side('attacker'), defender: side('defender') },
      (this.dataset.ruleset ?? 'cypher') as RulesetId,
    );
    const { outputs, notes } = describeRollOff(result, this.text, this.signed, document.documentElement.lang);
    for (const name of rollOffOutputNames) this.output(name, outputs[name].value, outputs[name].text);
    this.notes(notes);
  }

  /** The rules module names a side's field `attacker.skill`; the form, `attackerSkill`. */
  protected override fieldFor(rulesField: string): string {
    const [side, name] = rulesField.split('.');
    return name && (side === 'attacker' || side === 'defender')
      ? sideField(side, name as keyof TaskModifiers)
      : rulesField;
  }
}

export default RollOffIsland;
