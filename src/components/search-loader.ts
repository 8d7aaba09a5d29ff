// On every page, and nothing more: the search button and shortcuts. The dialog's code, Pagefind's script and its
// index load only when the reader shows intent (pointer or focus on the button, the shortcut) or opens search.
let dialogModule: Promise<typeof import('./search/search-dialog.ts')> | undefined;
const loadDialog = () => (dialogModule ??= import('./search/search-dialog.ts'));

const root = document.querySelector<HTMLElement>('[data-site-search]');
const button = root?.querySelector<HTMLButtonElement>('[data-search-open]');

async function open() {
  if (!root) return;
  const { openSearch } = await loadDialog();
  openSearch(root);
}

if (button) {
  for (const intent of ['pointerenter', 'focus', 'touchstart'] as const)
    button.addEventListener(intent, () => void loadDialog(), { once: true, passive: true });
  button.addEventListener('click', () => void open());
  document.addEventListener('keydown', (event) => {
    const target = event.target as HTMLElement | null;
    const typing = target?.closest('input, textarea, select, [contenteditable="true"]');
    const slash = event.key === '/' && !typing && !event.ctrlKey && !event.metaKey && !event.altKey;
    const commandK = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';
    if (slash || commandK) {
      event.preventDefault();
      void open();
    }
  });
}
