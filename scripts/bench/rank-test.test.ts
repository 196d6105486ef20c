import { rankSumTest } from './rank-test.mjs';

describe('rankSumTest (exact Mann-Whitney)', () => {
  it('gives the textbook p-value when one side is entirely above the other', () => {
    // 5 against 5, fully separated: 2 of the C(10, 5) = 252 splits are this extreme (either direction).
    const { p, position } = rankSumTest([6, 7, 8, 9, 10], [1, 2, 3, 4, 5]);
    expect(p).toBeCloseTo(2 / 252, 10);
    expect(position).toBe(1);
  });

  it('finds no difference between interleaved runs', () => {
    const { p, position } = rankSumTest([1, 4, 5, 8, 9], [2, 3, 6, 7, 10]);
    expect(p).toBeGreaterThan(0.5);
    expect(position).toBeGreaterThan(0.3);
    expect(position).toBeLessThan(0.7);
  });

  it('says "below" when the first side is lower', () => {
    expect(rankSumTest([10, 11, 12], [20, 21, 22, 23]).position).toBe(0);
  });

  it('handles ties with midranks: identical runs on both sides are no evidence of a difference', () => {
    expect(rankSumTest([5, 5, 5], [5, 5, 5]).p).toBe(1);
    // One run shared by both sides, the rest separated: still significant-looking, less so than without the tie.
    const tied = rankSumTest([5, 6, 7, 8, 9], [1, 2, 3, 4, 5]).p;
    expect(tied).toBeGreaterThan(2 / 252);
    expect(tied).toBeLessThan(0.05);
  });

  it('matches the published exact distribution for 7 against 7', () => {
    // Tables of the Mann-Whitney U distribution give P(U <= 7) = 0.0131 for n = 7, 7 (45 of the 3432 splits),
    // so two-sided p = 90/3432; U = 9 gives P(U <= 9) = 0.0364, two-sided 0.073, not significant at 5 %.
    // Ranks of a: 1-6 and 14, rank sum 35, U = 35 - 28 = 7.
    expect(rankSumTest([1, 2, 3, 4, 5, 6, 15], [7, 8, 9, 10, 11, 12, 13]).p).toBeCloseTo(90 / 3432, 10);
    // Ranks of c: 1-5, 9 and 14, rank sum 37, U = 9.
    expect(rankSumTest([1, 2, 3, 4, 5, 9, 15], [6, 7, 8, 10, 11, 12, 13]).p).toBeCloseTo(0.0728, 3);
  });

  it('refuses sets too large to count every split', () => {
    expect(() => rankSumTest(new Array(13).fill(1), new Array(12).fill(2))).toThrow(/24 values/);
    expect(() => rankSumTest([], [1])).toThrow();
  });
});
