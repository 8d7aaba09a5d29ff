// Characters for the tests of character*.ts: one written out, and any valid one (fast-check). Not a test itself.
import fc from 'fast-check';
import type { Character, StatPool } from './character.ts';
import { stepDown, tracks } from './track.ts';
import type { Track } from './types.ts';

/** A hale tier 1 character with 10 in each Pool and a name the rules never read, which every change must keep. */
export function aCharacter(changes: Partial<Character> = {}): Character & { name: string } {
  return {
    name: 'Kara',
    ruleset: 'cypher',
    tier: 1,
    effort: 1,
    might: { max: 10, current: 10, edge: 0 },
    speed: { max: 10, current: 10, edge: 0 },
    intellect: { max: 10, current: 10, edge: 0 },
    armor: 0,
    armorWeight: 'none',
    armorPracticed: true,
    track: 'hale',
    recoveryBonus: null,
    recoveryRollsUsed: 0,
    cypherLimit: 2,
    cyphers: [],
    ...changes,
  };
}

const statPool: fc.Arbitrary<StatPool> = fc
  .record({
    max: fc.integer({ min: 1, max: 20 }),
    edge: fc.integer({ min: 0, max: 3 }),
    ratio: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map(({ max, edge, ratio }) => ({ max, current: Math.round(max * ratio), edge }));

/** Any valid character: every Pool within its maximum, the track at least one step down for each Pool at 0. */
export const anyCharacter: fc.Arbitrary<Character & { name: string }> = fc
  .record({
    ruleset: fc.constantFrom('cypher' as const, 'numenera' as const),
    tier: fc.integer({ min: 1, max: 6 }),
    effort: fc.integer({ min: 1, max: 6 }),
    might: statPool,
    speed: statPool,
    intellect: statPool,
    armor: fc.integer({ min: 0, max: 4 }),
    armorWeight: fc.constantFrom('none' as const, 'light' as const, 'medium' as const, 'heavy' as const),
    armorPracticed: fc.boolean(),
    extraSteps: fc.integer({ min: 0, max: 3 }),
    recoveryBonus: fc.option(fc.integer({ min: 0, max: 8 })),
    recoveryRollsUsed: fc.integer({ min: 0, max: 4 }),
    cypherLimit: fc.integer({ min: 0, max: 4 }),
    cyphers: fc.array(fc.record({ used: fc.boolean() }), { maxLength: 5 }),
  })
  .map(({ extraSteps, ...character }) => {
    const atZero = [character.might, character.speed, character.intellect].filter((pool) => pool.current === 0).length;
    const track: Track = stepDown(tracks[atZero]!, extraSteps);
    return { ...character, track, name: 'Kara' };
  });
