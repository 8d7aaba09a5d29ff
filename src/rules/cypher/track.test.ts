import { describe, expect, it } from 'vitest';
import { allowedActions, checkTrack, damageTrack, stepDown, stepUp, tracks } from './track.ts';

describe('damage track', () => {
  // 004 "The Effects of Taking Damage": four states, best to worst.
  it('runs hale, impaired, debilitated, dead', () => {
    expect(tracks).toEqual(['hale', 'impaired', 'debilitated', 'dead']);
  });

  // 004 "The Damage Track" (Impaired); 002 and 000 the same.
  it('impaired: Effort costs 1 more per level, no minor or major effects, special rolls add at most 1 damage', () => {
    expect(damageTrack.impaired).toMatchObject({
      effortExtraPerLevel: 1,
      ignoresMinorMajorEffects: true,
      specialRollDamageCap: 1,
    });
    expect(damageTrack.hale).toMatchObject({ effortExtraPerLevel: 0, ignoresMinorMajorEffects: false });
  });

  it.each([
    { track: 'hale', steps: 1, down: 'impaired', up: 'hale' },
    { track: 'impaired', steps: 1, down: 'debilitated', up: 'hale' },
    { track: 'debilitated', steps: 1, down: 'dead', up: 'impaired' },
    { track: 'debilitated', steps: 0, down: 'debilitated', up: 'debilitated' },
    { track: 'hale', steps: 5, down: 'dead', up: 'hale' },
    { track: 'dead', steps: 3, down: 'dead', up: 'hale' },
  ] as const)('$track, $steps step(s): down to $down, up to $up', ({ track, steps, down, up }) => {
    expect(stepDown(track, steps)).toBe(down);
    expect(stepUp(track, steps)).toBe(up);
  });

  // 004 "The Damage Track": debilitated characters only move an immediate distance; with Speed 0 not at all.
  it.each([
    { track: 'hale', speed: 0, actions: 'any' },
    { track: 'impaired', speed: 3, actions: 'any' },
    { track: 'debilitated', speed: 3, actions: 'move-immediate' },
    { track: 'debilitated', speed: 0, actions: 'none' },
    { track: 'dead', speed: 5, actions: 'none' },
  ] as const)('$track with Speed $speed may do: $actions', ({ track, speed, actions }) => {
    expect(allowedActions(track, speed)).toBe(actions);
  });

  it('refuses a negative Speed', () => {
    expect(() => allowedActions('hale', -1)).toThrow(expect.objectContaining({ field: 'speed' }));
  });

  it.each([
    { pools: { might: 1, speed: 1, intellect: 1 }, track: 'hale' },
    { pools: { might: 0, speed: 1, intellect: 1 }, track: 'impaired' },
    { pools: { might: 0, speed: 0, intellect: 1 }, track: 'dead' },
    { pools: { might: 5, speed: 5, intellect: 5 }, track: 'debilitated' },
  ] as const)('accepts $track with $pools', ({ pools, track }) => {
    expect(() => checkTrack(pools, track)).not.toThrow();
  });
});
