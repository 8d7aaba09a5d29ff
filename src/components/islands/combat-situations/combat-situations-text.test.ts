import { describe, expect, it } from 'vitest';
import { resolveCombatRoll, type CombatSituation } from '../../../rules/index.ts';
import { uiStrings } from '../../../i18n/index.ts';
import { locales } from '../../../i18n/locales.ts';
import { describeCombat, markOpens, sectionHref, type PagePaths } from './combat-situations-text.ts';

const text = (key: string, values: Record<string, string | number> = {}) =>
  [key, ...Object.entries(values).map(([name, value]) => `${name}=${value}`)].join(' ');
const format = (n: number) => `#${n}`;
// The builder on the attack modifiers page: its sections are on the page, the others a page away.
const pages: PagePaths = { 'cypher/attack-modifiers': '', 'cypher/other-actions': '/en/cypher/other-actions/' };
const describe_ = (situation: CombatSituation) => describeCombat(resolveCombatRoll(situation), text, format, pages);
const ranged = { level: 3, kind: 'ranged', weaponRange: 'short', distance: 'short' } as const;

describe('describeCombat', () => {
  // 004 "Cover", "Illumination": partial cover and dim light each hinder the attack one step.
  it('names each modifier that counted, its direction and steps, linked to its rule', () => {
    const { calculation, outputs, modifiers, caps } = describe_({
      ...ranged,
      roll: 'attack',
      cover: 'partial',
      light: 'dim',
    });
    expect(calculation!.task.difficulty).toBe(5);
    expect(outputs.outcome).toEqual({ value: 'roll', text: 'combatSituations.outcome.attack' });
    expect(outputs.situationDifficulty).toEqual({ value: 5, text: '#5 · rules.difficulty.name.5' });
    expect(modifiers).toEqual([
      { name: 'rules.combatModifier.partialCover.name', href: '#cover', detail: 'combatSituations.hinders count=1' },
      { name: 'rules.combatModifier.dimLight.name', href: '#illumination', detail: 'combatSituations.hinders count=1' },
    ]);
    expect(caps).toEqual([]);
  });

  // 004 "Attack Modifiers And Special Situations": what hinders an attack eases the PC's defense roll.
  it('on a defense roll, the same cover eases the roll', () => {
    const { calculation, modifiers } = describe_({ ...ranged, roll: 'defense', cover: 'partial', guarding: true });
    expect(calculation!.task.difficulty).toBe(1);
    expect(modifiers.map(({ detail }) => detail)).toEqual([
      'combatSituations.eases count=1',
      'combatSituations.eases count=1',
    ]);
    expect(modifiers[1]!.href).toBe('/en/cypher/other-actions/#guarding');
  });

  it('full cover: nothing to roll, said with a link to the rule', () => {
    const { calculation, outputs, modifiers } = describe_({ ...ranged, roll: 'attack', cover: 'full' });
    expect(calculation).toBeUndefined();
    expect(outputs.outcome.value).toBe('cannot-be-attacked');
    expect(outputs.situationDifficulty).toEqual({ value: '', text: '—' });
    expect(modifiers).toEqual([
      {
        name: 'combatSituations.fullCover',
        href: '#cover',
        detail: 'rules.combatOutcome.cannotBeAttacked.name',
      },
    ]);
  });

  // 004 "Illumination": in darkness with no way to locate the target, the attack fails unless a lucky shot or an
  // intrusion; low-light spotting still eases it.
  it('darkness without other senses: no roll unless a lucky shot, and the limits that applied', () => {
    const { outputs, modifiers, caps } = describe_({
      ...ranged,
      roll: 'attack',
      light: 'dark',
      mist: 'mist',
      lowLight: 'specialized',
    });
    expect(outputs.outcome).toEqual({
      value: 'no-roll-unless-lucky-shot',
      text: 'rules.combatOutcome.noRollUnlessLuckyShot.name',
    });
    expect(modifiers.map(({ detail }) => detail)).toEqual([
      'combatSituations.hinders count=4',
      'combatSituations.eases count=2',
    ]);
    expect(caps).toEqual([
      { name: 'rules.combatCap.unseen.name', href: '#visibility', detail: 'combatSituations.ignored count=1' },
    ]);
  });

  it('says so when no modifier applies', () => {
    expect(describe_({ level: 2, kind: 'melee', roll: 'attack' }).modifiers).toEqual([
      { name: 'combatSituations.noModifiers', href: undefined, detail: '' },
    ]);
  });
});

describe('sectionHref', () => {
  it('links a section of the page itself, of another page, or nothing when the site lacks the page', () => {
    expect(sectionHref({ page: 'cypher/attack-modifiers', id: 'water' }, pages)).toBe('#water');
    expect(sectionHref({ page: 'cypher/other-actions', id: 'defend' }, pages)).toBe('/en/cypher/other-actions/#defend');
    expect(sectionHref({ page: 'cypher/pools-edge-effort', id: 'effort-limits' }, pages)).toBeUndefined();
  });
});

// A rule that is the site's reading is named, linked, and followed by its mark: the mark must open with markOpens in
// every language, or the link would swallow it.
describe('the names of the rules that are readings', () => {
  it.each(locales)('%s: open their mark the same way', (locale) => {
    const marked = Object.entries(uiStrings[locale]).filter(
      ([key, text]) => /^rules\.combat/.test(key) && text.includes('[reading:'),
    );
    expect(marked.length).toBeGreaterThan(0);
    for (const [key, text] of marked) expect(text, key).toContain(`${markOpens}reading:`);
  });
});
