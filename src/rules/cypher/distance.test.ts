import { describe, expect, it } from 'vitest';
import { distanceIds, distances } from './distance.ts';

describe('distances', () => {
  // 004 "Distance": immediate at most 10 ft (3 m), short under 50 ft (15 m), long under 100 ft (30 m), very long
  // under 500 ft (150 m); 000 "거리와 속도": the same four.
  it.each([
    { distance: 'immediate', maxFeet: 10, maxMeters: 3 },
    { distance: 'short', maxFeet: 50, maxMeters: 15 },
    { distance: 'long', maxFeet: 100, maxMeters: 30 },
    { distance: 'veryLong', maxFeet: 500, maxMeters: 150 },
  ])('$distance reaches about $maxFeet ft ($maxMeters m)', (row) => {
    expect(distances.find((entry) => entry.distance === row.distance)).toMatchObject(row);
  });

  it('runs from nearest to farthest', () => {
    expect(distances.map((row) => row.distance)).toEqual(['immediate', 'short', 'long', 'veryLong']);
  });
});

describe('distanceIds', () => {
  it('lists the categories of the table, nearest first', () => {
    expect(distanceIds).toEqual(distances.map((row) => row.distance));
  });
});
