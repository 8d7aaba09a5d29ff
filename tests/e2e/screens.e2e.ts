// The GM screens (issue 43): /<locale>/{cypher,numenera,arkham}/screen/ in every language. Every number on a screen is
// one the rules module gives for that panel (support/screen-rules.ts works them out from src/rules, not from the page);
// the main tables match the rules row for row; every line links to a rules section; the panels sit side by side on a
// tablet and stack on a phone under a jump menu; search finds each panel; printed to PDF on A4 and US Letter turned
// landscape, each screen takes two pages at most and no panel is cut across a page (the PDF's own text, read back).
import type { Browser, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localeInfo, locales, type Locale } from '../../src/i18n/index.ts';
import { faqEntries } from '../../src/lib/faq.ts';
import { screenPanels, type ScreenGame } from '../../src/components/screen/panels.ts';
import {
  campaignInfo,
  defaultCampaign,
  difficultyTable,
  effortCost,
  MAX_EFFORT_STEPS,
  resolveTask,
  skillTestMargins,
} from '../../src/rules/index.ts';
import { read } from '../unit/support/content.ts';
import { launchBrowser, openPage } from './support/browser.ts';
import { notDarkOnLight } from './support/print.ts';
import {
  arkhamScreenNumbers,
  campaignOdds,
  numbersIn,
  rulesScreenNumbers,
  type PanelNumbers,
} from './support/screen-rules.ts';

const games = ['cypher', 'numenera', 'arkham'] as const satisfies readonly ScreenGame[];
const screens = locales.flatMap((locale) =>
  games.map((game) => ({ locale, game, path: `/${locale}/${game}/screen/` })),
);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the check itself', () => {
  it('reads signs, decimals, percentages, dice and Korean counts', () => {
    const read = (text: string) => numbersIn(text).map(({ value, percent }) => (percent ? `${value}%` : value));
    expect(read('Roll 1: −2, +3 ×2 and 62,5 % on a d20 (1d6 + tier), 10 ft (3 m)')).toEqual([
      20,
      1,
      6,
      1,
      -2,
      3,
      2,
      '62.5%',
      10,
      3,
    ]);
    expect(read('분발 한 단계마다 한 단계, 최대 여섯 단계; 트랙 두 칸')).toEqual([1, 1, 6, 2]);
    expect(read('Auto-fail, Point-blank range, 24-hour day')).toEqual([24]);
  });

  it('finds a number the rules do not give for the panel', () => {
    const panel: PanelNumbers = { plain: [3, 6], percent: [75] };
    const stray = (text: string) => strays(text, panel);
    expect(stray('3 6 75%')).toEqual([]);
    expect(stray('3 7 75')).toEqual(['7', '75']);
  });
});

/** The numbers of a text that a panel's rules do not give (a percentage must be one of its percentages). */
function strays(text: string, panel: PanelNumbers): string[] {
  const near = (values: number[], value: number) => values.some((candidate) => Math.abs(candidate - value) < 1e-9);
  return numbersIn(text)
    .filter(({ value, percent }) => !near(percent ? panel.percent : panel.plain, value))
    .map(({ text: found }) => found);
}

/** Each panel of the page: its id, the text of every text node in it (closed disclosures too) and its lines. */
function panelsOf(): { id: string; texts: string[]; lines: { text: string; links: string[] }[] }[] {
  return [...document.querySelectorAll<HTMLElement>('[data-panel]')].map((panel) => {
    const walker = document.createTreeWalker(panel, NodeFilter.SHOW_TEXT);
    const texts: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? '');
    // A line: an item of a list, a row of a table body, or a table's caption where the table's rows are numbers.
    const lines = [...panel.querySelectorAll('li, tbody tr')].map((line) => {
      const table = line.closest('table');
      const caption = line.matches('tr') ? [...(table?.querySelectorAll('caption a, thead a') ?? [])] : [];
      return {
        text: line.textContent?.trim() ?? '',
        links: [...line.querySelectorAll('a:not(.reading-mark)'), ...caption].map((link) => link.getAttribute('href')!),
      };
    });
    return { id: panel.dataset.panel!, texts, lines };
  });
}

/** The text of a page of a PDF, as its reader would find a line in it: no spaces, ligatures undone. */
const flat = (text: string) => text.normalize('NFKC').replace(/\s+/g, '');

