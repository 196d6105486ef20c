/**
 * The ISO 8601 week of a moment in UTC, as `2026-W07`: weeks start on Monday and week 1 holds the year's first
 * Thursday, so 29 December 2025 is in 2026-W01. Stored with each measurement, so both databases group by a
 * plain text column (neither shares the other's date functions) and the text sorts in time order.
 */
export function isoWeek(at: Date): string {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  // The Thursday of this week decides the week's year and number.
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const year = day.getUTCFullYear();
  const week = Math.ceil(((day.getTime() - Date.UTC(year, 0, 1)) / 86_400_000 + 1) / 7);
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The Monday (UTC midnight) that starts the ISO week `weeksBack` weeks before the week of `at`. */
export function weekStart(at: Date, weeksBack = 0): Date {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() || 7) - 1) - 7 * weeksBack);
  return day;
}
