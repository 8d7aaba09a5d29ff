// The words each island's script says (its strings, shared/strings.ts: its own UI strings and the messages of the bad
// input it can meet), by the tag of its element. They are not in the page: /<locale>/island-words/<tag>.json
// (src/pages/[locale]/island-words/[island].json.ts) serves them, and shared/lazy.ts fetches them with the island's
// code, so a page sends no words its reader's tools never say (0.5 to 1.4 KB gzip of HTML a page; issue 32).
import type { Locale } from '../../i18n/index.ts';
import { chaosBagData } from './chaos-bag/chaos-bag-data.ts';
import { chaosBagKeys } from './chaos-bag/chaos-bag-text.ts';
import { characterSheetWords } from './character-sheet/character-sheet-words.ts';
import { combatSituationsKeys } from './combat-situations/combat-situations-text.ts';
import { craftingCalculatorKeys } from './crafting-calculator/crafting-calculator-text.ts';
import { damageSimulatorKeys, refusals as damageSimulatorRefusals } from './damage-simulator/damage-simulator-words.ts';
import { diceRollerKeys } from './dice-roller/dice-roller-text.ts';
import { difficultyTableKeys } from './difficulty-table/difficulty-table-text.ts';
import { effortCalculatorKeys } from './effort-calculator/effort-calculator-results.ts';
import { healingCalculatorKeys } from './healing-calculator/healing-calculator-text.ts';
import { heavyObjectCalculatorKeys } from './heavy-object-calculator/heavy-object-calculator-text.ts';
import { initiativeCalculatorKeys } from './initiative-calculator/initiative-calculator-text.ts';
import { jumpCalculatorKeys } from './jump-calculator/jump-calculator-text.ts';
import { recoveryRollKeys, recoveryRollRefusals } from './recovery-roll/recovery-roll-text.ts';
import { rollOffKeys } from './roll-off/roll-off-text.ts';
import { characterChoiceKeys, characterLineKeys } from './shared/character-line.ts';
import { islandStrings } from './shared/strings.ts';

export const islandWords = {
  'chaos-bag': (locale: Locale) =>
    islandStrings(locale, chaosBagKeys(), { 'empty-bag': 'island.error.emptyBag' }, chaosBagData(locale)),
  'character-sheet': characterSheetWords,
  'combat-situations': (locale: Locale) =>
    islandStrings(locale, [...combatSituationsKeys(), ...characterLineKeys, ...characterChoiceKeys]),
  'crafting-calculator': (locale: Locale) =>
    islandStrings(locale, [...craftingCalculatorKeys(), ...characterLineKeys, ...characterChoiceKeys]),
  'damage-simulator': (locale: Locale) =>
    islandStrings(
      locale,
      [...damageSimulatorKeys, ...characterLineKeys, 'characterLine.take'],
      damageSimulatorRefusals,
    ),
  'dice-roller': (locale: Locale) => islandStrings(locale, [...diceRollerKeys, ...characterLineKeys]),
  'difficulty-table': (locale: Locale) =>
    islandStrings(locale, [...difficultyTableKeys(), ...characterLineKeys, ...characterChoiceKeys]),
  'effort-calculator': (locale: Locale) =>
    islandStrings(locale, [...effortCalculatorKeys, ...characterLineKeys, 'characterLine.spend'], {
      'too-much-effort': 'island.error.tooMuchEffort',
      // A Pool at 0 with Impaired unticked: the box to tick.
      'track-too-healthy': 'island.error.tickImpaired',
    }),
  'healing-calculator': (locale: Locale) =>
    islandStrings(locale, [...healingCalculatorKeys(), ...characterLineKeys, ...characterChoiceKeys]),
  'heavy-object-calculator': (locale: Locale) =>
    islandStrings(locale, [...heavyObjectCalculatorKeys(), ...characterLineKeys, ...characterChoiceKeys]),
  'initiative-calculator': (locale: Locale) =>
    islandStrings(locale, [...initiativeCalculatorKeys(), ...characterLineKeys, ...characterChoiceKeys]),
  'jump-calculator': (locale: Locale) =>
    islandStrings(locale, [...jumpCalculatorKeys(), ...characterLineKeys, ...characterChoiceKeys]),
  'recovery-roll': (locale: Locale) =>
    islandStrings(locale, [...recoveryRollKeys(), ...characterLineKeys], recoveryRollRefusals),
  'roll-off': (locale: Locale) => islandStrings(locale, rollOffKeys()),
} as const satisfies Record<string, (locale: Locale) => string>;

export type IslandTag = keyof typeof islandWords;
