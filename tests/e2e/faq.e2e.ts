import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, enhanced, launchBrowser, openPage, siteURL } from './support/browser.ts';
import { attributeValues, readBuilt } from './support/dist.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const entryIds = (locale: string) =>
  attributeValues(readBuilt(`${locale}/arkham/faq/index.html`), 'id').filter((id) => /^faq-\d+-\d+$/.test(id));

describe('Arkham Horror FAQ', () => {
  it('has the same entry anchors in ko, es and en', () => {
    const ko = entryIds('ko');
    expect(ko.length).toBeGreaterThan(40);
    expect(entryIds('es')).toEqual(ko);
    expect(entryIds('en')).toEqual(ko);
  });

  // Issue 44 (EN23): copied text, search snippets and screen readers get "1.1 Campaign Log", not "1.1Campaign Log".
  it('separates each entry’s number from its title with a space in the text', () => {
    for (const locale of ['ko', 'es', 'en']) {
      const headings = [
        ...readBuilt(`${locale}/arkham/faq/index.html`).matchAll(/<h3 id="faq-[\d-]+">([\s\S]*?)<\/h3>/g),
      ].map((match) => match[1]!.replace(/<[^>]+>/g, ''));
      expect(headings.length).toBeGreaterThan(40);
      expect(headings.filter((heading) => !/^\d+\.\d+ \S/.test(heading))).toEqual([]);
    }
  });

  it('links every entry from the contents list, and every permalink lands on its entry', async () => {
    const page = await openPage(browser, '/en/arkham/faq/');
    const contents = await page
      .locator('.faq-contents-entries a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(contents).toEqual(entryIds('en').map((id) => `#${id}`));
    await page.goto(siteURL('/ko/arkham/faq/#faq-2-14'));
    const heading = page.locator('#faq-2-14');
    expect(await heading.textContent()).toMatch(/^2\.14/);
    expect(await heading.evaluate((element) => element.getBoundingClientRect().top)).toBeLessThan(200);
    await page.context().close();
  });

  // global.css, "Arkham Horror FAQ reader": the first paint lays out only what it shows. The FAQ's idle code is held
  // back here, so the page stays as it is before idle for as long as the test looks.
  it('lays out its entries as a reader from the top nears them until idle; one sent to an entry or reloading lands on it, one sent to the chaos bag too', async () => {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_astro\/faq-page\.[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const layout = () =>
      page.evaluate(() => ({
        deferred: document.documentElement.hasAttribute('data-deferred-layout'),
        entries: [
          ...new Set([...document.querySelectorAll('.faq-entry')].map((e) => getComputedStyle(e).contentVisibility)),
        ],
        cards: [
          ...new Set(
            [...document.querySelectorAll('.card-index-card')].map((e) => getComputedStyle(e).contentVisibility),
          ),
        ],
      }));
    await page.goto(siteURL('/ko/arkham/faq/'));
    await page.waitForFunction(() => document.documentElement.dataset.enhanced === 'pending');
    expect(await layout()).toEqual({ deferred: true, entries: ['auto'], cards: ['auto'] });
    const entry = page.locator('#faq-2-39');
    const top = () => entry.evaluate((heading) => Math.round(heading.getBoundingClientRect().top));
    // A link of the contents followed before idle: the whole page is laid out, and the entry is at the top.
    await page.locator('.faq-contents-entries a[href="#faq-2-39"]').click();
    expect(await layout()).toMatchObject({ entries: ['visible'], cards: ['visible'] });
    expect(await top()).toBeLessThan(200);
    // Sent to an entry from elsewhere: the same, from the start.
    await page.goto('about:blank');
    await page.goto(siteURL('/ko/arkham/faq/#faq-2-39'));
    expect(await layout()).toEqual({ deferred: false, entries: ['visible'], cards: ['visible'] });
    expect(await top()).toBeLessThan(200);
    // Sent to the chaos bag, by its section or by its tool's address: it comes before every entry, so the entries
    // wait as they do for a reader from the top, and the reader lands on the section, or on the tool (which brings
    // itself into view as it starts).
    for (const [hash, landing] of [
      ['#chaos-bag', 'h2#chaos-bag'],
      ['#chaos-bag:campaign=notz&scenario=01104', 'chaos-bag'],
    ] as const) {
      await page.goto('about:blank');
      await page.goto(siteURL(`/ko/arkham/faq/${hash}`));
      expect(await layout(), hash).toEqual({ deferred: true, entries: ['auto'], cards: ['auto'] });
      await page.waitForFunction(
        (selector) => Math.abs(document.querySelector(selector)!.getBoundingClientRect().top) < 200,
        landing,
      );
    }
    // Once idle, every entry is laid out, a few at a time (faq-layout.ts), for a reader from the top too.
    release();
    await page.goto(siteURL('/ko/arkham/faq/'));
    await enhanced(page);
    expect(await layout()).toEqual({ deferred: true, entries: ['visible'], cards: ['visible'] });
    // A reader there who reloads (as a phone does for a tab it put away) comes back at the same line: the browser puts
    // them back where they were, which only the whole page laid out at once agrees with.
    await entry.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, -100));
    const where = await top();
    await page.reload();
    expect(await layout()).toMatchObject({ deferred: false });
    expect(Math.abs((await top()) - where)).toBeLessThanOrEqual(2);
    await context.close();
  });

  it('is complete without JavaScript: every entry visible with its labels, toggles hidden', async () => {
    const page = await openPage(browser, '/ko/arkham/faq/', { javaScriptEnabled: false });
    const entries = page.locator('.faq-entry');
    expect(await entries.count()).toBe(entryIds('ko').length);
    const unofficial = page.locator('.faq-entry[data-unofficial]');
    expect(await unofficial.count()).toBeGreaterThan(0);
    for (const entry of await unofficial.all()) {
      expect(await entry.isVisible()).toBe(true);
      expect(await entry.textContent()).toContain('비공식');
    }
    expect(await page.locator('[data-faq-options]').isVisible()).toBe(false);
    await page.context().close();
  });

  it('"show all" reveals unofficial entries, persists across a reload and lives in the URL', async () => {
    const page = await openPage(browser, '/ko/arkham/faq/');
    const unofficial = page.locator('.faq-entry[data-unofficial]').first();
    await page.locator('[data-faq-options]').waitFor({ state: 'visible' });
    expect(await unofficial.isVisible()).toBe(false);
    expect(await page.locator('[data-faq-hidden-note]').isVisible()).toBe(true);
    await page.getByLabel(/모두 보기/).check();
    expect(await unofficial.isVisible()).toBe(true);
    expect(new URL(page.url()).searchParams.get('all')).toBe('1');
    await page.goto(siteURL('/ko/arkham/faq/'));
    await page.locator('[data-faq-options]').waitFor({ state: 'visible' });
    expect(await page.getByLabel(/모두 보기/).isChecked()).toBe(true);
    expect(await unofficial.isVisible()).toBe(true);
    await page.context().close();
  });

  it('shows only the toggles that can change something', async () => {
    // No entry of this FAQ version is new, so nothing can be highlighted; in Spanish and English every expansion is
    // published, so nothing is unofficial either.
    const ko = await openPage(browser, '/ko/arkham/faq/');
    await ko.locator('[data-faq-options]').waitFor({ state: 'visible' });
    expect(await ko.locator('[data-faq-options]').getByRole('checkbox').count()).toBe(1);
    expect(await ko.getByLabel(/모두 보기/).count()).toBe(1);
    expect(await ko.getByLabel(/신규 항목/).count()).toBe(0);
    await ko.context().close();
    for (const locale of ['es', 'en']) {
      const page = await openPage(browser, `/${locale}/arkham/faq/`);
      await page.locator('[data-copy-link]').first().waitFor({ state: 'visible' });
      expect(await page.locator('[data-faq-options]').count(), locale).toBe(0);
      expect(await page.locator('[data-faq-hidden-note]').isVisible(), locale).toBe(false);
      await page.context().close();
    }
  });

  it('lists each entry in the contents by number and title', async () => {
    const page = await openPage(browser, '/en/arkham/faq/');
    const entry = page.locator('.faq-contents-entries a[href="#faq-2-14"]');
    expect((await entry.textContent())?.replace(/\s+/g, ' ').trim()).toBe('2.14 Control of attachments');
    await entry.click();
    await page.waitForURL('**#faq-2-14');
    await page.context().close();
  });

  it('a permalink to a hidden unofficial entry shows it', async () => {
    const unofficialId = await (async () => {
      const page = await openPage(browser, '/ko/arkham/faq/', { javaScriptEnabled: false });
      const anchor = await page.locator('.faq-entry[data-unofficial] h3').first().getAttribute('id');
      await page.context().close();
      return anchor;
    })();
    expect(unofficialId).toMatch(/^faq-\d+-\d+$/);
    const page = await openPage(browser, `/ko/arkham/faq/#${unofficialId}`);
    await page.locator('[data-faq-options]').waitFor({ state: 'visible' });
    expect(await page.locator(`#${unofficialId}`).isVisible()).toBe(true);
    await page.context().close();
  });

  it('copies an entry link and says so, aloud and on screen', async () => {
    const page = await openPage(browser, '/es/arkham/faq/', { permissions: ['clipboard-read', 'clipboard-write'] });
    const status = page.locator('[data-faq-status]');
    expect(await status.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Copiar el enlace a la entrada 2.3', exact: true }).click();
    await page.waitForFunction(() => document.querySelector('[data-faq-status]')?.textContent !== '');
    // The live region is also the visible confirmation, at the foot of the screen.
    expect(await status.textContent()).toBe('Enlace a la entrada 2.3 copiado.');
    expect(await status.isVisible()).toBe(true);
    const box = (await status.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(siteURL('/es/arkham/faq/#faq-2-3'));
    // Checked from the top of the page, with the toast still at the foot: axe counts a control that scrolling has put
    // under the sticky header as too small, wherever the click left the page.
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await status.isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    // It goes after a few seconds.
    await page.waitForFunction(() => document.querySelector('[data-faq-status]')?.textContent === '', null, {
      timeout: 8000,
    });
    expect(await status.isVisible()).toBe(false);
    await page.context().close();
  });

  it('says on screen too when the link could not be copied', async () => {
    const page = await openPage(browser, '/en/arkham/faq/');
    await page.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new Error('denied'));
    });
    await page.getByRole('button', { name: 'Copy the link to entry 2.3', exact: true }).click();
    const status = page.locator('[data-faq-status]');
    await status.waitFor({ state: 'visible' });
    expect(await status.textContent()).toBe('The link could not be copied; use the address of entry 2.3 instead.');
    await page.context().close();
  });

  // Issue 13: these anchors threw a URIError and the copy-link buttons never appeared.
  it.each(['#100%', '#%E0%A4%A', '#%', '#faq-2-3%ZZ', '#"]'])(
    'the anchor %s throws nothing; the page works',
    async (hash) => {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      // The Korean FAQ is the one with a toggle ("show all": it has unofficial entries).
      await page.goto(siteURL(`/ko/arkham/faq/${hash}`));
      await page.locator('[data-faq-options]').waitFor({ state: 'visible' });
      // The buttons come once the page is idle (faq-copy-links.ts).
      await enhanced(page);
      expect(await page.locator('[data-copy-link]:not([hidden])').count()).toBe(entryIds('ko').length);
      await page.getByLabel(/모두 보기/).check();
      expect(await page.locator('.faq-entry[data-unofficial]').first().isVisible()).toBe(true);
      await page.evaluate(() => (location.hash = '%E0%A4%A'));
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      expect(errors).toEqual([]);
      await page.close();
    },
  );
});

