// What every page adds once it is idle (src/components/when-idle.ts loads it), one file for the three: the page's
// start-up script names one file instead of three (docs/budgets.md).
import './site-menu.ts';
import './language-switcher.ts';
import '../offline/offline.ts';
import './print-button.ts';
