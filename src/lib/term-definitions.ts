// The definitions of one language's glossary terms for one game, in the file src/components/term-previews.ts fetches
// when a reader first shows intent (src/pages/[locale]/term-definitions/[game].json.ts writes it): a page no longer
// carries them. Here, below src/components and src/offline, since the offline manifest saves the files too.
import type { GlossaryEntry } from './glossary.ts';

export type TermGame = GlossaryEntry['game'];

/** Every game with a glossary: a file of definitions each, in each language. */
export const termGames: readonly TermGame[] = ['cypher', 'arkham'];

export interface TermDefinitions {
  /** The words of the preview's link to the term's glossary entry. */
  more: string;
  /** Each term's definition, by glossary id. */
  definitions: Record<string, string>;
}

/** Where a language's definitions for a game are, from the site's root. */
export const termDefinitionsFile = (locale: string, game: TermGame) => `${locale}/term-definitions/${game}.json`;
