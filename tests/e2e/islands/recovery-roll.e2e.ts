// The recovery roll (issue 41): the day's next roll, its points shared among the Pools as the reader chooses, the
// Pools after it. `recover` applies it to the island's own fields and ticks the roll's box, a fifth roll in a day is
// refused with the rule's reason, and a new day clears the boxes. Every number from src/rules, every word the page's.
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillString } from '../../../src/components/tables/fill.ts';
import { readHashState } from '../../../src/components/islands/shared/hash-state.ts';
import {
  newRecoveryDay,
  restLadder,
  stats,
  takeRecoveryRoll,
  type Pools,
  type RecoveryRollResult,
} from '../../../src/rules/index.ts';
import { axeViolations, inIslands, launchBrowser, openPage } from '../support/browser.ts';
import { island } from '../support/island.ts';

const locales = ['ko', 'es', 'en'] as const;
type Locale = (typeof locales)[number];
const pages: Record<Locale, string> = {
  ko: '/ko/cypher/damage-track-recovery/',
  es: '/es/numenera/damage-and-recovery/',
  en: '/en/cypher/damage-track-recovery/',
};
const phone: BrowserContextOptions = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };
const desktop: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };
const strings = Object.fromEntries(
  locales.map((locale) => [locale, JSON.parse(readFileSync(`src/i18n/${locale}.json`, 'utf8'))]),
) as Record<Locale, Record<string, string>>;
/** A UI string of the page's language, filled as the island fills it. */
const text = (locale: Locale, key: string, values: Record<string, string | number> = {}) =>
  fillString(strings[locale], key, values, locale, String);
const tag = 'recovery-roll';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function open(locale: Locale, options: BrowserContextOptions = {}) {
  const page = await openPage(browser, pages[locale], options);
  const tool = island(page, tag);
  await tool.root.scrollIntoViewIfNeeded();
  await tool.ready();
  return { page, tool };
}

/** The island's outputs, as the rules module's result gives them. */
function outputsOf(result: RecoveryRollResult) {
  return {
    points: String(result.points),
    roll: String(result.rest.rest),
    rest: result.rest.time,
    left: String(restLadder.length - result.rest.rest),
    mightAfter: String(result.might),
    speedAfter: String(result.speed),
    intellectAfter: String(result.intellect),
    trackAfter: result.track,
  };
}

async function outputs(tool: ReturnType<typeof island>) {
  const names = ['points', 'roll', 'rest', 'left', 'mightAfter', 'speedAfter', 'intellectAfter', 'trackAfter'];
  return Object.fromEntries(await Promise.all(names.map(async (name) => [name, await tool.value(name)])));
}

/** The boxes of the day's rolls, ticked or not. */
const boxes = (tool: ReturnType<typeof island>) =>
  Promise.all(restLadder.map(({ time }) => tool.field(`used.${time}`).isChecked()));

// 004 "Recovering Points in a Pool": a roll of 4 after losing 4 Might and 2 Speed, shared 2 and 2 (RecoveryRoll.astro).
const example = {
  pc: { might: 6, speed: 8, intellect: 10, track: 'hale', max: { might: 10, speed: 10, intellect: 10 } },
  roll: { d6: 3, bonus: 1, share: { might: 2, speed: 2, intellect: 0 } },
} as const;

describe('the recovery roll without JavaScript', () => {
  it.each(locales)(
    '%s: the worked example is complete in the HTML, and the buttons that need a script are not shown',
    async (locale) => {
      const page = await openPage(browser, pages[locale], { javaScriptEnabled: false });
      const tool = island(page, tag);
      const result = takeRecoveryRoll({ ...example.pc, used: newRecoveryDay() }, example.roll);
      expect(await outputs(tool)).toEqual(outputsOf(result));
      expect(result).toMatchObject({ might: 8, speed: 10, points: 4 });
      expect(await tool.text('rest')).toBe(text(locale, 'rules.recovery.rest.action'));
      for (const name of ['recover', 'newDay'])
        expect(await tool.root.locator(`button[name="${name}"]`).isVisible()).toBe(false);
      await page.context().close();
    },
  );
});

