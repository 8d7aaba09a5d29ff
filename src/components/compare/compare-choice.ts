// Where the choice of a second language is kept. src/scripts/compare-before-paint.js reads both before first paint
// (a plain script: it spells them out), with the rule for which one counts.

/** Where the reader's choice of a second language is kept between pages: localStorage, under this key. */
export const storageKey = 'compare';

/** The address's query parameter that holds the second language (`?compare=es`), so that a link shares it. */
export const addressParameter = 'compare';
