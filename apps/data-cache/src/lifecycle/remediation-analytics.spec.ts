import { periodStart, remediationTimes, trendPoints, type FixedFinding, type TrendTransition } from './remediation-analytics';

async function* each<T>(items: T[]): AsyncGenerator<T> {
  yield* items;
}

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe('remediation analytics', () => {
  it('when findings were fixed after 1, 2, 6 and 10 days, then their group has mean 4.75 and median 4, each group with its count', async () => {
    const fixed = (team: string, severity: FixedFinding['severity'], days: number, source = 'beta'): FixedFinding => ({
      team,
      severity,
      source,
      first_seen: day('2026-01-01'),
      fixed_at: new Date(day('2026-01-01').getTime() + days * 86_400_000),
    });
    const groups = await remediationTimes(
      each([fixed('red', 'high', 10), fixed('red', 'high', 1), fixed('red', 'high', 6), fixed('red', 'high', 2), fixed('red', 'critical', 3), fixed('blue', 'low', 5, 'alpha')]),
    );
    expect(groups).toEqual([
      { team: 'blue', severity: 'low', source: 'alpha', count: 1, mean_days: 5, median_days: 5 },
      { team: 'red', severity: 'critical', source: 'beta', count: 1, mean_days: 3, median_days: 3 },
      { team: 'red', severity: 'high', source: 'beta', count: 4, mean_days: 4.75, median_days: 4 },
    ]);
  });

  it('when a day lies mid-week, then its week starts on the Monday before at 00:00 UTC', () => {
    expect(periodStart(new Date('2026-11-26T23:59:00Z'), 'week').toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(periodStart(new Date('2026-11-23T00:00:00Z'), 'week').toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(periodStart(new Date('2026-11-22T10:00:00Z'), 'week').toISOString()).toBe('2026-11-16T00:00:00.000Z');
    expect(periodStart(new Date('2026-11-26T23:59:00Z'), 'day').toISOString()).toBe('2026-11-26T00:00:00.000Z');
  });

  it('when opened, reopened and fixed transitions fall on two days, then each day counts opened and reopened as new and fixed apart, most severe first', async () => {
    const t = (kind: TrendTransition['kind'], severity: TrendTransition['severity'], iso: string): TrendTransition => ({ kind, severity, occurred_at: day(iso) });
    const points = await trendPoints(
      each([t('fixed', 'low', '2026-11-25'), t('opened', 'high', '2026-11-24'), t('reopened', 'high', '2026-11-24'), t('fixed', 'high', '2026-11-25'), t('opened', 'low', '2026-11-25')]),
      'day',
    );
    expect(points.map((point) => ({ ...point, period: point.period.toISOString().slice(0, 10) }))).toEqual([
      { period: '2026-11-24', severity: 'high', new: 2, fixed: 0 },
      { period: '2026-11-25', severity: 'high', new: 0, fixed: 1 },
      { period: '2026-11-25', severity: 'low', new: 1, fixed: 1 },
    ]);
  });
});
