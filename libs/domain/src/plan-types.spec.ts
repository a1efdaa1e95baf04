import { isPlanType, PLAN_TYPES, WHOLE_HOST_PLAN_TYPES } from './plan-types';

describe('plan types', () => {
  it('when a value is one of the five spec plan types, then it is accepted', () => {
    for (const t of PLAN_TYPES) expect(isPlanType(t)).toBe(true);
  });
  it('when a value is outside the five, differently cased or not a string, then it is refused', () => {
    expect(isPlanType('Remediation')).toBe(false);
    expect(isPlanType('patch')).toBe(false);
    expect(isPlanType(3)).toBe(false);
  });
  it('when a plan is whole-host, then it is decommission or scan_exclusion only', () => {
    expect([...WHOLE_HOST_PLAN_TYPES].sort()).toEqual(['decommission', 'scan_exclusion']);
  });
});
