import { calendarDateProblem } from './calendar-date';

describe('calendar dates (YYYY-MM-DD)', () => {
  it('when the date exists, then there is no problem, February 29 included in leap years', () => {
    for (const date of ['2025-01-31', '2024-02-29', '2000-02-29', '1999-12-31']) expect(calendarDateProblem(date)).toBeUndefined();
  });

  it('when the date does not exist or is not in the form, then the problem is named as pydantic names it', () => {
    expect(calendarDateProblem('2025-02-29')).toBe('day value is outside expected range');
    expect(calendarDateProblem('1900-02-29')).toBe('day value is outside expected range');
    expect(calendarDateProblem('2025-04-31')).toBe('day value is outside expected range');
    expect(calendarDateProblem('2025-00-10')).toBe('month value is outside expected range of 1-12');
    expect(calendarDateProblem('2025-06-00')).toBe('day value is outside expected range');
    expect(calendarDateProblem('2025-06')).toBe('input is too short');
    expect(calendarDateProblem('2025-06-30T00:00:00Z')).toBe('unexpected extra characters at the end of the input');
    expect(calendarDateProblem('2025/06/30')).toBe('invalid date separator, expected `-`');
    expect(calendarDateProblem('2025-0a-30')).toBe('invalid character in month');
    expect(calendarDateProblem('２０２５-06-30')).toBe('invalid character in year');
  });
});
