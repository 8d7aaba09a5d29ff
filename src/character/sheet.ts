// What the reader's character sheet holds (issue 41): what the rules read (src/rules, `Character`) and what a paper
// Cypher System or Numenera sheet holds besides. This shape is what the site stores (store.ts), exports and imports
// (file.ts, with its JSON schema in public/schemas/) and shares (share.ts). Changing it means a new version of
// those formats, with a migration.
import type { CarriedCypher, Character, Stat } from '../rules/index.ts';

/** A skill on the sheet: trained, specialized, or an inability (practiced is every task with no entry). */
export type SkillLevel = 'trained' | 'specialized' | 'inability';
export const skillLevels = ['trained', 'specialized', 'inability'] as const satisfies readonly SkillLevel[];

export interface SheetSkill {
  name: string;
  level: SkillLevel;
}

export interface SheetAttack {
  name: string;
  /** Steps the attack is eased (positive) or hindered (negative), -20..20. */
  modifier: number;
  /** Points of damage, 0..9999. */
  damage: number;
  note: string;
}

export interface SheetAbility {
  name: string;
  /** Points it costs, 0..9999, from `pool` (null: it costs nothing). */
  cost: number;
  pool: Stat | null;
  note: string;
}

export interface SheetCypher extends CarriedCypher {
  name: string;
  /** 1..10, or null when unknown. */
  level: number | null;
  note: string;
}

export interface SheetArtifact {
  name: string;
  /** 1..10, or null when unknown. */
  level: number | null;
  /** As the artifact says it: "1 in 1d10". */
  depletion: string;
  depleted: boolean;
  note: string;
}

/** The five advancements of a tier (CSRD "Character Tiers"): each ticked once bought; the fifth is "other options". */
export type AdvancementId = 'capabilities' | 'perfection' | 'effort' | 'skills' | 'other';
export const advancementIds = [
  'capabilities',
  'perfection',
  'effort',
  'skills',
  'other',
] as const satisfies readonly AdvancementId[];

/** A character sheet. */
export interface CharacterSheet extends Character {
  /** Names the character among the reader's: 1 to 64 letters, digits, `-` or `_`. */
  id: string;
  name: string;
  descriptor: string;
  type: string;
  focus: string;
  /** Experience points, 0..9999. */
  xp: number;
  skills: SheetSkill[];
  attacks: SheetAttack[];
  abilities: SheetAbility[];
  cyphers: SheetCypher[];
  artifacts: SheetArtifact[];
  /** Equipment, one thing a line. */
  equipment: string;
  money: string;
  advancements: Record<AdvancementId, boolean>;
  background: string;
  notes: string;
}

/** The longest text of each kind, so that a stored sheet stays small. */
export const textLimits = { line: 200, note: 2000, long: 20000 } as const;
/** The most entries of a list (skills, attacks…). */
export const maxEntries = 99;

/** A new id: 16 random hexadecimal digits (`crypto.getRandomValues` works where `randomUUID` does not: plain http). */
export function newId(): string {
  return [...crypto.getRandomValues(new Uint8Array(8))].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A new character: tier 1, hale, 10 in each Pool, nothing else written yet. */
export function newCharacter(id = newId()): CharacterSheet {
  return {
    id,
    name: '',
    descriptor: '',
    type: '',
    focus: '',
    ruleset: 'cypher',
    tier: 1,
    effort: 1,
    xp: 0,
    might: { max: 10, current: 10, edge: 0 },
    speed: { max: 10, current: 10, edge: 0 },
    intellect: { max: 10, current: 10, edge: 0 },
    armor: 0,
    armorWeight: 'none',
    armorPracticed: true,
    track: 'hale',
    recoveryBonus: null,
    recoveryRollsUsed: 0,
    skills: [],
    attacks: [],
    abilities: [],
    cypherLimit: 2,
    cyphers: [],
    artifacts: [],
    equipment: '',
    money: '',
    advancements: { capabilities: false, perfection: false, effort: false, skills: false, other: false },
    background: '',
    notes: '',
  };
}
