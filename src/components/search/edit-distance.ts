/**
 * How many single edits turn one word into another, the words given as lists of units (letters, Korean syllables or
 * Korean jamo): inserting, deleting or replacing a unit, or swapping two neighbours, each count one (the optimal
 * string alignment distance). Counting stops past `max`: any larger distance is returned as `max + 1`.
 *
 * @example
 * editDistance([...'efort'], [...'effort'], 2)     // 1
 * editDistance([...'diffculty'], [...'difficulty'], 2) // 1
 * editDistance([...'fro'], [...'for'], 2)          // 1 (a swap)
 * editDistance([...'xqzvwk'], [...'effort'], 2)    // 3 (more than 2)
 */
export function editDistance(a: readonly string[], b: readonly string[], max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  // Three rows of the table: two rows back (for swaps), the previous one and the current one.
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[b.length]!, max + 1);
}
