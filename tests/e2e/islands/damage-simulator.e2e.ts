import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applyDamage,
  damageNpc,
  effortDamage,
  npc,
  recoverPools,
  recoverTrackStep,
  recoveryRoll,
  restTime,
  specialRoll,
  weapons,
  type HitType,
  type Track,
  type WeaponCategory,
} from '../../../src/rules/index.ts';
import { axeViolations, inIslands, launchBrowser, openPage } from '../support/browser.ts';
import { island, writeAddressNow } from '../support/island.ts';

const pages = {
  en: '/en/cypher/damage-track-recovery/',
  ko: '/ko/cypher/damage-track-recovery/',
  es: '/es/cypher/damage-track-recovery/',
} as const;
const numeneraPage = '/en/numenera/damage-and-recovery/';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Opens a page with the simulator and waits until its script runs. */
async function simulator(path: string, options: Parameters<typeof openPage>[2] = {}) {
  const page = await openPage(browser, path, options);
  const sim = island(page, 'damage-simulator');
  await sim.root.scrollIntoViewIfNeeded();
  await sim.ready();
  const button = (action: string) => sim.root.locator(`button[data-action="${action}"]`);
  const log = () => sim.root.locator('[data-log] li').allTextContents();
  const notes = async (list: string) => (await sim.root.locator(`[data-notes="${list}"]`).textContent()) ?? '';
  return { page, sim, button, log, notes };
}

const close = (page: Page) => page.context().close();

describe('damage simulator without JavaScript', () => {
  it.each([
    ['en', 'Speed loses 1.'],
    ['ko', '속력 역량 1점 감소.'],
    ['es', 'Velocidad pierde 1.'],
  ] as const)('%s: the worked examples are complete in the HTML', async (locale, speedNote) => {
    const page = await openPage(browser, pages[locale], { javaScriptEnabled: false });
    const sim = island(page, 'damage-simulator');
    // 004 "The Effects of Taking Damage": 2 Armor, Might 0, hit for 3: Armor stops 2, Speed loses 1.
    const hit = applyDamage({ might: 0, speed: 5, intellect: 5, armor: 2, track: 'impaired' }, { amount: 3 });
    expect(await sim.value('mightAfter')).toBe(String(hit.might));
    expect(await sim.value('speedAfter')).toBe('4');
    expect(await sim.value('intellectAfter')).toBe(String(hit.intellect));
    expect(await sim.value('trackAfter')).toBe('impaired');
    expect(await sim.root.locator('[data-notes="hit"]').textContent()).toContain(speedNote);
    expect(await sim.value('recoveryPoints')).toBe(String(recoveryRoll({ d6: 3, tier: 1 })));
    expect(await sim.value('restNeeded')).toBe('action');
    expect(await sim.value('npcDamage')).toBe('9');
    expect(await sim.value('npcHealthAfter')).toBe('1');
    // Both modes are on show; the controls that need the script are not.
    expect(await sim.root.locator('fieldset[data-mode="npc"]').isVisible()).toBe(true);
    expect(await sim.root.locator('button[data-action="hit"]').isVisible()).toBe(false);
    expect(await sim.root.textContent()).not.toContain('NaN');
    await close(page);
  });

  it('uses the Numenera recovery rules on the Numenera page', async () => {
    const page = await openPage(browser, numeneraPage, { javaScriptEnabled: false });
    const sim = island(page, 'damage-simulator');
    expect(await sim.root.getAttribute('data-ruleset')).toBe('numenera');
    expect(await sim.value('recoveryPoints')).toBe(String(recoveryRoll({ d6: 3, tier: 1 })));
    expect(await sim.root.locator('[data-notes="recovery"]').textContent()).toContain('28 hours');
    await close(page);
  });
});

