import { addDays, companyDate, isCalendarDate, isOverdue, paperCopyDueOn } from './due-date';

describe('paperCopyDueOn: the request date in Rome plus seven calendar days', () => {
  test('an ordinary day', () => {
    expect(paperCopyDueOn(new Date('2026-05-12T10:00:00Z'))).toBe('2026-05-19');
  });

  test('across a month end, including February of a common and a leap year', () => {
    expect(paperCopyDueOn(new Date('2026-01-28T09:00:00Z'))).toBe('2026-02-04');
    expect(paperCopyDueOn(new Date('2026-02-25T09:00:00Z'))).toBe('2026-03-04');
    expect(paperCopyDueOn(new Date('2028-02-25T09:00:00Z'))).toBe('2028-03-03');
    expect(paperCopyDueOn(new Date('2026-04-30T09:00:00Z'))).toBe('2026-05-07');
  });

  test('across a year end', () => {
    expect(paperCopyDueOn(new Date('2026-12-28T12:00:00Z'))).toBe('2027-01-04');
  });

  test('late in the evening UTC is already the next day in Rome (winter, UTC+1)', () => {
    // 23:30 UTC on 31 December is 00:30 on 1 January in Rome.
    expect(companyDate(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(paperCopyDueOn(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-08');
    expect(paperCopyDueOn(new Date('2026-12-31T22:59:59Z'))).toBe('2027-01-07');
  });

  test('summer time (UTC+2): 22:30 UTC is 00:30 the next day in Rome', () => {
    expect(companyDate(new Date('2026-07-14T22:30:00Z'))).toBe('2026-07-15');
    expect(paperCopyDueOn(new Date('2026-07-14T22:30:00Z'))).toBe('2026-07-22');
  });

  test('the spring change (29 March 2026, 02:00 becomes 03:00 in Rome)', () => {
    // 00:30 in Rome on the day of the change is still winter time: 23:30 UTC the day before.
    expect(companyDate(new Date('2026-03-28T23:30:00Z'))).toBe('2026-03-29');
    expect(paperCopyDueOn(new Date('2026-03-28T23:30:00Z'))).toBe('2026-04-05');
    // 23:30 in Rome that day is summer time: 21:30 UTC.
    expect(paperCopyDueOn(new Date('2026-03-29T21:30:00Z'))).toBe('2026-04-05');
    // A request in the last minute before the change and one just after it fall on the same day.
    expect(paperCopyDueOn(new Date('2026-03-29T00:59:00Z'))).toBe('2026-04-05');
    expect(paperCopyDueOn(new Date('2026-03-29T01:00:00Z'))).toBe('2026-04-05');
    // The day before the change, at 00:30 Rome (23:30 UTC two days before).
    expect(paperCopyDueOn(new Date('2026-03-27T23:30:00Z'))).toBe('2026-04-04');
  });

  test('the autumn change (25 October 2026, 03:00 becomes 02:00 in Rome)', () => {
    // 00:30 in Rome on the day of the change is summer time: 22:30 UTC the day before.
    expect(companyDate(new Date('2026-10-24T22:30:00Z'))).toBe('2026-10-25');
    expect(paperCopyDueOn(new Date('2026-10-24T22:30:00Z'))).toBe('2026-11-01');
    // 23:30 in Rome that day is winter time: 22:30 UTC the same day.
    expect(paperCopyDueOn(new Date('2026-10-25T22:30:00Z'))).toBe('2026-11-01');
    expect(paperCopyDueOn(new Date('2026-10-25T22:59:00Z'))).toBe('2026-11-01');
    // Midnight in Rome after the change is 23:00 UTC: the next day's requests are due a day later.
    expect(paperCopyDueOn(new Date('2026-10-25T23:00:00Z'))).toBe('2026-11-02');
    expect(companyDate(new Date('2026-10-25T23:00:00Z'))).toBe('2026-10-26');
  });

  test('a due date spanning a change keeps seven calendar days, not 7 × 24 hours', () => {
    expect(paperCopyDueOn(new Date('2026-03-25T23:30:00Z'))).toBe('2026-04-02');
    expect(paperCopyDueOn(new Date('2026-10-21T22:30:00Z'))).toBe('2026-10-29');
  });
});

describe('isOverdue: today in Rome is after the due date and the copy was not sent', () => {
  const open = { dueOn: '2026-04-05', sentOn: null };

  test('on the due date itself it is still on time, until midnight in Rome', () => {
    expect(isOverdue(open, new Date('2026-04-05T21:59:59Z'))).toBe(false);
    expect(isOverdue(open, new Date('2026-04-05T22:00:00Z'))).toBe(true);
  });

  test('in winter, midnight in Rome is 23:00 UTC', () => {
    const winter = { dueOn: '2027-01-08', sentOn: null };
    expect(isOverdue(winter, new Date('2027-01-08T22:59:59Z'))).toBe(false);
    expect(isOverdue(winter, new Date('2027-01-08T23:00:00Z'))).toBe(true);
  });

  test('a sent copy is never overdue, even sent late', () => {
    expect(isOverdue({ dueOn: '2026-04-05', sentOn: '2026-04-09' }, new Date('2026-05-01T12:00:00Z'))).toBe(false);
  });
});

test('calendar helpers refuse dates that do not exist', () => {
  expect(isCalendarDate('2026-02-29')).toBe(false);
  expect(isCalendarDate('2028-02-29')).toBe(true);
  expect(isCalendarDate('2026-13-01')).toBe(false);
  expect(isCalendarDate('26-01-01')).toBe(false);
  expect(() => addDays('2026-02-30', 1)).toThrow();
  expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
});
