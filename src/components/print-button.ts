// The print button of a GM screen (src/components/screen/GmScreen.astro) opens the browser's print dialog. It comes
// with what every page adds once idle (every-page.ts), not with the start-up script, whose budget (tests/e2e/
// budgets.e2e.ts) has less room left than this takes: the screen loads no file of its own. The button shows once it
// works (global.css); without JavaScript it is not drawn, and the screen says how to print (docs/screens.md).
const button = document.querySelector<HTMLElement>('[data-print]');
if (button) button.onclick = () => print();