describe('damage simulator: hits on a PC', () => {
  const cases: {
    might: number;
    speed: number;
    intellect: number;
    armor: number;
    track: Track;
    amount: number;
    type: HitType;
    ignoreArmor: boolean;
  }[] = [
    { might: 0, speed: 5, intellect: 5, armor: 2, track: 'impaired', amount: 3, type: 'might', ignoreArmor: false },
    { might: 4, speed: 2, intellect: 6, armor: 3, track: 'hale', amount: 5, type: 'speed', ignoreArmor: false },
    { might: 3, speed: 3, intellect: 3, armor: 5, track: 'hale', amount: 4, type: 'ambient', ignoreArmor: false },
    { might: 6, speed: 1, intellect: 2, armor: 2, track: 'hale', amount: 7, type: 'might', ignoreArmor: true },
    { might: 1, speed: 1, intellect: 1, armor: 0, track: 'hale', amount: 10, type: 'intellect', ignoreArmor: false },
  ];

  it.each(cases)('matches applyDamage, applies the hit and undoes it: %j', async (input) => {
    const { page, sim, button, log } = await simulator(pages.en);
    // The track first: a Pool typed at 0 needs the character down the track already.
    await sim.select('track', input.track);
    for (const name of ['might', 'speed', 'intellect', 'armor', 'amount'] as const)
      await sim.type(name, String(input[name]));
    await sim.select('type', input.type);
    await sim.check('ignoreArmor', input.ignoreArmor);
    const expected = applyDamage(input, input);
    expect(await sim.value('mightAfter')).toBe(String(expected.might));
    expect(await sim.value('speedAfter')).toBe(String(expected.speed));
    expect(await sim.value('intellectAfter')).toBe(String(expected.intellect));
    expect(await sim.value('trackAfter')).toBe(expected.track);

    await button('hit').click();
    expect(await sim.field('might').inputValue()).toBe(String(expected.might));
    expect(await sim.field('speed').inputValue()).toBe(String(expected.speed));
    expect(await sim.field('intellect').inputValue()).toBe(String(expected.intellect));
    expect(await sim.root.locator('select[name="track"]').inputValue()).toBe(expected.track);
    const lines = await log();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`A hit of ${input.amount}`);

    await button('undo').click();
    expect(await sim.field('might').inputValue()).toBe(String(input.might));
    expect(await sim.root.locator('select[name="track"]').inputValue()).toBe(input.track);
    expect(await log()).toEqual([]);
    expect(await button('undo').isDisabled()).toBe(true);
    await close(page);
  });

  it('logs hits in order, newest last, and takes the character down the track to dead', async () => {
    const { page, sim, button, log } = await simulator(pages.en);
    await sim.type('amount', '8');
    await button('hit').click(); // Armor 2: 6 off Speed (5), the last point off Intellect
    await button('hit').click();
    await button('hit').click();
    const lines = await log();
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain('Speed loses 5. Intellect loses 1. Damage track: Impaired → Debilitated.');
    expect(lines[1]).toContain('Intellect loses 4. 2 more points find no Pool left to take them.');
    expect(lines[1]).toContain('Damage track: Debilitated → Dead.');
    expect(await sim.value('trackAfter')).toBe('dead');
    expect(await sim.root.locator('ol[data-log]').evaluate((list) => list.tagName)).toBe('OL');
    await close(page);
  });
});

describe('damage simulator: recovery rolls', () => {
  it.each([
    { path: pages.en, ruleset: 'cypher' as const },
    { path: numeneraPage, ruleset: 'numenera' as const },
  ])('match recoveryRoll, restTime and recoverPools ($ruleset)', async ({ path }) => {
    const { page, sim, button, log } = await simulator(path);
    await sim.type('tier', '3');
    await sim.type('d6', '5');
    await sim.type('rest', '2');
    await sim.select('recoverTo', 'speed');
    const points = recoveryRoll({ d6: 5, tier: 3 });
    expect(await sim.value('recoveryPoints')).toBe(String(points));
    expect(await sim.value('restNeeded')).toBe(restTime(2).time);
    await button('recover').click();
    const max = { might: 10, speed: 10, intellect: 10 };
    const after = recoverPools(
      { might: 0, speed: 5, intellect: 5, track: 'impaired', max },
      { roll: points, speed: points },
    );
    expect(await sim.field('speed').inputValue()).toBe(String(after.speed));
    expect(await sim.root.locator('select[name="track"]').inputValue()).toBe(after.track);
    expect(await sim.field('rest').inputValue()).toBe(String(restTime(3).rest));
    expect((await log())[0]).toContain('recovery roll 2 of the day');
    await close(page);
  });

  it('spends a roll on a step up the damage track, and says why it cannot once hale', async () => {
    const { page, sim, button, notes, log } = await simulator(pages.en);
    await sim.type('might', '4');
    await sim.select('track', 'debilitated');
    await sim.select('recoverTo', 'track');
    await button('recover').click();
    const step = recoverTrackStep({ might: 4, speed: 5, intellect: 5, track: 'debilitated' });
    expect(await sim.root.locator('select[name="track"]').inputValue()).toBe(step);
    await button('recover').click();
    expect(await sim.root.locator('select[name="track"]').inputValue()).toBe('hale');
    expect(await notes('recovery')).toContain('The character is already hale: spend the points on a Pool.');
    await button('recover').click(); // refused: nothing happens
    expect(await log()).toHaveLength(2);
    await close(page);
  });

  it('rolls the d6 from the browser randomness through rollDie', async () => {
    const { page, sim, button } = await simulator(pages.en);
    await page.evaluate(() => (Math.random = () => 0.5));
    await button('d6').click();
    expect(await sim.field('d6').inputValue()).toBe('4');
    expect(await sim.value('recoveryPoints')).toBe(String(recoveryRoll({ d6: 4, tier: 1 })));
    await close(page);
  });
});