describe('a day of recovery rolls', () => {
  it.each([
    ['ko', '360 px', phone],
    ['en', '1280 px', desktop],
  ] as const)(
    '%s at %s: a roll typed and shared, recovered; the next roll; a fifth refused; a new day',
    async (locale, _width, options) => {
      const { page, tool } = await open(locale, options);
      // A tier 2 character, Might 3 and Intellect 4 of 10, takes the first roll of the day: a 4 on the die.
      await tool.type('bonus', '2');
      await tool.type('might', '3');
      await tool.type('speed', '10');
      await tool.type('intellect', '4');
      await tool.type('d6', '4');
      await tool.type('share.might', '3');
      await tool.type('share.speed', '0');
      await tool.type('share.intellect', '3');
      const pc = { might: 3, speed: 10, intellect: 4, track: 'hale' as const, max: example.pc.max };
      const share: Pools = { might: 3, speed: 0, intellect: 3 };
      const first = takeRecoveryRoll({ ...pc, used: newRecoveryDay() }, { d6: 4, bonus: 2, share });
      expect(await outputs(tool)).toEqual(outputsOf(first));
      expect(await tool.root.locator('[data-notes] li').first().textContent()).toBe(
        text(locale, 'recoveryRoll.note.roll_other', { d6: 4, bonus: 2, count: 6 }),
      );
      // The summary kept in view says the same.
      expect(await tool.root.locator('[data-summary] > span').first().textContent()).toBe(
        text(locale, 'recoveryRoll.summary', {
          points: 6,
          roll: text(locale, 'recoveryRoll.nth', { n: 1, count: 4 }),
          rest: text(locale, 'rules.recovery.rest.action'),
        }),
      );

      await tool.root.locator('button[name="recover"]').click();
      expect(await tool.field('might').inputValue()).toBe(String(first.might));
      expect(await tool.field('intellect').inputValue()).toBe(String(first.intellect));
      expect(await boxes(tool)).toEqual([true, false, false, false]);
      expect(await tool.field('d6').inputValue()).toBe('');
      expect(await tool.field('share.might').inputValue()).toBe('0');
      const pools = stats
        .map(({ stat, name }) =>
          text(locale, 'damageSimulator.poolValue', { stat: text(locale, name), points: first[stat] }),
        )
        .join(', ');
      expect(await tool.root.locator('[data-status]').textContent()).toBe(
        text(locale, 'recoveryRoll.recovered', { n: 1, pools }),
      );
      // No die yet for the next roll: which it is and its rest, no points.
      expect(await tool.value('roll')).toBe('2');
      expect(await tool.value('rest')).toBe('tenMinutes');
      expect(await tool.value('points')).toBe('');
      expect(await tool.error('d6')).toBe('');

      // The address holds the day: a reload shows it.
      await expect.poll(() => readHashState(tag, new URL(page.url()).hash)?.get('used.action')).toBe('1');
      await page.reload();
      await tool.ready();
      expect(await boxes(tool)).toEqual([true, false, false, false]);
      expect(await tool.field('might').inputValue()).toBe(String(first.might));

      // The fourth roll's rest ends the day: a fifth is refused, with the rule's reason.
      for (const { time } of restLadder.slice(1)) await tool.check(`used.${time}`, true);
      expect(await tool.error('used')).toBe(text(locale, 'island.error.dayOver', { max: 4 }));
      expect(await tool.value('roll')).toBe('');
      await tool.root.locator('button[name="recover"]').click();
      // Nothing applied: the reader is taken to the boxes the message is about.
      expect(await boxes(tool)).toEqual([true, true, true, true]);
      expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe('used.action');
      expect(await axeViolations(page, inIslands)).toEqual([]);

      await tool.root.locator('button[name="newDay"]').click();
      expect(await boxes(tool)).toEqual([false, false, false, false]);
      expect(await tool.error('used')).toBe('');
      expect(await tool.value('rest')).toBe('action');
      expect(await tool.root.locator('[data-status]').textContent()).toBe(
        text(locale, 'recoveryRoll.newDayStarted', { count: 4 }),
      );
      await page.context().close();
    },
  );

  it('the die is rolled with the shared dice into its field, and the points follow', async () => {
    const { page, tool } = await open('en', desktop);
    // Every Pool full, nothing to share: whatever the die, the roll is valid and its points go away.
    await tool.type('might', '10');
    await tool.type('speed', '10');
    await tool.type('share.might', '0');
    await tool.type('share.speed', '0');
    await tool.root.locator('button[data-roll]').click();
    const d6 = Number(await tool.field('d6').inputValue());
    expect(d6).toBeGreaterThanOrEqual(1);
    expect(d6).toBeLessThanOrEqual(6);
    expect(await tool.value('points')).toBe(String(d6 + 1));
    expect(await tool.root.locator('[data-notes]').textContent()).toContain(
      text('en', 'damageSimulator.note.wasted', { count: d6 + 1 }),
    );
    await page.context().close();
  });
});

describe('what the rules refuse, in the page’s language', () => {
  const cases: [Locale, string, [string, string][], string, string, Record<string, number>][] = [
    // Might 6 of 10 has room for 4: 5 would raise it past its maximum.
    [
      'en',
      'a share past a Pool’s maximum',
      [['share.might', '5']],
      'share.might',
      'island.error.pastPoolMaximum',
      { max: 4 },
    ],
    // The example's roll of 4 (3 + 1) shared 3 and 2.
    ['es', 'shares above the roll', [['share.might', '3']], 'share', 'island.error.shareAboveRoll', { max: 4 }],
    // The roll of 4 shared 2 and 0: 2 points left while the Pools have room for them.
    ['ko', 'points left unshared', [['share.speed', '0']], 'share', 'island.error.shareBelowRoll', { min: 4 }],
  ];

  it.each(cases)('%s: %s', async (locale, _case, typed, field, key, values) => {
    const { page, tool } = await open(locale, phone);
    for (const [name, value] of typed) await tool.type(name, value);
    expect(await tool.error(field)).toBe(text(locale, key, values));
    for (const output of await tool.root.locator('output').all()) expect(await output.textContent()).toBe('—');
    await page.context().close();
  });

  it('en: boxes ticked out of order', async () => {
    const { page, tool } = await open('en', phone);
    await tool.check('used.oneHour', true);
    expect(await tool.error('used')).toBe(text('en', 'island.error.restsOutOfOrder'));
    await page.context().close();
  });
});
