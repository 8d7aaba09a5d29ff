import { getCollection } from 'astro:content';
import type { GlossaryEntry } from './glossary.ts';

let entries: Promise<GlossaryEntry[]> | undefined;

/** The glossary (content/glossary.yaml), read once for the whole build. */
export function glossaryEntries(): Promise<GlossaryEntry[]> {
  entries ??= getCollection('glossary').then((collection) => collection.map((entry) => entry.data as GlossaryEntry));
  return entries;
}
