import { describe, expect, it } from 'vitest';
import { remediationBySeverity, trendWeeks, weekStart } from './remediation-trend';

const openNow = (counts: Record<string, number>) =>
  (['critical', 'high', 'medium', 'low', 'info'] as const).flatMap((severity) => [
    { source: 'alpha' as const, severity, open: 0 },
    { source: 'beta' as const, severity, open: counts[severity] ?? 0 },
  ]);

describe('remediation trend', () => {
  it('starts a week on Monday 00:00 UTC', () => {
    expect(new Date(weekStart(Date.parse('2026-11-27T15:00:00Z'))).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(new Date(weekStart(Date.parse('2026-11-23T00:00:00Z'))).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(new Date(weekStart(Date.parse('2026-11-22T23:59:59Z'))).toISOString()).toBe('2026-11-16T00:00:00.000Z');
  });

  it('derives the findings open at the end of each earlier week from those open now and the later weeks’ new and fixed ones, weeks without a change included', () => {
    const weeks = trendWeeks(
      {
        since: '2026-11-05T10:00:00Z',
        points: [
          { period: '2026-11-23T00:00:00Z', severity: 'high', new: 2, fixed: 5 },
          { period: '2026-11-23T00:00:00Z', severity: 'low', new: 1, fixed: 0 },
          { period: '2026-11-09T00:00:00Z', severity: 'high', new: 4, fixed: 1 },
        ],
        open_now: openNow({ high: 10, low: 3 }),
      },
      Date.parse('2026-11-27T15:00:00Z'),
    );
    expect(weeks.map((week) => [week.week.slice(0, 10), week.open.high, week.open.low, week.openTotal, week.new, week.fixed])).toEqual([
      ['2026-11-02', 10, 2, 12, 0, 0],
      ['2026-11-09', 13, 2, 15, 4, 1],
      ['2026-11-16', 13, 2, 15, 0, 0],
      ['2026-11-23', 10, 3, 13, 3, 5],
    ]);
  });

  it('combines the means of teams and sources by severity, weighted by their counts, most severe first', () => {
    const group = (severity: 'high' | 'low', count: number, mean_days: number) => ({ team: 't', source: 'beta' as const, severity, count, mean_days, median_days: 0 });
    expect(remediationBySeverity([group('low', 1, 10), group('high', 3, 10), group('high', 1, 30)])).toEqual([
      { severity: 'high', count: 4, meanDays: 15 },
      { severity: 'low', count: 1, meanDays: 10 },
    ]);
  });
});
