import { describe, expect, it } from 'vitest';
import { rulesI18nKeys } from './i18n.ts';

describe('rulesI18nKeys', () => {
  it('are unique flat dotted keys under rules.', () => {
    expect(new Set(rulesI18nKeys()).size).toBe(rulesI18nKeys().length);
    for (const key of rulesI18nKeys()) expect(key).toMatch(/^rules(\.[A-Za-z0-9]+)+$/);
  });

  it.each([
    'rules.difficulty.name.4',
    'rules.difficulty.guidance.4',
    'rules.hazard.minorFire.name',
    'rules.hazard.minorFire.note',
    'rules.track.impaired.effect',
    'rules.distance.veryLong.name',
    'rules.weapon.light.examples',
    'rules.recovery.rest.tenHours',
    'rules.ruleset.numenera.name',
  ])('include %s', (key) => {
    expect(rulesI18nKeys()).toContain(key);
  });

  // The falling hazard has no note in 004's table, so it has no note key.
  it('give a hazard a note key only where the table has a note', () => {
    expect(rulesI18nKeys()).not.toContain('rules.hazard.falling.note');
  });
});
