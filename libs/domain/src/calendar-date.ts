import { MAX_COMMIT_DATE_YEARS_AHEAD, MIN_COMMIT_DATE } from './limits';

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * Why `text` is not a calendar date in ISO 8601's extended form YYYY-MM-DD (February 29 only in leap years), in the
 * words pydantic (speedate) uses for FastAPI's `date_parsing` errors, or undefined when it is one.
 * Used by the gateway's request schemas and the action-plan rules (commit_date), so both answer alike.
 */
export function calendarDateProblem(text: string): string | undefined {
  if (text.length < 10) return 'input is too short';
  if (text.length > 10) return 'unexpected extra characters at the end of the input';
  if (!/^\d{4}$/.test(text.slice(0, 4))) return 'invalid character in year';
  if (text[4] !== '-' || text[7] !== '-') return 'invalid date separator, expected `-`';
  if (!/^\d{2}$/.test(text.slice(5, 7))) return 'invalid character in month';
  if (!/^\d{2}$/.test(text.slice(8, 10))) return 'invalid character in day';
  const year = Number(text.slice(0, 4));
  const month = Number(text.slice(5, 7));
  const day = Number(text.slice(8, 10));
  if (month < 1 || month > 12) return 'month value is outside expected range of 1-12';
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = month === 2 && !leap ? 28 : DAYS_IN_MONTH[month - 1];
  if (day < 1 || day > days) return 'day value is outside expected range';
  return undefined;
}

/**
 * The commit dates a plan may take on `today`: MIN_COMMIT_DATE to today (UTC) plus MAX_COMMIT_DATE_YEARS_AHEAD years,
 * both included, as YYYY-MM-DD (docs/decisions/0008-writes-have-one-outcome.md, Plans).
 */
export function commitDateBounds(today: Date): { min: string; max: string } {
  const max = new Date(today.getTime());
  max.setUTCFullYear(max.getUTCFullYear() + MAX_COMMIT_DATE_YEARS_AHEAD);
  return { min: MIN_COMMIT_DATE, max: max.toISOString().slice(0, 10) };
}
