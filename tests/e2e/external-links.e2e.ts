import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { locales } from '../../src/i18n/locales.ts';
import { campaignIds, campaignScenarios } from '../../src/rules/index.ts';
import { siteURL } from '../../src/lib/site-url.ts';
import { attributeValues, builtPages, readBuilt } from './support/dist.ts';

// Issue 33.4: every address outside the site that a page links to is one someone has seen holding what the page says
// it holds. content/external-links.yaml lists each with what it holds and where it was seen; this test holds the built
// site to that list in both directions and writes it, with the pages that link each address, for a reviewer.

interface ListedLink {
  address: string;
  holds: string;
  seen: string;
}

const listFile = 'content/external-links.yaml';
const entries = parse(readFileSync(listFile, 'utf8')) as ListedLink[];
/** The codes of the cards the Arkham FAQ marks, each a page of ArkhamDB: an entry's `{code}` stands for every one. */
const cardCodes = (
  JSON.parse(readFileSync('src/data/arkham-cards.json', 'utf8')) as { cards: { code: string }[] }
).cards.map(({ code }) => code);
/** The codes of the scenario reference cards the chaos bag offers: an entry's `{scenario}` stands for every one. */
const scenarioCodes = [...new Set(campaignIds.flatMap((id) => campaignScenarios(id)))];
const listed = entries.flatMap((entry) =>
  entry.address.includes('{code}')
    ? cardCodes.map((code) => ({ ...entry, address: entry.address.replace('{code}', code) }))
    : entry.address.includes('{scenario}')
      ? scenarioCodes.map((code) => ({ ...entry, address: entry.address.replace('{scenario}', code) }))
      : [entry],
);
const ownOrigin = new URL(siteURL(process.env['SITE_URL'])).origin;

/** Every absolute http(s) address a built page links to or loads (href, src) outside the site, to its pages. */
function externalAddresses(): Map<string, string[]> {
  const pagesOf = new Map<string, string[]>();
  for (const page of builtPages()) {
    const html = readBuilt(page);
    const addresses = [...attributeValues(html, 'href'), ...attributeValues(html, 'src')].filter(
      (value) => /^https?:\/\//i.test(value) && new URL(value).origin !== ownOrigin,
    );
    for (const address of new Set(addresses)) pagesOf.set(address, [...(pagesOf.get(address) ?? []), page]);
  }
  // The chaos bag's script links each scenario's card from the data that comes with its words (chaos-bag-data.ts).
  for (const locale of locales) {
    const file = `${locale}/island-words/chaos-bag.json`;
    const { data } = JSON.parse(readBuilt(file)) as { data: { cardAddress: string; cards: Record<string, unknown> } };
    for (const code of Object.keys(data.cards))
      pagesOf.set(data.cardAddress + code, [...(pagesOf.get(data.cardAddress + code) ?? []), file]);
  }
  return pagesOf;
}

let linked = new Map<string, string[]>();

beforeAll(() => {
  linked = externalAddresses();
  mkdirSync('test-results', { recursive: true });
  writeFileSync(
    'test-results/external-links.txt',
    listed
      .map(({ address, holds, seen }) =>
        [
          address,
          `  holds: ${holds}`,
          `  seen: ${seen}`,
          `  linked from: ${(linked.get(address) ?? ['no page']).join(', ')}`,
        ].join('\n'),
      )
      .join('\n\n') + '\n',
  );
});

describe(`the external links of the built site and ${listFile}`, () => {
  it('the list gives each address once, absolute, with what it holds and where it was seen', () => {
    for (const { address, holds, seen } of entries) {
      expect(new URL(address).protocol, address).toMatch(/^https?:$/);
      expect(holds?.trim().length ?? 0, `${address}: holds`).toBeGreaterThan(20);
      expect(seen?.trim().length ?? 0, `${address}: seen`).toBeGreaterThan(20);
    }
    const addresses = entries.map(({ address }) => address);
    expect(addresses.filter((address, index) => addresses.indexOf(address) !== index)).toEqual([]);
  });

  it('finds the links it checks (the about page links the CSOL)', () => {
    expect(linked.get('http://csol.montecookgames.com') ?? []).toContain('en/site/about/index.html');
  });

  it('every address outside the site that a page links to is on the list', () => {
    const unlisted = [...linked]
      .filter(([address]) => !listed.some((entry) => entry.address === address))
      .map(([address, pages]) => `${address} (${pages.slice(0, 3).join(', ')}${pages.length > 3 ? ', …' : ''})`);
    expect(unlisted).toEqual([]);
  });

  it('every address on the list is still linked from some page', () => {
    expect(listed.map(({ address }) => address).filter((address) => !linked.has(address))).toEqual([]);
  });
});
