import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headersFor, parseHeaders } from '../../scripts/lib/headers.mjs';
import { beforePaintScriptHashes, scriptHash } from '../../src/integrations/before-paint-hashes.ts';
import { themeColors } from '../../src/lib/brand.ts';
import { hosts, launchBrowser, siteURL } from './support/browser.ts';
import { watchCspViolations } from './support/csp.ts';
import { builtPages, readBuilt, urlPathOf } from './support/dist.ts';
import { island } from './support/island.ts';

// The site as production serves it: scripts/serve.mjs and Cloudflare Pages' own runtime send the headers of
// dist/_headers, the CSP among them.
const csp = headersFor(parseHeaders(readBuilt('_headers')), '/')['Content-Security-Policy'];

// Every page, the 404 files reached through a missing address, and the root language chooser (which redirects).
const paths = builtPages()
  .map(urlPathOf)
  .filter((path) => path !== '/')
  .map((path) => path.replace(/404\.html$/, 'no-such-page/'));

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('built HTML', () => {
  it.each(builtPages())('%s has no inline script but those run before paint, no style, no event handler', (file) => {
    const html = readBuilt(file);
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
      // JSON data blocks are never run: the CSP does not apply to them.
      .filter(([, attributes = '']) => !/\bsrc="/.test(attributes) && !/type="application\/json"/.test(attributes))
      .map(([, , text = '']) => scriptHash(text));
    // Only the scripts of src/scripts/, each admitted by its hash.
    for (const hash of inline) expect(beforePaintScriptHashes()).toContain(hash);
    expect(html).not.toMatch(/<style\b/);
    expect(html).not.toMatch(/\sstyle="/);
    expect(html).not.toMatch(/\son[a-z]+="/);
  });
});

describe('under the production headers', () => {
  let context: BrowserContext;
  let page: Page;
  let violations: string[];
  beforeAll(async () => {
    context = await browser.newContext();
    violations = await watchCspViolations(context);
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it('the CSP allows no inline script but the before-paint ones and lets Pagefind compile its WebAssembly', () => {
    const directives = new Map(
      (csp ?? '').split(';').map((directive) => {
        const [name = '', ...sources] = directive.trim().split(/\s+/);
        return [name, sources.join(' ')];
      }),
    );
    // Scripts from this site's files, and inline only the texts of src/scripts/, by their hashes.
    expect(directives.get('script-src')).toBe(`'self' ${beforePaintScriptHashes().join(' ')} 'wasm-unsafe-eval'`);
    expect(csp).not.toMatch(/'unsafe-inline'|'unsafe-eval'|'strict-dynamic'|nonce-/);
    expect(directives.get('object-src')).toBe("'none'");
    expect(directives.get('base-uri')).toBe("'none'");
    expect(directives.get('frame-ancestors')).toBe("'none'");
    expect(directives.get('form-action')).toBe("'self'");
    expect(directives.get('worker-src')).toBe("'self'");
  });

  it('reports a violation when there is one (so these tests can fail)', async () => {
    await page.goto(siteURL('/en/'));
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'document.title = "inline"';
      document.head.append(script);
    });
    await expect.poll(() => violations.length).toBe(1);
    expect(violations[0]).toContain('script-src');
    expect(await page.title()).not.toBe('inline');
    violations.length = 0;
  });

  describe.each(hosts)('on $name', (host) => {
    // Every page on `npm start`. Cloudflare Pages reads the same _headers file, whose one CSP rule covers every
    // path: its runtime is held to it on the Korean pages, where every kind of page the site has is found.
    it.each(host.name === 'npm start' ? paths : paths.filter((path) => path.startsWith('/ko/')))(
      '%s loads with the CSP and no violation',
      async (path) => {
        const response = await page.goto(host.url(path));
        expect(response?.headers()['content-security-policy']).toBe(csp);
        expect(violations).toEqual([]);
      },
    );

    it('the root page sends the reader to a language with its inline script, admitted by its hash', async () => {
      const response = await page.goto(host.url('/'));
      await page.waitForURL(/\/(ko|es|en)\/$/);
      expect(response?.headers()['content-security-policy']).toBe(csp);
      expect(violations).toEqual([]);
    });
  });

  it('search finds results', async () => {
    await page.goto(siteURL('/ko/'));
    await page.keyboard.press('/');
    await page.locator('#search-input').fill('분발');
    await page.locator('#search-results [role="option"]').first().waitFor();
    expect(await page.locator('#search-results [role="option"]').count()).toBeGreaterThan(0);
    expect(violations).toEqual([]);
  });

  it('every island loads and computes, the theme toggles', async () => {
    await page.goto(siteURL('/en/tools/'));
    for (const tag of ['difficulty-table', 'effort-calculator', 'damage-simulator', 'dice-roller']) {
      await page.locator(tag).first().scrollIntoViewIfNeeded();
      await island(page, tag).ready();
    }
    const effort = island(page, 'effort-calculator');
    const before = await effort.value('poolAfter');
    await effort.type('pool', '17');
    await expect.poll(() => effort.value('poolAfter')).not.toBe(before);
    await page.locator('[data-theme-toggle]').click();
    expect(await page.getAttribute('html', 'data-theme')).toBeTruthy();
    expect(violations).toEqual([]);
  });

  it('Chromium reads the web app manifest without an error, and installing needs nothing else', async () => {
    await page.goto(siteURL('/ko/'));
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.url).toBe(siteURL('/ko/manifest.webmanifest'));
    expect(manifest.errors).toEqual([]);
    // A headless test browser is a private window: the one thing Chromium holds against installing here.
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
    await cdp.detach();
    expect(violations).toEqual([]);
  });

  it('the FAQ tools, the table of contents and the language switcher work', async () => {
    await page.goto(siteURL('/ko/arkham/faq/'));
    await page.locator('[data-faq-options]').waitFor({ state: 'visible' });
    await page.getByLabel(/모두 보기/).check();
    expect(new URL(page.url()).searchParams.get('all')).toBe('1');
    await page.goto(siteURL('/en/cypher/pools-edge-effort/#effort'));
    await expect.poll(() => page.locator('[data-toc] a[aria-current="true"]').count()).toBeGreaterThan(0);
    await page.locator('[data-language-switcher] summary').first().click();
    await page.locator('[data-language-switcher]').getByRole('link', { name: 'Español' }).first().click();
    await page.waitForURL('**/es/cypher/pools-edge-effort/#effort');
    expect(violations).toEqual([]);
  });
});

describe('theme before first paint', () => {
  const rgb = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));

  it.each([
    ['dark', 'light'],
    ['light', 'dark'],
  ] as const)('a stored %s theme on a %s system is applied before the body exists', async (stored, system) => {
    const context = await browser.newContext({ colorScheme: system });
    const violations = await watchCspViolations(context);
    const page = await context.newPage();
    await page.goto(siteURL('/en/'));
    await page.evaluate((theme) => localStorage.setItem('theme', theme), stored);
    // Nothing of a page can be painted before its <body> exists: the theme must be set by then (a module
    // script, which runs after the whole document is parsed, would be too late).
    await context.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.body) return;
        observer.disconnect();
        (window as unknown as { themeAtBody: string }).themeAtBody = document.documentElement.dataset.theme ?? '';
      }).observe(document, { childList: true, subtree: true });
    });
    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { themeAtBody: string }).themeAtBody)).toBe(stored);
    // The page is painted in that theme's background, the colour the manifest and theme-color meta tags give
    // (the CSS says it in oklch: a canvas turns it into sRGB).
    const painted = await page.evaluate(() => {
      const canvas = document.createElement('canvas').getContext('2d')!;
      canvas.fillStyle = getComputedStyle(document.body).backgroundColor;
      canvas.fillRect(0, 0, 1, 1);
      return [...canvas.getImageData(0, 0, 1, 1).data.slice(0, 3)];
    });
    expect(painted).toEqual(rgb(themeColors[stored]));
    expect(violations).toEqual([]);
    await context.close();
  });
});
