// The reader's character in the tools (issue 41, items 2 and 3), in Chromium against the built site: with a character
// stored, the Effort calculator, the damage simulator and the recovery roll say so in a line, fill their fields from it
// and apply their result to it (`spend`, `take`, `recover`, `newDay`), each change announced in the page's language
// and each refusal given with the rule's reason; the reader can set the character aside; a link's numbers win over the
// character, reproduce for someone with none, and never change anyone's character. The read-only tools (the dice
// roller, the difficulty table, the task calculators, the combat builder) say so too, and offer the character's
// skills and attacks for their skill field. The numbers expected come from src/rules.
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCharacter, type CharacterSheet } from '../../../src/character/sheet.ts';
import { fillString } from '../../../src/components/tables/fill.ts';
import {
  characterActionCost,
  characterHit,
  characterRecoveryRoll,
  damageTrack,
  resolveTask,
  rulesets,
  skills,
  stats,
} from '../../../src/rules/index.ts';
import { axeViolations, enhanced, inIslands, launchBrowser, siteURL } from '../support/browser.ts';
import { island, writeAddressNow } from '../support/island.ts';

type Locale = 'ko' | 'es' | 'en';
const strings = Object.fromEntries(
  (['ko', 'es', 'en'] as const).map((locale) => [locale, JSON.parse(readFileSync(`src/i18n/${locale}.json`, 'utf8'))]),
) as Record<Locale, Record<string, string>>;
/** A UI string of the page's language, filled as the islands fill it. */
const text = (locale: Locale, key: string, values: Record<string, string | number> = {}) =>
  fillString(strings[locale], key, values, locale, String);
const statName = (locale: Locale, stat: string) => text(locale, stats.find((entry) => entry.stat === stat)!.name);