describe.each(screens)('$path', ({ locale, game, path }) => {
  let page: Page;
  beforeAll(async () => {
    page = await openPage(browser, path);
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('shows the panels of its game, in order, each under its heading', async () => {
    const ids = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('[data-panel]')].map(
        (panel) => `${panel.dataset.panel}:${panel.querySelector('h2')?.id}`,
      ),
    );
    expect(ids).toEqual(screenPanels[game].map(({ id }) => `${id}:${id}`));
  });

  it('shows only numbers the rules module gives for each panel', async () => {
    const expected = game === 'arkham' ? arkhamScreenNumbers() : rulesScreenNumbers(game);
    const found: Record<string, string[]> = {};
    const panels = await page.evaluate(panelsOf);
    for (const panel of panels.filter(({ id }) => id !== 'rulings')) {
      const numbers = expected[panel.id];
      expect(numbers, panel.id).toBeDefined();
      const wrong = panel.texts.flatMap((text) => strays(text, numbers!));
      if (wrong.length > 0) found[panel.id] = wrong;
      expect(panel.texts.join(' '), `${panel.id} shows numbers`).toMatch(/\d/);
    }
    expect(found).toEqual({});
  });

  it('links every line to a section of a rules page, in its own language', async () => {
    const unlinked = (await page.evaluate(panelsOf)).flatMap(({ id, lines }) =>
      lines
        .filter(
          ({ links }) =>
            !links.some((href) =>
              new RegExp(`^/${locale}/(cypher|numenera|arkham)/(?!screen/)[a-z-]+/#[a-z0-9-]+(:.*)?$`).test(href),
            ),
        )
        .map(({ text }) => `${id}: ${text.slice(0, 60)}`),
    );
    expect(unlinked).toEqual([]);
  });

  if (game !== 'arkham') {
    it('gives the difficulty and Effort tables of the ruleset, row for row', async () => {
      const rows = (selector: string) =>
        page.$$eval(`${selector} tbody tr`, (trs) =>
          trs.map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent!.trim())),
        );
      const number = new Intl.NumberFormat(localeInfo[locale].numberLocale).format;
      const percent = new Intl.NumberFormat(localeInfo[locale].numberLocale, { style: 'percent' }).format;
      expect((await rows('#difficulty ~ .table-region')).map((row) => [row[0], row[2], row[3]])).toEqual(
        difficultyTable.map((row) => [
          number(row.difficulty),
          number(row.target),
          percent(resolveTask({ difficulty: row.difficulty }, game).chance),
        ]),
      );
      const effort = await rows('#effort ~ .table-region:first-of-type');
      expect(effort).toEqual(
        Array.from({ length: MAX_EFFORT_STEPS }, (_, index) => [
          number(index + 1),
          number(effortCost(index + 1)),
          number(effortCost(index + 1, { impaired: true })),
        ]),
      );
    });

    it("marks the site's readings it states", async () => {
      const marks = await page.$$eval('[data-panel] .reading-mark', (links) =>
        links.map(
          (link) => `${link.closest<HTMLElement>('[data-panel]')!.dataset.panel}:${link.getAttribute('data-reading')}`,
        ),
      );
      expect(marks).toEqual(expect.arrayContaining(['combat-modifiers:unseen-target', 'objects:object-margin']));
    });
  } else {
    it("shows The Night of the Zealot's bags open, with the odds from -2 to +3 of each difficulty", async () => {
      const name = campaignInfo[defaultCampaign].name[locale];
      const open = await page.$$eval('[data-panel="bags"] details[open] > summary', (summaries) =>
        summaries.map((summary) => summary.textContent),
      );
      expect(open).toEqual([name]);
      const rows = await page.$$eval('[data-panel="bags"] details[open] tbody tr', (trs) =>
        trs.map((tr) => [...tr.querySelectorAll('td')].map((cell) => cell.textContent!.trim())),
      );
      const shown = skillTestMargins.filter((margin) => margin >= -2 && margin <= 3);
      const format = new Intl.NumberFormat(localeInfo[locale].numberLocale, {
        style: 'percent',
        maximumFractionDigits: 1,
      }).format;
      expect(rows).toEqual(
        campaignOdds()
          .filter(({ campaign }) => campaign === defaultCampaign)
          .map(({ chances }) => shown.map((margin) => format(chances.get(margin)! / 100))),
      );
      // Every campaign but the Return to… ones, whose bags are their original campaign's.
      expect(await page.locator('[data-panel="bags"] details').count()).toBe(
        Object.values(campaignInfo).filter(({ kind }) => kind !== 'returnTo').length,
      );
    });

    it('points to FAQ entries that exist, by their number and title', async () => {
      const entries = faqEntries(read(locale, 'arkham/faq.mdx'));
      const lines = await page.$$eval('[data-panel="rulings"] li', (items) =>
        items.map((item) => ({ n: item.dataset.faqEntry!, text: item.textContent!.replace(/\s+/g, ' ').trim() })),
      );
      expect(lines.length).toBeGreaterThan(10);
      for (const { n, text } of lines) {
        const entry = entries.find((candidate) => candidate.n === n);
        expect(entry, n).toBeDefined();
        expect(text).toBe(`${n} ${entry!.title}`);
      }
    });
  }

  it('is found by search panel by panel: each title finds the screen, at that panel', async () => {
    // Pagefind's own API, in the page's language (a string, so that the test runner leaves the page's import alone).
    const missed = await page.evaluate<string[]>(`(async () => {
      const pagefind = await import('/pagefind/pagefind.js');
      const missed = [];
      for (const panel of document.querySelectorAll('[data-panel]')) {
        const title = panel.querySelector('h2').textContent;
        const found = await pagefind.search(title);
        const pages = await Promise.all(found.results.map((result) => result.data()));
        const screen = pages.find((data) => data.url === location.pathname);
        if (!screen?.sub_results.some((sub) => sub.url.endsWith('#' + panel.dataset.panel))) missed.push(title);
      }
      return missed;
    })()`);
    expect(missed).toEqual([]);
  });

  // Last: it leaves the page in print media.
  it('prints on two pages at most of A4 and of US Letter landscape, no panel cut, dark on white, with no menus', async () => {
    // The colours checked on the Korean and Spanish screens, the Korean ones in the dark theme (followed from the
    // system, nothing being stored): print's colours are the same whatever the theme, and the check is slow.
    await page.emulateMedia({ media: 'print', colorScheme: locale === 'ko' ? 'dark' : 'light' });
    expect(await page.getByRole('banner').isVisible()).toBe(false);
    expect(await page.locator('.toc-nav').isVisible()).toBe(false);
    expect(await page.locator('.screen-print').isVisible()).toBe(false);
    if (locale !== 'en') expect(await page.evaluate(notDarkOnLight)).toEqual([]);

    // Each panel from its heading to its last line, as printed (a closed campaign prints nothing).
    const panels = await page.$$eval('[data-panel]', (elements) =>
      elements.map((panel) => {
        const lines = [...panel.querySelectorAll('li, tbody tr')].filter((line) => line.checkVisibility());
        return {
          id: (panel as HTMLElement).dataset.panel!,
          first: panel.querySelector('h2')!.textContent!,
          last: lines.at(-1)!.textContent!,
        };
      }),
    );
    for (const format of ['A4', 'Letter'] as const) {
      const pdf = await page.pdf({ format, landscape: true });
      const { totalPages, text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), {
        mergePages: false,
      });
      expect(totalPages, `${format}: pages`).toBeLessThanOrEqual(2);
      // Found in order, each panel's heading then its last line: the pages they are on.
      const pages = text.map(flat);
      let at = { page: 0, index: 0 };
      const find = (line: string) => {
        for (let number = at.page; number < pages.length; number++) {
          const index = pages[number]!.indexOf(flat(line), number === at.page ? at.index : 0);
          if (index !== -1) return (at = { page: number, index: index + flat(line).length });
        }
        return undefined;
      };
      const split = panels.flatMap(({ id, first, last }) => {
        const start = find(first);
        const end = find(last);
        if (!start || !end) return [`${id}: not found in the PDF`];
        return start.page === end.page ? [] : [`${id}: page ${start.page + 1} to ${end.page + 1}`];
      });
      expect(split, `${format}: panels cut across a page`).toEqual([]);
    }
  });
});

