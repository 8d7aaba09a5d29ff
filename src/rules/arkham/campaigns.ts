// The chaos bag each campaign of Arkham Horror: The Card Game starts with, at each difficulty its campaign guide
// offers. The bags are not typed here: scripts/arkham-campaign-bags.mjs writes them into campaigns.generated.ts from a
// pinned commit of the ArkhamCards app's campaign data (zzorba/arkham-cards-data, `campaigns/<id>/campaign.json`),
// with the commit and what the data set says of its licence; campaigns.test.ts compares them with the data set's own
// files wherever a snapshot of it is present.
import { checkChoice, checkObject } from '../core/check.ts';
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
  return bagOfTokens(tokenIds(tokens));
}

/** The data set's list of tokens in the rules module's words ("plus1 zero zero minus1 … skull autoFail elderSign"). */
function tokenIds(tokens: string): string {
  return tokens
    .split(' ')
    .map((name) => dataTokens[name]!)
    .join(' ');
}

/** A bag from a list of its tokens in the rules module's words, space-separated (other words count for nothing). */
function bagOfTokens(tokens: string): ChaosBag {
  const counts: Partial<Record<ChaosToken, number>> = {};
  for (const token of tokens.split(' ') as ChaosToken[]) counts[token] = (counts[token] ?? 0) + 1;
  return bagWith(counts);
}

/**
 * A campaign's starting bags by difficulty, each a list of its tokens in the rules module's words (`bagOfTokens`), as
 * `campaignBags` gives them from the generated table and the chaos bag's script receives them with its words (so
 * that its code carries no campaign's bags).
 */
export type CampaignBags = Readonly<Partial<Record<CampaignDifficulty, string>>>;

/** The difficulties a campaign's bags are given for, in order. */
export function bagLevels(bags: CampaignBags): CampaignDifficulty[] {
  checkObject('campaign', bags);
  return campaignDifficulties.filter((level) => typeof bags[level] === 'string');
}

/** The bag at `difficulty`, or undefined when the campaign's guide offers no such difficulty. */
export function bagAt(bags: CampaignBags, difficulty: CampaignDifficulty): ChaosBag | undefined {
  checkObject('campaign', bags);
  const tokens = bags[checkChoice('campaignDifficulty', difficulty, campaignDifficulties)];
  return typeof tokens === 'string' ? bagOfTokens(tokens) : undefined;
}

/**
 * The difficulty whose starting bag this is, token for token, or undefined for any other bag (one the campaign has
 * changed since, or another campaign's).
 */
export function bagDifficulty(bag: ChaosBag, bags: CampaignBags): CampaignDifficulty | undefined {
  const counts = checkCounts(bag);
  return bagLevels(bags).find((level) => {
    const start = bagAt(bags, level)!;
    return chaosTokens.every((token) => start[token] === counts[token]);
  });
}

/** A campaign's starting bags, by its id, in the rules module's words. */
export function campaignBags(campaign: CampaignId): CampaignBags {
  const bags: Partial<Record<CampaignDifficulty, string>> =
    campaignBagTokens[checkChoice('campaign', campaign, campaignIds)];
  return Object.fromEntries(Object.entries(bags).map(([level, tokens]) => [level, tokenIds(tokens)]));
}

/** The difficulties `campaign`'s guide offers, in order (some standalone scenarios offer only Standard and Hard). */
export function campaignLevels(campaign: CampaignId): CampaignDifficulty[] {
  return bagLevels(campaignBags(campaign));
}

/** The bag `campaign` starts with at `difficulty`, or undefined when its guide offers no such difficulty. */
export function campaignBag(campaign: CampaignId, difficulty: CampaignDifficulty): ChaosBag | undefined {
  return bagAt(campaignBags(campaign), difficulty);
}

/** The difficulty whose starting bag of `campaign` this is (see `bagDifficulty`). */
export function campaignDifficultyOf(bag: ChaosBag, campaign: CampaignId): CampaignDifficulty | undefined {
  return bagDifficulty(bag, campaignBags(campaign));
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
