import { describe, expect, it } from 'vitest';
import { indexedText, withoutIndexedAttributes, wordsOf } from './page-words.ts';

describe('indexedText', () => {
  it('reads what Pagefind indexes: the body, hidden words included, without what it ignores', () => {
    const html =
      '<html lang="ko"><head><title>분발</title></head><body><header>검색</header>' +
      '<main data-pagefind-body><h1>분발</h1><p><a href="/ko/glossary/#term-effort">분발</a>' +
      '을 씁니다.</p><div hidden data-pagefind-ignore><p>정의</p></div>' +
      '<div hidden data-glossary-synonyms>Effort ⸱ Esfuerzo</div><script>let code = 1;</script>' +
      '<div data-pagefind-ignore="true"><button>복사</button></div><p>A &amp; B&nbsp;C &#233;l &#x4E00;</p></main>' +
      '<footer>바닥</footer></body></html>';
    const text = indexedText(html);
    expect(text.split(/\s+/).filter(Boolean)).toEqual([
      '분발',
      '분발을',
      '씁니다.',
      'Effort',
      '⸱',
      'Esfuerzo',
      'A',
      '&',
      'B',
      'C',
      'él',
      '一',
    ]);
  });

  it('reads the attributes an element asks Pagefind to index, as Pagefind does', () => {
    const html =
      '<main data-pagefind-body><a href="#" data-pagefind-index-attrs="data-card-names" data-card-names="Perro ' +
      'guardián / Guard Dog">경비견</a><img alt="skipped" data-pagefind-index-attrs="title" title="Dog &amp; cat"/>' +
      '<span data-pagefind-ignore data-pagefind-index-attrs="title" title="ignored">x</span></main>' +
      '<p data-pagefind-index-attrs="title" title="outside">y</p>';
    expect(indexedText(html).split(/\s+/).filter(Boolean)).toEqual([
      'Perro',
      'guardián',
      '/',
      'Guard',
      'Dog',
      '경비견',
      'Dog',
      '&',
      'cat',
    ]);
  });

  it('is empty for a page without data-pagefind-body, which Pagefind skips', () => {
    expect(indexedText('<html><body><main><p>Not found</p></main></body></html>')).toBe('');
  });

  it('keeps void elements and self-closing tags out of the way', () => {
    expect(
      indexedText('<main data-pagefind-body>a<br>b<img src="x" alt="y"/>c<span data-pagefind-ignore>d</span>e</main>'),
    ).toMatch(/^\s*a\s+b\s+c\s*e\s*$/);
  });
});

describe('withoutIndexedAttributes', () => {
  it('takes out what only Pagefind reads of an element, and nothing else', () => {
    const html =
      '<a class="card-chip" href="https://arkhamdb.com/card/01021" data-pagefind-index-attrs="data-card-names" ' +
      'data-card-names="Perro guardián">경비견</a><img alt="a" data-pagefind-index-attrs="title, alt" title="t">' +
      '<p data-card-names="kept">x</p>';
    expect(withoutIndexedAttributes(html)).toBe(
      '<a class="card-chip" href="https://arkhamdb.com/card/01021">경비견</a><img><p data-card-names="kept">x</p>',
    );
  });
});

describe('wordsOf', () => {
  it('lists words lower-cased, of two characters or more, not only digits', () => {
    expect(wordsOf('Effort: 3 points, Pool’s 12 and 28시간; a Reserva.')).toEqual([
      'effort',
      'points',
      'pool',
      'and',
      '28시간',
      'reserva',
    ]);
  });
});
