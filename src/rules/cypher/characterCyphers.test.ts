import { describe, expect, it } from 'vitest';
import { aCharacter } from './characterFixtures.test-helper.ts';
import { cypherLoad, gainCypher, useCypher } from './characterCyphers.ts';

const twoCyphers = aCharacter({
  cypherLimit: 2,
  cyphers: [
    { name: 'Stim', used: false },
    { name: 'Shield', used: false },
  ] as never,
});

describe('cypherLoad', () => {
  // Each cypher counts as one toward the limit (Numenera Discovery, "Smoothing Out the Rules"); a used one is gone.
  it('counts the cyphers not yet used against the limit', () => {
    expect(cypherLoad(twoCyphers)).toEqual({ carried: 2, limit: 2, over: false });
    expect(cypherLoad(useCypher(twoCyphers, 0))).toEqual({ carried: 1, limit: 2, over: false });
  });

  it('says when a character carries more than the limit', () => {
    expect(cypherLoad({ ...twoCyphers, cypherLimit: 1 })).toEqual({ carried: 2, limit: 1, over: true });
  });
});

describe('gainCypher', () => {
  it('adds a cypher, not yet used, while the limit allows', () => {
    const one = { ...twoCyphers, cyphers: twoCyphers.cyphers.slice(0, 1) };
    expect(gainCypher(one, { name: 'Blade', used: true } as never).cyphers).toEqual([
      { name: 'Stim', used: false },
      { name: 'Blade', used: false },
    ]);
  });

  // 001 "los dispositivos": a character cannot carry many at once; the sheet refuses one over the limit.
  it('refuses a cypher over the limit', () => {
    expect(() => gainCypher(twoCyphers, { used: false })).toThrow(
      expect.objectContaining({ field: 'cyphers', reason: 'over-cypher-limit', max: 2, value: 3 }),
    );
  });
});

describe('useCypher', () => {
  it('crosses the cypher off and keeps it on the sheet', () => {
    expect(useCypher(twoCyphers, 1)).toEqual({
      ...twoCyphers,
      cyphers: [
        { name: 'Stim', used: false },
        { name: 'Shield', used: true },
      ],
    });
  });

  it('refuses a cypher already used, or none', () => {
    expect(() => useCypher(useCypher(twoCyphers, 0), 0)).toThrow(
      expect.objectContaining({ field: 'cyphers', reason: 'already-used' }),
    );
    expect(() => useCypher(twoCyphers, 2)).toThrow(expect.objectContaining({ reason: 'above-maximum', max: 1 }));
    expect(() => useCypher(aCharacter(), 0)).toThrow(expect.objectContaining({ reason: 'above-maximum' }));
  });
});
