// The JSON schema of the character file (file.ts), published at `schemaPath` (src/pages/schemas/characters-1.json.ts).
// Built from the same lists and limits the site checks a sheet with (sheet.ts, read-sheet.ts, src/rules), so that no
// bound is written twice. What a schema cannot say (a Pool's points within its maximum, a damage track as the Pools
// at 0 allow) its description says, and read-sheet.ts checks.
import {
  MAX_ARMOR,
  MAX_BONUS,
  MAX_COUNT,
  MAX_EDGE,
  MAX_EFFORT_LEVELS,
  MAX_LEVEL,
  MAX_POINTS,
  MAX_STEPS,
  MAX_TIER,
  MIN_LEVEL,
  MIN_TIER,
  RECOVERY_ROLLS_PER_DAY,
  rulesets,
  stats,
  tracks,
  wornArmors,
} from '../rules/index.ts';
import { fileFormat, fileVersion, schemaPath } from './file.ts';
import { advancementIds, maxEntries, newCharacter, skillLevels, textLimits } from './sheet.ts';

const integer = (minimum: number, maximum: number) => ({ type: 'integer', minimum, maximum });
const orNull = (schema: object) => ({ oneOf: [schema, { type: 'null' }] });
const object = (properties: Record<string, object>) => ({
  type: 'object',
  additionalProperties: false,
  required: Object.keys(properties),
  properties,
});
const list = (item: Record<string, object>) => ({ type: 'array', maxItems: maxEntries, items: object(item) });
const text = (maxLength: number) => ({ type: 'string', maxLength });
const line = text(textLimits.line);
const note = text(textLimits.note);
const long = text(textLimits.long);
const points = integer(0, MAX_POINTS);
const level = orNull(integer(MIN_LEVEL, MAX_LEVEL));
const stat = { enum: stats.map(({ stat }) => stat) };
const pool = {
  description: "A stat: its Pool's maximum, the points in it now (at most the maximum), and its Edge.",
  ...object({ max: integer(1, MAX_POINTS), current: points, edge: integer(0, MAX_EDGE) }),
};

/** The properties of a character, in the order sheet.ts writes them. */
const character: Record<keyof ReturnType<typeof newCharacter>, object> = {
  id: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' },
  name: line,
  descriptor: line,
  type: line,
  focus: line,
  ruleset: { enum: Object.keys(rulesets) },
  tier: integer(MIN_TIER, MAX_TIER),
  effort: { description: 'The Effort score.', ...integer(1, MAX_EFFORT_LEVELS) },
  xp: points,
  might: pool,
  speed: pool,
  intellect: pool,
  armor: { description: 'The Armor value.', ...integer(0, MAX_ARMOR) },
  armorWeight: { description: 'The armor worn, which raises the cost of Speed Effort.', enum: wornArmors },
  armorPracticed: { type: 'boolean' },
  track: { description: 'At least one step down for each Pool at 0.', enum: tracks },
  recoveryBonus: {
    description: 'What a recovery roll adds to the d6; null: the tier.',
    ...orNull(integer(0, MAX_BONUS)),
  },
  recoveryRollsUsed: {
    description: 'Recovery rolls taken since the day began, in order: one action, ten minutes, one hour, ten hours.',
    ...integer(0, RECOVERY_ROLLS_PER_DAY),
  },
  skills: list({ name: line, level: { enum: skillLevels } }),
  attacks: list({
    name: line,
    modifier: {
      description: 'Steps the attack is eased (positive) or hindered (negative).',
      ...integer(-MAX_STEPS, MAX_STEPS),
    },
    damage: points,
    note,
  }),
  abilities: list({ name: line, cost: points, pool: orNull(stat), note }),
  cypherLimit: integer(0, MAX_COUNT),
  cyphers: list({ name: line, level, used: { type: 'boolean' }, note }),
  artifacts: list({ name: line, level, depletion: line, depleted: { type: 'boolean' }, note }),
  equipment: long,
  money: line,
  advancements: object(Object.fromEntries(advancementIds.map((id) => [id, { type: 'boolean' }]))),
  background: long,
  notes: long,
};

/**
 * The schema of the character file, its `$id` on `site`.
 *
 * @example
 * characterSchema('https://rules-reference.netlify.app').$id; // 'https://rules-reference.netlify.app/schemas/characters-1.json'
 */
export function characterSchema(site: string | URL) {
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: new URL(schemaPath, site).href,
    title: `Rules Reference characters, version ${fileVersion}`,
    description:
      'Cypher System and Numenera character sheets as the character sheet page of Rules Reference exports them ' +
      '(/en/character/).',
    type: 'object',
    required: ['format', 'version', 'characters'],
    additionalProperties: false,
    properties: {
      $schema: { type: 'string' },
      format: { const: fileFormat },
      version: { const: fileVersion },
      characters: { type: 'array', minItems: 1, items: object(character) },
    },
  };
}
