import { describe, expect, it } from 'vitest';
import { groupPages, neighbours, outdatedOriginal, pagePath, parseEntryId, type PageEntryLike } from './pages.ts';

function entry(id: string, data: Partial<PageEntryLike['data']> = {}): PageEntryLike {
  const collection = id.split('/')[1] as PageEntryLike['data']['collection'];
  return { id, data: { title: id, collection, order: 1, updated: new Date('2026-11-01'), ...data } };
}

describe('parseEntryId', () => {
  it.each([
    ['ko/cypher/pools-edge-effort', { locale: 'ko', collection: 'cypher', slug: 'pools-edge-effort' }],
    ['es/arkham/faq', { locale: 'es', collection: 'arkham', slug: 'faq' }],
  ])('reads %s', (id, expected) => {
    expect(parseEntryId(id)).toEqual(expected);
  });

  it.each(['fr/cypher/x', 'ko/cypher', 'ko/unknown/x'])('rejects %s', (id) => {
    expect(() => parseEntryId(id)).toThrow(id.split('/')[1] === 'unknown' ? /unknown collection/ : /content\/<locale>/);
  });
});

describe('groupPages', () => {
  it('groups the locales of one relative path and sorts by collection then order', () => {
    const groups = groupPages([
      entry('en/numenera/cyphers', { order: 6 }),
      entry('ko/cypher/b', { order: 2 }),
      entry('en/cypher/b', { order: 2 }),
      entry('en/cypher/a', { order: 1 }),
    ]);
    expect(groups.map((g) => `${g.collection}/${g.slug}:${Object.keys(g.versions).sort().join('+')}`)).toEqual([
      'cypher/a:en',
      'cypher/b:en+ko',
      'numenera/cyphers:en',
    ]);
  });

  it('rejects a frontmatter collection that differs from the folder', () => {
    expect(() => groupPages([entry('en/cypher/a', { collection: 'arkham' })])).toThrow(/does not match its folder/);
  });

  it('rejects locales of one page that disagree on order', () => {
    expect(() => groupPages([entry('en/cypher/a', { order: 1 }), entry('ko/cypher/a', { order: 2 })])).toThrow(
      /order 2 differs/,
    );
  });
});

describe('neighbours and paths', () => {
  const groups = groupPages([
    entry('en/cypher/a', { order: 1 }),
    entry('en/cypher/b', { order: 2 }),
    entry('en/cypher/c', { order: 3 }),
    entry('en/numenera/d', { order: 1 }),
  ]);

  it('links previous and next within a collection only', () => {
    expect(neighbours(groups, { collection: 'cypher', slug: 'a' })).toMatchObject({
      previous: undefined,
      next: { slug: 'b' },
    });
    expect(neighbours(groups, { collection: 'cypher', slug: 'c' })).toMatchObject({
      previous: { slug: 'b' },
      next: undefined,
    });
  });

  it('builds locale-prefixed paths with a trailing slash', () => {
    expect(pagePath('es', { collection: 'cypher', slug: 'a' })).toBe('/es/cypher/a/');
  });
});

describe('outdatedOriginal', () => {
  const original = entry('en/cypher/a', { updated: new Date('2026-11-21') });

  it('reports an original updated after the update the translation follows', () => {
    const [group] = groupPages([
      original,
      entry('ko/cypher/a', { original: { locale: 'en', updated: new Date('2026-11-01') } }),
    ]);
    expect(outdatedOriginal(group!, 'ko')).toEqual({ locale: 'en', updated: new Date('2026-11-21') });
  });

  it('says nothing when the translation follows the current original, or for the original itself', () => {
    const [group] = groupPages([
      original,
      entry('ko/cypher/a', { original: { locale: 'en', updated: new Date('2026-11-21') } }),
    ]);
    expect(outdatedOriginal(group!, 'ko')).toBeUndefined();
    expect(outdatedOriginal(group!, 'en')).toBeUndefined();
  });
});
