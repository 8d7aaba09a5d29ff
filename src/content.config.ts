import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { locales } from './i18n/locales.ts';
import { collections as collectionIds } from './lib/collections.ts';
import { contentDir, glossaryFile } from './lib/content-dir.ts';
import { sourceFiles } from './lib/sources.ts';

/** One MDX file per page and locale: content/<locale>/<collection>/<slug>.mdx (content/README.md). */
const pages = defineCollection({
  loader: glob({ base: contentDir, pattern: '{ko,es,en}/**/*.mdx' }),
  schema: z.object({
    title: z.string().min(1),
    description: z.string().min(1),
    collection: z.enum(collectionIds),
    order: z.number().int().nonnegative(),
    sources: z.array(z.object({ file: z.enum(sourceFiles), section: z.string().min(1) })),
    updated: z.coerce.date(),
    /** Present on translations: the original's locale and the update of it this translation follows. */
    original: z.object({ locale: z.enum(locales), updated: z.coerce.date() }).optional(),
    /**
     * GM screens only (issue 43): the page shows its collection's screen (src/components/screen/) after its text, laid
     * out and printed as a screen (docs/screens.md).
     */
    screen: z.literal(true).optional(),
    /** FAQ pages only: the document's version, date and the edition it follows, in the page's language. */
    faq: z.object({ version: z.string(), date: z.string(), follows: z.string() }).optional(),
  }),
});

const words = z.object({
  term: z.string().min(1),
  aliases: z.array(z.string().min(1)).optional(),
  avoid: z.array(z.string().min(1)).optional(),
  definition: z.string().min(1),
  link: z.boolean().optional(),
  search: z.array(z.string().min(1)).optional(),
  only: z.array(z.string().regex(/^\/.+\/$/)).optional(),
  ours: z.boolean().optional(),
  not: z.array(z.string().regex(/^\/.+\/$/)).optional(),
});

/** Every game term in the three languages, with the page section that explains it (content/glossary.yaml). */
const glossary = defineCollection({
  loader: file(glossaryFile),
  schema: z.object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    game: z.enum(['cypher', 'arkham']),
    page: z.string().regex(/^[a-z]+\/[a-z0-9-]+$/),
    section: z.string().regex(/^[a-z0-9-]+$/),
    opposite: z
      .string()
      .regex(/^[a-z0-9-]+$/)
      .optional(),
    ko: words,
    es: words,
    en: words,
  }),
});

export const collections = { pages, glossary };
