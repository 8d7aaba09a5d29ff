/**
 * Korean counts steps, points and turns with its native numbers before the counter word: 한 단계, 두 단계, 세 단계
 * (one, two, three steps), as the pages write them. Beyond ten, and for zero, the digits are read as they are.
 *
 * @example
 * koreanCount(1) // '한'
 * koreanCount(12) // '12'
 */
export function koreanCount(n: number): string {
  return nativeNumbers[n] ?? String(n);
}

const nativeNumbers: Readonly<Record<number, string>> = {
  1: '한',
  2: '두',
  3: '세',
  4: '네',
  5: '다섯',
  6: '여섯',
  7: '일곱',
  8: '여덟',
  9: '아홉',
  10: '열',
};
