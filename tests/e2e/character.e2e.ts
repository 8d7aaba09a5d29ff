import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import type { Browser, BrowserContext, FileChooser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uiStrings, type Locale } from '../../src/i18n/index.ts';
import {
  characterActionCost,
  characterHit,
  RECOVERY_ROLLS_PER_DAY,
  spendPoints,
  type Character,
} from '../../src/rules/index.ts';
import { newCharacter } from '../../src/character/sheet.ts';
import { axeViolations, launchBrowser, siteURL } from './support/browser.ts';
import { watchCspViolations } from './support/csp.ts';
import { island } from './support/island.ts';
import { fieldRowFaults } from './support/layout.ts';

// The reader's character sheet (issue 41), in Chromium against the built site: made on /<locale>/character/ and
// played forward with the examples in each language at 360 and 1280 px, axe clean in both themes, kept
// across a reload; exported, then imported into a clean browser; a trpg-stelo character imported; a damaged or
// newer stored value that no page breaks on; two tabs; the link that carries a character; the labels in a second
// language; printed on one page. The numbers expected come from src/rules.

const path = (locale: Locale) => `/${locale}/character/`;
const words = (locale: Locale, key: string, values: Record<string, string | number> = {}) =>
  uiStrings[locale][key]!.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A fresh browser (its own storage) at a width, collecting the pages' errors and CSP violations. */
