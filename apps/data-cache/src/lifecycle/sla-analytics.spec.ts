import type { SlaRule } from '@vmdash/domain';
import { slaPoints, type SlaFinding } from './sla-analytics';

/** 10 days for critical, 20 high, 30 medium on every tier but tier 5 (critical 1 day). */
const RULE: SlaRule = {
  basis: 'severity',
  tiers: [1, 2, 3, 4, 5].map((tier) => ({ critical: tier === 5 ? 1 : 10, high: 20, medium: 30 })),
  kev_cap: false,
};
const at = (day: string) => new Date(`${day}T12:00:00.000Z`);
const finding = (fields: Partial<SlaFinding>): SlaFinding => ({
  severity: 'critical',
  risk_rating: 'low',
  first_seen: at('2026-01-01'),
  fixed_at: null,
  criticality: 3,
  kev_due_date: null,
  ...fields,
});
async function* each(findings: SlaFinding[]) {
  yield* findings;
}
/** The non-zero counts of the answer, as "<period day> <level> fixed/within past". */
async function counts(findings: SlaFinding[], rule = RULE, now = at('2026-01-20')) {
  const points = await slaPoints(each(findings), rule, at('2026-01-01'), now, 'day', 3);
  return points
    .filter((point) => point.fixed + point.open_past_sla > 0)
    .map((point) => `${point.period.toISOString().slice(0, 10)} ${point.level} ${point.fixed}/${point.fixed_within_sla} ${point.open_past_sla}`);
}

describe('SLA over time (docs/decisions/0026-finding-lifecycle.md, "SLA over time")', () => {
  it('when a critical finding is fixed on its due date, then it is fixed within its SLA and never past it', async () => {
    expect(await counts([finding({ fixed_at: at('2026-01-11') })])).toEqual(['2026-01-11 critical 1/1 0']);
  });

  it('when a finding stays open past its due date, then it counts past its SLA at the end of each day from the day after, until its fix, which is late', async () => {
    expect(await counts([finding({ fixed_at: at('2026-01-14') })])).toEqual(['2026-01-11 critical 0/0 1', '2026-01-12 critical 0/0 1', '2026-01-13 critical 0/0 1', '2026-01-14 critical 1/0 0']);
  });

  it("when the host's tier or the KEV cap shortens the SLA, then the due date moves; a level without SLA is left out", async () => {
    expect(await counts([finding({ criticality: 5, fixed_at: at('2026-01-03') })])).toEqual(['2026-01-02 critical 0/0 1', '2026-01-03 critical 1/0 0']);
    const kev = finding({ severity: 'medium', kev_due_date: '2026-01-05', fixed_at: at('2026-01-06') });
    expect(await counts([kev], { ...RULE, kev_cap: true })).toEqual(['2026-01-05 medium 0/0 1', '2026-01-06 medium 1/0 0']);
    expect(await counts([kev])).toEqual(['2026-01-06 medium 1/1 0']);
    expect(await counts([finding({ severity: 'low' }), finding({ severity: 'high', risk_rating: null })], { ...RULE, basis: 'risk_rating' })).toEqual([]);
  });

  it('when read by week, then every ISO week of the window is a point for each level, zeros included', async () => {
    const points = await slaPoints(each([]), RULE, at('2026-01-01'), at('2026-01-20'), 'week', 3);
    expect(points.map((point) => `${point.period.toISOString().slice(0, 10)} ${point.level}`)).toEqual(
      ['2025-12-29', '2026-01-05', '2026-01-12', '2026-01-19'].flatMap((week) => ['critical', 'high', 'medium'].map((level) => `${week} ${level}`)),
    );
  });
});
