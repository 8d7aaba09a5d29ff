/**
 * Decimal places of `Probability.toDecimal()`: a probability whose decimal ends within 20 places (its denominator
 * has no prime factor but 2 and 5) is written exactly; any other (1/3, 4/15) has no finite decimal and is written
 * rounded at the 20th place, half up. Twenty places is beyond what a double holds (about 17 significant digits), so
 * `Number()` of the text is the nearest double to the exact fraction.
 */
export const DECIMAL_PLACES = 20;

// 10 ** DECIMAL_PLACES, written out: a call at the top of a module would keep it in every island's bundle.
const scale = 100_000_000_000_000_000_000n;

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

/**
 * An exact probability: a fraction in lowest terms. Its parts are bigints because the number of ways to draw a bag
 * of chaos tokens outgrows the integers a double holds exactly (a 16-token bag alone has 16! orders).
 *
 * @example
 * Probability.of(10n, 16n).toDecimal(); // '0.625'
 * Probability.of(4n, 15n).toDecimal(); // '0.26666666666666666667'
 */
export class Probability {
  readonly numerator: bigint;
  readonly denominator: bigint;

  private constructor(numerator: bigint, denominator: bigint) {
    const divisor = gcd(numerator, denominator);
    this.numerator = numerator / divisor;
    this.denominator = denominator / divisor;
  }

  /** `numerator / denominator`, with 0 <= numerator <= denominator and denominator > 0 (the callers' sums). */
  static of(numerator: bigint, denominator: bigint): Probability {
    return new Probability(numerator, denominator);
  }

  /** The probability written as a decimal (see DECIMAL_PLACES): '0', '1', '0.0625'. */
  toDecimal(): string {
    // Rounded half up at the last place: floor((n * scale * 2 + d) / (2 * d)).
    const scaled = (this.numerator * scale * 2n + this.denominator) / (2n * this.denominator);
    if (scaled === scale) return '1';
    const digits = scaled.toString().padStart(DECIMAL_PLACES, '0').replace(/0+$/, '');
    return digits === '' ? '0' : `0.${digits}`;
  }

  /** The nearest double, for formatting as a percentage. */
  toNumber(): number {
    return Number(this.toDecimal());
  }

  /** JSON cannot hold a bigint: a probability is written as its decimal. */
  toJSON(): string {
    return this.toDecimal();
  }
}
