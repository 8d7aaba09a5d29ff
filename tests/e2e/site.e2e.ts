import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hosts, launchBrowser, openPage, siteURL } from './support/browser.ts';
import { builtPages, urlPathOf } from './support/dist.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('locale homes', () => {
  it.each([
    ['ko', '룰 레퍼런스'],
    ['es', 'Referencia de Reglas'],
    ['en', 'Rules Reference'],
  ])('/%s/ renders in its language', async (locale, siteName) => {
    const page = await openPage(browser, `/${locale}/`);
    expect(await page.getAttribute('html', 'lang')).toBe(locale);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(siteName);
    expect(await page.title()).toBe(siteName);
    await page.context().close();
  });
});

// Each collection's count of pages (Arkham Horror's FAQ and screen, the Cypher System's twelve pages and its screen);
// the singular form, which no collection shows since the screens (issue 43), is rendered in tests/unit (counted strings).
describe('counted strings on the built pages', () => {
  it.each([
    ['en', '2 pages', '13 pages'],
    ['es', '2 páginas', '13 páginas'],
    ['ko', '페이지 2개', '페이지 13개'],
  ])('/%s/ counts each collection’s pages in the plural form of its language', async (locale, arkham, cypher) => {
    const page = await openPage(browser, `/${locale}/`);
    const counts = await page.locator('main').innerText();
    expect(counts).toContain(arkham);
    expect(counts).toContain(cypher);
    await page.context().close();
  });
});

describe('the root page', () => {
  it.each([
    [['es-MX', 'en'], '/es/'],
    [['ko-KR'], '/ko/'],
    [['fr-FR', 'en-GB'], '/en/'],
    [['fr-FR'], '/en/'],
  ])('sends a reader whose languages are %j to %s', async (languages, expected) => {
    const context = await browser.newContext({ locale: languages[0] });
    await context.addInitScript(
      (list) => Object.defineProperty(navigator, 'languages', { get: () => list }),
      languages,
    );
    const page = await context.newPage();
    await page.goto(siteURL('/'));
    await page.waitForURL(`**${expected}`);
    expect(new URL(page.url()).pathname).toBe(expected);
    await context.close();
  });

  it('without JavaScript shows the three languages as links', async () => {
    const page = await openPage(browser, '/', { javaScriptEnabled: false });
    for (const [name, href] of [
      ['한국어', '/ko/'],
      ['Español', '/es/'],
      ['English', '/en/'],
    ]) {
      expect(await page.getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
    await page.context().close();
  });
});

describe('language switcher', () => {
  it('keeps the page and the section', async () => {
    const page = await openPage(browser, '/ko/site/about/#trademarks');
    await page
      .getByRole('button', { name: /언어/ })
      .or(page.locator('[data-language-switcher] summary'))
      .first()
      .click();
    await page.locator('[data-language-switcher]').getByRole('link', { name: 'Español' }).click();
    await page.waitForURL('**/es/site/about/#trademarks');
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    expect(await page.locator('#trademarks').textContent()).toBe('Marcas comerciales');
    await page.context().close();
  });
});

describe('language switcher without a #fragment', () => {
  it('takes the reader to the section being read', async () => {
    const page = await openPage(browser, '/ko/cypher/pools-edge-effort/', { viewport: { width: 360, height: 740 } });
    await page.locator('#edge').evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
    await page.mouse.wheel(0, 200); // reading a little way into the section
    expect(new URL(page.url()).hash).toBe('');
    // Clicked where they are on screen: Playwright's own click would first scroll the sticky header's items "into view".
    const clickInPlace = async (locator: Locator) => {
      const box = (await locator.boundingBox())!;
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    };
    await clickInPlace(page.locator('[data-language-switcher] summary'));
    await clickInPlace(page.locator('[data-language-switcher]').getByRole('link', { name: 'English' }));
    await page.waitForURL('**/en/cypher/pools-edge-effort/#edge');
    expect(await page.locator('#edge').textContent()).toContain('Edge');
    await page.context().close();
  });

  it('by keyboard: Tab through the header to the switcher leaves the page where it was', async () => {
    const page = await openPage(browser, '/es/cypher/special-rolls/', { viewport: { width: 1280, height: 800 } });
    // The reader's first Tab lands on the skip link; the next ones go on through the header. Without a focused element,
    // Chromium (150 and later) starts Tab from where the page is scrolled, not from the top.
    await page.keyboard.press('Tab');
    await page.locator('#damage-bonus').evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
    const top = await page.evaluate(() => {
      scrollBy(0, 150); // reading a little way into the section
      return scrollY;
    });
    const focused = () => page.evaluate(() => document.activeElement?.tagName);
    for (let i = 0; i < 12 && (await focused()) !== 'SUMMARY'; i++) await page.keyboard.press('Tab');
    expect(await focused()).toBe('SUMMARY');
    expect(await page.evaluate(() => scrollY)).toBe(top);
    await page.keyboard.press('Enter');
    const english = page.locator('[data-language-switcher]').getByRole('link', { name: 'English' });
    for (let i = 0; i < 4 && !(await english.evaluate((link) => link === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/en/cypher/special-rolls/#damage-bonus');
    await page.context().close();
  });

  it('adds no section at the top of the page', async () => {
    const page = await openPage(browser, '/es/cypher/pools-edge-effort/');
    await page.locator('[data-language-switcher] summary').click();
    await page.locator('[data-language-switcher]').getByRole('link', { name: '한국어' }).click();
    await page.waitForURL('**/ko/cypher/pools-edge-effort/');
    expect(new URL(page.url()).hash).toBe('');
    await page.context().close();
  });
});

describe('theme', () => {
  it('persists the reader’s choice across a reload, with no flash of the other theme', async () => {
    const page = await openPage(browser, '/en/', { colorScheme: 'light' });
    const toggle = page.getByRole('button', { name: 'Dark theme' });
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.click();
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    // Read the theme before any module script runs: the head script must already have applied it.
    await page.context().addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive')
          (window as unknown as { themeAtParse: string }).themeAtParse = document.documentElement.dataset.theme ?? '';
      });
    });
    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { themeAtParse: string }).themeAtParse)).toBe('dark');
    expect(await page.getByRole('button', { name: 'Dark theme' }).getAttribute('aria-pressed')).toBe('true');
    await page.context().close();
  });
});