/** Issue 41's character: Speed 12 of 12, Speed Edge 1, light armor they are practiced with, Effort 2, Armor 1. */
const kara: CharacterSheet = {
  ...newCharacter('kara'),
  name: 'Kara',
  tier: 2,
  effort: 2,
  speed: { max: 12, current: 12, edge: 1 },
  armor: 1,
  armorWeight: 'light',
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A fresh browser at a width, holding `sheet` as its active character (as the sheet's store keeps it), if any. */
async function freshContext(width: number, sheet?: CharacterSheet) {
  const context = await browser.newContext({ viewport: { width, height: 800 }, serviceWorkers: 'block' });
  const errors: string[] = [];
  context.on('page', (page) => page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`)));
  if (sheet) {
    const page = await context.newPage();
    await page.goto(siteURL('/robots.txt'));
    await page.evaluate((stored) => {
      localStorage.setItem(
        'characters',
        JSON.stringify({ version: 1, active: stored.id, characters: [{ revision: 1, sheet: stored, log: [] }] }),
      );
      localStorage.setItem('character-active', stored.id);
    }, sheet);
    await page.close();
  }
  return { context, errors };
}

/** Opens a tool's page and waits until the island's script has taken over. */
async function openTool(context: BrowserContext, path: string, tag: string) {
  const page = await context.newPage();
  await page.goto(siteURL(path));
  await enhanced(page);
  const tool = island(page, tag);
  await tool.root.scrollIntoViewIfNeeded();
  await tool.ready();
  return {
    page,
    tool,
    line: tool.root.locator('[data-character-line]'),
    status: tool.root.locator('[data-character-status]'),
  };
}

/** The active character as stored. */
async function storedSheet(page: Page): Promise<CharacterSheet> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('characters')!).characters[0].sheet);
}

/** The line's words for a character in use (`using`), set aside or out-voted by a link. */
const lineText = (locale: Locale, mode: 'using' | 'aside' | 'link', sheet: CharacterSheet) =>
  text(locale, `characterLine.${mode}`, {
    name: sheet.name,
    ruleset: text(locale, rulesets[sheet.ruleset].name),
    tier: sheet.tier,
  });

describe('the Effort calculator with the reader’s character', () => {
  it('ko, 360 px: fills the fields, spends the cost from Speed, is set aside, and a link never changes the character', async () => {
    const locale = 'ko';
    const path = '/ko/cypher/pools-edge-effort/';
    const { context, errors } = await freshContext(360, kara);
    const { page, tool, line, status } = await openTool(context, path, 'effort-calculator');

    await expect.poll(() => line.textContent()).toContain(lineText(locale, 'using', kara));
    expect(await line.locator('a').getAttribute('href')).toBe('/ko/character/');
    expect(await tool.field('pool').inputValue()).toBe('12');
    expect(await tool.field('edge').inputValue()).toBe('1');
    expect(await tool.field('maxEffort').inputValue()).toBe('2');
    expect(await tool.field('armor').inputValue()).toBe('light');
    expect(await tool.field('armorPracticed').isChecked()).toBe(true);
    expect(await tool.field('impaired').isChecked()).toBe(false);

    // Issue 41's example: two levels of Speed Effort on a task with no other cost.
    await tool.type('initialCost', '0');
    await tool.type('effortTask', '2');
    const cost = characterActionCost(kara, { stat: 'speed', effortTask: 2 }).total;
    expect(await tool.value('cost')).toBe(String(cost));
    const spend = tool.root.locator('button[name="spend"]');
    expect(await spend.textContent()).toBe(text(locale, 'characterLine.spend', { stat: statName(locale, 'speed') }));
    await spend.click();
    await expect.poll(() => status.textContent()).toContain(text(locale, 'characterLine.applied', { name: 'Kara' }));
    expect(await status.textContent()).toContain(
      text(locale, 'character.log.pool', { stat: statName(locale, 'speed'), from: 12, to: 12 - cost }),
    );
    expect((await storedSheet(page)).speed.current).toBe(6);
    // The field follows the character, after a reload too.
    await expect.poll(() => tool.field('pool').inputValue()).toBe('6');
    await writeAddressNow(page);
    await page.reload();
    await tool.ready();
    await expect.poll(() => line.textContent()).toContain(lineText(locale, 'using', kara));
    expect(await tool.field('pool').inputValue()).toBe('6');
    expect(await axeViolations(page, inIslands)).toEqual([]);

    // A refusal with the rule's reason: Speed 6 cannot pay 3 levels' worth (too many for Effort 2 first).
    await tool.type('effortTask', '3');
    await spend.click();
    await expect.poll(() => status.textContent()).toBe(text(locale, 'island.error.tooMuchEffort', { max: 2 }));
    expect((await storedSheet(page)).speed.current).toBe(6);

    // Set aside for a one-off case: the buttons that apply are gone, the numbers are the reader's own.
    await line.getByRole('button', { name: text(locale, 'characterLine.setAside') }).click();
    expect(await line.textContent()).toContain(lineText(locale, 'aside', kara));
    expect(await spend.isVisible()).toBe(false);
    await line.getByRole('button', { name: text(locale, 'characterLine.use') }).click();
    expect(await spend.isVisible()).toBe(true);

    // Someone's link: its numbers win over the character, which it never changes.
    const link = `${path}#effort-calculator:stat=might&pool=3&edge=0&armor=none&armorPracticed=1&maxEffort=1&effortTask=1&effortDamage=0&area=0&initialCost=0&abilityCost=0&impaired=0`;
    const before = await storedSheet(page);
    const shared = await openTool(context, link, 'effort-calculator');
    await expect.poll(() => shared.line.textContent()).toContain(lineText(locale, 'link', kara));
    expect(await shared.tool.field('pool').inputValue()).toBe('3');
    expect(await shared.tool.value('cost')).toBe('3');
    expect(await shared.tool.root.locator('button[name="spend"]').isVisible()).toBe(false);
    expect(await storedSheet(shared.page)).toEqual(before);
    await shared.line.getByRole('button', { name: text(locale, 'characterLine.use') }).click();
    expect(await shared.tool.field('pool').inputValue()).toBe(String(before.might.current));
    expect(await storedSheet(shared.page)).toEqual(before);
    expect(errors).toEqual([]);
    await context.close();

    // For someone with no character, the same link shows the same numbers, and no line.
    const stranger = await freshContext(1280);
    const theirs = await openTool(stranger.context, link, 'effort-calculator');
    expect(await theirs.tool.field('pool').inputValue()).toBe('3');
    expect(await theirs.tool.value('cost')).toBe('3');
    expect(await theirs.line.count()).toBe(0);
    expect(await theirs.page.evaluate(() => localStorage.length)).toBe(0);
    await stranger.context.close();
  });
});

