import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillString } from '../../../src/components/tables/fill.ts';
import { launchBrowser, openPage } from '../support/browser.ts';
import { island } from '../support/island.ts';

// The tools' words match the rule beside them (issue 25, item 6), in each language, on a phone and a desktop: each
// figure is named for what it is, only what applies is said, a refusal says what to change, and no figure follows
// from an impossible state. The texts are the page's own UI strings, filled as the islands fill them.
const locales = ['ko', 'es', 'en'] as const;
type Locale = (typeof locales)[number];
const strings = Object.fromEntries(
  locales.map((locale) => [
    locale,
    JSON.parse(readFileSync(`src/i18n/${locale}.json`, 'utf8')) as Record<string, string>,
  ]),
) as Record<Locale, Record<string, string>>;
const text = (locale: Locale, key: string, values: Record<string, string | number> = {}) =>
  fillString(strings[locale], key, values, locale, String);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// The words are the same HTML at every width: each language is read once, on a phone or a desktop, both widths read.
const cases = [
  ['ko', 360],
  ['es', 360],
  ['en', 1280],
] as const;

describe.each(cases)('the tools’ words (%s, %i px)', (locale, width) => {
  const open = async (path: string, tag: string) => {
    const page = await openPage(browser, `/${locale}${path}`, { viewport: { width, height: 800 } });
    const tool = island(page, tag);
    await tool.root.scrollIntoViewIfNeeded();
    await tool.ready();
    return { page, tool };
  };

  it('the damage simulator names the hit before Armor, what Armor stops and the damage taken, which health loses', async () => {
    const { page, tool } = await open('/cypher/attacks-damage-armor/', 'damage-simulator');
    await tool.root.locator('input[name="mode"][value="npc"]').check();
    const figure = async (name: string) => Number(await tool.value(name));
    // What each figure is called beside it: the hit before Armor, not "damage dealt".
    for (const [name, key] of [
      ['npcDamage', 'damageSimulator.npcDamage'],
      ['npcArmorStops', 'damageSimulator.npcArmorStops'],
      ['npcTaken', 'damageSimulator.npcTaken'],
    ] as const) {
      const label = tool.root.locator(`dt:has(+ dd output[name="${name}"])`);
      expect((await label.textContent())?.trim(), name).toBe(text(locale, key));
    }
    expect(await figure('npcDamage')).toBeGreaterThan(await figure('npcTaken'));
    expect((await figure('npcDamage')) - (await figure('npcArmorStops'))).toBe(await figure('npcTaken'));
    expect((await figure('npcHealth')) - (await figure('npcHealthAfter'))).toBe(await figure('npcTaken'));
    // An NPC at 0 health takes no hit: the field says why and no figure is shown.
    await tool.type('health', '0');
    expect(await tool.error('health')).toBe(text(locale, 'island.error.alreadyDefeated'));
    expect(await tool.value('npcHealthAfter')).toBe('');
    await page.context().close();
  });

  it('a dead character shows no recovery roll, and three Pools at 0 ask for Dead', async () => {
    const { page, tool } = await open('/cypher/damage-track-recovery/', 'damage-simulator');
    for (const stat of ['might', 'speed', 'intellect']) await tool.type(stat, '0');
    await tool.select('track', 'impaired');
    expect(await tool.error('track')).toBe(text(locale, 'island.error.needsDead'));
    await tool.select('track', 'dead');
    expect(await tool.error('track')).toBe('');
    expect(await tool.value('recoveryPoints')).toBe('');
    expect(await tool.value('restNeeded')).toBe('');
    expect(await tool.root.locator('[data-notes="recovery"]').textContent()).toContain(
      text(locale, 'island.error.dead'),
    );
    await page.context().close();
  });

  it('the Effort calculator asks to tick Impaired for a Pool at 0', async () => {
    const { page, tool } = await open('/cypher/pools-edge-effort/', 'effort-calculator');
    await tool.type('pool', '0');
    expect(await tool.error('pool')).toBe(text(locale, 'island.error.tickImpaired'));
    await tool.check('impaired', true);
    expect(await tool.error('pool')).toBe('');
    await page.context().close();
  });

  it('the difficulty table says only what changed the task, and an inability hinders it by one step', async () => {
    const { page, tool } = await open('/cypher/tasks-and-difficulty/', 'difficulty-table');
    const notes = () => tool.root.locator('[data-notes] li').allTextContents();
    await tool.select('skill', 'practiced');
    await tool.type('assets', '0');
    await tool.type('effort', '0');
    // Nothing eases or hinders the task: no line counts zeros.
    expect((await notes()).join(' ')).not.toMatch(/(^|\D)0(\D|$)/);
    await tool.select('skill', 'inability');
    expect(await notes()).toContain(text(locale, 'difficultyTable.hindered.inability'));
    expect((await notes()).join(' ')).not.toContain('-1');
    expect((await notes()).join(' ')).not.toContain('−1');
    await page.context().close();
  });
});
