import type { ChaosBagInput } from './skillTest.ts';

/**
 * What the symbols and the elder sign do in the site's worked examples of a skill test (the chaos-bag tool's first
 * figures, the odds of the GM screen): as the reference card of The Gathering (the first scenario of The Night of the
 * Zealot) sets them on its Easy/Standard side, with one Ghoul at the investigator's location: skull -1 (its -X counts
 * the Ghoul enemies there), cultist -1, tablet -2. Read in zzorba/arkham-cards-data, `chaos_tokens.json`, card 01104
 * (the `chaos_bag_card` of `campaigns/notz/torch.json`), at the commit the bags come from (campaigns.generated.ts).
 * That card has no elder thing, which counts -2 here like the tablet; the elder sign is the investigator card's, +1 here.
 */
export const exampleEffects = {
  skull: { effect: 'modifier', modifier: -1 },
  cultist: { effect: 'modifier', modifier: -1 },
  tablet: { effect: 'modifier', modifier: -2 },
  elderThing: { effect: 'modifier', modifier: -2 },
  elderSign: { effect: 'modifier', modifier: 1 },
} as const satisfies Omit<ChaosBagInput, 'bag'>;
