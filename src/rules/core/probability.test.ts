import { describe, expect, it } from 'vitest';
import { DECIMAL_PLACES, Probability } from './probability.ts';

describe('Probability', () => {
  it('keeps a fraction in lowest terms', () => {
    const p = Probability.of(10n, 16n);
    expect([p.numerator, p.denominator]).toEqual([5n, 8n]);
    expect(Probability.of(0n, 240n).denominator).toBe(1n);
  });

  // A decimal that ends within 20 places is written exactly; 1/3 and 4/15 have none, and are rounded half up there.
  it.each([
    [0n, 1n, '0'],
    [1n, 1n, '1'],
    [16n, 16n, '1'],
    [10n, 16n, '0.625'],
    [1n, 16n, '0.0625'],
    [1n, 2n ** 20n, '0.00000095367431640625'],
    [1n, 3n, '0.33333333333333333333'],
    [2n, 3n, '0.66666666666666666667'],
    [4n, 15n, '0.26666666666666666667'],
    [12n, 17n, '0.70588235294117647059'],
  ])('%i/%i is %s', (numerator, denominator, decimal) => {
    const p = Probability.of(numerator, denominator);
    expect(p.toDecimal()).toBe(decimal);
    expect(p.toNumber()).toBe(Number(decimal));
    expect(JSON.stringify({ p })).toBe(`{"p":"${decimal}"}`);
  });

  it('writes at most DECIMAL_PLACES digits after the point', () => {
    expect(Probability.of(1n, 7n).toDecimal()).toHaveLength(2 + DECIMAL_PLACES);
  });
});
