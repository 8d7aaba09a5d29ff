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
  'area-effort': {
    pages: ['cypher/pools-edge-effort.mdx#effort-on-area-attacks'],
    strings: ['effortCalculator.note.area'],
  },
  'object-margin': { pages: ['cypher/attack-modifiers.mdx#damaging-objects'], strings: [] },
  rounding: {
    pages: ['cypher/other-actions.mdx#jumping', 'cypher/other-actions.mdx#heavy-objects'],
    strings: ['jumpCalculator.note.meters', 'heavyObjectCalculator.note.steps'],
  },
  'unseen-target': { pages: ['cypher/attack-modifiers.mdx#visibility'], strings: ['rules.combatCap.unseen.name'] },
  'rolling-anyway': {
    pages: [
      'cypher/special-rolls.mdx#rolling-anyway',
      'cypher/tasks-and-difficulty.mdx#routine-tasks',
      'numenera/how-to-play.mdx#when-to-roll',
      'numenera/special-rolls-and-xp.mdx#natural-1',
    ],
    strings: ['diceRoller.note.routineOther'],
  },
};