// Issue 34: a card the FAQ names shows its name in the reader's language, the English name beside it where the two
// differ, and links to the card's page on ArkhamDB; an index at the end lists each card with its entries.
describe('Arkham Horror FAQ cards', () => {
  it.each([
    ['ko', '경비견', 'Guard Dog', '경비견 Guard Dog (ArkhamDB 카드 페이지)'],
    ['es', 'Perro guardián', 'Guard Dog', 'Perro guardián Guard Dog (página de la carta en ArkhamDB)'],
    ['en', 'Guard Dog', undefined, 'Guard Dog (card page on ArkhamDB)'],
  ])('%s: a card mark reads %s, with its English name where it differs, and links to ArkhamDB', async (...row) => {
    const [locale, name, english, accessibleName] = row;
    const page = await openPage(browser, `/${locale}/arkham/faq/`);
    const chip = page.locator('#faq-2-3').locator('xpath=ancestor::article').locator('a[href$="/card/01021"]').first();
    expect(await chip.getAttribute('href')).toBe('https://arkhamdb.com/card/01021');
    const seen = await chip.evaluate((element) => {
      const shown = element.cloneNode(true) as HTMLElement;
      for (const hidden of shown.querySelectorAll('.sr-only')) hidden.remove();
      return shown.textContent?.replace(/\s+/g, ' ').trim();
    });
    expect(seen).toBe(english ? `${name} ${english}` : name);
    if (english) expect(await chip.locator('[lang="en"]').textContent()).toBe(english);
    expect(await page.getByRole('link', { name: accessibleName, exact: true }).count()).toBeGreaterThan(0);
    // A card whose name is the same in both languages shows it once.
    const roland = page.locator('a[href$="/card/01001"]').first();
    expect(await roland.locator('[lang="en"]').count()).toBe(locale === 'ko' ? 1 : 0);
    await page.context().close();
  });

  it.each(['ko', 'es', 'en'])(
    '%s: the card index lists each card once with the entries that mention it',
    async (locale) => {
      const page = await openPage(browser, `/${locale}/arkham/faq/`);
      const index = page.locator('[data-card-index]');
      const cards = index.locator('.card-index-card');
      const marked = await page
        .locator('.faq-entry a.card-chip')
        .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')))].length);
      expect(await cards.count()).toBe(marked);
      // Guard Dog appears in 2.3 only; its index line links there, and the link lands on the entry.
      const guardDog = cards.filter({ hasText: 'Guard Dog' });
      expect(await guardDog.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
        '#faq-2-3',
      ]);
      await guardDog.locator('a').click();
      await page.waitForURL('**#faq-2-3');
      const top = await page.locator('#faq-2-3').evaluate((heading) => heading.getBoundingClientRect().top);
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThan(200);
      await page.context().close();
    },
  );

  it('the index reaches an entry hidden as unofficial, and shows it', async () => {
    const page = await openPage(browser, '/ko/arkham/faq/');
    await page.locator('[data-faq-options]').waitFor({ state: 'visible' });
    expect(await page.locator('#faq-2-26').isVisible()).toBe(false);
    await page.locator('[data-card-index] .card-index-card', { hasText: 'Quantum Paradox' }).locator('a').click();
    await page.waitForURL('**#faq-2-26');
    await page.locator('#faq-2-26').waitFor({ state: 'visible' });
    await page.context().close();
  });

  it.each(['ko', 'es', 'en'])('%s: the FAQ with its card marks and index fits 360 px', async (locale) => {
    const page = await openPage(browser, `/${locale}/arkham/faq/`, { viewport: { width: 360, height: 740 } });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.context().close();
  });
});
