// The chaos bag each campaign of Arkham Horror: The Card Game starts with, at each difficulty its campaign guide
// offers. The bags are not typed here: scripts/arkham-campaign-bags.mjs writes them into campaigns.generated.ts from a
// pinned commit of the ArkhamCards app's campaign data (zzorba/arkham-cards-data, `campaigns/<id>/campaign.json`),
// with the commit and what the data set says of its licence; campaigns.test.ts compares them with the data set's own
// files wherever a snapshot of it is present.
import { checkChoice } from '../core/check.ts';
import { bagWith, checkCounts, chaosTokens, type ChaosBag, type ChaosToken } from './chaosTokens.ts';
import { campaignBagTokens, campaignIds } from './campaigns.generated.ts';

export { campaignDataSource, campaignIds, campaignInfo } from './campaigns.generated.ts';

/** A campaign, by the id of its folder in the data set (`notz`, `dwl`, `ptc`…). */
export type CampaignId = (typeof campaignIds)[number];

/** The difficulty levels a campaign is played at, each with its own starting bag. */
export const campaignDifficulties = ['easy', 'standard', 'hard', 'expert'] as const;
export type CampaignDifficulty = (typeof campaignDifficulties)[number];

/** The campaign a bag starts from when none is chosen: the core set's, Night of the Zealot. */
export const defaultCampaign: CampaignId = 'notz';

/** The tokens as the data set writes them. */
const dataTokens: Record<string, ChaosToken> = {
  '+1': 'plus1',
  '0': 'zero',
  '-1': 'minus1',
  '-2': 'minus2',
  '-3': 'minus3',
  '-4': 'minus4',
  '-5': 'minus5',
  '-6': 'minus6',
  '-7': 'minus7',
  '-8': 'minus8',
  skull: 'skull',
  cultist: 'cultist',
  tablet: 'tablet',
  elder_thing: 'elderThing',
  auto_fail: 'autoFail',
  elder_sign: 'elderSign',
  frost: 'frost',
};

/** A bag from the data set's list of its tokens ("+1 0 0 -1 … skull auto_fail elder_sign"). */
export function bagOfDataTokens(tokens: string): ChaosBag {
  const counts: Partial<Record<ChaosToken, number>> = {};
  for (const name of tokens.split(' ')) {
    const token = dataTokens[name]!;
    counts[token] = (counts[token] ?? 0) + 1;
  }
  return bagWith(counts);
}

/** The difficulties `campaign`'s guide offers, in order (two standalone scenarios offer only Standard and Hard). */
export function campaignLevels(campaign: CampaignId): CampaignDifficulty[] {
  const bags = campaignBagTokens[checkChoice('campaign', campaign, campaignIds)];
  return campaignDifficulties.filter((level) => level in bags);
}

/** The bag `campaign` starts with at `difficulty`, or undefined when its guide offers no such difficulty. */
export function campaignBag(campaign: CampaignId, difficulty: CampaignDifficulty): ChaosBag | undefined {
  const bags: Partial<Record<CampaignDifficulty, string>> =
    campaignBagTokens[checkChoice('campaign', campaign, campaignIds)];
  const tokens = bags[checkChoice('campaignDifficulty', difficulty, campaignDifficulties)];
  return tokens === undefined ? undefined : bagOfDataTokens(tokens);
}

/**
 * The difficulty whose starting bag of `campaign` this is, token for token, or undefined for any other bag (one the
 * campaign has changed since, or another campaign's).
 */
export function campaignDifficultyOf(bag: ChaosBag, campaign: CampaignId): CampaignDifficulty | undefined {
  const counts = checkCounts(bag);
  return campaignLevels(campaign).find((level) => {
    const start = campaignBag(campaign, level)!;
    return chaosTokens.every((token) => start[token] === counts[token]);
  });
}

/**
 * Night of the Zealot's bags, the core set's campaign: the worked examples' bags. Getters, not values worked out when
 * the module loads: a read of the generated data at the top of the module would keep every campaign's bag in every
 * island's shared chunk, where only the chaos bag needs them.
 */
export const nightOfTheZealotBags: Readonly<Record<CampaignDifficulty, ChaosBag>> = {
  get easy() {
    return campaignBag('notz', 'easy')!;
  },
  get standard() {
    return campaignBag('notz', 'standard')!;
  },
  get hard() {
    return campaignBag('notz', 'hard')!;
  },
  get expert() {
    return campaignBag('notz', 'expert')!;
  },
};
