import { describe, expect, it } from 'vitest';
import { cardNames, isNameFile } from './arkhamdb.ts';

// A few files shaped as in ArkhamDB's card data (github.com/Kamalisk/arkhamdb-json-data): English pack files under
// pack/, each translation under translations/<language>/pack/ at the same path.
const files = new Map([
  [
    'pack/core/core.json',
    JSON.stringify([
      { code: '01001', name: 'Roland Banks', subname: 'The Fed' },
      { code: '01006', name: "Roland's .38 Special" },
    ]),
  ],
  ['pack/wgd/wgd.json', JSON.stringify([{ code: '06319', name: 'Restless Journey', subname: 'Fallacy' }])],
  [
    'translations/ko/pack/core/core.json',
    JSON.stringify([
      { code: '01001', name: '로랜드 뱅크스', subname: '연방 요원' },
      { code: '01006', name: '로랜드의 38구경 특제 권총' },
    ]),
  ],
  ['translations/ko/pack/wgd/wgd.json', JSON.stringify([{ code: '06319', name: '쉴 새 없는 여정', subname: '오판' }])],
  [
    'translations/es/pack/core/core.json',
    JSON.stringify([
      { code: '01001', name: 'Roland Banks' },
      { code: '01006', name: '.38 especial de Roland' },
    ]),
  ],
  ['translations/es/pack/wgd/wgd.json', JSON.stringify([{ code: '06319', name: 'Viaje agitado (Falacia)' }])],
]);

describe('isNameFile', () => {
  it.each(['pack/core/core.json', 'translations/ko/pack/dwl/tmm.json', 'translations/es/pack/core/rcore.json'])(
    'reads %s',
    (path) => expect(isNameFile(path)).toBe(true),
  );
  it.each(['translations/fr/pack/core/core.json', 'translations/ko/cycles.json', 'packs.json', 'schema/card.json'])(
    'skips %s',
    (path) => expect(isNameFile(path)).toBe(false),
  );
});

describe('cardNames', () => {
  it('gives each code its English, Korean and Spanish name, in the order of the codes, once', () => {
    expect(cardNames(files, ['01006', '01001', '01006'])).toEqual([
      { code: '01001', en: 'Roland Banks', ko: '로랜드 뱅크스', es: 'Roland Banks' },
      { code: '01006', en: "Roland's .38 Special", ko: '로랜드의 38구경 특제 권총', es: '.38 especial de Roland' },
    ]);
  });

  it('drops a subtitle that a translation writes in parentheses after the title (FAQ 2.5, 2.21)', () => {
    expect(cardNames(files, ['06319'])).toEqual([
      { code: '06319', en: 'Restless Journey', ko: '쉴 새 없는 여정', es: 'Viaje agitado' },
    ]);
  });

  it('names the card the data does not hold', () => {
    expect(() => cardNames(files, ['99999'])).toThrow("Card 99999 is not in ArkhamDB's card data");
  });

  it('names the card that has no name in a language', () => {
    const untranslated = new Map([...files].filter(([path]) => !path.startsWith('translations/es/')));
    expect(() => cardNames(untranslated, ['01006'])).toThrow(
      "Card 01006 (Roland's .38 Special) has no es name in ArkhamDB's card data",
    );
  });
});
