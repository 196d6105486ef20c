/**
 * Whether two small sets of bench runs differ: the Mann-Whitney (Wilcoxon rank-sum) test, exact. Used for Total
 * Blocking Time, whose single Lighthouse runs spread too widely for a ratio of medians to mean much on its own.
 *
 * Written here because the bench has at most a dozen runs a side: every split of the pooled runs into two groups
 * can be counted (C(24, 12) = 2.7 million at most, and a bench run has 5 to 9), so the p-value is exact, ties
 * included, with no normal approximation and no statistics package for one function.
 */

/** Midranks of the pooled values (ties share the mean of their ranks), 1-based. */
function midranks(values) {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  const ranks = new Array(values.length);
  for (let start = 0; start < order.length;) {
    let end = start;
    while (end + 1 < order.length && order[end + 1].value === order[start].value) end += 1;
    const rank = (start + end) / 2 + 1;
    for (let k = start; k <= end; k += 1) ranks[order[k].index] = rank;
    start = end + 1;
  }
  return ranks;
}

/** Sums of every choice of `size` ranks out of `ranks` (the rank sums the first group could have had). */
function rankSums(ranks, size) {
  const sums = [];
  const walk = (from, left, sum) => {
    if (left === 0) {
      sums.push(sum);
      return;
    }
    for (let index = from; index <= ranks.length - left; index += 1) walk(index + 1, left - 1, sum + ranks[index]);
  };
  walk(0, size, 0);
  return sums;
}

/**
 * Two-sided exact test of "a and b come from the same distribution". Returns the probability of a split at least
 * as lopsided as the one observed if they did (p), and the observed rank sum's share of its range (0: every value
 * of a below every value of b, 1: every one above).
 */
export function rankSumTest(a, b) {
  if (a.length === 0 || b.length === 0) throw new Error('rankSumTest needs at least one value on each side');
  if (a.length + b.length > 24) throw new Error('rankSumTest counts every split: keep it to 24 values in all');
  const ranks = midranks([...a, ...b]);
  const observed = ranks.slice(0, a.length).reduce((sum, rank) => sum + rank, 0);
  const expected = (a.length * (a.length + b.length + 1)) / 2;
  const distance = Math.abs(observed - expected);
  const sums = rankSums(ranks, a.length);
  // A small tolerance: midranks make half-integers, and sums of them must compare equal when they are.
  const asExtreme = sums.filter((sum) => Math.abs(sum - expected) >= distance - 1e-9).length;
  const lowest = (a.length * (a.length + 1)) / 2;
  const highest = lowest + a.length * b.length;
  return { p: asExtreme / sums.length, position: (observed - lowest) / (highest - lowest) };
}
