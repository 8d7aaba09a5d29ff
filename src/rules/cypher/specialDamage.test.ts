import { describe, expect, it } from 'vitest';
import { recoverTrackStep } from './recovery.ts';
import { shiftDamageTrack } from './specialDamage.ts';

describe('shiftDamageTrack', () => {
  // 004 "The Effects of Taking Damage": some effects shift a PC one or more steps down the damage track.
  it.each([
    ['hale', 1, 'impaired'],
    ['hale', 2, 'debilitated'],
    ['impaired', 3, 'dead'],
    ['debilitated', 1, 'dead'],
    ['dead', 1, 'dead'],
  ] as const)('%s shifted %i step(s) is %s', (track, steps, after) => {
    expect(shiftDamageTrack(track, steps)).toBe(after);
  });

  // 004 "Restoring the Damage Track": debilitated by a cell-disrupting device, a PC with every Pool above 0 rests
  // and moves up to impaired.
  it('the cell-disrupting hit, then a rest', () => {
    const track = shiftDamageTrack('impaired', 1);
    expect(track).toBe('debilitated');
    expect(recoverTrackStep({ might: 4, speed: 5, intellect: 6, track })).toBe('impaired');
  });

  it.each([
    { run: () => shiftDamageTrack('hale', 0), field: 'steps', reason: 'below-minimum' },
    { run: () => shiftDamageTrack('wounded' as never, 1), field: 'track', reason: 'not-a-choice' },
  ])('refuses $field: $reason', ({ run, field, reason }) => {
    expect(run).toThrow(expect.objectContaining({ field, reason }));
  });
});
