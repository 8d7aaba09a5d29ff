/**
 * The range categories, nearest first: the order of `distances` without its table, for code that only compares
 * distances (an island then carries four words, not the table).
 */
export const distanceIds = ['immediate', 'short', 'long', 'veryLong'] as const;

/** A range category. */
export type Distance = (typeof distanceIds)[number];

/** One range category with its upper bound. */
export interface DistanceRow<D extends Distance = Distance> {
  distance: D;
  /** Roughly how far it reaches, in feet and in meters (the sources' own rounding). */
  maxFeet: number;
  maxMeters: number;
  name: `rules.distance.${D}.name`;
  guidance: `rules.distance.${D}.guidance`;
}

/**
 * The four range categories. Beyond very long, distances are given exactly.
 * 004 "Distance" (immediate up to 10 ft/3 m, short under 50 ft/15 m, long under 100 ft/30 m, very long under
 * 500 ft/150 m); 000 "거리와 속도" (same four). 001 (Spanish) has only the first three: see README.
 */
export const distances = [
  {
    distance: 'immediate',
    maxFeet: 10,
    maxMeters: 3,
    name: 'rules.distance.immediate.name',
    guidance: 'rules.distance.immediate.guidance',
  },
  {
    distance: 'short',
    maxFeet: 50,
    maxMeters: 15,
    name: 'rules.distance.short.name',
    guidance: 'rules.distance.short.guidance',
  },
  {
    distance: 'long',
    maxFeet: 100,
    maxMeters: 30,
    name: 'rules.distance.long.name',
    guidance: 'rules.distance.long.guidance',
  },
  {
    distance: 'veryLong',
    maxFeet: 500,
    maxMeters: 150,
    name: 'rules.distance.veryLong.name',
    guidance: 'rules.distance.veryLong.guidance',
  },
] as const satisfies readonly [
  DistanceRow<'immediate'>,
  DistanceRow<'short'>,
  DistanceRow<'long'>,
  DistanceRow<'veryLong'>,
];
