import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, enhanced, launchBrowser, openPage, siteURL } from './support/browser.ts';
import { watchCspViolations } from './support/csp.ts';
import { attributeValues, readBuilt } from './support/dist.ts';
import { splitWordsInTables } from './support/layout.ts';

// Reading two languages side by side (issue 17; src/components/compare/): every ordered pair of languages on a long
// rules page with an island and tables, and on the FAQ.
const locales = ['ko', 'es', 'en'] as const;
type Locale = (typeof locales)[number];
const pairs = locales.flatMap((locale) =>
  locales.filter((other) => other !== locale).map((other) => [locale, other] as const),
);
const pages = { rules: 'cypher/tasks-and-difficulty', faq: 'arkham/faq' } as const;
const phone = { width: 360, height: 740 };
const desktop = { width: 1280, height: 800 };
/** The axe rules whose result depends on colours (as in a11y.e2e.ts). */
const colourRules = ['color-contrast', 'link-in-text-block'];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Opens a page and lists every request it makes from then on (their URL paths). */
async function watched(path: string, options: BrowserContextOptions = {}): Promise<{ page: Page; requests: string[] }> {
  const context = await browser.newContext({ viewport: desktop, ...options });
  const page = await context.newPage();
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.goto(siteURL(path));
  await enhanced(page);
  return { page, requests };
}

/** Chooses a language in the "compare with" control, as a reader does, and waits until it is shown. */
async function choose(page: Page, language: Locale) {
  await page.locator(`[data-compare-control] [data-compare-with="${language}"]`).click();
  await page.locator(`.compare-block[lang="${language}"]`).first().waitFor();
}

/**
 * Waits until the page shows `language` beside its text, and a page that arrived compared no longer waits for it
 * (src/scripts/compare-before-paint.js).
 */
async function comparedWith(page: Page, language: Locale) {
  await page.locator(`.compare-block[lang="${language}"]`).first().waitFor();
  await page.waitForFunction(() => !document.documentElement.hasAttribute('data-compare-pending'));
}

/**
 * In the page, two frames on (a table found wider than its column gets its layout in the next one): how far the
 * heading `id` is from where a link to its section shows it, just below the sticky header (at its scroll margin,
 * global.css), in whole pixels. 0 when it is there: within a pixel and a half, since the page scrolls by whole
 * pixels while the headings of a long two-column page fall between them.
 */
async function headingOffset(id: string): Promise<number> {
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const heading = document.getElementById(id)!;
  const offset = heading.getBoundingClientRect().top - parseFloat(getComputedStyle(heading).scrollMarginTop);
  return Math.abs(offset) < 1.5 ? 0 : Math.round(offset);
}

/** `headingOffset` once the page is compared with `language`. */
async function offSection(page: Page, language: Locale, id: string): Promise<number> {
  await comparedWith(page, language);
  return page.evaluate(headingOffset, id);
}

/** The page's scroll position once it is compared with `language`, two frames on. */
async function settledScroll(page: Page, language: Locale): Promise<number> {
  await comparedWith(page, language);
  return page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return Math.round(scrollY);
  });
}

/**
 * The rows of a table that are taller than what the reader sees of them: a cell (partly) scrolled out of its region
 * whose text is taller than the text of every cell in view in its row. Runs in the page on an element holding the
 * table's region.
 */
function tallRowsOutOfView(holder: Element): string[] {
  const region = holder.querySelector('[data-table-region]')!.getBoundingClientRect();
  const faults: string[] = [];
  for (const row of holder.querySelectorAll<HTMLTableRowElement>('tbody tr')) {
    const cells = [...row.cells].map((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      const text = range.getBoundingClientRect();
      return { height: text.height, seen: text.left >= region.left - 1 && text.right <= region.right + 1 };
    });
    const seen = Math.max(0, ...cells.filter((cell) => cell.seen).map((cell) => cell.height));
    const unseen = Math.max(0, ...cells.filter((cell) => !cell.seen).map((cell) => cell.height));
    if (unseen > seen + 2) faults.push(`${row.textContent?.trim().slice(0, 20)}: ${seen} px seen of ${unseen} px`);
  }
  return faults;
}

