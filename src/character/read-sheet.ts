// Reading a character sheet from anything: the stored value, a file, a shared link, all of which may be damaged or
// hostile. What comes out is a sheet with exactly the fields of sheet.ts, each checked; anything else is refused.
import {
  checkCharacter,
  MAX_LEVEL,
  MAX_POINTS,
  MAX_STEPS,
  MIN_LEVEL,
  RulesInputError,
  stats,
  type Stat,
} from '../rules/index.ts';
import {
  advancementIds,
  maxEntries,
  skillLevels,
  textLimits,
  type CharacterSheet,
  type SheetAbility,
  type SheetArtifact,
  type SheetAttack,
  type SheetCypher,
  type SheetSkill,
} from './sheet.ts';

/**
 * A value that is no character sheet: the field where it goes wrong (`skills.2.level`) and, for a number or a text,
 * the range it must be in (a text's `max` is its length), which a message can name.
 */
export class SheetError extends Error {
  override readonly name = 'SheetError';
  constructor(
    readonly field: string,
    readonly min?: number,
    readonly max?: number,
  ) {
    super(`not a character sheet: ${field}`);
  }
}

type Fields = Record<string, unknown>;

function record(field: string, value: unknown): Fields {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new SheetError(field);
  return value as Fields;
}

function text(field: string, value: unknown, limit: number): string {
  if (typeof value !== 'string' || value.length > limit) throw new SheetError(field, 0, limit);
  return value;
}

function whole(field: string, value: unknown, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new SheetError(field, min, max);
  }
  return value === 0 ? 0 : value;
}

function flag(field: string, value: unknown): boolean {
  if (typeof value !== 'boolean') throw new SheetError(field);
  return value;
}

function level(field: string, value: unknown): number | null {
  return value === null ? null : whole(field, value, MIN_LEVEL, MAX_LEVEL);
}

function oneOf<T extends string>(field: string, value: unknown, allowed: readonly T[]): T {
  if (!(allowed as readonly unknown[]).includes(value)) throw new SheetError(field);
  return value as T;
}

function list<T>(field: string, value: unknown, read: (entry: Fields, field: string) => T): T[] {
  if (!Array.isArray(value) || value.length > maxEntries) throw new SheetError(field);
  return value.map((entry, index) => read(record(`${field}.${index}`, entry), `${field}.${index}`));
}

const statIds = stats.map(({ stat }) => stat);
const line = (field: string, value: unknown) => text(field, value, textLimits.line);
const note = (field: string, value: unknown) => text(field, value, textLimits.note);
const long = (field: string, value: unknown) => text(field, value, textLimits.long);

const readSkill = (entry: Fields, at: string): SheetSkill => ({
  name: line(`${at}.name`, entry.name),
  level: oneOf(`${at}.level`, entry.level, skillLevels),
});

const readAttack = (entry: Fields, at: string): SheetAttack => ({
  name: line(`${at}.name`, entry.name),
  modifier: whole(`${at}.modifier`, entry.modifier, -MAX_STEPS, MAX_STEPS),
  damage: whole(`${at}.damage`, entry.damage, 0, MAX_POINTS),
  note: note(`${at}.note`, entry.note),
});

const readAbility = (entry: Fields, at: string): SheetAbility => ({
  name: line(`${at}.name`, entry.name),
  cost: whole(`${at}.cost`, entry.cost, 0, MAX_POINTS),
  pool: entry.pool === null ? null : oneOf<Stat>(`${at}.pool`, entry.pool, statIds),
  note: note(`${at}.note`, entry.note),
});

const readCypher = (entry: Fields, at: string): SheetCypher => ({
  name: line(`${at}.name`, entry.name),
  level: level(`${at}.level`, entry.level),
  used: flag(`${at}.used`, entry.used),
  note: note(`${at}.note`, entry.note),
});

const readArtifact = (entry: Fields, at: string): SheetArtifact => ({
  name: line(`${at}.name`, entry.name),
  level: level(`${at}.level`, entry.level),
  depletion: line(`${at}.depletion`, entry.depletion),
  depleted: flag(`${at}.depleted`, entry.depleted),
  note: note(`${at}.note`, entry.note),
});

const readPool = (value: unknown, at: string) => {
  const pool = record(at, value);
  return { max: pool.max as number, current: pool.current as number, edge: pool.edge as number };
};

/**
 * The character sheet `value` holds, every field checked: text within its length, numbers within their ranges, the
 * rules' own checks (`checkCharacter`: each Pool within its maximum, the damage track as the Pools at 0 allow). Fields
 * the sheet does not know are left out. Throws SheetError, naming the first field that is wrong.
 *
 * @example
 * readSheet(JSON.parse(text)); // a CharacterSheet, or throws SheetError('speed')
 */
export function readSheet(value: unknown): CharacterSheet {
  const sheet = record('sheet', value);
  const advancements = record('advancements', sheet.advancements);
  const read: CharacterSheet = {
    id: text('id', sheet.id, 64),
    name: line('name', sheet.name),
    descriptor: line('descriptor', sheet.descriptor),
    type: line('type', sheet.type),
    focus: line('focus', sheet.focus),
    ruleset: sheet.ruleset as CharacterSheet['ruleset'],
    tier: sheet.tier as number,
    effort: sheet.effort as number,
    xp: whole('xp', sheet.xp, 0, MAX_POINTS),
    might: readPool(sheet.might, 'might'),
    speed: readPool(sheet.speed, 'speed'),
    intellect: readPool(sheet.intellect, 'intellect'),
    armor: sheet.armor as number,
    armorWeight: sheet.armorWeight as CharacterSheet['armorWeight'],
    armorPracticed: sheet.armorPracticed as boolean,
    track: sheet.track as CharacterSheet['track'],
    recoveryBonus: sheet.recoveryBonus as number | null,
    recoveryRollsUsed: sheet.recoveryRollsUsed as number,
    skills: list('skills', sheet.skills, readSkill),
    attacks: list('attacks', sheet.attacks, readAttack),
    abilities: list('abilities', sheet.abilities, readAbility),
    cypherLimit: sheet.cypherLimit as number,
    cyphers: list('cyphers', sheet.cyphers, readCypher),
    artifacts: list('artifacts', sheet.artifacts, readArtifact),
    equipment: long('equipment', sheet.equipment),
    money: line('money', sheet.money),
    advancements: Object.fromEntries(
      advancementIds.map((id) => [id, flag(`advancements.${id}`, advancements[id])]),
    ) as CharacterSheet['advancements'],
    background: long('background', sheet.background),
    notes: long('notes', sheet.notes),
  };
  if (!/^[\w-]+$/.test(read.id)) throw new SheetError('id');
  try {
    return checkCharacter(read);
  } catch (error) {
    if (error instanceof RulesInputError) throw new SheetError(error.field, error.min, error.max);
    throw error;
  }
}
