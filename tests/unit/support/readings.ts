import type { ReadingId } from '../../../src/rules/index.ts';

// Where each of the site's readings (src/rules/cypher/readings.ts) is stated: the page sections (`<page>.mdx#<id>`)
// and the UI strings that must carry its mark, in every language. tests/unit/readings.test.ts checks the sources,
// tests/e2e/readings.e2e.ts the built pages.

/** Where each reading is stated: the page sections and the UI strings that must carry its mark, in every language. */
export const places: Record<ReadingId, { pages: readonly string[]; strings: readonly string[] }> = {
  'initiative-tie': {
    pages: [
      'cypher/encounters-rounds-initiative.mdx#initiative',
      'numenera/distance-rounds-interaction.mdx#initiative',
    ],
    strings: ['initiativeCalculator.note.higher', 'difficultyTable.higherNote'],
  },
  'effort-split': {
    pages: ['cypher/pools-edge-effort.mdx#several-aspects', 'numenera/character-stats.mdx#splitting-effort'],
    strings: ['effortCalculator.note.split'],
  },
  'object-margin': { pages: ['cypher/attack-modifiers.mdx#damaging-objects'], strings: [] },
  rounding: {
    pages: ['cypher/other-actions.mdx#jumping', 'cypher/other-actions.mdx#heavy-objects'],
    strings: ['jumpCalculator.note.rounded', 'heavyObjectCalculator.note.steps'],
  },
  'unseen-target': { pages: ['cypher/attack-modifiers.mdx#visibility'], strings: ['rules.combatCap.unseen.name'] },
  'beyond-sight': {
    pages: ['cypher/attack-modifiers.mdx#illumination'],
    strings: ['rules.combatModifier.dimLightFar.name', 'rules.combatModifier.veryDimLightFar.name'],
  },
  'pvp-steps': { pages: ['cypher/attack-modifiers.mdx#combat-between-pcs'], strings: ['rollOff.note.steps'] },
  'impaired-refund': {
    pages: ['cypher/special-rolls.mdx#impaired-characters', 'numenera/special-rolls-and-xp.mdx#natural-1'],
    strings: ['diceRoller.note.impairedRefund', 'damageSimulator.note.impairedRefund', 'rules.track.impaired.effect'],
  },
};