describe.each(hosts)('404 on $name', (host) => {
  it.each([
    ['/ko/no-such-page/', 'ko', '페이지를 찾을 수 없습니다'],
    ['/ko/does-not-exist', 'ko', '페이지를 찾을 수 없습니다'],
    ['/es/no-such-page/', 'es', 'Página no encontrada'],
    ['/en/cypher/no-such-page/', 'en', 'Page not found'],
  ])('%s answers 404 in its language', async (path, locale, heading) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const response = await page.goto(host.url(path));
    expect(response?.status()).toBe(404);
    expect(await page.getAttribute('html', 'lang')).toBe(locale);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
    await context.close();
  });

  it('outside any locale, says it in all three languages', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const response = await page.goto(host.url('/nowhere/'));
    expect(response?.status()).toBe(404);
    for (const text of ['페이지를 찾을 수 없습니다', 'Página no encontrada', 'Page not found']) {
      expect(await page.getByText(text).count()).toBe(1);
    }
    await context.close();
  });
});

describe('keyboard after a click', () => {
  const focused = (page: Page) =>
    page.evaluate(() => {
      const element = document.activeElement!;
      return { text: element.textContent?.trim() ?? '', top: element.getBoundingClientRect().top + scrollY };
    });

  it('Tab goes on from where the reader clicked in the text, not from the top of the page', async () => {
    const page = await openPage(browser, '/en/cypher/other-actions/');
    const paragraph = page.locator('main p').nth(12);
    await paragraph.scrollIntoViewIfNeeded();
    const clickedAt = await paragraph.evaluate((element) => element.getBoundingClientRect().top + scrollY);
    await paragraph.click();
    await page.keyboard.press('Tab');
    expect((await focused(page)).top).toBeGreaterThan(clickedAt);
    await page.context().close();
  });

  it('the skip link takes the next Tab into the page text, past the header', async () => {
    const page = await openPage(browser, '/en/cypher/other-actions/');
    await page.keyboard.press('Tab');
    expect((await focused(page)).text).toBe('Skip to content');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
    await page.context().close();
  });
});

describe('header', () => {
  // Its links to the collections show only where they fit (global.css, "The header's links"): a header that wrapped
  // to two or three lines covered the text under it, in Spanish even at 1280 px.
  it.each(['ko', 'es', 'en'])(
    'stays one line from a tablet to a wide screen (%s), its links shown where they fit',
    async (locale) => {
      const heights = new Set<number>();
      const shownAt: number[] = [];
      for (const width of [768, 1024, 1280, 1440, 1920]) {
        const page = await openPage(browser, `/${locale}/cypher/`, { viewport: { width, height: 800 } });
        const header = page.getByRole('banner');
        heights.add(Math.round((await header.boundingBox())!.height));
        const links = header.getByRole('navigation').getByRole('link');
        if (await links.first().isVisible()) {
          shownAt.push(width);
          const tops = await links.evaluateAll((all) =>
            all.map((link) => Math.round(link.getBoundingClientRect().top)),
          );
          expect(new Set(tops).size).toBe(1);
        }
        await page.context().close();
      }
      expect([...heights]).toHaveLength(1);
      expect(shownAt).toContain(1920);
    },
  );
});

