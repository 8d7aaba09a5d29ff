import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { characterFile, maxFileBytes } from './file.ts';
import { readShared, shareAddress } from './share.ts';
import { aSheet, anySheet } from './sheetFixtures.test-helper.ts';

const site = 'https://rules-reference.netlify.app';
const page = `${site}/ko/character/`;

afterEach(() => vi.unstubAllGlobals());

/** The fragment of an address. */
const hashOf = (address: string) => new URL(address).hash;

describe('a link that carries a character', () => {
  it('carries the character in the fragment, compressed, and gives it back as it was', async () => {
    const address = await shareAddress(aSheet(), page, site);
    expect(address.startsWith(`${page}#character=z`)).toBe(true);
    // Compressed, the link is far shorter than the file.
    expect(address.length).toBeLessThan(characterFile([aSheet()], site).length);
    expect(await readShared(hashOf(address))).toEqual({ sheet: aSheet() });
  });

  it('gives back every valid sheet', async () => {
    await fc.assert(
      fc.asyncProperty(anySheet, async (sheet) => {
        expect(await readShared(hashOf(await shareAddress(sheet, page, site)))).toEqual({ sheet });
      }),
      { numRuns: 30 },
    );
  });

  it('is written plain where the browser cannot compress, and read there', async () => {
    vi.stubGlobal('CompressionStream', undefined);
    const address = await shareAddress(aSheet(), page, site);
    expect(hashOf(address).startsWith('#character=j')).toBe(true);
    vi.stubGlobal('DecompressionStream', undefined);
    expect(await readShared(hashOf(address))).toEqual({ sheet: aSheet() });
  });

  it('says when this browser cannot read a compressed link', async () => {
    const address = await shareAddress(aSheet(), page, site);
    vi.stubGlobal('DecompressionStream', undefined);
    expect(await readShared(hashOf(address))).toEqual({ problem: 'unsupported' });
  });

  it('is no link to a character without the parameter', async () => {
    expect(await readShared('')).toBeUndefined();
    expect(await readShared('#effort')).toBeUndefined();
  });

  it.each([
    ['#character=', 'damaged'],
    ['#character=x123', 'damaged'],
    ['#character=z!!!', 'damaged'],
    ['#character=zAAAA', 'damaged'],
    [`#character=j${btoa('{"format":"rules-reference-characters","version":7}')}`, 'newer'],
    [`#character=j${btoa('not json')}`, 'not-json'],
  ])('says what is wrong with a hostile link (%s): %s', async (hash, problem) => {
    expect(await readShared(hash)).toEqual({ problem });
  });

  it('refuses a link that holds more than one character', async () => {
    const two = Buffer.from(characterFile([aSheet(), aSheet({ id: 'b' })], site)).toString('base64');
    expect(await readShared(`#character=j${two}`)).toEqual({ problem: 'damaged' });
  });

  it('stops inflating a link that would inflate without end', async () => {
    const huge = new Blob([new Uint8Array(maxFileBytes + 10).fill(32)]).stream();
    const compressed = new Uint8Array(
      await new Response(huge.pipeThrough(new CompressionStream('deflate-raw'))).arrayBuffer(),
    );
    let binary = '';
    for (const byte of compressed) binary += String.fromCharCode(byte);
    const payload = btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    expect(await readShared(`#character=z${payload}`)).toEqual({ problem: 'too-large' });
  });
});
