/**
 * The source documents the pages draw their facts from: the five files of ../shared/sources (not part of the site),
 * the chapters of the Cypher System Reference Document that 004 (its chapter "Rules of the Game") does not hold
 * ("Using Armor" in "Equipment", "Effort and Damage" in "Creating Your Character", the Followers rules), read in the
 * CSRD itself, and two books the site knows only from passages quoted in public transcriptions and forum discussions,
 * for the armor rules the files lack (Numenera Discovery's p. 95 on armor and Speed Effort; the first edition's armor
 * costs; src/rules README "Armor and Speed Effort" names each). A page lists a quoted book under Sources, labelled as
 * quoted, so that a reader knows how far to trust it.
 */
export const sourceFiles = [
  '000_ae5f601787a9a4fc.txt',
  '001_9be81890518a0ca9.txt',
  '002_bc7cbcff9438f9e9.txt',
  '003_4787feb2f8e4aee7.txt',
  '004_21aab1670bdd9ae4.txt',
  'csrd-other-chapters',
  'numenera-discovery-quoted',
  'numenera-first-edition-quoted',
] as const;
export type SourceFile = (typeof sourceFiles)[number];

/** Each source's language, so that a cited section title is marked up in its own language. */
export const sourceLanguage: Record<SourceFile, 'ko' | 'es' | 'en'> = {
  '000_ae5f601787a9a4fc.txt': 'ko',
  '001_9be81890518a0ca9.txt': 'es',
  '002_bc7cbcff9438f9e9.txt': 'en',
  '003_4787feb2f8e4aee7.txt': 'ko',
  '004_21aab1670bdd9ae4.txt': 'en',
  'csrd-other-chapters': 'en',
  'numenera-discovery-quoted': 'en',
  'numenera-first-edition-quoted': 'en',
};

/**
 * Where a reader can check a source that its publisher makes public: Monte Cook Games offers the Cypher System
 * Reference Document, with the Cypher System Open License, at csol.montecookgames.com. The fan documents have no
 * public copy we can point to; their labels (`source.*` in src/i18n) say what they are.
 */
export const sourceUrl: Partial<Record<SourceFile, string>> = {
  '004_21aab1670bdd9ae4.txt': 'http://csol.montecookgames.com',
  'csrd-other-chapters': 'http://csol.montecookgames.com',
};
