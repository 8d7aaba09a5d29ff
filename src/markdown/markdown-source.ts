import type { Plugin } from 'vite';
import { literalTildes } from './literal-tildes.ts';
import { tableCaptions } from './table-captions.ts';

/**
 * Rewrites each MDX page's source before the MDX compiler reads it (hence `enforce: 'pre'`, and first in the list):
 * each `Table: …` paragraph made its table's caption, then tildes kept as tildes (the caption, now in a JSX line, is
 * left as written).
 */
export function markdownSource(): Plugin {
  return {
    name: 'rules-reference:markdown-source',
    enforce: 'pre',
    transform: {
      filter: { id: /\.mdx$/ },
      handler: (code) => ({ code: literalTildes(tableCaptions(code)), map: null }),
    },
  };
}
