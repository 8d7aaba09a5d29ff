import { describe, expect, it } from 'vitest';
import * as rules from '../index.ts';
import { readings, settledReadings } from './readings.ts';

describe('readings', () => {
  it('gives each reading its own id, apart from the settled ones', () => {
    const ids = readings.map((reading) => reading.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const settled of settledReadings) expect(ids).not.toContain(settled);
  });

  it('names, for each reading, what of the public API applies it', () => {
    for (const reading of readings) {
      expect(reading.appliedBy.length, reading.id).toBeGreaterThan(0);
      for (const name of reading.appliedBy) expect(rules, `${reading.id}: ${name}`).toHaveProperty(name);
    }
  });
});
