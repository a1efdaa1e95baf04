import { addDays, slaDueDate, type SlaRule } from './sla-due-date';

const POLICY: Pick<SlaRule, 'tiers' | 'kev_cap'> = {
  tiers: [1, 2, 3, 4, 5].map(() => ({ critical: 15, high: 30, medium: 90 })),
  kev_cap: true,
};

describe('addDays', () => {
  it('adds days across a month, a year and a leap day, from a day or a timestamp of that UTC day', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2025-12-20', 15)).toBe('2026-01-04');
    expect(addDays('2025-12-20T23:59:59.999Z', 15)).toBe('2026-01-04');
    expect(addDays('2026-03-10', -10)).toBe('2026-02-28');
  });

  it('answers the same day however often it is asked, for every day count', () => {
    const first = [0, 1, 15, 30, 90, 365].map((days) => addDays('2024-12-31', days));
    const again = [0, 1, 15, 30, 90, 365].map((days) => addDays('2024-12-31T08:00:00Z', days));
    expect(again).toEqual(first);
    expect(first).toEqual(['2024-12-31', '2025-01-01', '2025-01-15', '2025-01-30', '2025-03-31', '2025-12-31']);
  });

  it('refuses a date that is not one, as before it kept days', () => {
    expect(() => addDays('not a day', 1)).toThrow(RangeError);
    expect(() => addDays('not a day', 1)).toThrow(RangeError);
  });
});

describe('slaDueDate', () => {
  it("is first_seen's UTC day plus the policy's days, capped at the KEV due date when the policy says so", () => {
    expect(slaDueDate(POLICY, 'critical', '2026-01-01T10:00:00Z', 3, '')).toBe('2026-01-16');
    expect(slaDueDate(POLICY, 'critical', '2026-01-01T10:00:00Z', 3, '2026-01-10')).toBe('2026-01-10');
    expect(slaDueDate({ ...POLICY, kev_cap: false }, 'critical', '2026-01-01T10:00:00Z', 3, '2026-01-10')).toBe('2026-01-16');
  });
});
