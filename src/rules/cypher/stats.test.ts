import { describe, expect, it } from 'vitest';
import { stats } from './stats.ts';

describe('stats', () => {
  // 004 "The Effects of Taking Damage": damage passes on in the order Might, Speed, Intellect.
  it('are listed in the order damage spills over', () => {
    expect(stats.map(({ stat }) => stat)).toEqual(['might', 'speed', 'intellect']);
  });
});
