import { plural } from './plural';

test('a count and its noun agree', () => {
  expect(plural(1, 'lead')).toBe('1 lead');
  expect(plural(0, 'lead')).toBe('0 leads');
  expect(plural(2, 'learner account')).toBe('2 learner accounts');
  expect(plural(1, 'entry', 'entries')).toBe('1 entry');
  expect(plural(1234, 'entry', 'entries')).toBe('1,234 entries');
});

test('file sizes read as people say them', () => {
  const { humanSize } = jest.requireActual<typeof import('./size')>('./size');
  expect(humanSize(45)).toBe('45 bytes');
  expect(humanSize(1)).toBe('1 byte');
  expect(humanSize(12_800)).toBe('13 KB');
  expect(humanSize(1_572_864)).toBe('1.5 MB');
  expect(humanSize(2 * 1024 * 1024)).toBe('2 MB');
});
