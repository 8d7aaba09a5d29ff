// The start-up script of every page (Base.astro), built as one file that imports no other: Lighthouse's mobile
// simulation puts each link of a chain of modules (a loader, then the helper it imports...) before the first paint,
// one round trip each (tests/e2e/budgets.e2e.ts keeps it so). Hence one file for all pages, the list of islands
// included, and dynamic imports for the rest: the search dialog on intent, each island near the viewport, what every
// page adds once it is idle. The FAQ's toggles are a module of the FAQ page's own (FaqTools.astro), beside this one.
import { startThemeToggle } from './theme-toggle.ts';
import './search-loader.ts';
import './islands/load-islands.ts';
import './when-idle.ts';

startThemeToggle();
