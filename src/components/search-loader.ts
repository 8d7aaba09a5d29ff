// On every page, and nothing more: the search button and shortcuts. The dialog's code and its words
// (src/pages/[locale]/search-dialog.json.ts), Pagefind's script and its index load only when the reader shows intent
// (pointer or focus on the button, the shortcut) or opens search.
import type { DialogWords } from './search/dialog-markup.ts';

let dialog: Promise<[typeof import('./search/search-dialog.ts'), DialogWords]> | undefined;
const loadDialog = () => {
  if (dialog) return dialog;
  const loading = Promise.all([
    import('./search/search-dialog.ts'),
    fetch(`/${document.documentElement.lang}/search-dialog.json`).then((response) =>
      response.ok ? (response.json() as Promise<DialogWords>) : Promise.reject(),
    ),
  ]);
  // What failed (offline, with nothing kept) is asked for again on the next intent.
  loading.catch(() => {
    if (dialog === loading) dialog = undefined;
  });
  return (dialog = loading);
};

const root = document.querySelector<HTMLElement>('[data-site-search]');
const button = root?.querySelector<HTMLButtonElement>('[data-search-open]');

async function open() {
  const loaded = await loadDialog().catch(() => undefined);
  if (!root || !loaded) return;
  const [{ openSearch }, words] = loaded;
  openSearch(root, words);
}

if (button) {
  // A pointer is a mouse, a pen or a finger: a touch enters the button as it goes down.
  for (const intent of ['pointerenter', 'focus'] as const)
    button.addEventListener(intent, () => void loadDialog(), { once: true });
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