/** The compare module's chunk (compare.ts), not its small idle hook (compare-links.ts). */
const isCompareCode = (path: string) => /^\/_astro\/compare\.[\w-]+\.js$/.test(path);

/**
 * What the reader sees of each pair: the key of the original's section (its heading's id, an FAQ entry's heading id, ''
 * before the first heading) and of the translation's, with the translation's prefix taken off; the translation's
 * language; whether it stands beside the original (level with it, to its right) or under it.
 */
function pairsSeen(language: string) {
  const key = (element: Element | null) =>
    (element?.matches('h2, h3, h4') ? element.id : (element?.querySelector('h3, h4')?.id ?? '')).replace(
      `compare-${language}-`,
      '',
    );
  return [...document.querySelectorAll('.compare-pair')].map((pair) => {
    const original = pair.querySelector('.compare-original')!.getBoundingClientRect();
    const block = pair.querySelector<HTMLElement>('.compare-block')!;
    const translation = block.getBoundingClientRect();
    return {
      original: key(pair.querySelector('.compare-original > *')),
      translation: key(pair.querySelector('.compare-body > *')),
      lang: block.lang,
      beside: Math.abs(translation.top - original.top) < 2 && translation.left >= original.right,
      under: translation.top >= original.bottom - 1,
    };
  });
}

/** What must hold of the page as a whole with a comparison on: ids, fields, islands and headings. */
function pageProblems(language: string) {
  const problems: string[] = [];
  const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
  const repeated = ids.filter((id, index) => ids.indexOf(id) !== index);
  if (repeated.length > 0) problems.push(`repeated ids: ${repeated.join(' ')}`);
  const blocks = [...document.querySelectorAll('.compare-block')];
  if (!blocks.some((block) => block.querySelector('a[href*="/glossary/#term-"]')))
    problems.push('no glossary term in the translation');
  for (const block of blocks) {
    if (block.querySelector('input, select, button, form, script, [data-island]')) problems.push('a field or island');
    for (const link of block.querySelectorAll<HTMLAnchorElement>('a[href*="/glossary/#term-"]')) {
      if (!link.pathname.startsWith(`/${language}/glossary/`)) problems.push(`term link ${link.href}`);
      // Its definition is its language's (term-previews.ts): it describes the link and fills its preview.
      const definition = document.getElementById(link.getAttribute('aria-describedby') ?? '');
      if (!definition?.closest(`[lang="${language}"]`) || !definition.textContent?.trim())
        problems.push(`term ${link.href} without its definition`);
    }
  }
  // The outline: a heading is at most one level below the one before it.
  let level = 1;
  for (const heading of document.querySelectorAll('main :is(h1, h2, h3, h4, h5, h6)')) {
    const next = Number(heading.tagName[1]);
    if (next > level + 1) problems.push(`h${level} then h${next}: ${heading.textContent?.trim().slice(0, 30)}`);
    level = next;
  }
  return problems;
}

