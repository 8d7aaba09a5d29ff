// The small calculators of issue 16: jumping, heavy objects, healing, crafting, initiative and the PC-against-PC
// roll-off. Each shows what src/rules gives, before and after its script runs, in every locale.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  resolveCrafting,
  resolveHealing,
  resolveHeavyObject,
  resolveInitiative,
  resolveJump,
  resolvePlayerVsPlayer,
  resolveTask,
  type TaskResult,
} from '../../../src/rules/index.ts';
import { launchBrowser, openPage } from '../support/browser.ts';
import { island, writeAddressNow } from '../support/island.ts';

const locales = ['en', 'ko', 'es'] as const;
type Locale = (typeof locales)[number];
const otherActions = (locale: Locale) => `/${locale}/cypher/other-actions/`;

/** The outputs every task calculator shows. */
const taskValues = (task: TaskResult, chance = task.chance) => ({
  finalDifficulty: String(task.difficulty),
  target: String(task.target),
  chance: String(chance),
});

// The worked examples of the HTML, from the sources (each component says which).
const examples = {
  'jump-calculator': taskValues(resolveJump({ jump: 'long', distance: 20, runUp: 'short' }).task),
  'heavy-object-calculator': { ...taskValues(resolveHeavyObject({ weight: 150 }).task), moves: 'immediate' },
  'healing-calculator': taskValues(resolveHealing({ points: 3 }).task),
  'crafting-calculator': { ...taskValues(resolveCrafting({ level: 2 }).task), time: 'oneHour' },
} as const;
const initiative = resolveInitiative({ level: 2 });
const rollOff = resolvePlayerVsPlayer({ attacker: { skill: 'trained' }, defender: {} });

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The plain values of some `<output>`s of an island. */
async function values(page: Page, tag: string, names: readonly string[]) {
  const calculator = island(page, tag);
  return Object.fromEntries(await Promise.all(names.map(async (name) => [name, await calculator.value(name)])));
}

async function ready(page: Page, tag: string) {
  const calculator = island(page, tag);
  await calculator.root.scrollIntoViewIfNeeded();
  await calculator.ready();
  return calculator;
}

describe('calculators without JavaScript', () => {
  it.each(locales)('%s: every calculator shows its worked example, and the task it would hand on', async (locale) => {
    const page = await openPage(browser, otherActions(locale), { javaScriptEnabled: false });
    for (const [tag, example] of Object.entries(examples)) {
      expect(await values(page, tag, Object.keys(example)), tag).toEqual(example);
      // The link hands the same task to the difficulty table on the tasks page.
      const href = await island(page, tag).root.locator('[data-hand-off] a').getAttribute('href');
      expect(href).toMatch(new RegExp(`^/${locale}/cypher/tasks-and-difficulty/#difficulty-table:difficulty=\\d+&`));
    }
    const encounters = await page.context().newPage();
    await encounters.goto(page.url().replace('other-actions', 'encounters-rounds-initiative'));
    expect(await values(encounters, 'initiative-calculator', ['target', 'chance'])).toEqual({
      target: String(initiative.task.target),
      chance: String(initiative.chance),
    });
    const modifiers = await page.context().newPage();
    await modifiers.goto(page.url().replace('other-actions', 'attack-modifiers'));
    expect(
      await values(modifiers, 'roll-off', ['attackerModifier', 'defenderModifier', 'chance', 'miss', 'tie']),
    ).toEqual({
      attackerModifier: '3',
      defenderModifier: '0',
      chance: String(rollOff.hit),
      miss: String(rollOff.miss),
      tie: String(rollOff.tie),
    });
    await page.context().close();
  });

  it('the Numenera initiative section carries the calculator too', async () => {
    const page = await openPage(browser, '/en/numenera/distance-rounds-interaction/', { javaScriptEnabled: false });
    expect(await values(page, 'initiative-calculator', ['chance'])).toEqual({ chance: String(initiative.chance) });
    expect(await island(page, 'initiative-calculator').root.locator('[data-hand-off] a').getAttribute('href')).toMatch(
      /^\/en\/numenera\/how-to-play\/#difficulty-table:/,
    );
    await page.context().close();
  });
});

