// Every island, by the tag of its element: its code loads only on a page that shows it, once it nears the viewport
// (shared/lazy.ts). One list for the whole site, in the start-up script of every page (../page-start.ts). The character
// sheet, the page it is on, loads its own (character-sheet/load-character-sheet.ts).
import { loadWhenVisible } from './shared/lazy.ts';

loadWhenVisible('chaos-bag', () => import('./chaos-bag/chaos-bag.ts'));
loadWhenVisible('combat-situations', () => import('./combat-situations/combat-situations.ts'));
loadWhenVisible('crafting-calculator', () => import('./crafting-calculator/crafting-calculator.ts'));
loadWhenVisible('damage-simulator', () => import('./damage-simulator/damage-simulator.ts'));
loadWhenVisible('dice-roller', () => import('./dice-roller/dice-roller.ts'));
loadWhenVisible('difficulty-table', () => import('./difficulty-table/difficulty-table.ts'));
loadWhenVisible('effort-calculator', () => import('./effort-calculator/effort-calculator.ts'));
loadWhenVisible('healing-calculator', () => import('./healing-calculator/healing-calculator.ts'));
loadWhenVisible('heavy-object-calculator', () => import('./heavy-object-calculator/heavy-object-calculator.ts'));
loadWhenVisible('initiative-calculator', () => import('./initiative-calculator/initiative-calculator.ts'));
loadWhenVisible('jump-calculator', () => import('./jump-calculator/jump-calculator.ts'));
loadWhenVisible('recovery-roll', () => import('./recovery-roll/recovery-roll.ts'));
loadWhenVisible('roll-off', () => import('./roll-off/roll-off.ts'));
