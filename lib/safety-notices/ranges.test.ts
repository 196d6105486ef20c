import { formatRange, inRange, matchingRanges, normaliseNumber, rangeProblem } from './ranges';

const sample = { first: 'SAMPLE100', last: 'SAMPLE120' };

describe('inRange', () => {
  test('both ends and the numbers between are in the range', () => {
    expect(inRange('SAMPLE100', sample)).toBe(true);
    expect(inRange('SAMPLE101', sample)).toBe(true);
    expect(inRange('SAMPLE120', sample)).toBe(true);
  });

  test('the neighbours just outside are not', () => {
    expect(inRange('SAMPLE099', sample)).toBe(false);
    expect(inRange('SAMPLE121', sample)).toBe(false);
    expect(inRange('SAMPLE99', sample)).toBe(false);
  });

  test('case, spaces and dashes as a user types them do not matter', () => {
    expect(inRange('sample110', sample)).toBe(true);
    expect(inRange(' Sample 110 ', sample)).toBe(true);
    expect(inRange('SAMPLE-110', sample)).toBe(true);
    expect(inRange('sam-ple 1-1-0', sample)).toBe(true);
  });

  test('another prefix never matches, even with a number inside the range', () => {
    expect(inRange('XSAMPLE110', sample)).toBe(false);
    expect(inRange('SAMPLEX110', sample)).toBe(false);
    expect(inRange('110', sample)).toBe(false);
    expect(inRange('SAMPL110', sample)).toBe(false);
  });

  test('another length of the numeric part never matches (a leading zero is a different number)', () => {
    expect(inRange('SAMPLE0110', sample)).toBe(false);
    expect(inRange('SAMPLE1100', sample)).toBe(false);
  });

  test('numbers are compared as numbers, not as text', () => {
    const range = { first: 'L0098', last: 'L0102' };
    expect(inRange('L0099', range)).toBe(true);
    expect(inRange('L0100', range)).toBe(true);
    expect(inRange('L0101', range)).toBe(true);
    expect(inRange('L0097', range)).toBe(false);
    expect(inRange('L0103', range)).toBe(false);
  });

  test('a single number matches only itself', () => {
    const single = { first: 'SN-000123', last: 'SN-000123' };
    expect(inRange('sn000123', single)).toBe(true);
    expect(inRange('SN000122', single)).toBe(false);
    expect(inRange('SN000124', single)).toBe(false);
    const letters = { first: 'ABC', last: 'ABC' };
    expect(inRange('abc', letters)).toBe(true);
    expect(inRange('ABD', letters)).toBe(false);
  });

  test('purely numeric serial numbers', () => {
    const range = { first: '1000', last: '1999' };
    expect(inRange('1500', range)).toBe(true);
    expect(inRange('999', range)).toBe(false);
    expect(inRange('2000', range)).toBe(false);
  });

  test('empty or overlong input never matches', () => {
    expect(inRange('', sample)).toBe(false);
    expect(inRange(' - ', sample)).toBe(false);
    expect(inRange(`SAMPLE${'1'.repeat(60)}`, sample)).toBe(false);
  });

  test('very long numeric parts are compared exactly (no floating point)', () => {
    const range = { first: 'S12345678901234567890', last: 'S12345678901234567899' };
    expect(inRange('S12345678901234567895', range)).toBe(true);
    expect(inRange('S12345678901234567900', range)).toBe(false);
  });
});

test('matchingRanges lists the ranges a number falls in', () => {
  const ranges = [
    { id: 'a', first: 'SAMPLE100', last: 'SAMPLE120' },
    { id: 'b', first: 'SAMPLE115', last: 'SAMPLE130' },
    { id: 'c', first: 'OTHER100', last: 'OTHER200' },
  ];
  expect(matchingRanges('SAMPLE118', ranges).map((r) => r.id)).toEqual(['a', 'b']);
  expect(matchingRanges('SAMPLE121', ranges).map((r) => r.id)).toEqual(['b']);
  expect(matchingRanges('SAMPLE131', ranges)).toEqual([]);
});

test('rangeProblem accepts well-formed ranges and explains the others', () => {
  expect(rangeProblem('SAMPLE100', 'SAMPLE120')).toBeUndefined();
  expect(rangeProblem('ABC', 'abc')).toBeUndefined();
  expect(rangeProblem('', 'A1')).toMatch(/first/);
  expect(rangeProblem('A1', '')).toMatch(/last/);
  expect(rangeProblem('A10', 'B20')).toMatch(/same prefix/);
  expect(rangeProblem('A10', 'A200')).toMatch(/same prefix/);
  expect(rangeProblem('A20', 'A10')).toMatch(/after/);
  expect(rangeProblem('ABC', 'ABD')).toMatch(/ending in digits/);
});

test('normaliseNumber and formatRange', () => {
  expect(normaliseNumber(' sample–100 ')).toBe('SAMPLE100');
  expect(formatRange(sample)).toBe('SAMPLE100 to SAMPLE120');
  expect(formatRange({ first: 'X1', last: 'X1' })).toBe('X1');
});
