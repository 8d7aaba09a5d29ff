// What every page adds once it is idle (src/components/when-idle.ts loads it), one file for them all: the page's
// start-up script names one file instead of four (README, "Budgets").
import './site-menu.ts';
import './language-switcher.ts';
import '../offline/offline.ts';
import './print-button.ts';
