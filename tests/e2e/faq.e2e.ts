import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, openPage, siteURL } from './support/browser.ts';
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

  it('links every entry from the contents list, and every permalink lands on its entry', async () => {
    const page = await openPage(browser, '/en/arkham/faq/');
    const contents = await page
      .locator('.faq-contents a[data-contents-entry]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(contents).toEqual(entryIds('en').map((id) => `#${id}`));
    await page.goto(siteURL('/ko/arkham/faq/#faq-2-14'));
    const heading = page.locator('#faq-2-14');
    expect(await heading.textContent()).toMatch(/^2\.14/);
    expect(await heading.evaluate((element) => element.getBoundingClientRect().top)).toBeLessThan(200);
    await page.context().close();
  });

  it('is complete without JavaScript: every entry visible with its labels, toggles hidden', async () => {
    const page = await openPage(browser, '/ko/arkham/faq/', { javaScriptEnabled: false });
    const entries = page.locator('[data-faq-entry]');
    expect(await entries.count()).toBe(entryIds('ko').length);
    const unofficial = page.locator('[data-faq-entry][data-unofficial]');
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
    const unofficial = page.locator('[data-faq-entry][data-unofficial]').first();
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
    expect(await ko.getByRole('checkbox').count()).toBe(1);
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
    const entry = page.locator('.faq-contents a[data-contents-entry="2.14"]');
    expect((await entry.textContent())?.replace(/\s+/g, ' ').trim()).toBe('2.14 Control of attachments');
    await entry.click();
    await page.waitForURL('**#faq-2-14');
    await page.context().close();
  });

  it('a permalink to a hidden unofficial entry shows it', async () => {
    const id = attributeValues(readBuilt('ko/arkham/faq/index.html'), 'data-faq-entry')[0];
    const unofficialId = await (async () => {
      const page = await openPage(browser, '/ko/arkham/faq/', { javaScriptEnabled: false });
      const anchor = await page.locator('[data-faq-entry][data-unofficial] h3').first().getAttribute('id');
      await page.context().close();
      return anchor;
    })();
    expect(id).toBeTruthy();
    const page = await openPage(browser, `/ko/arkham/faq/#${unofficialId}`);
    await page.locator('[data-faq-options]').waitFor({ state: 'visible' });
    expect(await page.locator(`#${unofficialId}`).isVisible()).toBe(true);
    await page.context().close();
  });

  it('copies an entry link and says so', async () => {
    const context = await browser.newContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await context.newPage();
    await page.goto(siteURL('/es/arkham/faq/'));
    await page.getByRole('button', { name: 'Copiar el enlace a la 2.3', exact: true }).click();
    await page.waitForFunction(() => document.querySelector('[data-faq-status]')?.textContent !== '');
    expect(await page.locator('[data-faq-status]').textContent()).toBe('Enlace a la 2.3 copiado.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(siteURL('/es/arkham/faq/#faq-2-3'));
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
