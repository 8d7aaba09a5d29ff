import { describe, expect, it } from 'vitest';
import { locales, type Locale } from '../../src/i18n/locales.ts';
import { pagesOf, read, readerText } from './support/content.ts';

// Issue 27: English gives the rules' feet and miles first, metric in parentheses; Spanish and Korean readers think in
// metres, so their pages give metres first and the rules' feet or miles in parentheses.
// Issue 44: where a source gives its own metric figure for a length, the pages use that figure (the CSRD walks 15
// miles as 24 km, not 22.5); where no source gives one, they convert as the CSRD's distance bands do (004 "Distance":
// 10 feet (3 m), 1 mile (1.5 km)), and the Distance and Time page says so.

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

/** A length the rules give in feet or miles, in metres at the site's rate: the key of SOURCE_FIGURES. */
const length = (count: number, unit: Imperial) => Math.round(count * METRES_PER[unit] * 1000) / 1000;

/**
 * The metric figures the sources give for lengths themselves, by collection: the length at the site's rate, to the
 * metric figures (in metres) a source gives for it. The CSRD gives 25 feet both as 8 m (difficult terrain) and as
 * 7.5 m (in deep water).
 */
const SOURCE_FIGURES: Record<string, ReadonlyMap<number, readonly number[]>> = {
  cypher: new Map([
    // 004 "Timekeeping": "15 miles (24 km)".
    [length(15, 'mile'), [24_000]],
    // 004 "Long-Term Movement": "20 miles (32 km)", "3 miles (5 km)", "12 miles (19 km)", "2 miles (3 km)".
    [length(20, 'mile'), [32_000]],
    [length(3, 'mile'), [5000]],
    [length(12, 'mile'), [19_000]],
    // 004 "Movement Modifiers": "25 feet (8 m)" in difficult terrain, "12 feet(4 m)" and "25 feet (7.5 m)" in water.
    [length(25, 'foot'), [8, 7.5]],
    [length(12, 'foot'), [4]],
  ]),
  // 000 "거리와 속도": "1 mile (1.6 km)".
  numenera: new Map([[length(1, 'mile'), [1600]]]),
};

/**
 * What is wrong with a page's pairs: a metric figure other than the source's own for that length, or, where the
 * sources give none, other than 0.3 m a foot and 1.5 km a mile; or the wrong order.
 */
function faults(text: string, locale: Locale, collection = 'cypher'): string[] {
  return lengthPairs(text, locale).flatMap((pair) => [
    ...(!metricFiguresOf(pair.imperialMetres, collection).some((metres) => Math.abs(metres - pair.metricMetres) < 0.001)
      ? [`${pair.text}: not ${metricFiguresOf(pair.imperialMetres, collection).join(' or ')} m`]
      : []),
    ...(pair.metricFirst !== (locale !== 'en')
      ? [`${pair.text}: ${locale === 'en' ? 'feet or miles' : 'metres'} first`]
      : []),
  ]);
}

/** The metric figures, in metres, a length may be given as on a collection's pages. */
function metricFiguresOf(imperialMetres: number, collection: string): readonly number[] {
  return SOURCE_FIGURES[collection]?.get(Math.round(imperialMetres * 1000) / 1000) ?? [imperialMetres];
}

describe('the check itself', () => {
  it('reads each language’s pairs and its numbers', () => {
    expect(faults('Walk 1 mile (1.5 km), then 1,000 feet (300 m) and 10 feet (3 m).', 'en')).toEqual([]);
    expect(faults('Caminar 1,5 km (1 milla), luego 300 m (1000 pies) y unos 24 km (15 millas).', 'es')).toEqual([]);
    expect(faults('1.5km(1마일), 300m(1,000피트), 약 32km(20마일)', 'ko')).toEqual([]);
  });

  it('takes the source’s own figure where it gives one, and the rule elsewhere', () => {
    expect(faults('15 miles (22.5 km)', 'en')).toEqual(['15 miles (22.5 km): not 24000 m']);
    expect(faults('unos 30 km (20 millas)', 'es')).toEqual(['unos 30 km (20 millas): not 32000 m']);
    expect(faults('about 25 feet (8 m), 25 feet (7.5 m), 12 feet (4 m)', 'en')).toEqual([]);
    expect(faults('12 feet (3.6 m)', 'en')).toEqual(['12 feet (3.6 m): not 4 m']);
    expect(faults('a mile (1.6 km)', 'en', 'numenera')).toEqual([]);
    expect(faults('a mile (1.5 km)', 'en', 'numenera')).toEqual(['a mile (1.5 km): not 1600 m']);
  });

  it('finds a conversion of its own and a pair in the wrong order', () => {
    expect(faults('a mile (1.6 km)', 'en')).toEqual(['a mile (1.6 km): not 1500 m']);
    expect(faults('Caminar 1 milla (1,6 km)', 'es')).toEqual([
      '1 milla (1,6 km): not 1500 m',
      '1 milla (1,6 km): metres first',
    ]);
    expect(faults('1마일(약 1.5km) 걷기', 'ko')).toEqual(['1마일(약 1.5km): metres first']);
    expect(faults('3 m (10 feet)', 'en')).toEqual(['3 m (10 feet): feet or miles first']);
  });
});

describe.each(locales)('%s: lengths in feet and miles', (locale) => {
  it.each(pagesOf(locale))('on %s, the source’s own metric figure, or the rule, in the reader’s order', (page) => {
    expect(faults(readerText(read(locale, page)), locale, page.split('/')[0])).toEqual([]);
  });
});