describe('damage simulator: a PC attacks an NPC', () => {
  const cases: {
    level: number;
    health?: number;
    npcArmor: number;
    weapon: WeaponCategory;
    effortDamage: number;
    natural: number;
    impaired: boolean;
  }[] = [
    { level: 4, npcArmor: 2, weapon: 'heavy', effortDamage: 2, natural: 20, impaired: false },
    { level: 2, health: 10, npcArmor: 0, weapon: 'light', effortDamage: 0, natural: 17, impaired: true },
    { level: 5, npcArmor: 1, weapon: 'medium', effortDamage: 1, natural: 19, impaired: true },
    { level: 1, health: 2, npcArmor: 3, weapon: 'light', effortDamage: 0, natural: 1, impaired: false },
  ];

  it.each(cases)('matches npc, weapons, effortDamage, specialRoll and damageNpc: %j', async (input) => {
    const { page, sim, button, log } = await simulator(pages.en);
    await sim.root.locator('input[name="mode"][value="npc"]').check();
    expect(await sim.root.locator('fieldset[data-mode="pc"]').isVisible()).toBe(false);
    await sim.type('level', String(input.level));
    await sim.type('health', input.health === undefined ? '' : String(input.health));
    for (const name of ['npcArmor', 'effortDamage', 'natural'] as const) await sim.type(name, String(input[name]));
    await sim.select('weapon', input.weapon);
    await sim.check('impaired', input.impaired);
    const health = input.health ?? npc(input.level).health;
    const amount =
      weapons[input.weapon].damage +
      effortDamage(input.effortDamage).perTarget +
      specialRoll(input.natural, { attack: true, impaired: input.impaired }).bonusDamage;
    const expected = damageNpc({ health, armor: input.npcArmor }, { amount });
    expect(await sim.value('npcTarget')).toBe(String(npc(input.level).target));
    expect(await sim.value('npcHealth')).toBe(String(health));
    expect(await sim.value('npcDamage')).toBe(String(amount));
    expect(await sim.value('npcHealthAfter')).toBe(String(expected.health));
    await button('attack').click();
    expect(await sim.field('health').inputValue()).toBe(String(expected.health));
    expect(await log()).toHaveLength(1);
    await close(page);
  });

  it('switches modes from the keyboard', async () => {
    const { page, sim } = await simulator(pages.en);
    await sim.root.locator('input[name="mode"][value="pc"]').focus();
    await page.keyboard.press('ArrowRight');
    expect(await sim.root.locator('fieldset[data-mode="npc"]').isVisible()).toBe(true);
    expect(await sim.root.locator('fieldset[data-mode="pc"]').isVisible()).toBe(false);
    expect(new URL(page.url()).hash).toContain('mode=npc');
    await close(page);
  });
});

describe('damage simulator state in the address', () => {
  it('a reload restores the state and the log; actions add no history entry; Undo steps back', async () => {
    const { page, sim, button, log } = await simulator(pages.ko);
    const entries = await page.evaluate(() => history.length);
    await button('hit').click();
    expect(new URL(page.url()).hash).toContain('damage-simulator:');
    expect(await sim.field('speed').inputValue()).toBe('4');
    await sim.root.locator('input[name="mode"][value="npc"]').check();
    await writeAddressNow(page);
    await page.reload();
    await sim.ready();
    expect(await sim.field('speed').inputValue()).toBe('4');
    expect(await sim.root.locator('fieldset[data-mode="npc"]').isVisible()).toBe(true);
    expect(await log()).toHaveLength(1);
    await sim.root.locator('input[name="mode"][value="pc"]').check();
    await button('hit').click();
    expect(await log()).toHaveLength(2);
    expect(await sim.field('speed').inputValue()).toBe('3');
    expect(await page.evaluate(() => history.length)).toBe(entries);
    await button('undo').click();
    expect(await log()).toHaveLength(1);
    expect(await sim.field('speed').inputValue()).toBe('4');
    await button('undo').click();
    expect(await log()).toEqual([]);
    expect(await sim.field('speed').inputValue()).toBe('5');
    await close(page);
  });

  it('an address with other fields starts an empty log: its lines would not explain them', async () => {
    const { page, sim, button, log } = await simulator(pages.es);
    await button('hit').click();
    await button('hit').click();
    expect(await log()).toHaveLength(2);
    await writeAddressNow(page);
    // A link to the same fields in a new page: the numbers, not the log.
    const shared = await openPage(browser, new URL(page.url()).pathname + new URL(page.url()).hash);
    const copy = island(shared, 'damage-simulator');
    await copy.ready();
    expect(await copy.field('speed').inputValue()).toBe('3');
    expect(await copy.root.locator('[data-log] li').count()).toBe(0);
    await close(shared);
    // An address typed on the page with other fields.
    await page.goto(`${page.url().replace(/#.*/, '')}#damage-simulator:speed=2`);
    await expect.poll(() => sim.field('speed').inputValue()).toBe('2');
    expect(await log()).toEqual([]);
    expect(await button('undo').isDisabled()).toBe(true);
    await close(page);
  });
});

