/**
 * When a paper copy of the instructions for use is due (Implementing Regulation (EU) 2021/2226, Art. 5(3): free of
 * charge, at the latest within seven calendar days of the user's request; docs/requirements.md §13).
 *
 * Days are calendar dates in the manufacturer's time zone, Europe/Rome: a request made at 00:30 in Rome on 1 March
 * is a request of 1 March, whatever the UTC date, and it is due on 8 March. Calendar arithmetic is done on the date
 * alone (no hours), so a daylight-saving change in between neither adds nor loses a day.
 */
export const COMPANY_TIME_ZONE = 'Europe/Rome';
export const PAPER_COPY_DAYS = 7;

const romeDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: COMPANY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar date (`YYYY-MM-DD`) of an instant in the company's time zone. */
export function companyDate(instant: Date): string {
  const parts = Object.fromEntries(romeDate.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a string is a real calendar date `YYYY-MM-DD` (not 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** A calendar date plus a number of days (calendar arithmetic in UTC, where no day has 23 or 25 hours). */
export function addDays(date: string, days: number): string {
  const match = DATE.exec(date);
  if (!match || !isCalendarDate(date)) throw new Error(`Not a calendar date: ${date}`);
  const utc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days);
  return new Date(utc).toISOString().slice(0, 10);
}

/** The date by which the copy must be sent: the request's date in Rome plus seven calendar days. */
export function paperCopyDueOn(requestedAt: Date): string {
  return addDays(companyDate(requestedAt), PAPER_COPY_DAYS);
}

/** Overdue: not sent, and today (in Rome) is after the due date. On the due date itself it is still on time. */
export function isOverdue(request: { dueOn: string; sentOn: string | null }, now: Date): boolean {
  return request.sentOn === null && companyDate(now) > request.dueOn;
}

const romeHour = new Intl.DateTimeFormat('en-GB', { timeZone: COMPANY_TIME_ZONE, hour: '2-digit', hourCycle: 'h23' });

/** The hour (0–23) of an instant in the company's time zone. */
export function companyHour(instant: Date): number {
  return Number(romeHour.formatToParts(instant).find((part) => part.type === 'hour')?.value ?? 0);
}
