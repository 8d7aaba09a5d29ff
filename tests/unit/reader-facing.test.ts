import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { locales, type Locale } from '../../src/i18n/locales.ts';
import type { GlossaryEntry } from '../../src/lib/glossary.ts';
import { pagesOf, pageText, read, splitPage } from './support/content.ts';

// Pages speak to players about the games, never to us about how we wrote them (issue 11): no source file numbers,
// no "the Korean source", no FAQ claimed as ours, no Spanish names on Korean or English pages, and editions named
// (Numenera first edition, Numenera Discovery) rather than "the older/newer edition". The sources block at the foot
// of a page is rendered from the frontmatter and is not part of this text.

/** Talk about our source documents, in any language. */
const aboutTheSources: readonly RegExp[] = [/(?<![\d,.])00[0-4](?![\d,.])/, /_[0-9a-f]{16}\.txt/];

/** The same, in words of each language. */
const aboutTheSourcesIn: Record<Locale, readonly RegExp[]> = {
  en: [
    /\b(korean|spanish|english) (source|text|notes|guide|original)s?\b/i,
    /\bour (korean |english )?faq\b/i,
    /\bsource (file|document)s?\b/i,
    /\b(older|newer|old|new)[ -]edition\b/i,
  ],
  es: [
    /\bfuentes? (coreanas?|españolas?|inglesas?|castellanas?)\b/i,
    /\b(notas|texto|guía) en (castellano|coreano|inglés)\b/i,
    /\bnuestr[ao]s? (preguntas frecuentes|faq)\b/i,
    /\bedición (anterior|nueva|antigua)\b/i,
    /\bnueva edición\b/i,
  ],
  ko: [
    /(한국어|스페인어|영어) ?(출처|원문|노트|안내)/,
    /(판본|출처)의? 원문/,
    /(옛|새) 판본/,
    /우리(의)? (한국어 )?FAQ/,
    // Spanish names written in Hangul
    /디스포시티보|시프라|아노에티코|에소테리코/,
  ],
};

/** A note about a source document's shape, in any language, instead of a section title. */
const aboutTheFile =
  /sin (encabezados|títulos)|without (a )?headings?|no headings?|(소)?제목 없는|(table of )?contents? missing/i;

const glossary = parse(readFileSync('content/glossary.yaml', 'utf8')) as GlossaryEntry[];

/** Spanish game words that English does not share (dispositivo, Arremetida…), as whole words. */
const spanishOnly = (() => {
  const english = new Set(
    glossary.flatMap((entry) => [entry.en.term, ...(entry.en.aliases ?? [])]).map((word) => word.toLowerCase()),
  );
  const spanish = glossary.flatMap((entry) => [entry.es.term, ...(entry.es.aliases ?? [])]);
  const words = [...new Set(spanish.map((word) => word.toLowerCase()))].filter((word) => !english.has(word));
  return new RegExp(
    `(?<![\\p{L}])(${words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?![\\p{L}])`,
    'iu',
  );
})();

function authorNotes(text: string, locale: Locale): string[] {
  const patterns = [...aboutTheSources, ...aboutTheSourcesIn[locale]];
  if (locale !== 'es') patterns.push(spanishOnly, /[ñ¿¡]/);
  return patterns.flatMap((pattern) => {
    const match = pattern.exec(text);
    if (!match) return [];
    const at = match.index;
    return [`${pattern}: “…${text.slice(Math.max(0, at - 40), at + match[0].length + 40)}…”`];
  });
}

describe('the check itself', () => {
  it.each([
    ['en', 'The older edition, as the Spanish source gives it, made a 20 succeed.', 2],
    ['en', 'See 000 and 004 for details.', 1],
    ['en', 'It is the English version of our Korean FAQ.', 1],
    ['en', 'Numenera first edition made a natural 20 an automatic success; it costs 1,000 XP.', 0],
    ['en', 'The Spanish pages say dispositivo.', 1],
    ['ko', '한국어 원문에는 방어 굴림을 완화한다고 적혀 있습니다.', 1],
    ['ko', '새 판본의 원문은 거리를 세 가지로 나눈다고 합니다.', 2],
    ['ko', '옛 스페인어판은 디스포시티보라고 부릅니다.', 1],
    ['ko', '누메네라 1판에서는 주사위 눈 20이 자동 성공이었습니다.', 0],
    ['es', 'En la fuente coreana, la edición nueva dice otra cosa.', 2],
    ['es', 'La primera edición de Numenera llama dispositivos a los artilugios de un solo uso.', 0],
  ] as const)('%s: "%s" -> %i', (locale, text, count) => {
    expect(authorNotes(text, locale)).toHaveLength(count);
  });
});

describe.each(locales)('%s: nothing addressed to the authors', (locale: Locale) => {
  it.each(pagesOf(locale))('on %s', (page) => {
    expect(authorNotes(pageText(read(locale, page)), locale)).toEqual([]);
  });

  // The sources block quotes the documents' section titles; a note about the file itself ("the text has no
  // headings") is a note to us.
  it.each(pagesOf(locale))('in the sources block of %s', (page) => {
    const sections = (splitPage(read(locale, page)).frontmatter.sources ?? []).map(({ section }) => section);
    expect(sections.filter((section) => aboutTheFile.test(section))).toEqual([]);
  });

  it('in the UI strings', () => {
    const strings = JSON.parse(readFileSync(`src/i18n/${locale}.json`, 'utf8')) as Record<string, string>;
    // The sources block names the documents on purpose: its labels are the one place they appear.
    const found = Object.entries(strings)
      .filter(([key]) => !key.startsWith('source.'))
      .flatMap(([key, text]) => authorNotes(text, locale).map((note) => `${key}: ${note}`));
    expect(found).toEqual([]);
  });
});
