import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newCharacter, type CharacterSheet } from '../../../character/sheet.ts';
import { skills } from '../../../rules/index.ts';
import { tool as diceTool } from '../dice-roller/dice-roller-character.ts';
import { attackOptions, attackSkill, combatTool, skillOptions, tool } from './task-character.ts';

// A stand-in for the page's strings: the key and its values, so the tests see what was asked for.
const text = (key: string, values: Record<string, string | number> = {}) =>
  [key, ...Object.entries(values).map(([name, value]) => `${name}=${value}`)].join(' ');

const kara: CharacterSheet = {
  ...newCharacter('kara'),
  name: 'Kara',
  skills: [
    { name: 'Initiative', level: 'trained' },
    { name: '  ', level: 'specialized' },
    { name: 'Swimming', level: 'inability' },
  ],
  attacks: [
    { name: 'Spear', modifier: 1, damage: 4, note: '' },
    { name: 'Fists', modifier: 0, damage: 1, note: '' },
    { name: 'Rifle', modifier: 3, damage: 6, note: '' },
    { name: 'Sling', modifier: -1, damage: 2, note: '' },
    { name: 'Net', modifier: -2, damage: 0, note: '' },
  ],
};

describe('the skills a tool with a skill field offers', () => {
  it('lists the named skills with their level, each setting the skill field to it', () => {
    expect(skillOptions(kara, text)).toEqual([
      {
        label: 'characterLine.option name=Initiative level=rules.skill.trained.name',
        fields: { skill: 'trained' },
      },
      {
        label: 'characterLine.option name=Swimming level=rules.skill.inability.name',
        fields: { skill: 'inability' },
      },
    ]);
  });

  it('offers nothing for a sheet with no skills or attacks', () => {
    const blank = newCharacter('blank');
    expect(skillOptions(blank, text)).toEqual([]);
    expect(attackOptions(blank, text)).toEqual([]);
  });
});

describe('an attack’s steps as a skill level', () => {
  // 004 "Key Concepts": trained eases a task one step, specialized two, an inability hinders it one.
  it('reads eased 1 as trained, 2 as specialized, 0 as practiced and hindered 1 as an inability', () => {
    expect(attackSkill(1)).toBe('trained');
    expect(attackSkill(2)).toBe('specialized');
    expect(attackSkill(0)).toBe('practiced');
    expect(attackSkill(-1)).toBe('inability');
  });

  it('gives a level only for steps a skill can give, and that level eases by exactly those steps', () => {
    fc.assert(
      fc.property(fc.integer({ min: -20, max: 20 }), (modifier) => {
        const skill = attackSkill(modifier);
        if (modifier < -1 || modifier > 2) expect(skill).toBeUndefined();
        else expect(skills[skill!].steps).toBe(modifier);
      }),
    );
  });

  it('offers the attacks a skill level can stand for, and leaves the others out', () => {
    expect(attackOptions(kara, text).map(({ label, fields }) => [label, fields.skill])).toEqual([
      ['characterLine.option name=Spear level=rules.skill.trained.name', 'trained'],
      ['characterLine.option name=Fists level=rules.skill.practiced.name', 'practiced'],
      ['characterLine.option name=Sling level=rules.skill.inability.name', 'inability'],
    ]);
  });
});

describe('the read-only tools', () => {
  it('fill nothing until the reader chooses, and apply nothing', () => {
    expect(tool.fields(kara, new URLSearchParams())).toEqual({});
    expect(tool.actions).toEqual([]);
    expect(combatTool.choices?.map(({ label }) => label)).toEqual(['characterLine.skill', 'characterLine.attack']);
  });

  // 004 "The Damage Track": an impaired character's special rolls give less; the roller follows the sheet's track.
  it('the dice roller is impaired exactly when the character is', () => {
    expect(diceTool.fields({ ...kara, track: 'impaired' }, new URLSearchParams())).toEqual({ impaired: '1' });
    expect(diceTool.fields({ ...kara, track: 'hale' }, new URLSearchParams())).toEqual({ impaired: '0' });
  });
});