describe('breadcrumbs at 360 px', () => {
  // A long trail wraps between whole words (global.css, "Breadcrumbs"); daisyUI's single line cut the current page's
  // title mid-word at the edge of the screen on 24 English and Spanish pages.
  it.each(['ko', 'es', 'en'])('show every word whole, on every page of %s', async (locale) => {
    // Their layout needs no script: without it, each page is quicker to open.
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, javaScriptEnabled: false });
    const page = await context.newPage();
    const cut: string[] = [];
    const withoutTrail: string[] = [];
    const paths = builtPages()
      .filter((file) => file.startsWith(`${locale}/`) && file.endsWith('index.html'))
      .map(urlPathOf);
    for (const path of paths) {
      await page.goto(siteURL(path));
      const words = await page.evaluate(() => {
        const nav = document.querySelector('nav.breadcrumbs');
        if (!nav) return undefined;
        const box = nav.getBoundingClientRect();
        const outside: string[] = [];
        let measured = 0;
        const walker = document.createTreeWalker(nav, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode())
          for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
            measured += 1;
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
            const lines = new Set(rects.map((rect) => Math.round(rect.bottom)));
            if (rects.length === 0) outside.push(`${match[0]} (not shown)`);
            else if (lines.size > 1 || rects.some((rect) => rect.right > box.right + 0.5 || rect.left < box.left - 0.5))
              outside.push(match[0]);
          }
        return { outside, measured };
      });
      if (!words) withoutTrail.push(path);
      // A trail has the page's own title at least.
      else if (words.measured === 0) cut.push(`${path}: no word in the trail`);
      else cut.push(...words.outside.map((word) => `${path}: ${word}`));
    }
    expect(paths.length).toBeGreaterThan(15);
    // Every page has its trail but the home page, where every trail starts, and the offline page, which is in none.
    expect(withoutTrail.sort()).toEqual([`/${locale}/`, `/${locale}/offline/`]);
    expect(cut).toEqual([]);
    await context.close();
  });
});

describe('phone menu at 360 px', () => {
  const phone = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };

  it('opens by touch as a dialog over a page that does not scroll sideways', async () => {
    const page = await openPage(browser, '/es/site/about/', phone);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const menu = page.getByRole('dialog', { name: 'Índice de reglas' });
    expect(await menu.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Abrir el menú' }).tap();
    await menu.getByRole('link', { name: 'Cypher System' }).waitFor({ state: 'visible' });
    // The site title is shown whole, not cut off.
    const title = page.getByRole('banner').getByRole('link', { name: 'Referencia de Reglas' });
    expect(await title.evaluate((link) => link.scrollWidth <= link.clientWidth)).toBe(true);
    await page.context().close();
  });

  it('is a modal dialog for the keyboard: focus moves in, Tab stays inside, Esc closes it and focus returns', async () => {
    const page = await openPage(browser, '/en/cypher/special-rolls/', phone);
    await page.keyboard.press('Tab'); // skip link
    await page.keyboard.press('Tab'); // menu button
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup'))).toBe('dialog');
    await page.keyboard.press('Enter');
    const inMenu = () => page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]#site-menu')));
    expect(await inMenu()).toBe(true);
    // The current collection's pages are a few Tab presses away, not behind the whole page.
    const reached: string[] = [];
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      expect(await inMenu()).toBe(true);
      reached.push((await page.evaluate(() => document.activeElement?.textContent?.trim())) ?? '');
    }
    expect(reached.slice(0, 5)).toContain('How to Play');
    expect(reached).toContain('Glossary');
    // Shift+Tab wraps too, from the first control to the last.
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await inMenu()).toBe(true);
    }
    await page.keyboard.press('Escape');
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup'))).toBe('dialog');
    await page.context().close();
  });

  it('titles the phone table of contents once', async () => {
    const page = await openPage(browser, '/en/cypher/special-rolls/', phone);
    const contents = page.locator('details.toc-details');
    await contents.locator('summary').tap();
    expect(await contents.getByText('On this page').count()).toBe(1);
    expect(await contents.getByRole('heading').count()).toBe(0);
    expect(await contents.getByRole('link').count()).toBeGreaterThan(2);
    await page.context().close();
  });

  it('closes when a tap lands outside it', async () => {
    const page = await openPage(browser, '/ko/', phone);
    await page.getByRole('button', { name: '메뉴 열기' }).tap();
    const menu = page.getByRole('dialog', { name: '규칙 목차' });
    await menu.waitFor({ state: 'visible' });
    await page.touchscreen.tap(350, 400);
    await menu.waitFor({ state: 'hidden' });
    await page.context().close();
  });
});
