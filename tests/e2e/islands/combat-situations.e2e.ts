import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveCombatRoll, type CombatSituation } from '../../../src/rules/index.ts';
import { t } from '../../../src/i18n/index.ts';
import { axeViolations, inIslands, launchBrowser, openPage } from '../support/browser.ts';
import { island, writeAddressNow } from '../support/island.ts';

const pages = {
  en: '/en/cypher/attack-modifiers/',
  ko: '/ko/cypher/attack-modifiers/',
  es: '/es/cypher/attack-modifiers/',
} as const;
const locales = ['en', 'ko', 'es'] as const;
const tag = 'combat-situations';
// The worked example of the HTML (CombatSituations.astro): a ranged attack on a level 3 NPC at short range, behind
// partial cover, in dim light (004 "Cover", "Illumination").
const example = {
  roll: 'attack',
  level: 3,
  kind: 'ranged',
  weaponRange: 'short',
  distance: 'short',
  cover: 'partial',
  light: 'dim',
} as const satisfies CombatSituation;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openBuilder(path: string) {
  const page = await openPage(browser, path);
  const builder = island(page, tag);
  await builder.root.scrollIntoViewIfNeeded();
  await builder.ready();
  return { page, builder };
}

/** Sets the fields of a situation as a reader would: radios, boxes, lists and typed numbers. */
async function describeSituation(
  builder: ReturnType<typeof island>,
  situation: Record<string, string | number | boolean>,
) {
  for (const [name, value] of Object.entries(situation)) {
    if (name === 'roll' || name === 'kind')
      await builder.root.locator(`input[name="${name}"][value="${value}"]`).check();
    else if (typeof value === 'boolean') await builder.check(name, value);
    else if (typeof value === 'number') await builder.type(name, String(value));
    else await builder.select(name, value);
  }
}

/** What the builder shows: the outputs' plain values, and the modifiers and limits it lists with their links. */
async function shown(builder: ReturnType<typeof island>) {
  const lines = (name: string) =>
    builder.root
      .locator(`[data-lines="${name}"] li`)
      .evaluateAll((items) => items.map((item) => item.querySelector('a')?.getAttribute('href') ?? ''));
  return {
    finalDifficulty: await builder.value('finalDifficulty'),
    target: await builder.value('target'),
    chance: await builder.value('chance'),
    outcome: await builder.value('outcome'),
    situationDifficulty: await builder.value('situationDifficulty'),
    modifiers: await lines('modifiers'),
    caps: await lines('caps'),
  };
}

/** What the rules module gives for a situation, as the builder shows it on the attack modifiers page. */
function expected(situation: CombatSituation) {
  const result = resolveCombatRoll(situation);
  const href = ({ page, id }: { page: string; id: string }) =>
    page === 'cypher/attack-modifiers' ? `#${id}` : `/en/${page}/#${id}`;
  if (result.outcome === 'cannot-be-attacked') {
    return {
      finalDifficulty: '',
      target: '',
      chance: '',
      outcome: result.outcome,
      situationDifficulty: '',
      modifiers: [href(result.section)],
      caps: [],
    };
  }
  return {
    finalDifficulty: String(result.task.difficulty),
    target: String(result.task.target),
    chance: String(result.task.chance),
    outcome: result.outcome,
    situationDifficulty: String(result.situationDifficulty),
    modifiers: result.modifiers.length > 0 ? result.modifiers.map(({ section }) => href(section)) : [''],
    caps: result.caps.map(({ section }) => href(section)),
  };
}

describe('combat situations builder without JavaScript', () => {
  it.each(locales)(
    '%s: the worked example is complete in the HTML, modifiers linked to their rules',
    async (locale) => {
      const page = await openPage(browser, pages[locale], { javaScriptEnabled: false });
      const builder = island(page, tag);
      expect(await shown(builder)).toEqual(expected(example));
      // Only the fields of a ranged attack roll are on show.
      expect(await builder.field('weaponRange').isVisible()).toBe(true);
      expect(await builder.field('stabbing').isVisible()).toBe(false);
      expect(await builder.field('guarding').isVisible()).toBe(false);
      await page.context().close();
    },
  );

  it.each(locales)('%s: each modifier section links to its controls in the builder', async (locale) => {
    const page = await openPage(browser, pages[locale], { javaScriptEnabled: false });
    const sections = [
      'cover',
      'position',
      'surprise',
      'range',
      'illumination',
      'visibility',
      'water',
      'moving-targets',
    ];
    for (const id of sections) {
      // A section runs from its heading to the next one.
      const targets = await page.evaluate((id) => {
        const hrefs: string[] = [];
        for (let node = document.getElementById(id)?.nextElementSibling; node && node.tagName !== 'H2';) {
          for (const link of node.querySelectorAll('a[href^="#combat-situations-"]'))
            hrefs.push(link.getAttribute('href')!);
          node = node.nextElementSibling;
        }
        return hrefs;
      }, id);
      expect(targets.length, id).toBeGreaterThan(0);
      for (const href of targets) expect(await page.locator(href).isVisible(), `${id}: ${href}`).toBe(true);
    }
    await page.context().close();
  });
});

