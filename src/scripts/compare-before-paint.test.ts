import { describe, expect, it } from 'vitest';
import source from './compare-before-paint.js?raw';

/**
 * Runs the before-paint script on a page whose control offers `offered`, at an address with `?compare=fromAddress`
 * (null: none), with `stored` in localStorage (or storage refused, as a browser may), and returns the language it
 * marks the page for.
 */
function arriving(fromAddress: string | null, stored: string | null | Error, offered: string[]) {
  const dataset: Record<string, string> = { compareOffers: offered.join(' ') };
  const search = fromAddress === null ? '' : `?compare=${encodeURIComponent(fromAddress)}`;
  const localStorage = {
    getItem: (key: string) => {
      if (stored instanceof Error) throw stored;
      return key === 'compare' ? stored : null;
    },
  };
  new Function('document', 'location', 'localStorage', source)(
    { documentElement: { dataset } },
    { search },
    localStorage,
  );
  return dataset.comparePending;
}

describe('compare-before-paint.js: the language a page arrives compared with', () => {
  it.each([
    { fromAddress: 'en', stored: 'es', offered: ['es', 'en'], expected: 'en', why: 'a shared link wins' },
    { fromAddress: null, stored: 'es', offered: ['es', 'en'], expected: 'es', why: 'the stored choice' },
    { fromAddress: 'fr', stored: 'es', offered: ['es', 'en'], expected: 'es', why: 'an unknown language is ignored' },
    { fromAddress: 'ko', stored: null, offered: ['es', 'en'], expected: undefined, why: 'not the page’s own' },
    { fromAddress: '', stored: 'ko', offered: ['es', 'en'], expected: undefined, why: 'nothing usable' },
    { fromAddress: null, stored: 'en', offered: ['es'], expected: undefined, why: 'not a missing translation' },
    { fromAddress: null, stored: null, offered: ['ko', 'es'], expected: undefined, why: 'never chosen' },
    { fromAddress: 'es en', stored: null, offered: ['es', 'en'], expected: undefined, why: 'one language, not a list' },
  ])('$expected for $fromAddress then $stored ($why)', ({ fromAddress, stored, offered, expected }) => {
    expect(arriving(fromAddress, stored, offered)).toBe(expected);
  });

  it('reads the address even where storage is refused', () => {
    const refused = new DOMException('The operation is insecure.', 'SecurityError');
    expect(arriving('es', refused, ['es', 'en'])).toBe('es');
    expect(arriving(null, refused, ['es', 'en'])).toBeUndefined();
  });
});
