// The phone menu is a modal <dialog>: focus moves into it, the page behind is inert, Esc closes it and focus returns
// to the menu button (all native to showModal). Tab and Shift+Tab wrap around inside it rather than leaving for the
// browser's own controls, and a tap outside the panel or on one of its links closes it.
const menu = document.querySelector<HTMLDialogElement>('#site-menu');
const button = document.querySelector<HTMLButtonElement>('[data-site-menu-open]');
if (menu && button) {
  button.addEventListener('click', () => menu.showModal());
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