describe('the damage simulator with the reader’s character', () => {
  it('en, 1280 px: fills the PC from the character and takes the hit on it; a dead character is refused', async () => {
    const locale = 'en';
    // Issue 41's example, 004 "Damage": a hit of 8 through Armor 1 on Might 5, Speed 6, Intellect 10.
    const hurt = { ...kara, might: { max: 10, current: 5, edge: 0 }, speed: { max: 12, current: 6, edge: 1 } };
    const { context, errors } = await freshContext(1280, hurt);
    const { page, tool, line, status } = await openTool(
      context,
      '/en/cypher/damage-track-recovery/',
      'damage-simulator',
    );

    await expect.poll(() => line.textContent()).toContain(lineText(locale, 'using', hurt));
    for (const [name, value] of Object.entries({ might: '5', speed: '6', intellect: '10', speedMax: '12', armor: '1' }))
      expect(await tool.field(name).inputValue(), name).toBe(value);
    expect(await tool.field('track').inputValue()).toBe('hale');

    await tool.type('amount', '8');
    await tool.select('type', 'might');
    const take = tool.root.locator('button[name="take"]');
    expect(await take.textContent()).toBe(text(locale, 'characterLine.take'));
    await take.click();
    const after = characterHit(hurt, { amount: 8 });
    await expect.poll(() => status.textContent()).toContain(text(locale, 'characterLine.applied', { name: 'Kara' }));
    expect(await status.textContent()).toContain(
      text(locale, 'character.log.track', {
        from: text(locale, damageTrack.hale.name),
        to: text(locale, damageTrack[after.track].name),
      }),
    );
    expect(await storedSheet(page)).toMatchObject({
      might: { current: after.might },
      speed: { current: after.speed },
      intellect: { current: after.intellect },
      track: 'impaired',
    });
    await expect.poll(() => tool.field('track').inputValue()).toBe('impaired');
    expect(await tool.field('speed').inputValue()).toBe(String(after.speed));
    expect(await axeViolations(page, inIslands)).toEqual([]);

    // Two more hits leave the character dead; a fourth is refused with the rule's reason.
    await tool.type('amount', '50');
    await take.click();
    await expect.poll(async () => (await storedSheet(page)).track).toBe('dead');
    await take.click();
    await expect.poll(() => status.textContent()).toBe(text(locale, 'character.error.dead'));
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the recovery roll with the reader’s character', () => {
  it('es, 360 px: ticks the rolls used, takes the roll on the character, refuses a fifth, starts a new day', async () => {
    const locale = 'es';
    const tired = { ...kara, speed: { ...kara.speed, current: 2 }, recoveryRollsUsed: 3 };
    const { context, errors } = await freshContext(360, tired);
    const { page, tool, line, status } = await openTool(context, '/es/numenera/damage-and-recovery/', 'recovery-roll');

    await expect.poll(() => line.textContent()).toContain(lineText(locale, 'using', tired));
    expect(await tool.field('bonus').inputValue()).toBe('2');
    expect(await tool.field('speed').inputValue()).toBe('2');
    expect(await tool.field('speedMax').inputValue()).toBe('12');
    const boxes = ['used.action', 'used.tenMinutes', 'used.oneHour', 'used.tenHours'];
    expect(await Promise.all(boxes.map((box) => tool.field(box).isChecked()))).toEqual([true, true, true, false]);
    // The roll is still to make: not the page's example (a die of 3 shared to Might), and no message yet.
    expect(await tool.field('d6').inputValue()).toBe('');
    for (const { stat } of stats) expect(await tool.field(`share.${stat}`).inputValue()).toBe('0');
    expect(await tool.root.locator('[data-error-for]:visible').count()).toBe(0);

    // 004 "Recovering Points in a Pool": 1d6 plus the tier (2), the fourth roll of the day.
    const points = characterRecoveryRoll(tired, 4).points;
    await tool.type('d6', '4');
    await tool.type('share.might', '0');
    await tool.type('share.intellect', '0');
    await tool.type('share.speed', String(points));
    await tool.root.locator('button[name="recover"]').click();
    await expect.poll(() => status.textContent()).toContain(text(locale, 'characterLine.applied', { name: 'Kara' }));
    expect(await status.textContent()).toContain(text(locale, 'character.log.rolls', { from: 3, to: 4 }));
    expect(await storedSheet(page)).toMatchObject({ speed: { current: 2 + points }, recoveryRollsUsed: 4 });
    await expect.poll(() => tool.field('used.tenHours').isChecked()).toBe(true);
    expect(await tool.field('d6').inputValue()).toBe('');

    // A fifth roll today is refused with the rule's reason; the character is as it was.
    await tool.type('d6', '3');
    await tool.type('share.speed', '0');
    await tool.root.locator('button[name="recover"]').click();
    await expect.poll(() => status.textContent()).toBe(text(locale, 'character.error.noRecoveryRollLeft', { max: 4 }));
    expect((await storedSheet(page)).recoveryRollsUsed).toBe(4);

    await tool.root.locator('button[name="newDay"]').click();
    await expect.poll(async () => (await storedSheet(page)).recoveryRollsUsed).toBe(0);
    await expect.poll(() => tool.field('used.action').isChecked()).toBe(false);
    expect(await axeViolations(page, inIslands)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** Kara with skills and attacks, as the sheet keeps them. */
const skilled: CharacterSheet = {
  ...kara,
  skills: [
    { name: 'Initiative', level: 'trained' },
    { name: 'Swimming', level: 'inability' },
  ],
  attacks: [
    { name: 'Spear', modifier: 2, damage: 4, note: '' },
    { name: 'Rifle', modifier: 3, damage: 6, note: '' },
  ],
};

/** The list a read-only tool offers for a skill field, by its label. */
const choice = (root: Locator, locale: Locale, label: 'skill' | 'attack') =>
  root.getByLabel(text(locale, `characterLine.${label}`), { exact: true });
/** An option's words: the skill or attack's name, and the skill level it sets. */
const optionText = (locale: Locale, name: string, level: keyof typeof skills) =>
  text(locale, 'characterLine.option', { name, level: text(locale, skills[level].name) });

describe('the tools with a skill field and the reader’s character', () => {
  it('es, 360 px: the difficulty table and the initiative calculator offer the character’s skills', async () => {
    const locale = 'es';
    const { context, errors } = await freshContext(360, skilled);
    const table = await openTool(context, '/es/tools/', 'difficulty-table');
    await expect.poll(() => table.line.textContent()).toContain(lineText(locale, 'using', skilled));
    expect(await axeViolations(table.page, inIslands)).toEqual([]);
    // Read-only: nothing is filled until the reader chooses, and there is no button to apply.
    expect(await table.tool.field('skill').inputValue()).toBe('trained');
    expect(await table.line.locator('button').count()).toBe(1);
    const skillList = choice(table.tool.root, locale, 'skill');
    expect(await skillList.locator('option').allTextContents()).toEqual([
      text(locale, 'characterLine.choose'),
      optionText(locale, 'Initiative', 'trained'),
      optionText(locale, 'Swimming', 'inability'),
    ]);
    // The table has no attack list: attacks go to the combat builder.
    expect(await choice(table.tool.root, locale, 'attack').count()).toBe(0);
    await skillList.selectOption({ label: optionText(locale, 'Swimming', 'inability') });
    expect(await table.tool.field('skill').inputValue()).toBe('inability');
    const difficulty = Number(await table.tool.field('difficulty').inputValue());
    const task = resolveTask({ difficulty, skill: 'inability' }, 'cypher');
    await expect.poll(() => table.tool.value('finalDifficulty')).toBe(String(task.difficulty));
    // A skill set by hand: the list no longer stands for it.
    await table.tool.select('skill', 'specialized');
    expect(await skillList.inputValue()).toBe(text(locale, 'characterLine.choose'));

    // A task calculator: the initiative roll, eased by the character's Initiative skill.
    const initiative = island(table.page, 'initiative-calculator');
    await initiative.root.scrollIntoViewIfNeeded();
    await initiative.ready();
    const before = Number(await initiative.value('finalDifficulty'));
    expect(await initiative.field('skill').inputValue()).toBe('practiced');
    await choice(initiative.root, locale, 'skill').selectOption({ label: optionText(locale, 'Initiative', 'trained') });
    expect(await initiative.field('skill').inputValue()).toBe('trained');
    await expect
      .poll(async () => Number(await initiative.value('finalDifficulty')))
      .toBe(before - skills.trained.steps);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the combat builder with the reader’s character', () => {
  it('en, 1280 px: an attack sets the skill field by its steps; one no skill level gives is not offered', async () => {
    const locale = 'en';
    const { context, errors } = await freshContext(1280, skilled);
    const { page, tool, line } = await openTool(context, '/en/cypher/attack-modifiers/', 'combat-situations');
    await expect.poll(() => line.textContent()).toContain(lineText(locale, 'using', skilled));
    expect(await axeViolations(page, inIslands)).toEqual([]);
    const attacks = choice(tool.root, locale, 'attack');
    // The Spear is eased two steps (specialized); the Rifle's three steps are more than a skill gives.
    expect(await attacks.locator('option').allTextContents()).toEqual([
      text(locale, 'characterLine.choose'),
      optionText(locale, 'Spear', 'specialized'),
    ]);
    await tool.select('skill', 'practiced');
    const before = Number(await tool.value('finalDifficulty'));
    await attacks.selectOption({ label: optionText(locale, 'Spear', 'specialized') });
    expect(await tool.field('skill').inputValue()).toBe('specialized');
    await expect
      .poll(async () => Number(await tool.value('finalDifficulty')))
      .toBe(Math.max(0, before - skills.specialized.steps));
    expect(await choice(tool.root, locale, 'skill').locator('option').count()).toBe(3);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the dice roller with the reader’s character', () => {
  it('ko, 360 px: an impaired character’s roll is impaired; set aside, the box is the reader’s', async () => {
    const locale = 'ko';
    const impaired = { ...kara, track: 'impaired' as const };
    const { context, errors } = await freshContext(360, impaired);
    const { page, tool, line } = await openTool(context, '/ko/cypher/special-rolls/', 'dice-roller');
    await expect.poll(() => line.textContent()).toContain(lineText(locale, 'using', impaired));
    await expect.poll(() => tool.field('impaired').isChecked()).toBe(true);
    expect(await axeViolations(page, inIslands)).toEqual([]);
    expect(await tool.root.locator('[data-notes]').textContent()).toContain(text(locale, 'diceRoller.note.impaired'));
    await line.getByRole('button', { name: text(locale, 'characterLine.setAside') }).click();
    await tool.check('impaired', false);
    expect(await tool.root.locator('[data-notes]').textContent()).not.toContain(
      text(locale, 'diceRoller.note.impaired'),
    );
    expect(errors).toEqual([]);
    await context.close();
  });
});
