import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { locales } from '../../src/i18n/locales.ts';
import { campaignIds, campaignScenarios } from '../../src/rules/index.ts';
import { siteURL } from '../../src/lib/site-url.ts';
import { attributeValues, builtFiles, builtPages, readBuilt } from './support/dist.ts';

// Issue 33.4: every address outside the site that a page links to (or a script builds from the JSON it fetches) is one
// someone has seen holding what the page says it holds. content/external-links.yaml lists each with what it holds and
// where it was seen; this test holds the built site to that list in both directions and writes it, with the pages that
// link each address, for a reviewer. The `holds` and `seen` of an entry are a record for that reviewer: the test checks
// only that they are written.

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

/** An address as a link reads it: a protocol-relative `//host/…` is an https address. */
const absolute = (value: string) => (value.startsWith('//') ? `https:${value}` : value);
const isExternal = (value: string) =>
  /^(?:https?:)?\/\/[^/]/i.test(value) && new URL(absolute(value)).origin !== ownOrigin;
/** Addresses written in text (JSON, scripts, styles): http(s) or protocol-relative, up to a quote, space or bracket. */
const addressesIn = (text: string) =>
  [...text.matchAll(/(?:https?:)?\/\/[a-z0-9-]+(?:\.[a-z0-9-]+)+(?:[/?#][^\s"'`<>)\\]*)?/gi)]
    .filter((match) => match.index === 0 || !/[\w:]/.test(text[match.index - 1]!))
    .map((match) => absolute(match[0]));

/** Addresses in the JSON files pages fetch that are no link, each with why. */
const notLinksInData = [
  {
    address: /^https:\/\/(?:ko\.|es\.)?arkhamdb\.com\/card\/$/,
    in: /^\w+\/island-words\/chaos-bag\.json$/,
    why: "the start of a card's address, to which the chaos bag adds the card's code (each card's address is read below)",
  },
  {
    address: /^https:\/\/json-schema\.org\/draft\/2020-12\/schema$/,
    in: /^schemas\//,
    why: "the JSON Schema dialect the character file's schema is written in: an identifier, not fetched",
  },
];

/**
 * Every absolute address outside the site that the built site links to or loads, to the files that hold it: a page's
 * href, src and srcset, and the addresses in the JSON files pages fetch (an island's words, a term's definitions, the
 * search dialog's words), whose links the browser builds.
 */
function externalAddresses(): Map<string, string[]> {
  const pagesOf = new Map<string, string[]>();
  const add = (address: string, file: string) =>
    pagesOf.set(address, [...new Set([...(pagesOf.get(address) ?? []), file])]);
  for (const page of builtPages()) {
    const html = readBuilt(page);
    const srcset = attributeValues(html, 'srcset').flatMap((value) =>
      value.split(',').map((part) => part.trim().split(/\s+/)[0]!),
    );
    for (const value of [...attributeValues(html, 'href'), ...attributeValues(html, 'src'), ...srcset])
      if (isExternal(value)) add(absolute(value), page);
  }
  for (const file of builtFiles().filter((file) => file.endsWith('.json') && !file.startsWith('pagefind/')))
    for (const address of addressesIn(readBuilt(file)))
      if (isExternal(address) && !notLinksInData.some((named) => named.address.test(address) && named.in.test(file)))
        add(address, file);
  // The chaos bag's script links each scenario's card from the data that comes with its words (chaos-bag-data.ts).
  for (const locale of locales) {
    const file = `${locale}/island-words/chaos-bag.json`;
    const { data } = JSON.parse(readBuilt(file)) as { data: { cardAddress: string; cards: Record<string, unknown> } };
    for (const code of Object.keys(data.cards)) add(data.cardAddress + code, file);
  }
  return pagesOf;
}

/**
 * Addresses in the scripts and the stylesheet that are no link a reader meets: each with where it is, so that the list
 * cannot outlive it (the test checks each is still there).
 */
const notLinks = [
  { address: 'https://tailwindcss.com', in: /^_astro\/style\..*\.css$/, why: "Tailwind's licence banner" },
  { address: 'https://bit.ly/wb-precache', in: /^sw\.js$/, why: 'a warning Workbox writes to the console' },
];

/** The addresses in the built scripts and styles, to the files that hold them. */
function addressesInCode(): Map<string, string[]> {
  const filesOf = new Map<string, string[]>();
  for (const file of builtFiles().filter((file) => /\.(?:js|css)$/.test(file) && !file.startsWith('pagefind/')))
    for (const address of new Set(addressesIn(readBuilt(file))))
      if (isExternal(address)) filesOf.set(address, [...(filesOf.get(address) ?? []), file]);
  return filesOf;
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

  it('the scripts and the stylesheet hold no address but those on the list, or named here as no link', () => {
    const inCode = addressesInCode();
    for (const { address, in: where } of notLinks)
      expect(inCode.get(address)?.some((file) => where.test(file)) ?? false, address).toBe(true);
    // A card address a script builds holds the part of a listed {code} address before its code.
    const cardPrefixes = entries.flatMap(({ address }) =>
      address.includes('{code}') ? [address.split('{code}')[0]!] : [],
    );
    const unexplained = [...inCode.keys()].filter(
      (address) =>
        !notLinks.some((named) => named.address === address) &&
        !listed.some((entry) => entry.address === address) &&
        !cardPrefixes.some((prefix) => address.startsWith(prefix)),
    );
    expect(unexplained).toEqual([]);
  });

  it('every address on the list is still linked from some page', () => {
    expect(listed.map(({ address }) => address).filter((address) => !linked.has(address))).toEqual([]);
  });
});
