// The damage simulator's other mode: a PC's attack on an NPC. Its own file, loaded the first time a reader picks that
// mode (damage-simulator.ts), so that the island stays within its budget. Every number comes from src/rules; this
// only puts the results into field values and the reader's words. Used at build time (the worked example) too.
import {
  attackDamage,
  damageNpc,
  npc,
  specialRoll,
  type NpcDamageResult,
  type NpcStats,
  type WeaponCategory,
} from '../../../rules/index.ts';
import type { armorNotes, Step, Text } from './damage-simulator-steps.ts';

/** A PC's attack on an NPC, taken to hit. */
export interface AttackInput {
  level: number;
  /** The NPC's health before the attack; by default what its level gives it. */
  health?: number | undefined;
  armor: number;
  weapon: WeaponCategory;
  /** Levels of Effort spent on damage. */
  effortDamage: number;
  /** The attack roll's natural d20 result. */
  natural: number;
  /** The attacker is impaired. */
  impaired: boolean;
}

/**
 * What makes up a hit, the parts that add something: "weapon 4 + Effort 3 + special roll 2", or "weapon 4" alone.
 */
function attackParts(weapon: number, effort: number, special: number, text: Text): string {
  const parts = [text('damageSimulator.part.weapon', { points: weapon })];
  if (effort > 0) parts.push(text('damageSimulator.part.effort', { points: effort }));
  if (special > 0) parts.push(text('damageSimulator.part.special', { points: special }));
  return parts.join(' + ');
}

/**
 * A PC's attack on an NPC: the weapon's damage, plus 3 per level of Effort, plus a special roll's bonus, less the
 * NPC's Armor, off its health. The hit before Armor, what Armor stops and the damage taken are each named for what
 * they are. 004 "Damage" and "Special Rolls"; 000 "전투". An NPC already at 0 health is refused (damageNpc).
 */
export function attackStep(
  input: AttackInput,
  text: Text,
  /** The notes on what Armor stopped, as a hit on a PC says them (damage-simulator-steps.ts): passed in, so that
   * this chunk imports nothing from the island's and the island's chunk exports nothing but the island. */
  armorLines: typeof armorNotes,
): Step & { npc: NpcStats; health: number; amount: number; result: NpcDamageResult } {
  const target = npc(input.level);
  const health = input.health ?? target.health;
  const { amount, weapon, effort, special } = attackDamage({
    weapon: input.weapon,
    effortLevels: input.effortDamage,
    natural: input.natural,
    impaired: input.impaired,
  });
  const result = damageNpc({ health, armor: input.armor }, { amount });

  const parts = attackParts(weapon, effort, special.bonusDamage, text);
  const notes = [text('damageSimulator.note.attack', { amount, parts })];
  if (special.intrusion) notes.push(text('damageSimulator.note.intrusion'));
  if (special.damageOrEffect) notes.push(text(`damageSimulator.note.or.${special.effect}`));
  const unimpaired = specialRoll(input.natural, { attack: true });
  if (unimpaired.bonusDamage !== special.bonusDamage || unimpaired.effect !== special.effect)
    notes.push(text('damageSimulator.note.impairedRoll', { bonus: special.bonusDamage }));
  if (special.refundsCost) notes.push(text('damageSimulator.note.refund'));
  // The site's reading impaired-refund: the note names the other reading too.
  else if (input.impaired && input.natural === 20) notes.push(text('damageSimulator.note.impairedRefund'));
  notes.push(...armorLines(amount, result.absorbed, input.armor, text));
  notes.push(text('damageSimulator.note.health', { from: health, to: result.health }));
  if (result.overflow > 0) notes.push(text('damageSimulator.note.npcOverflow', { count: result.overflow }));
  if (result.defeated) notes.push(text('damageSimulator.note.defeated'));
  return {
    npc: target,
    health,
    amount,
    result,
    changes: { health: String(result.health) },
    notes,
    line: notes.join(' '),
  };
}
