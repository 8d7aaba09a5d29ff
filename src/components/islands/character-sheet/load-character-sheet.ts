// The character page's own script (CharacterSheet.astro): it loads the sheet's code, which is a bundle of its own,
// built through Vite's worker pipeline (`?worker&url`, astro.config.mjs: ES modules) and loaded here as a module.
// Why apart from the other islands (shared/lazy.ts):
// - reading pages send no more bytes for it: the start-up script of every page names no character code, and the
//   islands' chunks stay as they were, since the sheet shares none of them (a module two bundles of the site share
//   is split into a chunk of its own, which the other islands would then load besides);
// - this script imports nothing, so that the page's start-up scripts are one file each (tests/e2e/budgets.e2e.ts): an
//   `import()` of a module of the site's own bundle would make it import Vite's preload helper, which every page's
//   start-up script would then import too.
import sheetCode from './character-sheet-entry.ts?worker&url';

if (document.querySelector('character-sheet')) void import(/* @vite-ignore */ sheetCode);
