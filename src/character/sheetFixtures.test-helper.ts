// Character sheets for the tests of src/character: one written out, and any valid one (fast-check). Not a test itself.
import fc from 'fast-check';
import { anyCharacter } from '../rules/cypher/characterFixtures.test-helper.ts';
import { newCharacter, type CharacterSheet } from './sheet.ts';

/** A sheet with something in every field. */
export function aSheet(changes: Partial<CharacterSheet> = {}): CharacterSheet {
  return {
    ...newCharacter('kara-1'),
    name: 'Kara',
    descriptor: 'Swift',
    type: 'Explorer',
    focus: 'Hunts With Great Skill',
    tier: 2,
    effort: 2,
    xp: 3,
    speed: { max: 12, current: 12, edge: 1 },
    armor: 1,
    armorWeight: 'light',
    skills: [
      { name: 'Climbing', level: 'trained' },
      { name: 'Persuasion', level: 'inability' },
    ],
    attacks: [{ name: 'Spear', modifier: 0, damage: 4, note: 'Medium weapon' }],
    abilities: [{ name: 'Fleet of Foot', cost: 1, pool: 'speed', note: 'Move a short distance and act' }],
    cyphers: [{ name: 'Stim', level: 3, used: false, note: '' }],
    artifacts: [{ name: 'Lightning rod', level: 5, depletion: '1 in 1d10', depleted: false, note: '' }],
    equipment: 'Rope\nTorch',
    money: '23 shins',
    advancements: { capabilities: true, perfection: false, effort: false, skills: false, other: false },
    background: 'Grew up at the edge of the map.',
    notes: 'Owes the ferryman.',
    ...changes,
  };
}

const words = fc.string({ maxLength: 12 });

/** Any valid sheet. */
export const anySheet: fc.Arbitrary<CharacterSheet> = fc
  .record({
    character: anyCharacter,
    id: fc.stringMatching(/^[\w-]{1,12}$/),
    name: words,
    xp: fc.nat(40),
    skills: fc.array(fc.record({ name: words, level: fc.constantFrom('trained', 'specialized', 'inability') }), {
      maxLength: 3,
    }),
    attacks: fc.array(
      fc.record({ name: words, modifier: fc.integer({ min: -2, max: 2 }), damage: fc.nat(8), note: words }),
      { maxLength: 2 },
    ),
    cyphers: fc.array(fc.record({ name: words, level: fc.option(fc.integer({ min: 1, max: 10 })), note: words })),
    notes: words,
  })
  .map(({ character, id, cyphers, ...rest }) => ({
    ...newCharacter(id),
    ...character,
    ...rest,
    cyphers: character.cyphers.map(({ used }, index) => {
      const { name = '', level = null, note = '' } = cyphers[index] ?? {};
      return { name, level, used, note };
    }),
  }));
