// The print buttons of the GM screens (src/components/screen/GmScreen.astro): each opens the browser's print dialog.
// Drawn only with JavaScript (`data-with-script`); the screen says how to print without it.
export function startPrintButtons() {
  for (const button of document.querySelectorAll('[data-print]')) button.addEventListener('click', () => print());
}
