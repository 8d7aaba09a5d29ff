import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { locales } from './i18n/locales.ts';
import { collections as collectionIds } from './lib/collections.ts';

/** One MDX file per page and locale: content/<locale>/<collection>/<slug>.mdx (content/README.md). */
const pages = defineCollection({
  // RULES_CONTENT_DIR points the build at the small fixture site of the browser tests (tests/fixtures/content).
  loader: glob({ base: process.env.RULES_CONTENT_DIR ?? './content', pattern: '{ko,es,en}/**/*.mdx' }),
  schema: z.object({
    title: z.string().min(1),
    description: z.string().min(1),
    collection: z.enum(collectionIds),
    order: z.number().int().nonnegative(),
    sources: z.array(z.object({ file: z.string().regex(/^\d{3}_[0-9a-f]+\.txt$/), section: z.string().min(1) })),
    updated: z.coerce.date(),
    /** Present on translations: the original's locale and the update of it this translation follows. */
    original: z.object({ locale: z.enum(locales), updated: z.coerce.date() }).optional(),
    /** FAQ pages only: the document's version, date and the edition it follows, in the page's language. */
    faq: z.object({ version: z.string(), date: z.string(), follows: z.string() }).optional(),
  }),
});

export const collections = { pages };
