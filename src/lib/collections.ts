/** The content collections, in the order the site navigation shows them. `site` holds the about/legal page. */
export const collections = ['cypher', 'numenera', 'arkham', 'site'] as const;
export type CollectionId = (typeof collections)[number];

/** Collections listed in the header navigation and on the home page. */
export const rulesCollections = ['cypher', 'numenera', 'arkham'] as const satisfies readonly CollectionId[];