describe('damage simulator: bad input', () => {
  it.each([
    ['en', 'amount', '', 'Enter a number.'],
    ['en', 'amount', 'abc', 'Use digits only, like 3.'],
    ['en', 'amount', '-3', 'Enter a whole number from 0 to 9,999.'],
    ['en', 'amount', '1e9', 'Use digits only, like 3.'],
    ['en', 'speed', '11', 'Enter a whole number from 0 to 10.'],
    ['en', 'mightMax', '0', 'Enter a whole number from 1 to 9,999.'],
    ['en', 'tier', '7', 'Enter a whole number from 1 to 6.'],
    ['en', 'd6', '0', 'Enter a whole number from 1 to 6.'],
    ['en', 'rest', '0', 'Enter a whole number from 1 to 99.'],
    ['ko', 'armor', '-1', '0부터 20까지의 정수를 입력하세요.'],
    ['ko', 'intellect', '', '숫자를 입력하세요.'],
    ['es', 'amount', 'x', 'Escribe solo un número, por ejemplo 3.'],
    ['es', 'tier', '9', 'Escribe un número entero entre 1 y 6.'],
  ] as const)('%s: "%s" = "%s" shows "%s" and no number', async (locale, name, text, message) => {
    const { page, sim, button, log } = await simulator(pages[locale]);
    await sim.type(name, text);
    expect(await sim.error(name)).toBe(message);
    expect(await sim.field(name).getAttribute('aria-invalid')).toBe('true');
    expect(await sim.text('speedAfter')).toBe('—');
    expect(await sim.root.textContent()).not.toContain('NaN');
    await button('hit').click(); // nothing to apply
    expect(await log()).toEqual([]);
    await close(page);
  });

  it('a Pool at 0 with the character hale is refused beside the track', async () => {
    const { page, sim } = await simulator(pages.en);
    await sim.select('track', 'hale');
    expect(await sim.error('track')).toBe(
      'A Pool at 0 means the character is at least impaired: choose Impaired, Debilitated or Dead.',
    );
    expect(await sim.value('trackAfter')).toBe('');
    await close(page);
  });

  it.each([
    ['level', '11', 'Enter a whole number from 1 to 10.'],
    ['health', 'abc', 'Use digits only, like 3.'],
    ['npcArmor', '-1', 'Enter a whole number from 0 to 20.'],
    ['effortDamage', '-2', 'Enter a whole number from 0 to 20.'],
    ['natural', '21', 'Enter a whole number from 1 to 20.'],
  ] as const)('NPC mode: %s = "%s" shows "%s" beside it', async (name, text, message) => {
    const { page, sim } = await simulator(pages.en);
    await sim.root.locator('input[name="mode"][value="npc"]').check();
    await sim.type(name, text);
    expect(await sim.error(name)).toBe(message);
    expect(await sim.text('npcHealthAfter')).toBe('—');
    await close(page);
  });

  it.each(['light', 'dark'] as const)('axe is clean with an error showing (%s theme)', async (colorScheme) => {
    const { page, sim } = await simulator(pages.es, { colorScheme });
    await sim.type('amount', '-3');
    expect(await axeViolations(page, inIslands)).toEqual([]);
    await sim.root.locator('input[name="mode"][value="npc"]').check();
    await sim.type('natural', '0');
    expect(await axeViolations(page, inIslands)).toEqual([]);
    await close(page);
  });
});

describe('damage simulator at 360 px', () => {
  it('stacks its fields and needs no sideways scrolling', async () => {
    const { page, sim } = await simulator(pages.en, { viewport: { width: 360, height: 800 } });
    const might = await sim.field('might').boundingBox();
    const mightMax = await sim.field('mightMax').boundingBox();
    expect(mightMax!.y).toBeGreaterThan(might!.y);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await close(page);
  });
});