describe.each(pairs.map(([locale, other], index) => [locale, other, index] as const))(
  'a %s page compared with %s',
  (locale, other, index) => {
    // The themes take turns: axe runs all its rules on a desktop in one and its colour rules on a phone in the other.
    const [first, second] = index % 2 === 0 ? (['light', 'dark'] as const) : (['dark', 'light'] as const);
    // The rules page in every pair; the FAQ, the longest page (its check takes several times as long), in the pairs
    // that take each language once as the original and once as the translation: ko with es, es with en, en with ko.
    const withFaq = other === locales[(locales.indexOf(locale) + 1) % locales.length];
    it.each(Object.entries(pages).filter(([kind]) => kind === 'rules' || withFaq))(
      '%s: nothing loads before the choice; then each section has its translation beside it, or under it on a phone; axe finds nothing',
      async (kind, slug) => {
        const path = `/${locale}/${slug}/`;
        const { page, requests } = await watched(path, { colorScheme: first });
        const sections =
          kind === 'faq'
            ? attributeValues(readBuilt(`${locale}/${slug}/index.html`), 'id').filter((id) => /^faq-\d+-\d+$/.test(id))
            : await page
                .locator('.toc-details [data-toc] a')
                .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).hash.slice(1)));
        expect(requests.filter((request) => request.startsWith(`/${other}/`) || isCompareCode(request))).toEqual([]);

        await choose(page, other);
        expect(requests.filter((request) => request === `/${other}/${slug}/`)).toHaveLength(1);
        expect(new URL(page.url()).searchParams.get('compare')).toBe(other);
        expect(await page.getAttribute(`[data-compare-with="${other}"]`, 'aria-current')).toBe('true');
        const seen = await page.evaluate(pairsSeen, other);
        expect(seen.map((pair) => pair.translation)).toEqual(seen.map((pair) => pair.original));
        expect(seen.every((pair) => pair.lang === other && pair.beside)).toBe(true);
        // Every section is paired: each heading of the contents (an FAQ: each entry) starts a pair.
        const paired = seen.map((pair) => pair.original);
        expect(sections.length).toBeGreaterThan(5);
        expect(sections.filter((key) => !paired.includes(key))).toEqual([]);
        // The translation's terms are described in its language from the reader's next move of focus on.
        await page.keyboard.press('Tab');
        await page
          .locator('main a[href*="/glossary/#term-"]:not([aria-describedby])')
          .first()
          .waitFor({ state: 'detached' });
        expect(await page.evaluate(pageProblems, other)).toEqual([]);
        const violations: Record<string, string[]> = {};
        violations[`desktop, ${first}`] = await axeViolations(page);

        await page.setViewportSize(phone);
        const onPhone = await page.evaluate(pairsSeen, other);
        // The same pairs as on the desktop (every section), each translation under its section.
        expect(onPhone.map((pair) => pair.original)).toEqual(paired);
        expect(onPhone.filter((pair) => !pair.under).map((pair) => pair.original)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
        if (kind === 'rules') expect(await page.evaluate(splitWordsInTables)).toEqual([]);
        await page.emulateMedia({ colorScheme: second });
        // No colour caught halfway through the theme's transitions: they are taken to their end at once.
        await page.evaluate(() => document.getAnimations().forEach((animation) => animation.finish()));
        violations[`360 px, ${second} (colour rules)`] = await axeViolations(page, { rules: colourRules });
        expect(violations).toEqual({ [`desktop, ${first}`]: [], [`360 px, ${second} (colour rules)`]: [] });
        await page.context().close();
      },
    );

    // The choice is the reader's whatever the two languages: it is followed in the pairs that open the FAQ.
    if (withFaq)
      it('keeps the choice on the next page, from the rules page (pager) and from the FAQ (any link)', async () => {
        const { page, requests } = await watched(`/${locale}/${pages.rules}/`);
        await choose(page, other);
        await page.locator('a[rel="next"]').click();
        await page.locator(`.compare-block[lang="${other}"]`).first().waitFor();
        expect(new URL(page.url()).searchParams.get('compare')).toBe(other);
        expect(await page.getAttribute(`[data-compare-with="${other}"]`, 'aria-current')).toBe('true');

        await page.goto(siteURL(`/${locale}/${pages.faq}/`));
        await page.locator(`.compare-block[lang="${other}"]`).first().waitFor();
        expect(new URL(page.url()).searchParams.get('compare')).toBe(other);
        expect(requests).toContain(`/${other}/${pages.faq}/`);
        await page.context().close();
      });

    it('links the page in that language without JavaScript', async () => {
      const page = await openPage(browser, `/${locale}/${pages.faq}/`, { javaScriptEnabled: false });
      for (const slug of Object.values(pages)) {
        await page.goto(siteURL(`/${locale}/${slug}/`));
        expect(await page.locator('[data-compare-none]').isVisible()).toBe(false);
        await page.locator(`[data-compare-with="${other}"]`).click();
        await page.waitForURL(`**/${other}/${slug}/`);
        expect(await page.getAttribute('html', 'lang')).toBe(other);
      }
      await page.context().close();
    });
  },
);

