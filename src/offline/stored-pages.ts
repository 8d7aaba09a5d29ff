// The offline page (src/pages/[locale]/offline.astro), which the service worker shows at the address of a page it
// has not stored: lists that page in the other languages, if they are stored, and every stored page of this
// language, so the reader is never left at a dead end. Run by src/offline/offline.ts.
import type { Ask, StoredPage } from './protocol.ts';

/** A page's address after its locale: `/en/cypher/effort/` -> `cypher/effort/`. */
const withoutLocale = (url: string) => url.split('/').slice(2).join('/');

export async function listStoredPages(root: HTMLElement, ask: Ask) {
  const lang = document.documentElement.lang;
  const languageNames = new Intl.DisplayNames([lang], { type: 'language' });
  const pages = await ask<StoredPage[]>({ type: 'PAGES' });
  const own = pages.filter((page) => page.url.startsWith(`/${lang}/`));
  const wanted = withoutLocale(location.pathname);
  const elsewhere = pages.filter(
    (page) => !own.includes(page) && page.url !== '/' && withoutLocale(page.url) === wanted,
  );

  const list = (name: string, pages: StoredPage[]) => {
    const section = root.querySelector<HTMLElement>(`[data-offline-${name}]`);
    if (!section || pages.length === 0) return;
    section.querySelector('ul')?.replaceChildren(
      ...pages.map((page) => {
        const link = document.createElement('a');
        link.className = 'link';
        link.href = page.url;
        link.textContent = page.title;
        const item = document.createElement('li');
        const language = page.url.split('/')[1] ?? lang;
        if (language === lang) item.append(link);
        else {
          link.lang = language;
          item.append(link, ` (${languageNames.of(language)})`);
        }
        return item;
      }),
    );
    section.hidden = false;
  };
  list('elsewhere', elsewhere);
  list('stored', own);
  root.querySelector<HTMLElement>('[data-offline-none]')!.hidden = own.length > 0;
}
