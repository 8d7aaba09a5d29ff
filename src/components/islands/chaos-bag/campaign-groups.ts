// A file of its own so that the chaos bag's script can import the groups without chaos-bag-data.ts, which runs at build
// time and reads every UI string and every campaign.

/** The groups of the campaign list, in order: campaigns, Return to… campaigns, standalone scenarios, fan-made. */
export const campaignGroups = ['campaign', 'returnTo', 'standalone', 'fanMade'] as const;