// Issue 25: a page that arrives compared was scrolled to its section before the translation was beside it, and never
// again, so a link to a section opened hundreds or thousands of pixels away from it. Each way of arriving, in turn.
describe.each([phone, desktop])('a link to a section of a compared page, at $width px', (viewport) => {
  const section = 'edge-once-per-action';

  it('a shared link with ?compare= opens at the section; so do a reload and Back; after a scroll, they return there', async () => {
    const page = await openPage(browser, `/en/cypher/pools-edge-effort/?compare=ko#${section}`, { viewport });
    expect(await offSection(page, 'ko', section)).toBe(0);
    await page.reload();
    expect(await offSection(page, 'ko', section)).toBe(0);
    await page.goto(siteURL('/en/cypher/tasks-and-difficulty/'));
    await comparedWith(page, 'ko');
    await page.goBack();
    expect(await offSection(page, 'ko', section)).toBe(0);
    // The reader scrolls on: a reload and Back bring them back to where they were, not to the section.
    await page.evaluate(() => scrollBy(0, 700));
    const read = await settledScroll(page, 'ko');
    await page.reload();
    expect(await settledScroll(page, 'ko')).toBe(read);
    await page.goto(siteURL('/en/cypher/tasks-and-difficulty/'));
    await comparedWith(page, 'ko');
    await page.goBack();
    expect(await settledScroll(page, 'ko')).toBe(read);
    await page.context().close();
  });

  it('a search result, then the language switcher, open at the section (the choice remembered)', async () => {
    const page = await openPage(browser, '/ko/cypher/tasks-and-difficulty/?compare=en', { viewport });
    await comparedWith(page, 'en');
    await page.keyboard.press('/');
    await page.locator('#search-input').fill('재능은');
    await page.locator(`#search-results a[href$="/ko/cypher/pools-edge-effort/#${section}"]`).first().click();
    await page.waitForURL(`**/ko/cypher/pools-edge-effort/#${section}`);
    expect(await offSection(page, 'en', section)).toBe(0);
    await page.locator('[data-language-switcher] summary').click();
    await page.locator('[data-language-switcher] a[hreflang="es"]').click();
    await page.waitForURL(`**/es/cypher/pools-edge-effort/#${section}`);
    expect(await offSection(page, 'en', section)).toBe(0);
    await page.context().close();
  });

  it('a link in the text to another page and a glossary entry’s link open at the section (the choice remembered)', async () => {
    const page = await openPage(browser, '/es/cypher/tasks-and-difficulty/', { viewport });
    await choose(page, 'en');
    await page.locator(`.compare-original a[href="/es/cypher/pools-edge-effort/#${section}"]`).first().click();
    await page.waitForURL(`**/es/cypher/pools-edge-effort/#${section}`);
    expect(await offSection(page, 'en', section)).toBe(0);
    await page.goto(siteURL('/es/glossary/'));
    await page.locator('.glossary-entry a[href="/es/cypher/other-actions/#cooperative-actions"]').first().click();
    await page.waitForURL('**/es/cypher/other-actions/#cooperative-actions');
    expect(await offSection(page, 'en', 'cooperative-actions')).toBe(0);
    await page.context().close();
  });

  it('choosing a language and "None" keep the section of the address in place', async () => {
    const page = await openPage(browser, '/ko/cypher/tasks-and-difficulty/#taking-action', { viewport });
    expect(await page.evaluate(headingOffset, 'taking-action')).toBe(0);
    // Chosen where the page is (a click that does not scroll to the control first, as from the keyboard).
    await page.locator('[data-compare-with="es"]').dispatchEvent('click');
    expect(await offSection(page, 'es', 'taking-action')).toBe(0);
    await page.locator('[data-compare-none]').dispatchEvent('click');
    await page.locator('.compare-pair').first().waitFor({ state: 'detached' });
    expect(await page.evaluate(headingOffset, 'taking-action')).toBe(0);
    await page.context().close();
  });
});

