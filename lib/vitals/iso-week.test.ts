import { isoWeek, weekStart } from './iso-week';

test.each([
  ['2026-01-01T12:00:00Z', '2026-W01'], // a Thursday
  ['2025-12-29T00:00:00Z', '2026-W01'], // the Monday of that week belongs to 2026
  ['2027-01-01T00:00:00Z', '2026-W53'], // a Friday: the last week of 2026, which has 53
  ['2027-01-04T00:00:00Z', '2027-W01'],
  ['2026-02-15T23:59:59Z', '2026-W07'], // a Sunday ends its week
  ['2026-02-16T00:00:00Z', '2026-W08'],
])('%s is in ISO week %s', (at, week) => {
  expect(isoWeek(new Date(at))).toBe(week);
});

test('weekStart gives the Monday of the week, and of weeks before it', () => {
  expect(weekStart(new Date('2026-02-15T23:59:59Z')).toISOString()).toBe('2026-02-09T00:00:00.000Z');
  expect(weekStart(new Date('2026-02-16T08:00:00Z'), 2).toISOString()).toBe('2026-02-02T00:00:00.000Z');
  expect(isoWeek(weekStart(new Date('2026-01-01T00:00:00Z')))).toBe('2026-W01');
});
