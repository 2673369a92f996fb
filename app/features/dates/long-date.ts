/**
 * A date as en-US long text in UTC ("March 4, 2026"), without `Intl`.
 *
 * The first date format a page asks `Intl` (or `toLocaleDateString`) for
 * loads the locale's calendar data: 14–24 ms of main thread in one task on
 * the development machine, inside hydration of every article, legal page and
 * order list — a long task once the phone's slower CPU multiplies it. The
 * month names and order below are exactly what
 * `toLocaleDateString('en-US', {year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC'})`
 * writes for years 1 to 9999 (the tests compare the two).
 */
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The UTC calendar date of `date` in en-US long form; `Intl` for years outside 1–9999. */
export function formatLongDateUtc(date: Date): string {
  const year = date.getUTCFullYear();
  if (year < 1 || year > 9999) {
    return date.toLocaleDateString('en-US', {year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC'});
  }
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${year}`;
}
