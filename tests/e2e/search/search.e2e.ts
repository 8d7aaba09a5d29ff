import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_QUERY_LENGTH } from '../../../src/components/search/query.ts';
import { axeViolations, enhanced, launchBrowser, openPage, siteURL } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const dialog = (page: Page) => page.locator('dialog[data-search-dialog]');
const options = (page: Page) => page.locator('#search-results [role="option"]');

async function searchFor(page: Page, query: string) {
  await page.locator('#search-input').fill(query);
  await page.waitForFunction(() => document.querySelector('[data-search-status]')?.textContent !== '');
}

/** Types a query and waits until its results are drawn (the list is busy from the keystroke until then). */
async function resultsFor(page: Page, query: string) {
  await page.locator('#search-input').fill(query);
  await page.waitForFunction(() => document.querySelector('#search-results')?.getAttribute('aria-busy') === 'false');
}

/**
 * The home page of a language with the search dialog open, one per language, shared by the tests that only type a
 * query and read what it finds: a query replaces the one before, whose results go (the list is busy from the
 * keystroke until the new ones are drawn).
 */
const searchPages = new Map<string, Promise<Page>>();
function searchPage(locale: string): Promise<Page> {
  const opened =
    searchPages.get(locale) ??
    openPage(browser, `/${locale}/`).then(async (page) => {
      await page.keyboard.press('/');
      await dialog(page).waitFor();
      return page;
    });
  searchPages.set(locale, opened);
  return opened;
}

const note = (page: Page) => page.locator('[data-search-note]');
const status = (page: Page) => page.locator('[data-search-status]');