describe('with a comparison on', () => {
  it('a shared link shows its language over the reader’s own choice; a language the page does not offer is ignored', async () => {
    const { page } = await watched('/ko/cypher/pools-edge-effort/?compare=en');
    await page.locator('.compare-block[lang="en"]').first().waitFor();
    await page.goto(siteURL('/es/cypher/pools-edge-effort/?compare=fr'));
    await enhanced(page);
    // "fr" is nothing; the reader's choice (English, from the shared link) stands.
    await page.locator('.compare-block[lang="en"]').first().waitFor();
    await page.goto(siteURL('/en/cypher/pools-edge-effort/?compare=en'));
    await enhanced(page);
    expect(await page.getAttribute('[data-compare-none]', 'aria-current')).toBe('true');
    expect(await page.locator('.compare-pair').count()).toBe(0);
    await page.context().close();
  });

  it('"None" puts the page back as it was, and choosing again fetches nothing more', async () => {
    const { page, requests } = await watched('/en/cypher/pools-edge-effort/');
    const before = await page
      .locator('[data-compare-text] > *')
      .evaluateAll((elements) =>
        elements.map((element) => `${element.tagName}#${element.id}:${element.textContent?.length}`),
      );
    await choose(page, 'ko');
    await page.locator('[data-compare-none]').click();
    await page.locator('.compare-pair').first().waitFor({ state: 'detached' });
    const after = await page
      .locator('[data-compare-text] > *')
      .evaluateAll((elements) =>
        elements.map((element) => `${element.tagName}#${element.id}:${element.textContent?.length}`),
      );
    expect(after).toEqual(before);
    expect(new URL(page.url()).searchParams.has('compare')).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('compare'))).toBeNull();
    expect(await page.locator('nav[aria-labelledby="toc-title"]').isVisible()).toBe(true);
    await choose(page, 'ko');
    await choose(page, 'es');
    await choose(page, 'ko');
    expect(requests.filter((request) => request === '/ko/cypher/pools-edge-effort/')).toHaveLength(1);
    await page.context().close();
  });

  it('the page’s island still runs once: one change, no new history entry, under the CSP', async () => {
    const context = await browser.newContext({ viewport: desktop });
    const violations = await watchCspViolations(context);
    const page = await context.newPage();
    await page.goto(siteURL('/en/cypher/tasks-and-difficulty/'));
    await enhanced(page);
    // The island starts before the comparison moves it into its pair.
    const island = page.locator('difficulty-table');
    await island.scrollIntoViewIfNeeded();
    await island.and(page.locator(':defined')).waitFor();
    await choose(page, 'ko');
    const entries = await page.evaluate(() => history.length);
    await island.locator('select[name="difficulty"]').selectOption('2');
    await expect.poll(() => island.locator('output[name="finalDifficulty"]').getAttribute('data-value')).toBe('1');
    // Edits replace the address rather than add entries (islands/address.e2e.ts): the comparison stays in it.
    expect(await page.evaluate(() => history.length)).toBe(entries);
    expect(new URL(page.url()).search).toBe('?compare=ko');
    expect(new URL(page.url()).hash).toMatch(/^#difficulty-table:/);
    // Its translation is text: the island's title and table, and a link to the island that works.
    const still = page.locator('.compare-block [data-still-island="difficulty-table"]');
    expect(await still.locator('table').count()).toBe(1);
    expect(await still.locator('a').getAttribute('href')).toBe('#difficulty-table-title');
    expect(violations).toEqual([]);
    await context.close();
  });

  // Issue 25: the copy marked the build's worked example (5, 15, 30%) beside the reader's own result, and its column of
  // words, scrolled out of a narrow column, made its rows tall and empty to the eye.
  it.each([phone, desktop])(
    'at $width px, the translation of a tool shows no result against the live one, nor tall empty rows, in each language',
    async (viewport) => {
      const page = await openPage(browser, '/ko/cypher/tasks-and-difficulty/?compare=en', { viewport });
      const island = page.locator('difficulty-table');
      await island.scrollIntoViewIfNeeded();
      await island.and(page.locator(':defined')).waitFor();
      await island.locator('select[name="difficulty"]').selectOption('9');
      await expect.poll(() => island.locator('output[name="finalDifficulty"]').getAttribute('data-value')).toBe('8');
      for (const [path, language] of [
        ['/ko/cypher/tasks-and-difficulty/', 'en'],
        ['/ko/cypher/tasks-and-difficulty/', 'es'],
        ['/es/cypher/tasks-and-difficulty/', 'ko'],
      ] as const) {
        if (!page.url().includes(path)) {
          await page.goto(siteURL(path));
          await island.scrollIntoViewIfNeeded();
          await island.and(page.locator(':defined')).waitFor();
          await island.locator('select[name="difficulty"]').selectOption('9');
        }
        if ((await page.locator(`.compare-block[lang="${language}"]`).count()) === 0) await choose(page, language);
        const still = page.locator(`.compare-block[lang="${language}"] [data-still-island="difficulty-table"]`);
        await still.scrollIntoViewIfNeeded();
        const marked = (table: typeof island) =>
          table
            .locator('tr')
            .evaluateAll((rows) =>
              rows
                .filter((row) => row.hasAttribute('aria-current') || row.querySelector('.result-marker:not([hidden])'))
                .map((row) => row.textContent?.trim().split(/\s/)[0]),
            );
        const live = await marked(island);
        expect(live, 'the live island marks its result').toEqual(['8']);
        // The copy follows the live island or marks nothing.
        expect(
          (await marked(still)).filter((row) => !live.includes(row)),
          `${language}: marked rows`,
        ).toEqual([]);
        expect(await still.evaluate(tallRowsOutOfView), `${language}: rows`).toEqual([]);
      }
      await page.context().close();
    },
  );

  it('a failed fetch says so in the page’s language and can be tried again', async () => {
    // Without the service worker, which would fetch the page itself, out of the page's routes.
    const { page } = await watched('/es/arkham/faq/', { serviceWorkers: 'block' });
    await page.route('**/ko/arkham/faq/', (route) => route.abort());
    await page.locator('[data-compare-with="ko"]').click();
    const status = page.locator('[data-compare-status]');
    await expect.poll(() => status.textContent()).toMatch(/No se pudo cargar el texto en coreano/);
    // Shown, not only announced (progress and success are announced only).
    expect((await status.boundingBox())?.width).toBeGreaterThan(100);
    expect(await page.locator('.compare-pair').count()).toBe(0);
    await page.unroute('**/ko/arkham/faq/');
    await choose(page, 'ko');
    expect((await status.boundingBox())?.width).toBeLessThanOrEqual(1);
    await page.context().close();
  });

  it('prints both languages, a folded translation too', async () => {
    const page = await openPage(browser, '/ko/cypher/tasks-and-difficulty/?compare=en', { viewport: phone });
    const block = page.locator('.compare-block[lang="en"]').nth(1);
    await block.waitFor();
    await block.locator('summary').click();
    expect(await block.locator('.compare-body').isVisible()).toBe(false);
    await page.emulateMedia({ media: 'print' });
    expect(await block.locator('.compare-body').isVisible()).toBe(true);
    expect(await page.locator('.compare-original').first().isVisible()).toBe(true);
    expect(await page.locator('[data-compare-control]').isVisible()).toBe(false);
    await page.context().close();
  });
});
