// Characters written for the Korean site trpg-stelo's sheet (twinstae/trpg-stelo, src/components/cypherCharacter.d.ts,
// and its pregenerated characters in src/data/cypher-pregens/) come in as they are: their shape read into ours.
import { stats, tracks } from '../rules/index.ts';
import { SheetError, readSheet } from './read-sheet.ts';
import { newId, type CharacterSheet, type SkillLevel } from './sheet.ts';

type Fields = Record<string, unknown>;

const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const fieldsOf = (value: unknown): Fields => (isRecord(value) ? value : {});
const listOf = (value: unknown): Fields[] => (Array.isArray(value) ? value.map(fieldsOf) : []);
const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A value in trpg-stelo's shape: a character with its `statement` (descriptor, type, focus) and `stats`. */
export function isTrpgSteloCharacter(value: unknown): boolean {
  return isRecord(value) && isRecord(value.statement) && isRecord(value.stats);
}

// trpg-stelo writes a skill's level in English, or any text; its sheet shows 익숙, 능숙 and 무능.
const skillWords: Record<string, SkillLevel> = {
  trained: 'trained',
  익숙: 'trained',
  specialized: 'specialized',
  능숙: 'specialized',
  inability: 'inability',
  무능: 'inability',
};

/** Its armor's `cost` is what the armor adds to each level of Speed Effort: 1 light, 2 medium, 3 heavy. */
const weightByCost = ['none', 'light', 'medium', 'heavy'] as const;

/**
 * The character a trpg-stelo value holds, as a sheet of ours (checked: readSheet throws SheetError on a value that
 * does not make one, such as a Pool above its maximum). What differs:
 * - `stats.<stat>.pool` is the Pool's maximum, `current` the points in it now;
 * - `stats.armor.cost` (what the armor adds to Speed Effort) gives the armor worn, practiced;
 * - `stats.recoveryRolls` (four ticks) gives the count of rolls used today; a `recoveryBonus` equal to the tier
 *   follows the tier from then on;
 * - an attack's `modifier` is shown there as a difficulty ("난이도 -1"): lowered by one is eased by one here;
 * - `title` is a name and `description` a note; equipment and oddities are lines of equipment; `shins` (with
 *   `currencyLabel` where the value has one) is the money;
 * - the damage track is one step down for each Pool at 0; the ruleset is the Cypher System; `image`, `wounds` and the
 *   like are not kept.
 */
export function fromTrpgStelo(value: unknown): CharacterSheet {
  if (!isTrpgSteloCharacter(value)) throw new SheetError('sheet');
  const character = value as Fields;
  const statement = fieldsOf(character.statement);
  const numbers = fieldsOf(character.stats);
  const armor = fieldsOf(numbers.armor);
  const rolls = fieldsOf(numbers.recoveryRolls);
  const advancements = fieldsOf(character.advancements);
  const pool = (stat: string) => {
    const { pool: max, current, edge } = fieldsOf(numbers[stat]);
    return { max, current, edge } as CharacterSheet['might'];
  };
  const pools = { might: pool('might'), speed: pool('speed'), intellect: pool('intellect') };
  const atZero = stats.filter(({ stat }) => pools[stat].current === 0).length;
  const cost = typeof armor.cost === 'number' ? Math.min(Math.max(armor.cost, 0), 3) : 0;
  const money = typeof character.shins === 'number' ? `${character.shins} ${textOf(character.currencyLabel)}` : '';
  return readSheet({
    id: newId(),
    name: textOf(character.name),
    descriptor: textOf(statement.descriptor),
    type: textOf(statement.type),
    focus: textOf(statement.focus),
    ruleset: 'cypher',
    tier: numbers.tier,
    effort: numbers.effort,
    xp: numbers.xp,
    ...pools,
    armor: armor.value ?? 0,
    armorWeight: weightByCost[cost] ?? 'none',
    armorPracticed: true,
    track: tracks[atZero],
    recoveryBonus: numbers.recoveryBonus === numbers.tier ? null : numbers.recoveryBonus,
    recoveryRollsUsed: Object.values(rolls).filter((used) => used === true).length,
    skills: listOf(character.skills).map((skill) => {
      const level = skillWords[textOf(skill.level).trim().toLowerCase()];
      const name = textOf(skill.title);
      return { name: level ? name : `${name} (${textOf(skill.level)})`, level: level ?? 'trained' };
    }),
    attacks: listOf(character.attacks).map((attack) => ({
      name: textOf(attack.title),
      modifier: typeof attack.modifier === 'number' ? 0 - attack.modifier : 0,
      damage: attack.damage,
      note: textOf(attack.description),
    })),
    abilities: listOf(character.specialAbilities).map((ability) => ({
      name: textOf(ability.title),
      cost: 0,
      pool: null,
      note: textOf(ability.description),
    })),
    cypherLimit: character.cypherLimit,
    cyphers: listOf(character.cyphers).map((cypher) => ({
      name: textOf(cypher.title),
      level: cypher.level ?? null,
      used: cypher.used === true,
      note: textOf(cypher.description),
    })),
    artifacts: listOf(character.artifacts).map((artifact) => ({
      name: textOf(artifact.title),
      level: artifact.level ?? null,
      depletion: '',
      depleted: artifact.depleted === true,
      note: textOf(artifact.description),
    })),
    equipment: [...listOf(character.equipments), ...listOf(character.oddities)]
      .map((item) => `${textOf(item.title)} ${textOf(item.description)}`.trim())
      .join('\n'),
    money: money.trim(),
    advancements: {
      capabilities: advancements.increaseCapabilities === true,
      perfection: advancements.moveTowardPerfection === true,
      effort: advancements.extraEffort === true,
      skills: advancements.skillTraining === true,
      other: advancements.other === true,
    },
    background: textOf(character.background),
    notes: textOf(character.notes),
  });
}