describe('calculators with JavaScript', () => {
  /** Types or chooses each field as a reader would. */
  async function fill(page: Page, tag: string, fields: Record<string, string | number | boolean>) {
    const calculator = island(page, tag);
    for (const [name, value] of Object.entries(fields)) {
      if (typeof value === 'boolean') await calculator.check(name, value);
      else if (typeof value === 'number') await calculator.type(name, String(value));
      else await calculator.select(name, value);
    }
  }

  it('match the rules module for a table of cases', async () => {
    const page = await openPage(browser, otherActions('en'));
    const names = ['finalDifficulty', 'target', 'chance'];
    const jumps = [
      { jump: 'long', distance: 3, unit: 'meters', runUp: 'none', skill: 'trained', assets: 0, effort: 1 },
      { jump: 'high', distance: 5, unit: 'feet', runUp: 'immediate', skill: 'practiced', assets: 0, effort: 0 },
      { jump: 'long', distance: 24, unit: 'feet', runUp: 'none', skill: 'inability', assets: 3, effort: 0 },
    ] as const;
    await ready(page, 'jump-calculator');
    for (const jump of jumps) {
      await fill(page, 'jump-calculator', jump);
      expect(await values(page, 'jump-calculator', names), JSON.stringify(jump)).toEqual(
        taskValues(resolveJump(jump).task),
      );
    }
    const weights = [
      { weight: 400, unit: 'pounds', skill: 'practiced', assets: 1, effort: 0 },
      { weight: 180, unit: 'kilograms', skill: 'specialized', assets: 2, effort: 4 },
    ] as const;
    await ready(page, 'heavy-object-calculator');
    for (const weight of weights) {
      await fill(page, 'heavy-object-calculator', weight);
      const result = resolveHeavyObject(weight);
      expect(await values(page, 'heavy-object-calculator', [...names, 'moves'])).toEqual({
        ...taskValues(result.task),
        moves: result.moves,
      });
    }
    await ready(page, 'healing-calculator');
    await fill(page, 'healing-calculator', { points: 7, skill: 'trained', assets: 1, effort: 2 });
    expect(await values(page, 'healing-calculator', names)).toEqual(
      taskValues(resolveHealing({ points: 7, skill: 'trained', assets: 1, effort: 2 }).task),
    );
    await ready(page, 'crafting-calculator');
    await fill(page, 'crafting-calculator', { level: 4, exotic: true, skill: 'specialized', assets: 0, effort: 0 });
    const crafted = resolveCrafting({ level: 4, exotic: true, skill: 'specialized' });
    expect(await values(page, 'crafting-calculator', [...names, 'time'])).toEqual({
      ...taskValues(crafted.task),
      time: crafted.row.time,
    });
    await page.goto(page.url().replace('other-actions', 'encounters-rounds-initiative').replace(/#.*/, ''));
    await ready(page, 'initiative-calculator');
    await fill(page, 'initiative-calculator', { level: 5, skill: 'trained', assets: 1, effort: 0 });
    const rolled = resolveInitiative({ level: 5, skill: 'trained', assets: 1 });
    expect(await values(page, 'initiative-calculator', names)).toEqual(taskValues(rolled.task, rolled.chance));
    await page.goto(page.url().replace('encounters-rounds-initiative', 'attack-modifiers').replace(/#.*/, ''));
    await ready(page, 'roll-off');
    await fill(page, 'roll-off', {
      attackerSkill: 'practiced',
      attackerEffort: 2,
      defenderSkill: 'specialized',
      defenderHinder: 1,
    });
    const fight = resolvePlayerVsPlayer({ attacker: { effort: 2 }, defender: { skill: 'specialized', hinder: 1 } });
    expect(await values(page, 'roll-off', ['attackerModifier', 'defenderModifier', 'chance'])).toEqual({
      attackerModifier: String(fight.attacker.modifier),
      defenderModifier: String(fight.defender.modifier),
      chance: String(fight.hit),
    });
    await page.context().close();
  });

  it('a jump handed to the difficulty table arrives there as the same task', async () => {
    const page = await openPage(browser, otherActions('es'));
    const jump = await ready(page, 'jump-calculator');
    await fill(page, 'jump-calculator', { jump: 'long', distance: 22, unit: 'feet', runUp: 'none', skill: 'trained' });
    const task = resolveJump({ jump: 'long', distance: 22, skill: 'trained' }).task;
    expect(await jump.value('finalDifficulty')).toBe(String(task.difficulty));
    await jump.root.locator('[data-hand-off] a').click();
    await page.waitForURL('**/es/cypher/tasks-and-difficulty/#difficulty-table:*');
    const table = await ready(page, 'difficulty-table');
    // 22 feet standing: difficulty 18, which the table takes as 10 and 8 hindering steps, less the skill.
    expect(await table.value('finalDifficulty')).toBe(String(task.difficulty));
    expect(await table.value('chance')).toBe(String(task.chance));
    expect(resolveTask({ difficulty: 10, hinder: 8, skill: 'trained' })).toEqual(task);
    await page.context().close();
  });

  it('keep their fields in the address: a reload restores them, and edits add no history entry', async () => {
    const page = await openPage(browser, otherActions('ko'));
    const heavy = await ready(page, 'heavy-object-calculator');
    const entries = await page.evaluate(() => history.length);
    await heavy.select('unit', 'kilograms');
    await heavy.type('weight', '200');
    expect(new URL(page.url()).hash).toContain('heavy-object-calculator:');
    const task = resolveHeavyObject({ weight: 200, unit: 'kilograms' }).task;
    expect(await heavy.value('finalDifficulty')).toBe(String(task.difficulty));
    await writeAddressNow(page);
    await page.reload();
    await heavy.ready();
    expect(await heavy.field('weight').inputValue()).toBe('200');
    expect(await heavy.value('finalDifficulty')).toBe(String(task.difficulty));
    expect(await page.evaluate(() => history.length)).toBe(entries);
    await page.context().close();
  });

  it.each([
    // The example's short run-up halves the distance: up to 48 feet stays within the calculators' range.
    ['en', 'jump-calculator', 'distance', '49', 'Enter a whole number from 1 to 48.'],
    ['ko', 'heavy-object-calculator', 'weight', '', '숫자를 입력하세요.'],
    ['es', 'healing-calculator', 'points', '21', 'Escribe un número entero entre 1 y 20.'],
    ['ko', 'crafting-calculator', 'level', '1e9', '3처럼 숫자만 입력하세요.'],
    ['es', 'crafting-calculator', 'assets', '-3', 'Escribe un número entero entre 0 y 20.'],
  ] as const)(
    '%s %s: "%s" in %s shows a message, no result and no hand-off',
    async (locale, tag, name, text, message) => {
      const page = await openPage(browser, otherActions(locale));
      const calculator = await ready(page, tag);
      await calculator.type(name, text);
      expect(await calculator.error(name)).toBe(message);
      for (const output of ['finalDifficulty', 'target', 'chance']) expect(await calculator.text(output)).toBe('—');
      expect(await calculator.root.locator('[data-hand-off]').isVisible()).toBe(false);
      await page.context().close();
    },
  );

  it('a roll-off side’s bad field gets the message, in the page’s language', async () => {
    const page = await openPage(browser, '/ko/cypher/attack-modifiers/');
    const fight = await ready(page, 'roll-off');
    await fight.type('defenderEffort', 'x');
    expect(await fight.error('defenderEffort')).toBe('3처럼 숫자만 입력하세요.');
    await fight.type('defenderEffort', '21');
    expect(await fight.error('defenderEffort')).toBe('0부터 20까지의 정수를 입력하세요.');
    expect(await fight.text('chance')).toBe('—');
    await page.context().close();
  });
});

describe('hand-offs keep the meaning (issue 25)', () => {
  /** The figures a tool shows: final difficulty, target number and chance. */
  const figures = (page: Page, tag: string) => values(page, tag, ['finalDifficulty', 'target', 'chance']);

  it.each([
    ['es', '360 px', { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true }],
    ['en', '1280 px', { viewport: { width: 1280, height: 800 } }],
  ] as const)(
    '%s at %s: every tool that hands its task on shows the same figures as the difficulty table it reaches',
    async (locale, _width, options) => {
      const page = await openPage(browser, `/${locale}/tools/`, options);
      // A case of each that is not the worked example: the table must take it from the link.
      const cases = {
        'jump-calculator': { distance: 12, skill: 'trained' },
        'heavy-object-calculator': { weight: 300, assets: 1 },
        'healing-calculator': { points: 12, effort: 1 },
        'crafting-calculator': { level: 6, skill: 'specialized' },
        'initiative-calculator': { level: 4, skill: 'trained' },
        'combat-situations': { level: 5, skill: 'inability' },
      } as const;
      for (const [tag, fields] of Object.entries(cases)) {
        const tool = await ready(page, tag);
        for (const [name, value] of Object.entries(fields)) {
          if (typeof value === 'number') await tool.type(name, String(value));
          else await tool.select(name, value);
        }
        const shown = await figures(page, tag);
        await tool.root.locator('[data-hand-off] a').click();
        await page.waitForURL(`**/${locale}/cypher/tasks-and-difficulty/#difficulty-table:*`);
        await ready(page, 'difficulty-table');
        expect(await figures(page, 'difficulty-table'), tag).toEqual(shown);
        await page.goBack();
        await page.waitForURL(`**/${locale}/tools/*`);
      }
      await page.context().close();
    },
  );

  // The tie is the site's reading (E7): the note says so and links to it ("a reading of the rules" in each language).
  it.each([
    [
      'en',
      'As for initiative, the roll must be higher than 9. The rules name no tie; on this site a roll of exactly 9 fails (a reading of the rules).',
    ],
    [
      'ko',
      '선제 굴림처럼 9보다 높게 굴려야 성공합니다. 규칙은 같을 때를 정하지 않으므로, 이 사이트는 딱 9이면 실패한다고 봅니다(규칙 해석).',
    ],
    [
      'es',
      'Como en la iniciativa, la tirada debe ser mayor que 9. Las reglas no hablan del empate; este sitio entiende que con 9 justo fallas (lectura de las reglas).',
    ],
  ] as const)(
    '%s: initiative’s hand-off carries its rule; the table says so, and its rows follow',
    async (locale, note) => {
      const page = await openPage(browser, `/${locale}/cypher/encounters-rounds-initiative/`);
      const calculator = await ready(page, 'initiative-calculator');
      await calculator.type('level', '3');
      // 004 "Encounters, Rounds, And Initiative": target 9, so 10 to 20 act first: 55% (a 9 acts after the NPC).
      expect(await calculator.value('chance')).toBe(String(resolveInitiative({ level: 3 }).chance));
      expect(resolveInitiative({ level: 3 }).chance).toBe(0.55);
      await calculator.root.locator('[data-hand-off] a').click();
      await page.waitForURL('**/cypher/tasks-and-difficulty/#difficulty-table:*');
      const table = await ready(page, 'difficulty-table');
      expect(await table.value('chance')).toBe('0.55');
      expect(await table.field('higher').isChecked()).toBe(true);
      expect(await table.root.locator('[data-notes]').textContent()).toContain(note);
      // Every row's chance is the chance to beat its target: difficulty 3 is 55%, not 60%.
      expect(await table.root.locator('tr[data-row="3"] [data-chance]').textContent()).toMatch(/^55\s?%$/);
      await table.check('higher', false);
      expect(await table.value('chance')).toBe(String(resolveTask({ difficulty: 3 }).chance));
      expect(await table.root.locator('tr[data-row="3"] [data-chance]').textContent()).toMatch(/^60\s?%$/);
      await page.context().close();
    },
  );
});
