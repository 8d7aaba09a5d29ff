// The character sheet's words: the label of each of its fields (rendered at build time, and what its script names in
// the log and shows beside the labels in a second language), and the UI strings its script says, served beside the
// page (../island-words.ts).
import { damageTrack, restLadder, rulesets, stats } from '../../../rules/index.ts';
import { useTranslations, type Locale, type UiKey } from '../../../i18n/index.ts';
import { advancementIds } from '../../../character/sheet.ts';
import { islandStrings } from '../shared/strings.ts';

/**
 * The label of every field of the sheet, by the field's name (a list's fields: `<row>.<field>`, as in `skill.name`),
 * and of its boxes (`legend.<box>`), stats and rests (by their names' keys).
 */
export function fieldLabels(locale: Locale): Record<string, string> {
  const t = useTranslations(locale);
  const labels: Record<string, string> = {
    name: t('character.field.name'),
    descriptor: t('character.field.descriptor'),
    type: t('character.field.type'),
    focus: t('character.field.focus'),
    ruleset: t('character.field.ruleset'),
    tier: t('damageSimulator.tier'),
    effort: t('effortCalculator.maxEffort'),
    xp: t('character.field.xp'),
    pool: t('character.field.pool'),
    max: t('character.field.max'),
    edge: t('effortCalculator.edge'),
    armor: t('damageSimulator.armor'),
    armorWeight: t('effortCalculator.armor'),
    armorPracticed: t('effortCalculator.armorPracticed'),
    track: t('damageSimulator.track'),
    recoveryBonus: t('character.field.recoveryBonus'),
    recoveryRolls: t('character.field.recoveryRolls'),
    cypherLimit: t('character.field.cypherLimit'),
    equipment: t('character.legend.equipment'),
    money: t('character.field.money'),
    background: t('character.field.background'),
    notes: t('character.field.notes'),
    advancements: t('character.legend.advancements'),
    skills: t('character.legend.skills'),
    attacks: t('character.legend.attacks'),
    abilities: t('character.legend.abilities'),
    cyphers: t('character.legend.cyphers'),
    artifacts: t('character.legend.artifacts'),
    'skill.name': t('character.skill.name'),
    'skill.level': t('character.skill.level'),
    'attack.name': t('character.attack.name'),
    'attack.modifier': t('character.attack.modifier'),
    'attack.damage': t('character.attack.damage'),
    'ability.name': t('character.ability.name'),
    'ability.cost': t('character.ability.cost'),
    'ability.pool': t('character.ability.pool'),
    'cypher.name': t('character.cypher.name'),
    'cypher.used': t('character.cypher.used'),
    'artifact.name': t('character.artifact.name'),
    'artifact.depletion': t('character.artifact.depletion'),
    'artifact.depleted': t('character.artifact.depleted'),
    level: t('character.field.level'),
    note: t('character.field.note'),
  };
  for (const legend of [
    'identity',
    'stats',
    'damage',
    'recovery',
    'skills',
    'attacks',
    'abilities',
    'cyphers',
    'artifacts',
    'equipment',
    'story',
  ] as const)
    labels[`legend.${legend}`] = t(`character.legend.${legend}`);
  for (const { name } of restLadder) labels[name] = t(name);
  for (const { stat, name } of stats) {
    labels[name] = t(name);
    labels[stat] = `${t(name)} · ${labels.pool}`;
    labels[`${stat}Max`] = `${t(name)} · ${labels.max}`;
    labels[`${stat}Edge`] = `${t(name)} · ${labels.edge}`;
  }
  for (const id of advancementIds) labels[`advancements.${id}`] = t(`character.advancement.${id}`);
  return labels;
}

/** The UI strings the sheet's script says (the error messages come with every island). */
export const characterSheetKeys = [
  ...stats.map(({ name }) => name),
  ...Object.values(damageTrack).map(({ name }) => name),
  ...restLadder.map(({ name }) => name),
  ...Object.values(rulesets).map(({ name }) => name),
  'damageSimulator.type.ambient',
  'damageSimulator.note.armor',
  'damageSimulator.note.armorThrough',
  'damageSimulator.note.armorIgnored',
  'damageSimulator.note.wasted',
  'character.picker.unnamed',
  'character.picker.option',
  'character.delete.confirm',
  'character.deleted',
  'character.status.new',
  'character.status.chosen',
  'character.status.otherTab',
  'character.roll.unshared',
  'character.cypher.load',
  'character.cypher.over',
  'character.log.edit',
  'character.log.spend',
  'character.log.hit',
  'character.log.recover',
  'character.log.newDay',
  'character.log.specialDamage',
  'character.log.useCypher',
  'character.log.gainCypher',
  'character.log.pool',
  'character.log.track',
  'character.log.rolls',
  'character.log.undone',
  'character.problem.damaged',
  'character.problem.newer',
  'character.problem.unavailable',
  'character.problem.full',
  'character.problem.conflict',
  'character.problem.missing',
  'character.damaged.list',
  'character.damaged.item',
  'character.damaged.saveText',
  'character.damaged.discard',
  'character.import.added',
  'character.import.already',
  'character.file.tooLarge',
  'character.file.notJson',
  'character.file.notCharacters',
  'character.file.newer',
  'character.file.damaged',
  'character.file.unsupported',
  'character.share.copied',
  'character.shared.offer',
  'character.shared.summary',
  'character.error.tooLong',
  'character.error.shares',
  'character.error.maxBelowCurrent',
] as const satisfies readonly UiKey[];

/** What each rule's refusal tells the reader, by its reason (`{min}`, `{max}`, `{value}`, `{stat}` filled in). */
export const refusals = {
  'not-enough-points': 'character.error.notEnoughPoints',
  'cannot-act': 'character.error.cannotAct',
  dead: 'character.error.dead',
  'no-recovery-roll-left': 'character.error.noRecoveryRollLeft',
  'over-cypher-limit': 'character.error.overCypherLimit',
  'already-used': 'character.error.alreadyUsed',
  'too-much-effort': 'island.error.tooMuchEffort',
  'already-hale': 'island.error.alreadyHale',
  'pool-at-zero': 'island.error.poolAtZero',
} as const;

/** The sheet script's words in one language, with every field's label under `label.<field>`. */
export function characterSheetWords(locale: Locale): string {
  const words = JSON.parse(islandStrings(locale, characterSheetKeys, refusals)) as Record<string, string>;
  for (const [field, label] of Object.entries(fieldLabels(locale))) words[`label.${field}`] = label;
  return JSON.stringify(words);
}