describe('search dialog', () => {
  it('loads nothing of Pagefind, nor the dialog, until the reader shows intent, however long the page sits', async () => {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.goto(siteURL('/en/cypher/special-rolls/'));
    // Everything the page does by itself: what it adds once idle (when-idle.ts), then whatever that or an island
    // starts later: no request for half a second, then two more idle periods.
    await enhanced(page);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
    // The window saw the page fall idle: it holds the module loaded then.
    expect(requests.filter((path) => path.startsWith('/_astro/every-page.'))).toHaveLength(1);
    expect(requests.filter((path) => path.startsWith('/pagefind/') || path.includes('/search-dialog.'))).toEqual([]);
    await page.getByRole('button', { name: 'Search' }).hover();
    await page.keyboard.press('/');
    await searchFor(page, 'intrusion');
    expect(requests).toContain('/pagefind/pagefind.js');
    await context.close();
  });

  it('opens with /, searches as you type, moves with the arrows, opens with Enter', async () => {
    const page = await openPage(browser, '/en/');
    await page.keyboard.press('/');
    await dialog(page).waitFor({ state: 'visible' });
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('search-input');
    await page.keyboard.type('recovery roll');
    // The results of the whole query, not of a word typed on the way.
    await page.waitForFunction(() =>
      document.querySelector('[data-search-status]')?.textContent?.includes('recovery roll'),
    );
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const second = options(page).nth(1);
    expect(await second.getAttribute('aria-selected')).toBe('true');
    expect(await page.locator('#search-input').getAttribute('aria-activedescendant')).toBe(
      await second.getAttribute('id'),
    );
    const href = await second.getAttribute('href');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.href.endsWith(href ?? '-'));
    await page.context().close();
  });

  it('opens with Ctrl+K, closes with Esc and gives focus back to where it was', async () => {
    const page = await openPage(browser, '/es/');
    const button = page.getByRole('button', { name: 'Buscar' });
    await button.focus();
    await page.keyboard.press('Control+k');
    await dialog(page).waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-search-open'))).toBe('');
    await page.context().close();
  });

  // QA Q5: the closed dialog fades out for 0.3 s and its field kept the focus until then, so a `/` typed at once went
  // into the hidden field instead of opening search again.
  it('a / typed at once after Esc opens search again', async () => {
    const page = await openPage(browser, '/ko/');
    await page.keyboard.press('/');
    await dialog(page).waitFor({ state: 'visible' });
    await page.keyboard.type('분발');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('dialog') ?? null)).toBeNull();
    await page.keyboard.press('/');
    // The dialog opens once its script answers the key (a promise): the / is not lost, whatever the machine's load.
    await expect.poll(() => dialog(page).evaluate((element: HTMLDialogElement) => element.open)).toBe(true);
    expect(await page.locator('#search-input').inputValue()).toBe('분발');
    await page.context().close();
  });

  // Issue 36: with text in the field, the first Esc only emptied it and a second one closed the dialog.
  it.each([
    ['ko', '검색', '분발'],
    ['en', 'Search', 'effort'],
  ])(
    '%s: one Esc closes the dialog with a query typed, from the field or from a result',
    async (locale, name, query) => {
      const page = await openPage(browser, `/${locale}/`);
      const button = page.getByRole('button', { name });
      for (const from of ['field', 'result'] as const) {
        await button.focus();
        await page.keyboard.press('Control+k');
        await dialog(page).waitFor({ state: 'visible' });
        await page.keyboard.type(query);
        await page.waitForFunction(
          (typed) => document.querySelector('[data-search-status]')?.textContent?.includes(typed),
          query,
        );
        if (from === 'result') await options(page).first().focus();
        await page.keyboard.press('Escape');
        expect(await dialog(page).evaluate((element: HTMLDialogElement) => element.open), from).toBe(false);
        await dialog(page).waitFor({ state: 'hidden' });
        expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-search-open')), from).toBe(true);
        // The query is kept for the next time, selected.
        expect(await page.locator('#search-input').inputValue(), from).toBe(query);
        await page.locator('#search-input').evaluate((input: HTMLInputElement) => (input.value = ''));
      }
      await page.context().close();
    },
  );

  it.each([
    ['ko', '분발', '검색어 지우기', '지우기'],
    ['es', 'esfuerzo', 'Borrar el texto de la búsqueda', 'Borrar'],
    ['en', 'effort', 'Clear the search field', 'Clear'],
  ])(
    '%s: empties the field with its own labelled button, by keyboard and by touch at 360 px',
    async (locale, query, label, shown) => {
      const page = await openPage(browser, `/${locale}/`, {
        viewport: { width: 360, height: 740 },
        hasTouch: true,
        isMobile: true,
      });
      await page.keyboard.press('/');
      await dialog(page).waitFor({ state: 'visible' });
      const clear = dialog(page).getByRole('button', { name: label, exact: true });
      expect(await clear.isVisible()).toBe(false);
      await resultsFor(page, query);
      expect(await options(page).count()).toBeGreaterThan(0);
      expect(await clear.textContent()).toBe(shown);
      // Inside the field's end, clear of the text, and a target of 24 px at least.
      const [field, box] = await Promise.all([page.locator('#search-input').boundingBox(), clear.boundingBox()]);
      expect(box!.height).toBeGreaterThanOrEqual(24);
      expect(box!.x).toBeGreaterThan(field!.x + field!.width / 2);
      expect(box!.x + box!.width).toBeLessThanOrEqual(field!.x + field!.width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      expect(await axeViolations(page)).toEqual([]);

      // By keyboard: Tab from the field reaches it; Enter empties the field and leaves the focus there.
      await page.keyboard.press('Tab');
      expect(await clear.evaluate((element) => element === document.activeElement)).toBe(true);
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.querySelectorAll('#search-results [role="option"]').length === 0);
      expect(await page.locator('#search-input').inputValue()).toBe('');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('search-input');
      expect(await clear.isVisible()).toBe(false);
      expect(await dialog(page).isVisible()).toBe(true);

      // By touch.
      await resultsFor(page, query);
      await clear.tap();
      await page.waitForFunction(() => document.querySelectorAll('#search-results [role="option"]').length === 0);
      expect(await page.locator('#search-input').inputValue()).toBe('');
      expect(await dialog(page).isVisible()).toBe(true);
      await page.context().close();
    },
  );

  it('keeps focus inside the dialog while it is open', async () => {
    const page = await openPage(browser, '/en/');
    await page.keyboard.press('/');
    await dialog(page).waitFor({ state: 'visible' });
    await searchFor(page, 'armor');
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')))).toBe(true);
    }
    await page.context().close();
  });

  it.each([
    ['ko', '/ko/', 'ㅁㄴㅇㄹ없는말', '“ㅁㄴㅇㄹ없는말”에 대한 결과가 없습니다.'],
    ['es', '/es/', 'zzxxqq', 'No hay resultados para «zzxxqq».'],
    ['en', '/en/', 'zzxxqq', 'No results for “zzxxqq”.'],
  ])(
    '%s: says so when nothing matches, with a hint, and axe is clean with the dialog open',
    async (_locale, path, query, message) => {
      const page = await openPage(browser, path);
      await page.keyboard.press('/');
      await searchFor(page, query);
      expect(await page.locator('[data-search-message]').textContent()).toContain(message);
      expect(await options(page).count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    },
  );

  // Issue 36: "2 results for “chaos bag”" over five rows. It counts pages, each listed with its best sections.
  it.each([
    ['en', 'Diana Stanley', '1 page found for “Diana Stanley”.', 1],
    ['es', 'Diana Stanley', '1 página encontrada para «Diana Stanley».', 1],
    ['en', 'grim', '3 pages found for “grim”.', 3],
    ['ko', '림보', '“림보” 검색 결과: 페이지 2개.', 2],
    ['en', 'chaos bag', '3 pages found for “chaos bag”.', 3],
    ['es', 'bolsa del caos', '3 páginas encontradas para «bolsa del caos».', 3],
    ['ko', '혼돈 주머니', '“혼돈 주머니” 검색 결과: 페이지 3개.', 3],
  ] as const)(
    '%s: says how many pages %s found, in the plural form of its language, and lists those pages',
    async (locale, query, status, count) => {
      const page = await searchPage(locale);
      await resultsFor(page, query);
      expect(await page.locator('[data-search-status]').textContent()).toBe(status);
      expect(await page.locator('#search-results a.search-option:not(.search-sub)').count()).toBe(count);
    },
  );

  it('filters by collection with the chips', async () => {
    const page = await openPage(browser, '/en/');
    await page.keyboard.press('/');
    await searchFor(page, 'damage');
    await page.locator('[data-search-filters] label', { hasText: 'Numenera' }).click();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('#search-results a.search-option:not(.search-sub)')].every((a) =>
        a.getAttribute('href')?.startsWith('/en/numenera/'),
      ),
    );
    expect(await options(page).count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it('remembers recent searches locally and offers them again', async () => {
    const page = await openPage(browser, '/en/');
    await page.keyboard.press('/');
    await searchFor(page, 'cover');
    await options(page).first().click();
    await page.waitForLoadState();
    await page.keyboard.press('/');
    await page.locator('[data-search-recent]').waitFor({ state: 'visible' });
    expect(await page.locator('[data-search-recent-list] button').first().textContent()).toBe('cover');
    await page.context().close();
  });

  it('is usable at 360 px', async () => {
    const page = await openPage(browser, '/ko/', { viewport: { width: 360, height: 740 } });
    await page.getByRole('button', { name: '검색' }).click();
    await searchFor(page, '분발을');
    expect(await options(page).count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  // Issue 13: `$&` showed "No results for "{query}"" and `$'` garbled the message (String.replace patterns).
  it.each(['$&', "$'", '$`', '$$', '{query}'])('quotes the query %s as typed', async (query) => {
    const page = await searchPage('en');
    await resultsFor(page, query);
    expect(await page.locator('[data-search-message] strong').textContent()).toBe(`No results for “${query}”.`);
  });

  it.each([
    ['en', 'xqzvwk', 'No results for “xqzvwk”.'],
    ['es', 'xqzvwk', 'No hay resultados para «xqzvwk».'],
    ['ko', 'xqzvwk', '“xqzvwk”에 대한 결과가 없습니다.'],
  ])(
    '%s: a word no page has, %s, finds nothing (not pages with a word that starts like it)',
    async (locale, query, message) => {
      const page = await searchPage(locale);
      await resultsFor(page, query);
      expect(await page.locator('[data-search-message] strong').textContent()).toBe(message);
      expect(await options(page).count()).toBe(0);
    },
  );

  it('cuts a long query with a note, and the live region does not read it all', async () => {
    const page = await openPage(browser, '/en/');
    await page.keyboard.press('/');
    const essay = 'The damage track and the recovery rolls of a character who keeps on resting. '.repeat(12);
    await page.locator('#search-input').fill(essay);
    await page.waitForFunction(() => document.querySelector('[data-search-status]')?.textContent !== '');
    expect(await page.locator('[data-search-cut]').isVisible()).toBe(true);
    expect(await page.locator('[data-search-cut]').textContent()).toBe(
      `Only the first ${MAX_QUERY_LENGTH} characters were searched.`,
    );
    const status = (await page.locator('[data-search-status]').textContent()) ?? '';
    expect(status.length).toBeLessThan(200);
    expect(status).toContain('Only the first');
    await page.locator('#search-input').fill('armor');
    await page.waitForFunction(() => document.querySelector('[data-search-status]')?.textContent?.includes('armor'));
    expect(await page.locator('[data-search-cut]').isVisible()).toBe(false);
    await page.context().close();
  });

  it('counts every page that matched, and shows more on request', async () => {
    const page = await openPage(browser, '/en/');
    await page.keyboard.press('/');
    await searchFor(page, 'armor');
    // What Pagefind itself finds for the word, in the page's index.
    // A string, so that the test runner leaves the page's own import alone.
    const total = await page.evaluate<number>(
      `import('/pagefind/pagefind.js').then((pagefind) => pagefind.search('armor')).then((found) => found.results.length)`,
    );
    expect(total).toBeGreaterThan(5);
    const pages = page.locator('#search-results a.search-option:not(.search-sub)');
    expect(await pages.count()).toBe(5);
    expect(await page.locator('[data-search-status]').textContent()).toBe(
      `${total} pages found for “armor”. Showing 5 of ${total} pages.`,
    );
    expect(await page.locator('[data-search-shown]').textContent()).toBe(`Showing 5 of ${total} pages.`);
    const more = page.getByRole('button', { name: 'Show more results' });
    while (await more.isVisible()) {
      const shown = await pages.count();
      await more.click();
      await page.waitForFunction(
        (before) => document.querySelectorAll('#search-results a.search-option:not(.search-sub)').length > before,
        shown,
      );
      // Focus goes to the first page just added.
      expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(
        await pages.nth(shown).getAttribute('href'),
      );
    }
    expect(await pages.count()).toBe(total);
    expect(await page.locator('[data-search-status]').textContent()).toBe(`Showing ${total} of ${total} pages.`);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('puts the page on armor first for the British spelling "armour"', async () => {
    const page = await openPage(browser, '/en/');
    await page.keyboard.press('/');
    await searchFor(page, 'armour');
    expect(await options(page).first().getAttribute('href')).toBe('/en/cypher/attacks-damage-armor/');
    await page.context().close();
  });

  // Issue 26: a near miss finds the page, and the dialog says how it read the query.
  it.each([
    [
      'ko',
      '난이드',
      '“난이드”에 대한 결과가 없습니다. “난이도” 검색 결과를 보여 줍니다.',
      /“난이도” 검색 결과: 페이지 \d+개/,
      '난이도',
    ],
    [
      'es',
      'dificulad',
      'No hay resultados para «dificulad». Se muestran los resultados de «dificultad».',
      /\d+ páginas encontradas para «dificultad»/,
      'dificultad',
    ],
    ['en', 'efort', 'No results for “efort”. Showing results for “effort”.', /\d+ pages found for “effort”/, 'effort'],
  ])(
    '%s: says which word it searched for the typo %s, and announces it',
    async (locale, query, said, count, correct) => {
      const page = await openPage(browser, `/${locale}/`);
      await page.keyboard.press('/');
      await resultsFor(page, query);
      expect(await note(page).textContent()).toBe(said);
      expect(await status(page).textContent()).toContain(said);
      expect(await status(page).textContent()).toMatch(count);
      expect(await options(page).count()).toBeGreaterThan(0);
      // A query that needs no correction says nothing of the kind.
      await resultsFor(page, correct);
      expect(await note(page).isVisible()).toBe(false);
      expect(await status(page).textContent()).not.toContain(said);
      await page.context().close();
    },
  );

  it.each([
    ['ko', '노력을', '“노력을”에 해당하는 용어: 분발', '/ko/glossary/#term-effort'],
    ['es', 'Potencia', 'Término del glosario para «Potencia»: Vigor', '/es/glossary/#term-might'],
    ['en', 'DC', 'Glossary term for “DC”: difficulty', '/en/glossary/#term-difficulty'],
  ])(
    '%s: names the glossary term %s stands for, linked to its entry and reached with the keyboard',
    async (locale, query, said, entry) => {
      const page = await openPage(browser, `/${locale}/`);
      await page.keyboard.press('/');
      await resultsFor(page, query);
      expect(await note(page).textContent()).toBe(said);
      expect(await status(page).textContent()).toContain(said);
      const link = note(page).getByRole('link');
      expect(await link.getAttribute('href')).toBe(entry);
      // Tab from the search field reaches the term's link.
      for (let presses = 0; presses < 12; presses += 1) {
        if (await link.evaluate((element) => element === document.activeElement)) break;
        await page.keyboard.press('Tab');
      }
      expect(await link.evaluate((element) => element === document.activeElement)).toBe(true);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname + url.hash === entry);
      await page.context().close();
    },
  );

  // Issue 36: `auto-fail` was read as automatic success, its opposite. Each search word names the entry it means, and
  // the page that explains it comes first, at that entry's section.
  it.each([
    ['en', 'auto-fail', 'Glossary term for “auto-fail”: automatic failure', 'automatic-failure'],
    ['en', 'tentacle', 'Glossary term for “tentacle”: automatic failure', 'automatic-failure'],
    ['en', 'auto-success', 'Glossary term for “auto-success”: automatic success', 'automatic-success'],
    ['ko', '확정 실패', '“확정 실패”에 해당하는 용어: 자동 실패', 'automatic-failure'],
    ['es', 'fallo automático', 'Término del glosario para «fallo automático»: fracaso automático', 'automatic-failure'],
  ])('%s: %s names the entry it means', async (locale, query, said, id) => {
    const page = await searchPage(locale);
    await resultsFor(page, query);
    expect(await note(page).textContent()).toBe(said);
    expect(await note(page).getByRole('link').getAttribute('href')).toBe(`/${locale}/glossary/#term-${id}`);
    expect(await options(page).first().getAttribute('href')).toBe(`/${locale}/arkham/faq/`);
    expect(await options(page).nth(1).getAttribute('href')).toBe(`/${locale}/arkham/faq/#faq-2-38`);
  });

  it.each([
    ['ko', '틈새공격'],
    ['es', 'dificulad'],
    ['en', 'hitpoints'],
  ])('%s: with a note about %s, fits 360 px and axe is clean in both themes', async (locale, query) => {
    const page = await openPage(browser, `/${locale}/`, { viewport: { width: 360, height: 740 } });
    await page.keyboard.press('/');
    await resultsFor(page, query);
    expect(await note(page).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const box = await note(page).boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      // No colour caught halfway through the theme's transitions (the field's Clear button, a .btn): taken to their end.
      await page.evaluate(() => document.getAnimations().forEach((animation) => animation.finish()));
      expect(await axeViolations(page), colorScheme).toEqual([]);
    }
    await page.context().close();
  });

  it('closes for a link to the page being read, and shows the section', async () => {
    const page = await openPage(browser, '/en/cypher/pools-edge-effort/');
    await page.keyboard.press('/');
    await resultsFor(page, 'Edge');
    await page.locator('#search-results a[href="/en/cypher/pools-edge-effort/#edge"]').first().click();
    await dialog(page).waitFor({ state: 'hidden' });
    expect(new URL(page.url()).hash).toBe('#edge');
    const top = await page.locator('#edge').evaluate((heading) => heading.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(200);
    // On the glossary, the note's link to an entry, followed with the keyboard.
    await page.goto(siteURL('/en/glossary/'));
    await page.keyboard.press('/');
    await resultsFor(page, 'DC');
    await note(page).getByRole('link').focus();
    await page.keyboard.press('Enter');
    await dialog(page).waitFor({ state: 'hidden' });
    expect(new URL(page.url()).hash).toBe('#term-difficulty');
    await page.context().close();
  });

  it('corrects a typo within the collection chosen, and says so', async () => {
    const page = await openPage(browser, '/en/');
    await page.keyboard.press('/');
    await page.locator('[data-search-filters] label', { hasText: 'Numenera' }).click();
    await resultsFor(page, 'efort');
    expect(await note(page).textContent()).toBe('No results for “efort”. Showing results for “effort”.');
    const pages = await page
      .locator('#search-results a.search-option:not(.search-sub)')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.every((href) => href?.startsWith('/en/numenera/'))).toBe(true);
    await page.context().close();
  });

  // Issue 34: a card's names in the other two languages are indexed where the FAQ names it, so that a player who
  // knows a card by its Korean, Spanish or English name finds the entry in any language.
  it.each([
    ['ko', '생존용 단도', '#faq-2-41'],
    ['ko', 'Perro guardián', '#faq-2-3'],
    ['ko', 'Engine Car', '#faq-2-40'],
    ['es', '경비견', '#faq-2-3'],
    ['es', 'Locomotora', '#faq-2-40'],
    ['es', 'Survival Knife', '#faq-2-41'],
    ['en', '기관차', '#faq-2-40'],
    ['en', 'Perro guardián', '#faq-2-3'],
    ['en', 'Survival Knife', '#faq-2-41'],
  ])('%s: searching the card name %s finds the FAQ entry that names it', async (locale, query, entry) => {
    const page = await searchPage(locale);
    await resultsFor(page, query);
    const links = await page
      .locator('#search-results a')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(links).toContain(`/${locale}/arkham/faq/${entry}`);
  });
});