describe('combat situations builder with JavaScript', () => {
  const cases: CombatSituation[] = [
    // 004 "Position": a prone target is easier to hit in melee; higher ground eases the attack too.
    { roll: 'attack', level: 4, kind: 'melee', prone: true, higherGround: true, skill: 'trained' },
    // A defense roll turns the attack's modifiers around; drawing the attack and being dazed hinder the PC's roll.
    {
      roll: 'defense',
      level: 5,
      kind: 'ranged',
      weaponRange: 'long',
      distance: 'veryLong',
      cover: 'partial',
      drewAttack: true,
      dazed: true,
    },
    // 004 "Illumination": darkness, no other senses: no roll unless a lucky shot; low-light spotting still counts.
    {
      roll: 'attack',
      level: 2,
      kind: 'ranged',
      weaponRange: 'short',
      distance: 'short',
      light: 'dark',
      lowLight: 'trained',
    },
    // 004 "Cover": full cover cannot be attacked.
    { roll: 'attack', level: 6, kind: 'melee', cover: 'full' },
    // 004 "Action: Defend": a PC caught unaware defends without assets or Effort.
    { roll: 'defense', level: 3, kind: 'melee', surprise: 'unaware', assets: 2, effort: 1 },
    // 004 "Water": underwater, a stabbing weapon is hindered one step; assets still count two steps at most.
    { roll: 'attack', level: 7, kind: 'melee', water: 'underwater', stabbing: true, assets: 4 },
  ];

  // Each case starts from the page's example (a ranged attack, partial cover, dim light) and changes some fields.
  it.each(cases)('matches resolveCombatRoll for the example with %j', async (situation) => {
    const { page, builder } = await openBuilder(pages.en);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await describeSituation(builder, situation as unknown as Record<string, string | number | boolean>);
    expect(await shown(builder)).toEqual(expected({ ...example, ...situation } as CombatSituation));
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('keeps the situation in the address: a reload restores it, and edits add no history entry', async () => {
    const { page, builder } = await openBuilder(pages.ko);
    const entries = await page.evaluate(() => history.length);
    await builder.root.locator('input[name="roll"][value="defense"]').check();
    expect(new URL(page.url()).hash).toContain(`${tag}:`);
    await builder.select('light', 'veryDim');
    const situation = { ...example, roll: 'defense', light: 'veryDim' } as const;
    expect(await shown(builder)).toEqual(expected(situation));
    await writeAddressNow(page);
    await page.reload();
    await builder.ready();
    expect(await builder.field('light').inputValue()).toBe('veryDim');
    expect(await shown(builder)).toEqual(expected(situation));
    expect(await page.evaluate(() => history.length)).toBe(entries);
    await page.context().close();
  });

  it.each([
    ['en', '', 'Enter a number.'],
    ['en', '11', 'Enter a whole number from 1 to 10.'],
    ['ko', 'x', '3처럼 숫자만 입력하세요.'],
    ['es', '0', 'Escribe un número entero entre 1 y 10.'],
  ] as const)('%s: "%s" as the level shows "%s" and no result', async (locale, text, message) => {
    const { page, builder } = await openBuilder(pages[locale]);
    await builder.type('level', text);
    expect(await builder.error('level')).toBe(message);
    expect(await builder.field('level').getAttribute('aria-invalid')).toBe('true');
    for (const name of ['finalDifficulty', 'target', 'chance', 'outcome']) expect(await builder.text(name)).toBe('—');
    expect(await builder.root.locator('[data-lines="modifiers"] li').count()).toBe(0);
    expect(await axeViolations(page, inIslands)).toEqual([]);
    await builder.type('level', '3');
    expect(await shown(builder)).toEqual(expected(example));
    await page.context().close();
  });
});

describe('the result in view while the reader edits (issue 25)', () => {
  const phone = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };
  /** Whether the summary is on screen, below the header, and what it says. */
  const summaryShown = (page: Page) =>
    page.locator('combat-situations [data-summary]').evaluate((summary) => {
      const rect = summary.getBoundingClientRect();
      const header = document.querySelector('header')!.getBoundingClientRect();
      const atCentre = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
      return {
        inView: rect.top >= header.bottom - 1 && rect.bottom <= innerHeight && summary.contains(atCentre),
        text: [...summary.children].map((line) => line.textContent!.replace(/\s+/g, ' ').trim()).join(' '),
      };
    });

  // The example (difficulty 5) with its target hiding in foliage: a ranged attack is hindered one step more (004
  // "Visibility"), difficulty 6, target 18.
  const hiding = resolveCombatRoll({ ...example, hiding: true });
  // The chance first, then the target and the final difficulty with its name (as the difficulty table names it).
  const figures = {
    en: `15% · target 18 · difficulty 6 · ${t('en', 'rules.difficulty.name.6')}`,
    ko: `15% · 목표치 18 · 난이도 6 · ${t('ko', 'rules.difficulty.name.6')}`,
    es: `15 % · objetivo 18 · dificultad 6 · ${t('es', 'rules.difficulty.name.6')}`,
  };
  const outcomes = {
    en: 'The PC makes an attack roll.',
    ko: 'PC가 공격 굴림을 합니다.',
    es: 'El PJ hace una tirada de ataque.',
  };

  it.each([
    ['en', '360 px', phone],
    ['ko', '360 px', phone],
    ['es', '360 px', phone],
    ['en', '1280 px', { viewport: { width: 1280, height: 800 } }],
  ] as const)(
    '%s at %s: the summary of the result stays on screen while the reader edits the middle of the form',
    async (locale, _width, options) => {
      if (!('task' in hiding)) throw new Error('a roll was expected');
      expect([hiding.task.difficulty, hiding.task.target, hiding.task.chance]).toEqual([6, 18, 0.15]);
      const page = await openPage(browser, pages[locale], options);
      const builder = island(page, tag);
      await builder.root.scrollIntoViewIfNeeded();
      await builder.ready();
      await builder.field('hiding').evaluate((field) => field.scrollIntoView({ block: 'center' }));
      await builder.check('hiding', true);
      expect(await builder.value('finalDifficulty')).toBe('6');
      // The full result is below the screen; its summary is on it.
      expect(
        await builder.root
          .locator('.island-result')
          .evaluate((element) => element.getBoundingClientRect().top > innerHeight),
      ).toBe(true);
      expect(await summaryShown(page)).toEqual({ inView: true, text: `${figures[locale]} ${outcomes[locale]}` });
      await page.context().close();
    },
  );

  it('at 360 px and at 200% zoom, a field reached by Tab is never under the summary or the header', async () => {
    for (const viewport of [
      { width: 360, height: 740 },
      { width: 640, height: 400 },
    ]) {
      const page = await openPage(browser, pages.en, { viewport });
      const builder = island(page, tag);
      await builder.root.scrollIntoViewIfNeeded();
      await builder.ready();
      await builder.field('level').focus();
      const hidden: string[] = [];
      for (let step = 0; step < 40; step += 1) {
        const focused = await page.evaluate(() => {
          const element = document.activeElement as HTMLElement;
          if (!element.closest('combat-situations form')) return undefined;
          const rect = element.getBoundingClientRect();
          const atCentre = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
          const label = element.closest('label');
          const seen = atCentre === element || element.contains(atCentre) || (label?.contains(atCentre) ?? false);
          return { name: (element as HTMLInputElement).name || element.textContent!.trim(), seen };
        });
        if (!focused) break;
        if (!focused.seen) hidden.push(`${viewport.width} px: ${focused.name}`);
        await page.keyboard.press('Tab');
      }
      expect(hidden).toEqual([]);
      await page.context().close();
    }
  });

  it('the summary is not read out: the result region announces the result once', async () => {
    const page = await openPage(browser, pages.ko, { viewport: { width: 360, height: 740 } });
    const summary = page.locator('combat-situations [data-summary]');
    expect(await summary.getAttribute('aria-hidden')).toBe('true');
    expect(await summary.evaluate((element) => element.closest('[aria-live]'))).toBeNull();
    await page.context().close();
  });
});