async function freshContext(width = 1280) {
  const context = await browser.newContext({
    viewport: { width, height: 800 },
    serviceWorkers: 'block',
    acceptDownloads: true,
  });
  const errors = await watchCspViolations(context);
  context.on('page', (page) => page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`)));
  return { context, errors };
}

/** Opens the sheet in a context and waits until its script has taken over. */
async function openSheet(context: BrowserContext, address: string) {
  const page = await context.newPage();
  await page.goto(siteURL(address));
  const sheet = island(page, 'character-sheet');
  await sheet.ready();
  return { page, sheet };
}

const stored = (page: Page) => page.evaluate(() => localStorage.getItem('characters'));

/** Types into a field as a reader does, from the keyboard. */
async function typeInto(page: Page, name: string, text: string) {
  const field = page.locator(`character-sheet [name="${name}"]`);
  await field.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

describe.each([
  ['ko', 360],
  ['ko', 1280],
  ['es', 360],
  ['es', 1280],
  ['en', 360],
  ['en', 1280],
] as const)('/%s/character/ at %i px', (locale, width) => {
  it('makes a character, plays it forward as the rules say, keeps it on reload, and is axe clean in both themes', async () => {
    const { context, errors } = await freshContext(width);
    const { page, sheet } = await openSheet(context, path(locale));
    expect(await stored(page)).toBeNull();

    // Issue 41's first example: Speed 12 of 12, Speed Edge 1, light armor (practiced), Effort 2.
    await typeInto(page, 'name', 'Kara');
    await sheet.select('ruleset', 'cypher');
    for (const [name, value] of [
      ['effort', '2'],
      ['speedMax', '12'],
      ['speed', '12'],
      ['speedEdge', '1'],
      ['armor', '1'],
    ] as const)
      await typeInto(page, name, value);
    await sheet.select('armorWeight', 'light');
    expect(await sheet.field('armorPracticed').isChecked()).toBe(true);

    // Two levels of Speed Effort on a task with no other cost (CSRD "Using Armor"; 004 "Effort").
    const character: Character = {
      ...newCharacter('x'),
      effort: 2,
      speed: { max: 12, current: 12, edge: 1 },
      armor: 1,
      armorWeight: 'light',
    };
    const cost = characterActionCost(character, { stat: 'speed', effortTask: 2 });
    expect(cost.total).toBe(6);
    await sheet.select('spendStat', 'speed');
    await typeInto(page, 'spendEffort', '2');
    await expect.poll(() => sheet.value('spendCost')).toBe('6');
    await sheet.root.locator('button[name="spend"]').click();
    expect(await sheet.field('speed').inputValue()).toBe(String(spendPoints(character, 'speed', cost).speed.current));
    expect(await page.locator('character-sheet [role="status"]').textContent()).toContain(
      words(locale, 'character.log.pool', {
        stat: uiStrings[locale]['rules.stat.speed.name']!,
        from: 12,
        to: 6,
      }),
    );

    // The second example: a hit of 8 through Armor 1 on Might 5, Speed 6, Intellect 10 (004 "The Effects of Taking
    // Damage", "The Damage Track").
    await typeInto(page, 'might', '5');
    await typeInto(page, 'intellect', '10');
    await typeInto(page, 'hitAmount', '8');
    await sheet.select('hitType', 'might');
    const hit = characterHit(
      { ...character, might: { max: 10, current: 5, edge: 0 }, speed: { max: 12, current: 6, edge: 1 } },
      { amount: 8 },
    );
    await expect.poll(() => sheet.value('hitAfter')).toBe(hit.track);
    await sheet.root.locator('button[name="take"]').click();
    expect(await sheet.field('might').inputValue()).toBe(String(hit.might));
    expect(await sheet.field('speed').inputValue()).toBe(String(hit.speed));
    expect(await sheet.value('track')).toBe('impaired');

    // The third: a recovery roll marks its box; a fifth of the day is refused (004 "Recovering Points in a Pool").
    await typeInto(page, 'd6', '3');
    await typeInto(page, 'shareMight', '2');
    const recover = sheet.root.locator('button[name="recover"]');
    await recover.click();
    expect(await sheet.field('might').inputValue()).toBe('2');
    expect(await sheet.value('track')).toBe('hale');
    await typeInto(page, 'shareMight', '0');
    for (let roll = 2; roll <= RECOVERY_ROLLS_PER_DAY; roll += 1) await recover.click();
    expect(await sheet.root.locator('input[name="recoveryRolls"]:checked').count()).toBe(RECOVERY_ROLLS_PER_DAY);
    expect(await recover.isDisabled()).toBe(true);
    expect(await sheet.root.locator('[data-play]:has(button[name="recover"]) [data-refusal]').textContent()).toBe(
      words(locale, 'character.error.noRecoveryRollLeft', { max: RECOVERY_ROLLS_PER_DAY }),
    );

    // Undo puts back the last change exactly: the fourth roll of the day.
    await sheet.root.locator('button[data-action="undo"]').click();
    await expect.poll(() => sheet.root.locator('input[name="recoveryRolls"]:checked').count()).toBe(3);
    expect(await recover.isDisabled()).toBe(false);

    // A number that is none is said beside its field, in the page's language, and nothing is stored.
    const before = await stored(page);
    await typeInto(page, 'tier', '9');
    expect(await sheet.error('tier')).toBe(words(locale, 'island.error.range', { min: 1, max: 6 }));
    expect(await stored(page)).toBe(before);
    await typeInto(page, 'tier', '2');

    // A reload shows the character as it was left, with its log.
    await page.reload();
    await sheet.ready();
    expect(await sheet.field('name').inputValue()).toBe('Kara');
    expect(await sheet.field('speed').inputValue()).toBe(String(hit.speed));
    expect(await sheet.field('tier').inputValue()).toBe('2');
    expect(await sheet.value('track')).toBe('hale');
    expect(await sheet.root.locator('input[name="recoveryRolls"]:checked').count()).toBe(3);
    expect(await sheet.root.locator('[data-log] li').count()).toBeGreaterThan(5);

    // Laid out as a reader reads it: in a row of fields, the boxes in line even where a label takes two lines
    // («Niveles para reducir la dificultad» at 1280 px); a check box's label as wide as its row, not a column; an
    // attack's Remove beside its note, not on a line of its own (at 1280 px, where the row is half the page).
    await sheet.root.locator('button[data-action="add"][data-list="attacks"]').click();
    const { narrowChecks, removeBesideNote } = await page.evaluate(() => {
      const sheet = document.querySelector('character-sheet')!;
      const box = (element: Element) => element.getBoundingClientRect();
      const narrowChecks = [...sheet.querySelectorAll('.island-fields > .island-check')]
        .filter((check) => Math.abs(box(check).width - box(check.parentElement!).width) > 1)
        .map((check) => check.querySelector('input')!.id);
      const attack = sheet.querySelector('[data-list="attacks"] li')!;
      const removeBottom = box(attack.querySelector('[data-action="remove"]')!).bottom;
      const noteBottom = box(attack.querySelector('[data-name="note"]')!).bottom;
      return { narrowChecks, removeBesideNote: Math.abs(removeBottom - noteBottom) <= 1 };
    });
    expect(await page.evaluate(fieldRowFaults, 'character-sheet')).toEqual([]);
    expect(narrowChecks).toEqual([]);
    if (width === 1280) expect(removeBesideNote).toBe(true);

    if (width === 360) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      expect(await axeViolations(page), colorScheme).toEqual([]);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the character’s files', () => {
  it('exports a file the published schema accepts; imported into a clean browser, it gives the same sheet', async () => {
    const first = await freshContext();
    const { page, sheet } = await openSheet(first.context, path('en'));
    await typeInto(page, 'name', 'Kara');
    await typeInto(page, 'mightMax', '14');
    await sheet.root.locator('button[data-action="add"][data-list="skills"]').click();
    await page.keyboard.type('Climbing');
    await sheet.root.locator('button[data-action="add"][data-list="cyphers"]').click();
    await expect.poll(() => sheet.root.locator('[data-list="cyphers"] li').count()).toBe(1);
    await page.keyboard.type('Stim');
    await typeInto(page, 'notes', 'Owes the ferryman.');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      sheet.root.locator('button[name="export"]').click(),
    ]);
    const file = readFileSync((await download.path())!, 'utf8');
    const exported = JSON.parse(file) as { $schema: string; characters: { name: string }[] };
    expect(exported.characters.map(({ name }) => name)).toEqual(['Kara']);
    // The schema at the address the file names, on this site.
    const schema = await (await page.request.get(siteURL(new URL(exported.$schema).pathname))).json();
    const validate = new Ajv2020({ strict: true }).compile(schema);
    expect(validate(exported), JSON.stringify(validate.errors)).toBe(true);
    const fields = async (on: Page) =>
      on.evaluate(() =>
        [...document.querySelectorAll<HTMLInputElement>('character-sheet form [name]')]
          .filter((field) => !field.closest('[data-play]'))
          .map((field) => `${field.name}=${field.type === 'checkbox' ? field.checked : field.value}`),
      );
    const shown = await fields(page);
    expect(first.errors).toEqual([]);
    await first.context.close();

    const second = await freshContext();
    const clean = await openSheet(second.context, path('en'));
    await clean.sheet
      .field('import')
      .setInputFiles({ name: 'characters.json', mimeType: 'application/json', buffer: Buffer.from(file) });
    await expect.poll(() => clean.sheet.field('name').inputValue()).toBe('Kara');
    expect(await fields(clean.page)).toEqual(shown);
    expect(await clean.page.locator('character-sheet [role="status"]').textContent()).toBe(
      words('en', 'character.import.added_one', { count: 1 }),
    );
    // Imported again: nothing replaced, nothing doubled.
    await clean.sheet
      .field('import')
      .setInputFiles({ name: 'characters.json', mimeType: 'application/json', buffer: Buffer.from(file) });
    await expect
      .poll(() => clean.page.locator('character-sheet [role="status"]').textContent())
      .toBe(words('en', 'character.import.already_one', { count: 1 }));
    // A file that is none, or too large, is refused in the page's language, and the characters stay as they were.
    const kept = await stored(clean.page);
    await clean.sheet
      .field('import')
      .setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{oops') });
    await expect
      .poll(() => clean.page.locator('character-sheet [role="status"]').textContent())
      .toBe(words('en', 'character.file.notJson'));
    await clean.sheet.field('import').setInputFiles({
      name: 'huge.json',
      mimeType: 'application/json',
      buffer: Buffer.alloc(1024 * 1024 + 1, 32),
    });
    await expect
      .poll(() => clean.page.locator('character-sheet [role="status"]').textContent())
      .toBe(words('en', 'character.file.tooLarge'));
    const newer = JSON.stringify({ format: 'rules-reference-characters', version: 2, characters: [] });
    await clean.sheet
      .field('import')
      .setInputFiles({ name: 'next.json', mimeType: 'application/json', buffer: Buffer.from(newer) });
    await expect
      .poll(() => clean.page.locator('character-sheet [role="status"]').textContent())
      .toBe(words('en', 'character.file.newer'));
    expect(await stored(clean.page)).toBe(kept);
    expect(second.errors).toEqual([]);
    await second.context.close();
  });

  it('imports a character written for trpg-stelo’s sheet, as it is, through a button in the page’s language', async () => {
    const { context, errors } = await freshContext(360);
    const { page, sheet } = await openSheet(context, path('ko'));
    // The file pickers the page opens. Playwright catches a picker only once something listens, and it starts to
    // without waiting for the browser: listening from here, so that no picker opened below is missed.
    const pickers: FileChooser[] = [];
    page.on('filechooser', (picker) => pickers.push(picker));
    // What a reader sees of the import is its label, drawn as a button, in Korean: the file field, which a browser
    // draws in its own language ("Choose File", "No file chosen"), is hidden from sight (a box of 1 px at most).
    const importButton = sheet.root.locator('label[for="character-sheet-import"]');
    expect(await importButton.innerText()).toBe(words('ko', 'character.import'));
    const fileBox = (await sheet.field('import').boundingBox())!;
    expect(Math.max(fileBox.width, fileBox.height)).toBeLessThanOrEqual(1);
    expect(await sheet.root.locator('.sheet-files').innerText()).not.toMatch(/Choose|No file|Browse/i);
    // The shape of twinstae/trpg-stelo's src/components/cypherCharacter.d.ts (our own character).
    const stelo = {
      name: '하늘',
      statement: { descriptor: '날랜', type: '탐험가', focus: '바람을 읽는다' },
      stats: {
        tier: 2,
        effort: 2,
        xp: 4,
        might: { current: 0, pool: 11, edge: 0 },
        speed: { current: 9, pool: 13, edge: 1 },
        intellect: { current: 12, pool: 12, edge: 0 },
        armor: { value: 1, cost: 1 },
        recoveryBonus: 2,
        recoveryRolls: { oneAction: true, tenMintues: false, oneHour: false, tenHour: false },
      },
      advancements: {
        increaseCapabilities: true,
        extraEffort: false,
        moveTowardPerfection: false,
        skillTraining: false,
        other: false,
      },
      attacks: [{ title: '창', description: '중형 무기', damage: 4, modifier: 0 }],
      skills: [{ title: '등반', level: 'trained' }],
      specialAbilities: [{ title: '바람 걸음', description: '단거리를 움직입니다.' }],
      cypherLimit: 2,
      cyphers: [{ title: '바람 알약', description: '', level: 3, used: false }],
      equipments: [{ title: '로프', description: '' }],
      shins: 12,
      artifacts: [],
      oddities: [],
      background: '바닷가 마을에서 자랐습니다.',
      notes: '',
      image: '',
    };
    const file = { name: 'haneul.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(stelo)) };
    // By keyboard: Tab from Export reaches the file field, whose button shows the focus ring; Space opens the picker.
    await sheet.root.locator('button[name="export"]').focus();
    await page.keyboard.press('Tab');
    expect(await sheet.field('import').evaluate((field) => field === document.activeElement)).toBe(true);
    expect(await importButton.evaluate((label) => getComputedStyle(label).outlineStyle)).toBe('solid');
    await page.keyboard.press('Space');
    await expect.poll(() => pickers.length, { timeout: 10_000 }).toBe(1);
    await pickers[0]!.setFiles(file);
    await expect.poll(() => sheet.field('name').inputValue()).toBe('하늘');
    // What the import did shows beside it, in view of the reader at the foot of the sheet, as well as in the status
    // line at its top: that line alone is a live region, so a screen reader hears it once.
    const added = words('ko', 'character.import.added_other', { count: 1 });
    const status = sheet.root.locator('[data-status]');
    const besideImport = sheet.root.locator('[data-import-said]');
    expect(await status.textContent()).toBe(added);
    expect(await status.getAttribute('role')).toBe('status');
    expect(await besideImport.textContent()).toBe(added);
    expect(
      await besideImport.evaluate((line) => line.closest('[aria-live], [role="status"], [role="alert"], [role="log"]')),
    ).toBeNull();
    const beside = (await besideImport.boundingBox())!;
    expect(beside.y).toBeGreaterThanOrEqual(0);
    expect(beside.y + beside.height).toBeLessThanOrEqual(800);
    expect(await sheet.field('speedMax').inputValue()).toBe('13');
    expect(await sheet.field('might').inputValue()).toBe('0');
    expect(await sheet.value('track')).toBe('impaired');
    expect(await sheet.field('armorWeight').inputValue()).toBe('light');
    expect(await sheet.root.locator('input[name="recoveryRolls"]:checked').count()).toBe(1);
    expect(await sheet.field('skills.0.name').inputValue()).toBe('등반');
    expect(await sheet.field('cyphers.0.name').inputValue()).toBe('바람 알약');
    expect(await sheet.field('money').inputValue()).toBe('12');
    // By a tap on the button: a trpg-stelo file names no id, so the same file again is a second character.
    const picked = sheet.root.locator('select[name="active"] option');
    expect(await picked.count()).toBe(1);
    await importButton.click();
    await expect.poll(() => pickers.length, { timeout: 10_000 }).toBe(2);
    await pickers[1]!.setFiles(file);
    await expect.poll(() => picked.count()).toBe(2);
    // A file that is no character file: why, beside the import too; it goes once the sheet says something else.
    await sheet.field('import').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
    await expect.poll(() => besideImport.textContent()).toBe(words('ko', 'character.file.notJson'));
    expect(await status.textContent()).toBe(words('ko', 'character.file.notJson'));
    await sheet.root.locator('select[name="active"]').selectOption({ index: 0 });
    await expect.poll(() => besideImport.textContent()).toBe('');
    expect(await status.textContent()).not.toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('what is stored', () => {
  it('a damaged value breaks no page; the sheet keeps it, offers it as text, and starts a new list on request', async () => {
    const { context, errors } = await freshContext(360);
    const page = await context.newPage();
    await page.goto(siteURL('/en/'));
    const damaged = '{"version":1,"characters":[{"revision":';
    await page.evaluate((text) => {
      localStorage.setItem('characters', text);
      localStorage.setItem('character-active', 'kara');
    }, damaged);
    for (const address of ['/ko/', '/es/cypher/pools-edge-effort/', '/en/tools/', '/ko/glossary/', '/en/arkham/faq/']) {
      await page.goto(siteURL(address));
      await page.waitForFunction(() => document.documentElement.dataset.enhanced === 'done');
      expect(await page.locator('h1').count(), address).toBe(1);
    }
    const { sheet } = await openSheet(context, path('es'));
    const on = sheet.root.page();
    await expect
      .poll(() => on.locator('[data-problem-text]').textContent())
      .toBe(words('es', 'character.problem.damaged'));
    const [download] = await Promise.all([
      on.waitForEvent('download'),
      on.locator('[data-problem] button[data-action="save-damaged"]').click(),
    ]);
    expect(readFileSync((await download.path())!, 'utf8')).toBe(damaged);
    // The sheet still works on screen, and the damaged value is never written over.
    await typeInto(on, 'name', 'Sol');
    expect(await stored(on)).toBe(damaged);
    await on.locator('button[data-action="start-over"]').click();
    await expect.poll(async () => JSON.parse((await stored(on)) ?? '{}').damaged).toEqual([damaged]);
    const store = JSON.parse((await stored(on))!) as { characters: { sheet: { name: string } }[] };
    expect(store.characters.map(({ sheet }) => sheet.name)).toEqual(['Sol']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a value a newer version wrote is left as it is, and said so', async () => {
    const { context, errors } = await freshContext();
    const page = await context.newPage();
    await page.goto(siteURL('/en/'));
    const newer = JSON.stringify({ version: 2, characters: [], whatever: true });
    await page.evaluate((text) => localStorage.setItem('characters', text), newer);
    const { page: sheetPage, sheet } = await openSheet(context, path('ko'));
    await expect
      .poll(() => sheetPage.locator('[data-problem-text]').textContent())
      .toBe(words('ko', 'character.problem.newer'));
    await typeInto(sheetPage, 'name', '하늘');
    await sheet.root.locator('button[data-action="add"][data-list="skills"]').click();
    expect(await stored(sheetPage)).toBe(newer);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('two tabs: a change in one shows in the other, and never overwrites a newer change silently', async () => {
    const { context, errors } = await freshContext();
    const a = await openSheet(context, path('en'));
    await typeInto(a.page, 'name', 'Kara');
    const b = await openSheet(context, path('en'));
    await expect.poll(() => b.sheet.field('name').inputValue()).toBe('Kara');
    // A's change reaches B at once (the storage event), and B says so.
    await typeInto(a.page, 'xp', '5');
    await expect.poll(() => b.sheet.field('xp').inputValue()).toBe('5');
    expect(await b.page.locator('character-sheet [role="status"]').textContent()).toBe(
      words('en', 'character.status.otherTab'),
    );
    // A change B starts from an older state (here, another tab's write B has not heard of yet) is refused, and B
    // shows the stored one.
    await b.page.evaluate(() => {
      const store = JSON.parse(localStorage.getItem('characters')!);
      store.characters[0].revision += 1;
      store.characters[0].sheet.notes = 'Written elsewhere';
      localStorage.setItem('characters', JSON.stringify(store));
    });
    await typeInto(b.page, 'xp', '6');
    await expect
      .poll(() => b.page.locator('character-sheet [role="status"]').textContent())
      .toBe(words('en', 'character.problem.conflict'));
    expect(await b.sheet.field('xp').inputValue()).toBe('5');
    expect(await b.sheet.field('notes').inputValue()).toBe('Written elsewhere');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('deleting a character', () => {
  it('asks first: Escape or “Keep it” keeps it and goes back to Delete; “Delete” removes it and says so', async () => {
    const { context, errors } = await freshContext(360);
    const { page, sheet } = await openSheet(context, path('es'));
    await typeInto(page, 'name', 'Ana');
    await expect.poll(async () => (await stored(page)) ?? '').toContain('"Ana"');
    const deleteButton = sheet.root.locator('button[data-action="delete"]');
    const question = sheet.root.locator('.sheet-confirm');
    const focused = () => page.evaluate(() => (document.activeElement as HTMLElement).dataset.action);
    for (const keepIt of ['Escape', 'Enter']) {
      await deleteButton.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => question.isVisible()).toBe(true);
      expect(await question.textContent()).toContain(words('es', 'character.delete.confirm', { name: 'Ana' }));
      expect(await focused()).toBe('delete-no');
      // Escape, or Enter on “Keep it”, where the focus is.
      await page.keyboard.press(keepIt);
      await expect.poll(() => question.isVisible()).toBe(false);
      expect(await focused()).toBe('delete');
      expect(await stored(page)).toContain('"Ana"');
    }
    await deleteButton.click();
    await sheet.root.locator('button[data-action="delete-yes"]').click();
    await expect.poll(async () => (await stored(page)) ?? '').not.toContain('"Ana"');
    await expect.poll(() => sheet.root.textContent()).toContain(words('es', 'character.deleted', { name: 'Ana' }));
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the link that carries a character', () => {
  it('is offered to whoever opens it, never added without their say; a hostile link is only refused', async () => {
    const first = await freshContext();
    const { page, sheet } = await openSheet(first.context, path('en'));
    await typeInto(page, 'name', 'Kara');
    await typeInto(page, 'tier', '3');
    expect(await page.locator('#character-sheet-share-warning').textContent()).toBe(
      words('en', 'character.share.warning'),
    );
    await sheet.root.locator('button[name="share"]').click();
    await expect.poll(() => sheet.field('link').inputValue()).toMatch(/\/en\/character\/#character=[zj]/);
    const link = new URL(await sheet.field('link').inputValue());
    await first.context.close();

    const gm = await freshContext(360);
    const opened = await openSheet(gm.context, `/es/character/${link.hash}`);
    const offer = opened.page.locator('[data-shared]');
    await offer.waitFor();
    expect(await opened.page.locator('[data-shared-text]').textContent()).toBe(
      words('es', 'character.shared.offer', { name: 'Kara' }),
    );
    expect(await stored(opened.page)).toBeNull();
    await offer.locator('button[data-action="add-shared"]').click();
    await expect.poll(() => opened.sheet.field('name').inputValue()).toBe('Kara');
    expect(await opened.sheet.field('tier').inputValue()).toBe('3');
    expect(new URL(opened.page.url()).hash).toBe('');
    expect(await axeViolations(opened.page)).toEqual([]);

    await opened.page.goto(siteURL('/es/character/#character=zAAAA'));
    await opened.sheet.ready();
    await expect
      .poll(() => opened.page.locator('[data-shared-text]').textContent())
      .toBe(words('es', 'character.file.damaged'));
    expect(await opened.sheet.field('name').inputValue()).toBe('Kara');
    expect(gm.errors).toEqual([]);
    await gm.context.close();
  });
});

describe('at the table', () => {
  it('compared with a second language, shows each label of the sheet in it too', async () => {
    const { context, errors } = await freshContext();
    const { page, sheet } = await openSheet(context, `${path('ko')}?compare=en`);
    await expect
      .poll(() => sheet.root.locator('[data-label] .compare-label').count())
      .toBe(await sheet.root.locator('[data-label]').count());
    expect(await sheet.root.locator('label[for="character-sheet-tier"] .compare-label').textContent()).toBe('Tier');
    expect(await sheet.root.locator('label[for="character-sheet-speedMax"] .compare-label').getAttribute('lang')).toBe(
      'en',
    );
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('[data-compare-none]').click();
    await expect.poll(() => sheet.root.locator('.compare-label').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(['ko', 'es', 'en'] as const)('%s: prints as one page', async (locale) => {
    const { context } = await freshContext();
    const { page, sheet } = await openSheet(context, path(locale));
    await typeInto(page, 'name', 'Kara');
    for (const list of ['skills', 'skills', 'attacks', 'abilities', 'cyphers']) {
      await sheet.root.locator(`button[data-action="add"][data-list="${list}"]`).click();
      await page.keyboard.type(list);
    }
    await typeInto(page, 'background', 'Grew up at the edge of the map.');
    const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
    await context.close();
  });

  it('without JavaScript, says the sheet needs it', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(siteURL(path('en')));
    expect(await page.locator('[data-no-script]').textContent()).toBe(words('en', 'character.noScript'));
    expect(await page.locator('[data-no-script]').isVisible()).toBe(true);
    await context.close();
  });
});
