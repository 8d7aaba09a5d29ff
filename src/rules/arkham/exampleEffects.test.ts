// The symbols of the worked examples come from The Gathering's reference card (exampleEffects.ts): checked against the
// data set's own file wherever a snapshot of it is present, as campaigns.test.ts does for the bags.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dataSet, snapshotAt } from '../../../scripts/lib/arkham-campaign-bags.mjs';
import { exampleEffects } from './exampleEffects.ts';

const dir = process.env.ARKHAM_CARDS_DATA ?? '../.mirror/zzorba+arkham-cards-data/repo';

/** The Gathering's card in the data set at the pinned commit, or why it cannot be read. */
function gatheringCard(): { standard: { token: string; value?: { modifier: number } }[] } | string {
  if (!existsSync(dir))
    return `no snapshot at ${dir} (set ARKHAM_CARDS_DATA to a git directory holding ${dataSet.commit})`;
  try {
    const snapshot = snapshotAt(dir, dataSet.commit);
    const scenario = JSON.parse(snapshot.read('campaigns/notz/torch.json')) as { chaos_bag_card: string };
    const cards = JSON.parse(snapshot.read('chaos_tokens.json')) as { code: string }[];
    return cards.find((card) => card.code === scenario.chaos_bag_card) as never;
  } catch {
    return `the snapshot at ${dir} does not hold commit ${dataSet.commit}`;
  }
}
const card = gatheringCard();

describe('exampleEffects', () => {
  it('sets every symbol and the elder sign to a modifier', () => {
    expect(Object.values(exampleEffects).every((effect) => effect.effect === 'modifier')).toBe(true);
    expect(exampleEffects.elderSign.modifier).toBe(1);
  });

  it.skipIf(typeof card === 'string')(
    typeof card === 'string'
      ? `skipped: ${card}`
      : "follows The Gathering's Easy/Standard side, one Ghoul at the location",
    () => {
      const side = (card as Exclude<typeof card, string>).standard;
      const value = (token: string) => side.find((entry) => entry.token === token);
      // The skull is -X, X the Ghoul enemies at the location (a counter in the data): one Ghoul.
      expect(value('skull')).toMatchObject({ type: 'counter' });
      expect(exampleEffects.skull.modifier).toBe(-1);
      expect(value('cultist')?.value?.modifier).toBe(exampleEffects.cultist.modifier);
      expect(value('tablet')?.value?.modifier).toBe(exampleEffects.tablet.modifier);
      expect(value('elder_thing')).toBeUndefined();
    },
  );
});
