import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locales } from '../../src/i18n/locales.ts';
import { readings, settledReadings, type ReadingId } from '../../src/rules/index.ts';
import { places } from '../unit/support/readings.ts';
import { launchBrowser, openPage } from './support/browser.ts';
import { builtPages, readBuilt } from './support/dist.ts';
import { island } from './support/island.ts';

// Issue 36.2, on the built site: every mark of a reading links to its section on the readings page of the page's own
// language, every reading is marked in each section that states it, and the islands' notes carry the same link when
// their scripts rebuild them. tests/unit/readings.test.ts checks the sources.

const ids = readings.map((reading) => reading.id) as string[];
const labels = { en: 'a reading of the rules', es: 'lectura de las reglas', ko: '규칙 해석' } as const;

/** Every reading mark of a built page: its href, its reading and its text. */
function marks(html: string): { href: string; reading: string; text: string }[] {
  return [
    ...html.matchAll(/<a class="link reading-mark" href="([^"]*)" data-reading="([^"]*)"[^>]*>([^<]*)<\/a>/g),
  ].map((match) => ({ href: match[1]!, reading: match[2]!, text: match[3]! }));
}

/** The HTML of a section of a built page: from its heading to the next heading of the same or a higher level. */
function section(html: string, id: string): string {
  const start = html.search(new RegExp(`<h([23])[^>]*\\bid="${id}"`));
  if (start === -1) return '';
  const level = html.slice(start + 2, start + 3);
  const rest = html.slice(start + 1);
  const next = rest.search(new RegExp(`<h[2-${level}][\\s>]`));
  return next === -1 ? rest : rest.slice(0, next);
}

describe('the built pages', () => {
  const pages = builtPages().filter((file) => /^(ko|es|en)\//.test(file));

  it('have reading marks to check', () => {
    expect(pages.filter((file) => marks(readBuilt(file)).length > 0).length).toBeGreaterThan(20);
  });

  it('link every mark to its reading on the readings page of their own language', () => {
    const wrong = pages.flatMap((file) => {
      const locale = file.slice(0, 2) as keyof typeof labels;
      return marks(readBuilt(file))
        .filter(
          (mark) =>
            !ids.includes(mark.reading) ||
            mark.href !== `/${locale}/site/readings/#${mark.reading}` ||
            mark.text !== labels[locale],
        )
        .map((mark) => `${file}: ${JSON.stringify(mark)}`);
    });
    expect(wrong).toEqual([]);
  });

  it.each(locales)('%s: the readings page has a section for every reading and each settled one', (locale) => {
    const html = readBuilt(`${locale}/site/readings/index.html`);
    for (const id of [...ids, ...settledReadings]) expect(section(html, id), id).not.toBe('');
  });

  it.each(locales)('%s: every section that states a reading marks it', (locale) => {
    const missing = (Object.entries(places) as [ReadingId, (typeof places)[ReadingId]][]).flatMap(([id, where]) =>
      where.pages.flatMap((place) => {
        const [page, sectionId] = place.replace('.mdx', '').split('#') as [string, string];
        const html = section(readBuilt(`${locale}/${page}/index.html`), sectionId);
        return marks(html).some((mark) => mark.reading === id) ? [] : [`${place}: ${id}`];
      }),
    );
    expect(missing).toEqual([]);
  });
});

describe('the islands', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(locales)(
    '%s: the initiative note keeps its mark when the script rebuilds it, and the mark leads to the reading',
    async (locale) => {
      const page = await openPage(browser, `/${locale}/cypher/encounters-rounds-initiative/`);
      const calculator = island(page, 'initiative-calculator');
      await calculator.root.scrollIntoViewIfNeeded();
      await calculator.ready();
      await calculator.type('level', '4');
      // The script's marks are plain links to the readings page (Island.marked()), the build's carry their reading too.
      const mark = calculator.root.locator('[data-notes] a[href*="/site/readings/#"]');
      expect(await mark.count()).toBe(1);
      expect(await mark.textContent()).toBe(labels[locale]);
      expect(await calculator.root.locator('[data-notes]').textContent()).toContain('12');
      await mark.click();
      await page.waitForURL(`**/${locale}/site/readings/#initiative-tie`);
      expect(await page.locator('#initiative-tie').isVisible()).toBe(true);
      await page.context().close();
    },
  );

  it('the combat builder marks the unseen target after the rule it links, once its script has counted it', async () => {
    const page = await openPage(browser, '/en/cypher/attack-modifiers/');
    const builder = island(page, 'combat-situations');
    await builder.root.scrollIntoViewIfNeeded();
    await builder.ready();
    await builder.select('light', 'dark');
    await builder.check('invisible', true);
    await builder.check('otherSenses', true);
    const cap = builder.root.locator('[data-lines="caps"] li', { hasText: 'cannot be seen' });
    expect(await cap.count()).toBe(1);
    expect(await cap.locator('a').first().getAttribute('href')).toBe('#visibility');
    expect(await cap.locator('a[href*="/site/readings/#"]').getAttribute('href')).toBe(
      '/en/site/readings/#unseen-target',
    );
    expect(await cap.textContent()).toMatch(/it \(a reading of the rules\)\. .*did not count/);
    await page.context().close();
  });
});
