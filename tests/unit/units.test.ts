import { describe, expect, it } from 'vitest';
import { locales, type Locale } from '../../src/i18n/locales.ts';
import { pagesOf, read, readerText } from './support/content.ts';

// Issue 27: one conversion everywhere, as the Cypher System rounds it: a foot is 0.3 m (10 feet, 3 m) and a mile
// 1.5 km. English gives the rules' feet and miles first, metric in parentheses; Spanish and Korean readers think in
// metres, so their pages give metres first and the rules' feet or miles in parentheses.

const METRES_PER = { foot: 0.3, mile: 1500 } as const;
type Imperial = keyof typeof METRES_PER;

/** A number as the page writes it: English and Korean "1,000" and "1.5", Spanish "1000" (or "1.000") and "1,5". */
function readNumber(written: string, locale: Locale): number {
  const plain =
    locale === 'es' ? written.replace(/\.(?=\d{3}\b)/g, '').replace(',', '.') : written.replace(/,(?=\d{3}\b)/g, '');
  return Number(plain);
}

const imperial: Record<Locale, Record<string, Imperial>> = {
  en: { foot: 'foot', feet: 'foot', ft: 'foot', mile: 'mile', miles: 'mile' },
  es: { pie: 'foot', pies: 'foot', milla: 'mile', millas: 'mile' },
  ko: { 피트: 'foot', 마일: 'mile' },
};
const metric: Record<Locale, Record<string, number>> = {
  en: { m: 1, km: 1000 },
  es: { m: 1, metros: 1, km: 1000, kilómetros: 1000 },
  ko: { m: 1, km: 1000, 미터: 1, 킬로미터: 1000 },
};
const numberWords: Record<Locale, Record<string, number>> = {
  en: { a: 1, one: 1 },
  es: { una: 1, un: 1 },
  ko: {},
};

const NUMBER = String.raw`(\d[\d.,]*\d|\d|a|one|una?)`;
const APPROX = String.raw`(?:about\s+|unos\s+|약\s*)?`;
const unitOf = (table: Record<string, unknown>) => Object.keys(table).join('|');

interface Pair {
  text: string;
  /** The figure the rules give (feet or miles) and its metric twin, in metres. */
  imperialMetres: number;
  metricMetres: number;
  metricFirst: boolean;
}

/** Every "figure (figure)" pair of a feet or mile length and a metric one in a text, in either order. */
function lengthPairs(text: string, locale: Locale): Pair[] {
  const imperialPart = String.raw`(?<imperialNumber>${NUMBER})\s*(?<imperialUnit>${unitOf(imperial[locale])})`;
  const metricPart = String.raw`${APPROX}(?<metricNumber>${NUMBER})\s*(?<metricUnit>${unitOf(metric[locale])})`;
  const value = (number: string) => numberWords[locale][number.toLowerCase()] ?? readNumber(number, locale);
  const orders = [
    { metricFirst: false, pattern: String.raw`${imperialPart}\s*\(\s*${metricPart}\s*\)` },
    { metricFirst: true, pattern: String.raw`${metricPart}\s*\(\s*${imperialPart}\s*\)` },
  ];
  return orders.flatMap(({ metricFirst, pattern }) =>
    [...text.matchAll(new RegExp(pattern, 'giu'))].map((match) => {
      const { imperialNumber, imperialUnit, metricNumber, metricUnit } = match.groups!;
      return {
        text: match[0],
        imperialMetres: value(imperialNumber!) * METRES_PER[imperial[locale][imperialUnit!.toLowerCase()]!],
        metricMetres: value(metricNumber!) * metric[locale][metricUnit!.toLowerCase()]!,
        metricFirst,
      };
    }),
  );
}

/** What is wrong with a page's pairs: a conversion other than 0.3 m a foot and 1.5 km a mile, or the wrong order. */
function faults(text: string, locale: Locale): string[] {
  return lengthPairs(text, locale).flatMap((pair) => [
    ...(Math.abs(pair.imperialMetres - pair.metricMetres) > 0.001
      ? [`${pair.text}: not 0.3 m a foot, 1.5 km a mile`]
      : []),
    ...(pair.metricFirst !== (locale !== 'en')
      ? [`${pair.text}: ${locale === 'en' ? 'feet or miles' : 'metres'} first`]
      : []),
  ]);
}

describe('the check itself', () => {
  it('reads each language’s pairs and its numbers', () => {
    expect(faults('Walk 1 mile (1.5 km), then 1,000 feet (300 m) and 10 feet (3 m).', 'en')).toEqual([]);
    expect(faults('Caminar 1,5 km (1 milla), luego 300 m (1000 pies) y unos 22,5 km (15 millas).', 'es')).toEqual([]);
    expect(faults('1.5km(1마일), 300m(1,000피트), 약 30km(20마일)', 'ko')).toEqual([]);
  });

  it('finds a conversion of its own and a pair in the wrong order', () => {
    expect(faults('a mile (1.6 km)', 'en')).toEqual(['a mile (1.6 km): not 0.3 m a foot, 1.5 km a mile']);
    expect(faults('Caminar 1 milla (1,6 km)', 'es')).toEqual([
      '1 milla (1,6 km): not 0.3 m a foot, 1.5 km a mile',
      '1 milla (1,6 km): metres first',
    ]);
    expect(faults('1마일(약 1.5km) 걷기', 'ko')).toEqual(['1마일(약 1.5km): metres first']);
    expect(faults('3 m (10 feet)', 'en')).toEqual(['3 m (10 feet): feet or miles first']);
  });
});

describe.each(locales)('%s: lengths in feet and miles', (locale) => {
  it.each(pagesOf(locale))('on %s, convert at 0.3 m a foot and 1.5 km a mile, in the reader’s order', (page) => {
    expect(faults(readerText(read(locale, page)), locale)).toEqual([]);
  });
});
