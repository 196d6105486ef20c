/**
 * Lot and serial numbers of a field safety notice: does the number a user typed fall in an affected range?
 *
 * A range is `first` to `last`, both inclusive; a single number has first = last. Numbers are compared by shape:
 * a prefix (anything before the trailing digits, e.g. `SAMPLE` or `L24A`) and a numeric part. Two numbers are in
 * the same series when their prefixes are equal and their numeric parts have the same length; within a series they
 * are compared as numbers. A number of another prefix or another length never matches, so `SAMPLE0100` or
 * `XSAMPLE100` is not in `SAMPLE100`–`SAMPLE120`. A number without trailing digits matches only itself.
 *
 * What a user types is normalised as they would type it from a label: letters in any case, spaces and dashes
 * anywhere ignored (`sample-100`, ` SAMPLE 100 ` and `SAMPLE100` are the same number).
 */
export type RangeKind = 'lot' | 'serial';

export interface LotRange {
  kind: RangeKind;
  first: string;
  last: string;
}

/** Longest number we accept (labels carry 20 characters or fewer; GS1 AI 10 and 21 allow 20). */
export const MAX_NUMBER_LENGTH = 40;

/** Upper case, without spaces and dashes: the form a number is compared and stored in. */
export function normaliseNumber(value: string): string {
  return value
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[\s\-‐‑‒–—]/gu, '');
}

interface Shape {
  prefix: string;
  digits: string;
}

const SHAPE = /^(.*?)(\d+)$/su;

function shapeOf(normalised: string): Shape | undefined {
  const match = SHAPE.exec(normalised);
  return match ? { prefix: match[1] ?? '', digits: match[2] ?? '' } : undefined;
}

const sameSeries = (a: Shape, b: Shape) => a.prefix === b.prefix && a.digits.length === b.digits.length;

/**
 * Why a range cannot be saved, or undefined when it is well formed: both ends present, of the same series, and
 * the first not after the last. Used by the back office before a notice is stored.
 */
export function rangeProblem(first: string, last: string): string | undefined {
  const a = normaliseNumber(first);
  const b = normaliseNumber(last);
  if (!a) return 'Enter the first number of the range.';
  if (!b) return 'Enter the last number of the range (the same as the first for a single number).';
  if (a.length > MAX_NUMBER_LENGTH || b.length > MAX_NUMBER_LENGTH) return 'A number is too long.';
  if (a === b) return undefined;
  const sa = shapeOf(a);
  const sb = shapeOf(b);
  if (!sa || !sb) return 'A range needs numbers ending in digits; enter other numbers one by one.';
  if (!sameSeries(sa, sb))
    return 'Both ends of a range need the same prefix and the same number of digits (for example L0100 to L0199).';
  if (BigInt(sa.digits) > BigInt(sb.digits)) return 'The first number of the range is after the last.';
  return undefined;
}

/** Whether a typed number is within the range (inclusive). An empty or malformed number never matches. */
export function inRange(typed: string, range: Pick<LotRange, 'first' | 'last'>): boolean {
  const value = normaliseNumber(typed);
  if (!value || value.length > MAX_NUMBER_LENGTH) return false;
  const first = normaliseNumber(range.first);
  const last = normaliseNumber(range.last);
  if (value === first || value === last) return true;
  const sv = shapeOf(value);
  const sf = shapeOf(first);
  const sl = shapeOf(last);
  if (!sv || !sf || !sl || !sameSeries(sf, sl) || !sameSeries(sv, sf)) return false;
  const n = BigInt(sv.digits);
  return n >= BigInt(sf.digits) && n <= BigInt(sl.digits);
}

/** The ranges, of any kind, a number falls in. */
export function matchingRanges<R extends Pick<LotRange, 'first' | 'last'>>(typed: string, ranges: readonly R[]): R[] {
  return ranges.filter((range) => inRange(typed, range));
}

/** A range as people read it: "SAMPLE100 to SAMPLE120", or the single number. */
export const formatRange = (range: Pick<LotRange, 'first' | 'last'>) =>
  range.first === range.last ? range.first : `${range.first} to ${range.last}`;
