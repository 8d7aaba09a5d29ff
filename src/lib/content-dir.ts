/**
 * Where the content lives: ./content, or the fixture site of the browser tests when RULES_CONTENT_DIR says so
 * (tests/fixtures/content, built to dist-fixture/ by `npm run build:fixture`).
 */
export const contentDir = process.env.RULES_CONTENT_DIR ?? './content';

/** The glossary data file of that content. */
export const glossaryFile = `${contentDir}/glossary.yaml`;
