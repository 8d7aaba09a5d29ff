import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { GlossaryEntry } from './glossary.ts';
import { linkTerms, ownTranslationsLinked, type TermPage } from './term-links.ts';

const entries = parse(readFileSync(new URL('./fixtures/glossary.yaml', import.meta.url), 'utf8')) as GlossaryEntry[];
const ko: TermPage = { locale: 'ko', collection: 'cypher', slug: 'x' };
const en: TermPage = { locale: 'en', collection: 'cypher', slug: 'x' };
const link = (html: string, page: TermPage) => linkTerms(html, page, entries);

describe('linkTerms', () => {
  it('links the first mention of a term once per page, and sends no definition with the page', () => {
    const html = link('<p>분발을 쓰면 됩니다.</p><p>다시 분발을 씁니다.</p>', ko);
    expect(html).toContain(
      '<p><a href="/ko/glossary/#term-effort">분발</a>을 쓰면 됩니다.</p><p>다시 분발을 씁니다.</p>',
    );
    expect(html.endsWith('</p>')).toBe(true);
    expect(html).not.toContain('역량 점수를 써서');
  });

  it('links every term of a run of text on its first mention', () => {
    const html = link('<p>Effort against Armor, then Effort again.</p><p>Armor.</p>', en);
    expect(html.match(/#term-\w+">\w+</g)).toEqual(['#term-effort">Effort<', '#term-armor">Armor<']);
  });

  it('writes the line breaks of prose as spaces, and leaves those of code as they are', () => {
    const html = link('<p>one\ntwo</p>\n<pre>a\nb</pre><p>Effort\nagain</p>', en);
    expect(html).toContain('<p>one two</p> <pre>a\nb</pre><p><a ');
    expect(html).toContain('>Effort</a> again</p>');
  });

  it('links nothing in headings, links, code or what carries data-no-terms, and counts no word of code or chrome', () => {
    const html = link(
      '<h2 id="effort">Effort</h2><a href="/x">Effort</a><code>Armor</code>' +
        '<p class="font-bold" data-no-terms>Armor</p><div data-no-terms="true"><p>Armor</p></div>',
      en,
    );
    expect(html).not.toContain('/glossary/');
    // Effort is mentioned (in a heading and a link); Armor only in code and chrome, which do not count.
    expect(html).toContain('data-pagefind-weight="0.5">분발 ⸱ Esfuerzo</div>');
    expect(html).not.toContain('Armadura');
  });

  it('leaves what scripts and comments hold as it is', () => {
    const script = '<script type="application/json">{"a":"Effort <b>"}</script><!-- Effort -->';
    expect(link(`${script}<p>x</p>`, en)).toContain(`${script}<p>x</p>`);
  });

  it("links no Cypher System term on the pages of the other game, and nothing on the site's own pages", () => {
    expect(link('<p>Effort here.</p>', { locale: 'en', collection: 'arkham', slug: 'faq' })).toBe(
      '<p>Effort here.</p>',
    );
    expect(link('<p>Effort here.</p>', { locale: 'en', collection: 'site', slug: 'about' })).toBe(
      '<p>Effort here.</p>',
    );
  });

  it("gives search the other languages' words: weighted up on the explaining page, down where merely mentioned", () => {
    const explaining = link('<p>분발을 씁니다.</p>', { ...ko, slug: 'pools-edge-effort' });
    // The explaining page also carries its own words for the term, so that it ranks for them (QA Q2).
    // It names the page for the search dialog's `page` filter (find-pages.ts, explainingPageFirst).
    expect(explaining).toMatch(
      /^<div hidden data-glossary-synonyms data-pagefind-filter="page:cypher\/pools-edge-effort" data-pagefind-weight="5">분발 ⸱ Esfuerzo ⸱ Effort<\/div>/,
    );
    const mentioning = link('<p>분발을 씁니다.</p>', ko);
    expect(mentioning).toMatch(
      /^<div hidden data-glossary-synonyms data-pagefind-weight="0.5">Esfuerzo ⸱ Effort<\/div>/,
    );
    expect(mentioning).not.toContain('data-pagefind-weight="5"');
  });

  it('joins a Korean particle to the closing bracket or quote before it in table cells only', () => {
    const table = '<table><tr><td>15m(50피트)까지 “어두운 방”을</td></tr></table><p>본문 “방”을 봅니다.</p>';
    expect(link(table, ko)).toContain('<td>15m(50피트)\u2060까지 “어두운 방”\u2060을</td>');
    expect(link(table, ko)).toContain('<p>본문 “방”을 봅니다.</p>');
    expect(link(table, en)).not.toContain('\u2060');
  });
});

describe('ownTranslationsLinked', () => {
  // Issue 44 (SN3): the Spanish words that are the site's own translation are listed on each page that links them.
  const es: TermPage = { locale: 'es', collection: 'cypher', slug: 'x' };
  const ours = entries.map((entry) => (entry.id === 'armor' ? entry : { ...entry, es: { ...entry.es, ours: true } }));

  it("lists the linked terms marked as the site's own translation in the page's language, in the order they link", () => {
    const html = linkTerms('<p>Armadura y Esfuerzo; otra vez Esfuerzo.</p>', es, ours);
    expect(ownTranslationsLinked(html, 'es', ours).map((entry) => entry.id)).toEqual(['effort']);
    expect(ownTranslationsLinked(html, 'es', entries)).toEqual([]);
  });

  it("reads only the page's own language and only linked terms", () => {
    expect(ownTranslationsLinked(linkTerms('<p>Effort.</p>', en, ours), 'en', ours)).toEqual([]);
    expect(ownTranslationsLinked('<h2>Esfuerzo</h2><p>nada</p>', 'es', ours)).toEqual([]);
  });
});
