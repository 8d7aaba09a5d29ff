// The phone menu (SiteMenu.astro) is a modal <dialog>: focus moves into it, the page behind is inert, Esc closes it
// and focus returns to the menu button, all native. This adds what the markup cannot: Tab and Shift+Tab wrap around
// inside the menu rather than leaving for the browser's own controls, a tap outside the panel or on one of its links
// closes it, and the buttons work in browsers without invoker commands (command, commandfor).
const menu = document.querySelector<HTMLDialogElement>('#site-menu');
if (menu) {
  if (!('command' in HTMLButtonElement.prototype)) {
    for (const button of document.querySelectorAll<HTMLButtonElement>('[commandfor="site-menu"]'))
      button.addEventListener('click', () =>
        button.getAttribute('command') === 'close' ? menu.close() : menu.showModal(),
      );
  }
  menu.addEventListener('click', (event) => {
    // A click on the dialog element itself, not on its content, is a click on the backdrop.
    const target = event.target as Element;
    if (target === menu || target.closest('a')) menu.close();
  });
  menu.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab') return;
    const focusable = menu.querySelectorAll<HTMLElement>('a[href], button');
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    const wrapTo = event.shiftKey ? document.activeElement === first && last : document.activeElement === last && first;
    if (wrapTo) {
      event.preventDefault();
      wrapTo.focus();
    }
  });
}

export {};
