import { ValidationError } from '@vmdash/domain';
import { checkedPolicyInput, defaultSlaPolicy, slaDaysOf, slaLevelOf } from './sla-policy.rules';

const tiers = [1, 2, 3, 4, 5].map((criticality) => ({ criticality, critical: 20 - criticality * 2, high: 30, medium: 90 }));
const fieldOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof ValidationError ? error.violations[0]?.loc.join('.') : 'other';
  }
  return null;
};

describe('SLA policy rules', () => {
  it("when there is no Admin's policy, then the default gives today's SLA days to every tier, by severity, without a KEV cap", () => {
    const policy = defaultSlaPolicy({ critical: 15, high: 30, medium: 90 });
    expect(policy).toMatchObject({ version: 1, basis: 'severity', kev_cap: false, updated_by: null, updated_at: null });
    expect(policy.tiers.map((tier) => [tier.criticality, tier.critical, tier.high, tier.medium])).toEqual([1, 2, 3, 4, 5].map((c) => [c, 15, 30, 90]));
  });

  it('when a policy is sent, then it needs one tier per criticality 1 to 5 in order, whole days from 1 to 3650, a known basis and a short reason', () => {
    expect(checkedPolicyInput({ basis: 'risk_rating', tiers, kev_cap: true, reason: '' })).toMatchObject({ basis: 'risk_rating', kev_cap: true, reason: null });
    expect(fieldOf(() => checkedPolicyInput({ basis: 'cvss', tiers, kev_cap: true }))).toBe('body.basis');
    expect(fieldOf(() => checkedPolicyInput({ basis: 'severity', tiers: tiers.slice(1), kev_cap: true }))).toBe('body.tiers');
    expect(fieldOf(() => checkedPolicyInput({ basis: 'severity', tiers: [...tiers].reverse(), kev_cap: true }))).toBe('body.tiers');
    expect(fieldOf(() => checkedPolicyInput({ basis: 'severity', tiers: tiers.map((tier) => ({ ...tier, high: 0 })), kev_cap: true }))).toBe('body.tiers');
    expect(fieldOf(() => checkedPolicyInput({ basis: 'severity', tiers: tiers.map((tier) => ({ ...tier, medium: 2.5 })), kev_cap: true }))).toBe('body.tiers');
    expect(fieldOf(() => checkedPolicyInput({ basis: 'severity', tiers, kev_cap: true, reason: 'x'.repeat(501) }))).toBe('body.reason');
  });

  it("when a finding is judged, then its level is its severity or its risk rating as the policy says, and its days those of its asset's tier", () => {
    const policy = { ...defaultSlaPolicy({ critical: 15, high: 30, medium: 90 }), tiers: checkedPolicyInput({ basis: 'severity', tiers, kev_cap: false }).tiers };
    expect(slaLevelOf({ basis: 'severity' }, { severity: 'critical', risk_rating: 'low' })).toBe('critical');
    expect(slaLevelOf({ basis: 'risk_rating' }, { severity: 'critical', risk_rating: 'low' })).toBeNull();
    expect([1, 5, 0, 9].map((criticality) => slaDaysOf(policy, 'critical', criticality))).toEqual([18, 10, 18, 10]);
  });
});
