import Callout from './Callout.astro';
import Card from './Card.astro';
import CardIndex from './CardIndex.astro';
import FaqEntry from './FaqEntry.astro';
import LocalizedLink from './LocalizedLink.astro';
import Reading from './Reading.astro';
import Table from './Table.astro';
import TableRows from './TableRows.astro';
import ChaosBag from '../islands/chaos-bag/ChaosBag.astro';
import CombatSituations from '../islands/combat-situations/CombatSituations.astro';
import CraftingCalculator from '../islands/crafting-calculator/CraftingCalculator.astro';
import DamageSimulator from '../islands/damage-simulator/DamageSimulator.astro';
import DiceRoller from '../islands/dice-roller/DiceRoller.astro';
import DifficultyTable from '../islands/difficulty-table/DifficultyTable.astro';
import EffortCalculator from '../islands/effort-calculator/EffortCalculator.astro';
import HealingCalculator from '../islands/healing-calculator/HealingCalculator.astro';
import HeavyObjectCalculator from '../islands/heavy-object-calculator/HeavyObjectCalculator.astro';
import InitiativeCalculator from '../islands/initiative-calculator/InitiativeCalculator.astro';
import JumpCalculator from '../islands/jump-calculator/JumpCalculator.astro';
import RecoveryRoll from '../islands/recovery-roll/RecoveryRoll.astro';
import RollOff from '../islands/roll-off/RollOff.astro';
import DistanceTable from '../tables/DistanceTable.astro';
import HazardTable from '../tables/HazardTable.astro';
import RecoveryTable from '../tables/RecoveryTable.astro';
import WeaponTable from '../tables/WeaponTable.astro';

/**
 * What MDX pages can use without an import (content/README.md, "Components"), and the HTML elements we render
 * our own way: links resolve to the reader's locale; a Markdown table's rows go inside the table Table draws, which
 * scrolls on small screens (src/markdown/table-captions.ts wraps each Markdown table in it).
 */
export const mdxComponents = {
  a: LocalizedLink,
  table: TableRows,
  Table,
  Callout,
  Card,
  CardIndex,
  FaqEntry,
  Reading,
  DifficultyTable,
  EffortCalculator,
  DamageSimulator,
  DiceRoller,
  CombatSituations,
  RollOff,
  InitiativeCalculator,
  JumpCalculator,
  HeavyObjectCalculator,
  HealingCalculator,
  CraftingCalculator,
  RecoveryRoll,
  ChaosBag,
  WeaponTable,
  HazardTable,
  RecoveryTable,
  DistanceTable,
};
