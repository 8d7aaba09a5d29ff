// The offline page (src/pages/[locale]/offline.astro), which the service worker shows at the address of a page it
// does not have: lists the same page in the other languages, if they are stored, and every page of this language
// that is, so the reader is never left at a dead end.
import { messageSW } from 'workbox-window';
import { localeInfo, locales } from '../i18n/locales.ts';
import type { StoredPage } from './protocol.ts';

const root = document.querySelector<HTMLElement>('[data-offline-page]');
const worker = navigator.serviceWorker?.controller;

/** A page's address after its locale: `/en/cypher/effort/` -> `cypher/effort/`. */
const withoutLocale = (url: string) => url.split('/').slice(2).join('/');

function list(name: string, pages: StoredPage[]) {
  const section = root?.querySelector<HTMLElement>(`[data-offline-${name}]`);
  const items = section?.querySelector('ul');
  if (!section || !items || pages.length === 0) return;
  items.replaceChildren(
    ...pages.map((page) => {
      const link = document.createElement('a');
      link.className = 'link';
      link.href = page.url;
      link.textContent = page.title;
      const language = locales.find((locale) => page.url.startsWith(`/${locale}/`));
      const item = document.createElement('li');
      if (language && language !== document.documentElement.lang) {
        link.lang = language;
        item.append(link, ` (${localeInfo[language].nativeName})`);
      } else item.append(link);
      return item;
    }),
  );
  section.hidden = false;
}

async function show() {
  const pages = worker ? ((await messageSW(worker, { type: 'PAGES' })) as StoredPage[]) : [];
  const lang = document.documentElement.lang;
  const own = pages.filter((page) => page.url.startsWith(`/${lang}/`));
  const wanted = withoutLocale(location.pathname);
  list(
    'elsewhere',
    pages.filter((page) => !own.includes(page) && page.url !== '/' && withoutLocale(page.url) === wanted),
  );
  list('stored', own);
  const none = root?.querySelector<HTMLElement>('[data-offline-none]');
  if (none) none.hidden = own.length > 0;
}

void show();