describe('on screen', () => {
  /** The distinct left edges of the panels: one column of panels, or several side by side. */
  const columns = (page: Page) =>
    page.$$eval(
      '[data-panel]',
      (panels) => new Set(panels.map((panel) => Math.round(panel.getBoundingClientRect().left))).size,
    );

  it('stacks the panels on a phone, nothing wider than the screen, under a jump menu to each panel', async () => {
    const page = await openPage(browser, '/ko/cypher/screen/', { viewport: { width: 360, height: 740 } });
    expect(await columns(page)).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const menu = page.locator('.toc-details');
    await menu.locator('summary').click();
    expect(await menu.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
      screenPanels.cypher.map(({ id }) => `#${id}`),
    );
    await menu.locator('a[href="#hazards"]').click();
    await page.waitForURL(/#hazards$/);
    const top = await page.locator('#hazards').evaluate((heading) => heading.getBoundingClientRect().top);
    expect(top).toBeGreaterThan(0);
    expect(top).toBeLessThan(740 / 2);
    await page.context().close();
  });

  it("sets the panels side by side on a tablet, in the site's styles", async () => {
    const page = await openPage(browser, '/es/numenera/screen/', { viewport: { width: 820, height: 1180 } });
    expect(await columns(page)).toBeGreaterThanOrEqual(2);
    // The screens' stylesheet, linked before the site's, names the site's layers in the site's order: without that,
    // its layer of components would come first, under Tailwind's base, and the page's title would be body text.
    const title = await page.locator('h1.page-title').evaluate((heading) => ({
      size: parseFloat(getComputedStyle(heading).fontSize),
      weight: Number(getComputedStyle(heading).fontWeight),
      body: parseFloat(getComputedStyle(document.body).fontSize),
    }));
    expect(title.size).toBeGreaterThan(title.body * 1.5);
    expect(title.weight).toBeGreaterThanOrEqual(700);
    await page.context().close();
  });

  it('prints from its button, drawn only with JavaScript; without it the page says how to print', async () => {
    const page = await openPage(browser, '/en/arkham/screen/');
    await page.evaluate(() => {
      window.print = () => document.documentElement.setAttribute('data-printed', '');
    });
    await page.getByRole('button', { name: 'Print this screen' }).click();
    expect(await page.getAttribute('html', 'data-printed')).toBe('');
    await page.context().close();
    const still = await openPage(browser, '/en/arkham/screen/', { javaScriptEnabled: false });
    expect(await still.locator('[data-print]').isVisible()).toBe(false);
    expect(await still.locator('.screen-print p').textContent()).toContain('Ctrl+P');
    await still.context().close();
  });
});
